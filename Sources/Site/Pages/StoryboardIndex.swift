import FlowGraph
import Templates

/// The Storyboards index page's list: every storyboard, where the book introduces it, its size.
struct StoryboardIndex: Sendable {
    struct Entry: Sendable, Hashable {
        var name: String
        var scenes: Int
        var segues: Int
        /// The first chapter that shows it.
        var introducedIn: ChapterID?
    }

    var entries: [Entry]

    init(analysis: BookAnalysis, chapters: [AnalyzedChapter]) {
        var first: [String: ChapterID] = [:]
        // Read in place (`for chapter in chapters` copied each chapter and all it holds).
        let book = chapters.span
        for index in book.indices {
            for board in book[index].flows.storyboards where first[board] == nil { first[board] = book[index].id }
        }
        let byName = Dictionary(analysis.storyboards.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        entries = analysis.storyboardsInReadingOrder.compactMap { name in
            guard let board = byName[name] else { return nil }
            return Entry(name: name, scenes: board.scenes.count, segues: board.segues.count + board.unwinds.count,
                         introducedIn: first[name])
        }
    }

    func context(chapters: [AnalyzedChapter], root: String) -> TemplateValue {
        .array(entries.map { entry in
            var item: [String: TemplateValue] = [
                "name": .string(entry.name), "url": .string(root + SiteLinks.storyboardPath(entry.name)),
                "scenes": .int(entry.scenes), "segues": .int(entry.segues),
            ]
            if let id = entry.introducedIn, chapters.indices.contains(id.position) {
                item["chapter"] = .object(["title": .string(chapters[id.position].title),
                                           "url": .string(root + chapters[id.position].outputPath)])
            }
            return .object(item)
        })
    }
}
