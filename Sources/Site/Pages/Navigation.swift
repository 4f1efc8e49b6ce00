import Foundation
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
    /// Which top-level entry holds each page (a part holds its chapters).
    private let entryOfPath: [String: Int]
    private let cache = NavigationCache()

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
        var entryOfPath: [String: Int] = [:]
        for (position, entry) in entries.enumerated() {
            switch entry {
            case .chapter(let index): entryOfPath[chapters[index].path] = position
            case .part(_, _, let items): for item in items { entryOfPath[chapters[item].path] = position }
            }
        }
        self.entryOfPath = entryOfPath
        var hasher = Hasher()
        hasher.combine(chapters)
        hasher.combine(entries)
        hasher.combine(storyboards)
        fingerprint = hasher.finalize()
    }

    /// The sidebar for the page at `currentPath` (nil: no chapter is current).
    ///
    /// Pages of one part (and folder) share one sidebar but for the link marked current, so it
    /// is built once per (expanded entry, folder) and only that link is changed per page.
    func context(currentPath: String, root: String) -> [String: TemplateValue] {
        let currentEntry = entryOfPath[currentPath] ?? 0
        let base = cache.base(key: "\(currentEntry)|\(root)") { build(currentEntry: currentEntry, root: root) }
        var nav = base.nav
        if let (index, child) = base.places[currentPath], case .object(var item) = nav[index] {
            if let child, case .array(var children)? = item["chapters"], case .object(var link) = children[child] {
                link["isCurrent"] = .bool(true)
                children[child] = .object(link)
                item["chapters"] = .array(children)
            } else if child == nil {
                item["isCurrent"] = .bool(true)
            }
            nav[index] = .object(item)
        }
        var boards = base.boards
        if let index = base.boardPlaces[currentPath], case .object(var board) = boards[index] {
            board["isCurrent"] = .bool(true)
            boards[index] = .object(board)
        }
        return ["nav": .array(nav), "storyboards": .array(boards), "hasStoryboards": .bool(!boards.isEmpty)]
    }

    /// A sidebar with nothing marked current, and where each page's link is in it.
    private func build(currentEntry: Int, root: String) -> NavigationCache.Base {
        var visible = Array(entries.indices)
        if entries.count > Self.window {
            let low = max(0, min(currentEntry - Self.window / 2, entries.count - Self.window))
            visible = Array(low..<min(entries.count, low + Self.window))
        }
        var nav: [TemplateValue] = []
        var places: [String: (Int, Int?)] = [:]
        for position in visible {
            switch entries[position] {
            case .chapter(let index):
                places[chapters[index].path] = (nav.count, nil)
                nav.append(link(chapters[index], root: root))
            case .part(_, let title, let items):
                let expanded = position == currentEntry
                var part: [String: TemplateValue] = ["title": .string(title), "isPart": .bool(true)]
                if let first = items.first.map({ chapters[$0] }), first.path.hasSuffix("/index.html") || !expanded {
                    part["url"] = .string(root + first.path)
                    part["isCurrent"] = .bool(false)
                    places[first.path] = (nav.count, nil)
                }
                var children: [TemplateValue] = []
                if expanded {
                    for item in items where !chapters[item].path.hasSuffix("/index.html") {
                        places[chapters[item].path] = (nav.count, children.count)
                        children.append(link(chapters[item], root: root))
                    }
                }
                part["chapters"] = .array(children)
                nav.append(.object(part))
            }
        }
        var boardPlaces: [String: Int] = [:]
        let boards: [TemplateValue] = storyboards.enumerated().map { index, name in
            let path = SiteLinks.storyboardPath(name)
            boardPlaces[path] = index
            return .object(["name": .string(name), "url": .string(root + path), "isCurrent": .bool(false)])
        }
        return NavigationCache.Base(nav: nav, places: places, boards: boards, boardPlaces: boardPlaces)
    }

    private func link(_ item: Item, root: String) -> TemplateValue {
        .object([
            "title": .string(item.title), "url": .string(root + item.path),
            "isCurrent": .bool(false), "isPart": .bool(false),
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

/// Sidebars shared by the pages of one part, built on first use by whichever page thread
/// needs one first.
final class NavigationCache: @unchecked Sendable {
    struct Base {
        var nav: [TemplateValue]
        var places: [String: (Int, Int?)]
        var boards: [TemplateValue]
        var boardPlaces: [String: Int]
    }

    private let lock = NSLock()
    private var bases: [String: Base] = [:]

    func base(key: String, make: () -> Base) -> Base {
        lock.lock()
        if let found = bases[key] {
            lock.unlock()
            return found
        }
        lock.unlock()
        let made = make()
        lock.lock()
        bases[key] = made
        lock.unlock()
        return made
    }
}
