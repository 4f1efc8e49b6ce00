import Templates

/// The book's table of contents, computed once per build; each page asks for its own view
/// of it (current entry marked, URLs relative to the page).
///
/// To keep every page's size independent of the book's size, only the current part is
/// expanded, and books with many top-level entries show a window around the current one
/// (the home page always lists every chapter).
public struct Navigation: Sendable {
    struct Item: Sendable, Hashable {
        var title: String
        var path: String
    }

    enum Entry: Sendable, Hashable {
        case chapter(index: Int)
        case part(index: Int, title: String, items: [Int])
    }

    let chapters: [Item]
    let entries: [Entry]
    let storyboards: [String]
    /// Changes whenever anything any page's navigation shows changes.
    public let fingerprint: Int

    /// How many top-level entries a sidebar shows around the current one, at most.
    static let window = 40

    init(tree: ContentTree, storyboards: [String]) {
        chapters = tree.chapters.map { Item(title: $0.title, path: $0.outputPath) }
        var entries: [Entry] = []
        var seenParts = Set<Int>()
        for (index, chapter) in tree.chapters.enumerated() {
            if let part = chapter.partIndex {
                if seenParts.insert(part).inserted {
                    entries.append(.part(index: part, title: tree.parts[part].title, items: tree.parts[part].chapterIndices))
                }
            } else if !(chapter.isIndex && chapter.outputPath == "index.html") {
                entries.append(.chapter(index: index))
            }
        }
        self.entries = entries
        self.storyboards = storyboards
        var hasher = Hasher()
        hasher.combine(chapters)
        hasher.combine(entries)
        hasher.combine(storyboards)
        fingerprint = hasher.finalize()
    }

    /// The sidebar for the page at `currentPath` (nil: no chapter is current).
    func context(currentPath: String, root: String) -> [String: TemplateValue] {
        var currentEntry = 0
        for (position, entry) in entries.enumerated() {
            switch entry {
            case .chapter(let index) where chapters[index].path == currentPath: currentEntry = position
            case .part(_, _, let items) where items.contains(where: { chapters[$0].path == currentPath }): currentEntry = position
            default: continue
            }
        }
        var visible = Array(entries.indices)
        if entries.count > Self.window {
            let low = max(0, min(currentEntry - Self.window / 2, entries.count - Self.window))
            visible = Array(low..<min(entries.count, low + Self.window))
        }
        var nav: [TemplateValue] = []
        for position in visible {
            switch entries[position] {
            case .chapter(let index):
                nav.append(link(chapters[index], currentPath: currentPath, root: root, isPart: false))
            case .part(_, let title, let items):
                let expanded = position == currentEntry
                var part: [String: TemplateValue] = ["title": .string(title), "isPart": .bool(true)]
                let first = items.first.map { chapters[$0] }
                if let first, chapters[items[0]].path.hasSuffix("/index.html") || !expanded {
                    part["url"] = .string(root + first.path)
                    part["isCurrent"] = .bool(first.path == currentPath)
                }
                let children = expanded
                    ? items.filter { !chapters[$0].path.hasSuffix("/index.html") }
                        .map { link(chapters[$0], currentPath: currentPath, root: root, isPart: false) }
                    : []
                part["chapters"] = .array(children)
                nav.append(.object(part))
            }
        }
        let boards: [TemplateValue] = storyboards.map { name in
            let path = SiteLinks.storyboardPath(name)
            return .object(["name": .string(name), "url": .string(root + path), "isCurrent": .bool(path == currentPath)])
        }
        return ["nav": .array(nav), "storyboards": .array(boards), "hasStoryboards": .bool(!boards.isEmpty)]
    }

    private func link(_ item: Item, currentPath: String, root: String, isPart: Bool) -> TemplateValue {
        .object([
            "title": .string(item.title), "url": .string(root + item.path),
            "isCurrent": .bool(item.path == currentPath), "isPart": .bool(isPart),
        ])
    }

    /// Previous and next chapters in reading order.
    func pager(chapterIndex: Int, root: String) -> [String: TemplateValue] {
        var result: [String: TemplateValue] = [:]
        if chapterIndex > 0 {
            let item = chapters[chapterIndex - 1]
            result["previous"] = .object(["title": .string(item.title), "url": .string(root + item.path)])
        }
        if chapterIndex + 1 < chapters.count {
            let item = chapters[chapterIndex + 1]
            result["next"] = .object(["title": .string(item.title), "url": .string(root + item.path)])
        }
        result["hasPager"] = .bool(!result.isEmpty)
        return result
    }
}
