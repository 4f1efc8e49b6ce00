import CodeListings
import FlowGraph

/// The one place where today's builder turns its model into the plain inputs of the
/// reader-side files: search entries (`SearchIndexBuilder`), the sitemap (`Sitemap`).
enum ReaderInputs {
    /// Search entries in reading order: each chapter's opening and one entry per `##`/`###`
    /// section, then each storyboard page, its scenes and its segues.
    static func searchDocuments(tree: ContentTree, boards: [StoryboardPage]) -> [SearchDocument] {
        searchGroups(tree: tree, boards: boards).flatMap { searchDocuments(of: $0, tree: tree, boards: boards) }
    }

    /// What makes search entries: a chapter or a storyboard page.
    enum SearchGroup: Sendable { case chapter(Int), storyboard(Int) }

    static func searchGroups(tree: ContentTree, boards: [StoryboardPage]) -> [SearchGroup] {
        tree.chapters.indices.map { .chapter($0) } + boards.indices.map { .storyboard($0) }
    }

    static func searchDocuments(of group: SearchGroup, tree: ContentTree, boards: [StoryboardPage]) -> [SearchDocument] {
        switch group {
        case .chapter(let index):
            let chapter = tree.chapters[index]
            return chapterDocuments(chapter, part: chapter.partIndex.map { tree.parts[$0].title } ?? "")
        case .storyboard(let index):
            return storyboardDocuments(boards[index])
        }
    }

    static func chapterDocuments(_ chapter: LoadedChapter, part: String) -> [SearchDocument] {
        let document = chapter.document
        // Sections start at level-2 and level-3 headings; what comes before is the opening.
        let cuts = document.headings.filter { $0.level == 2 || $0.level == 3 }
        var entries = [SearchDocument(url: chapter.outputPath, page: chapter.title, part: part, carriesTitle: true)]
        for heading in cuts {
            entries.append(SearchDocument(url: chapter.outputPath + "#" + heading.id, page: chapter.title, part: part,
                                          heading: heading.text))
        }
        // The number of cuts at or above `line` (a binary search: linear in headings × paragraphs otherwise).
        func entry(at line: Int) -> Int {
            var low = 0, high = cuts.count
            while low < high {
                let mid = (low + high) / 2
                if cuts[mid].line <= line { low = mid + 1 } else { high = mid }
            }
            return low
        }
        var texts = Array(repeating: [String](), count: entries.count)
        if let description = chapter.frontMatter.description { texts[0].append(description) }
        for paragraph in document.paragraphs { texts[entry(at: paragraph.line)].append(paragraph.text) }
        // Headings below level 3 are text of their section.
        for heading in document.headings where heading.level > 3 { texts[entry(at: heading.line)].append(heading.text) }
        var code = Array(repeating: [String](), count: entries.count)
        for (index, block) in document.codeBlocks.enumerated() {
            let place = entry(at: block.infoLocation.line)
            // One string per listing: the code field counts a term once however many of its
            // strings have it, and a term never spans two words.
            if let scan = chapter.source.listings[index] {
                code[place].append(Lexer.identifierText(block.literal, scan: scan))
            } else if block.language == "flow" {
                // Scene and segue names a flow block declares are words of the chapter.
                code[place].append(block.literal)
            }
        }
        for index in entries.indices {
            entries[index].text = texts[index].joined(separator: " ")
            // Repeats are kept: the code field counts a term once however often it comes.
            entries[index].code = code[index]
        }
        // A section with nothing but its heading still finds its heading.
        return entries
    }

    static func storyboardDocuments(_ page: StoryboardPage) -> [SearchDocument] {
        let board = page.storyboard
        let title = "Storyboard \(board.name)"
        let path = page.outputPath
        var entries = [SearchDocument(url: path, page: title, carriesTitle: true,
                                      text: "The \(board.name) storyboard: its diagram and every scene.", names: [board.name])]
        var seguesFrom: [String: [String]] = [:]
        for segue in board.segues { seguesFrom[segue.source, default: []].append("\(segue.style.rawValue) to \(segue.destination)") }
        for scene in board.scenes {
            var facts = ["\(scene.kind.rawValue) scene"]
            if let title = scene.title { facts.append("title \(title)") }
            if let className = scene.className { facts.append("class \(className)") }
            if let id = scene.storyboardID { facts.append("storyboard ID \(id)") }
            if let target = scene.referencedStoryboard { facts.append("opens storyboard \(target)") }
            switch scene.cells {
            case .staticCells(let titles): facts.append("static cells" + (titles.isEmpty ? "" : " " + titles.joined(separator: ", ")))
            case .prototypes(let ids): facts.append("prototype cells " + ids.joined(separator: ", "))
            case .none: break
            }
            let out = seguesFrom[scene.name] ?? []
            if !out.isEmpty { facts.append("segues " + out.joined(separator: ", ")) }
            var names = [scene.name]
            if let id = scene.storyboardID, id != scene.name { names.append(id) }
            entries.append(SearchDocument(
                url: path + "#" + SiteLinks.sceneAnchor(scene.name), page: title, heading: "Scene \(scene.name)",
                text: facts.joined(separator: "; ") + ".", code: [scene.className].compactMap { $0 }, names: names))
        }
        for segue in board.segues {
            let name = segue.identifier ?? "\(segue.source) → \(segue.destination)"
            var text = "\(segue.style.rawValue) segue from \(segue.source) to \(segue.destination)"
            if let trigger = segue.trigger { text += ", from \(trigger.spelling)" }
            entries.append(SearchDocument(
                url: path + "#" + SiteLinks.segueAnchor(segue.key), page: title, heading: "Segue \(name)",
                text: text + ".", names: segue.identifier.map { [$0] } ?? []))
        }
        for unwind in board.unwinds {
            var text = "unwind \(unwind.action): from \(unwind.source) to \(unwind.target)"
            if let trigger = unwind.trigger { text += ", from \(trigger.spelling)" }
            entries.append(SearchDocument(
                url: path + "#" + SiteLinks.segueAnchor(unwind.key), page: title,
                heading: "Unwind \(unwind.identifier ?? unwind.action)", text: text + ".", code: [unwind.action],
                names: [unwind.identifier ?? unwind.key]))
        }
        return entries
    }

    /// Site-relative paths of the pages a sitemap lists: the generated home page (when the site
    /// has none), chapters, then storyboard pages.
    static func sitemapPaths(tree: ContentTree, boards: [StoryboardPage]) -> [String] {
        (GeneratedHome.isNeeded(tree) ? [GeneratedHome.outputPath] : []) + tree.chapters.map(\.outputPath) + boards.map(\.outputPath)
    }
}
