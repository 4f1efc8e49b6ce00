import FlowGraph
import Foundation
import Templates

/// The book's navigation, worked out once per build. A page's sidebar carries what a reader of
/// that page needs, so its size does not grow with the whole book:
///
/// - the list of parts (and top-level chapters), with the current part expanded to its
///   chapters; books with many top-level entries show a window around the current one;
/// - the storyboards: every one while the book has at most `allStoryboardsLimit`, else those
///   the current part (or top-level chapter) shows, under its chapters, and a link to the
///   Storyboards index page.
///
/// Pages of one part share one sidebar (a `SidebarGroup`): it is rendered once per group
/// (`SidebarFragments`) and only the current page's link is marked per page.
package struct Navigation: Sendable {
    struct Item: Sendable, Hashable {
        var title: String
        var path: String
    }

    enum Entry: Sendable, Hashable {
        case chapter(index: Int)
        case part(title: String, items: [Int])
    }

    let chapters: [Item]
    let entries: [Entry]
    /// Every storyboard, in the order the book introduces them.
    let storyboards: [String]
    /// Whether every sidebar lists every storyboard (a small book).
    let showsAllStoryboards: Bool
    /// Which top-level entry holds each page (a part holds its chapters).
    private let entryOfPath: [String: Int]
    /// The storyboards each top-level entry's chapters show, in reading order.
    private let storyboardsOfEntry: [Int: [String]]
    /// The top-level entry whose chapters first show each storyboard.
    private let entryOfStoryboard: [String: Int]

    /// How many top-level entries a sidebar shows around the current one, at most.
    static let window = 40
    /// Up to this many storyboards, every sidebar lists them all.
    package static let allStoryboardsLimit = 20

    init(chapters analyzed: [AnalyzedChapter], parts: [Part], storyboards: [String]) {
        // Chapters are read in place through a span, a field at a time: `for (index, chapter) in
        // analyzed.enumerated()` copied each chapter, retaining and releasing all it holds.
        let book = analyzed.span
        chapters = book.indices.map { Item(title: book[$0].title, path: book[$0].outputPath) }
        var entries: [Entry] = []
        var entryOfChapter: [Int: Int] = [:]
        var seenParts: [Int: Int] = [:]
        for index in book.indices {
            if let part = book[index].loaded.partIndex {
                if let position = seenParts[part] {
                    entryOfChapter[index] = position
                } else {
                    seenParts[part] = entries.count
                    entryOfChapter[index] = entries.count
                    entries.append(.part(title: parts[part].title, items: parts[part].chapterIndices))
                }
            } else if !book[index].loaded.isHome {
                entryOfChapter[index] = entries.count
                entries.append(.chapter(index: index))
            }
        }
        self.entries = entries
        self.storyboards = storyboards
        showsAllStoryboards = storyboards.count <= Self.allStoryboardsLimit
        var entryOfPath: [String: Int] = [:]
        for (index, position) in entryOfChapter { entryOfPath[chapters[index].path] = position }
        self.entryOfPath = entryOfPath
        var ofEntry: [Int: [String]] = [:]
        var firstEntry: [String: Int] = [:]
        for index in book.indices {
            for board in book[index].flows.storyboards {
                // A chapter outside every entry (the home page) introduces storyboards for the first entry.
                let position = entryOfChapter[index] ?? 0
                if firstEntry[board] == nil { firstEntry[board] = position }
                if !(ofEntry[position]?.contains(board) ?? false) { ofEntry[position, default: []].append(board) }
            }
        }
        storyboardsOfEntry = ofEntry
        entryOfStoryboard = firstEntry
    }

    /// The shared sidebar of the page at `path` (a chapter page).
    func group(ofChapterAt path: String, root: String) -> SidebarGroup {
        SidebarGroup(entry: entryOfPath[path] ?? (entries.isEmpty ? nil : 0), root: root, folder: SiteLinks.folder(of: path))
    }

    /// The shared sidebar of a storyboard's page: that of the part that introduces it.
    func group(ofStoryboard name: String, root: String) -> SidebarGroup {
        SidebarGroup(entry: entryOfStoryboard[name] ?? (entries.isEmpty ? nil : 0), root: root,
                     folder: SiteLinks.folder(of: SiteLinks.storyboardPath(name)))
    }

    /// Whether `path` is a part's own page (`basics/index.html`), which the part's title links
    /// to; a nested folder's `basics/more/index.html` is one of the part's chapters.
    static func isPartIndex(_ path: String) -> Bool {
        path.hasSuffix("/index.html") && path.utf8.firstIndex(of: UInt8(ascii: "/")) == path.utf8.lastIndex(of: UInt8(ascii: "/"))
    }

    /// A sidebar with nothing marked current.
    func context(for group: SidebarGroup) -> [String: TemplateValue] {
        var visible = Array(entries.indices)
        let current = group.entry ?? 0
        if entries.count > Self.window {
            // A quarter of it before the current entry, so that the entry is near the top of the
            // sidebar (on the first screen) and most of what is shown is what comes next.
            let low = max(0, min(current - Self.window / 4, entries.count - Self.window))
            visible = Array(low..<min(entries.count, low + Self.window))
        }
        // In a big book the current part (or top-level chapter) lists its own storyboards, right
        // under its chapters; the list at the end then only links to the index.
        func partStoryboards(_ position: Int) -> [String: TemplateValue] {
            guard !showsAllStoryboards, position == group.entry, let names = storyboardsOfEntry[position] else { return [:] }
            let items: [TemplateValue] = names.map { name in
                .object(["name": .string(name), "url": .string(group.href(to: SiteLinks.storyboardPath(name))), "isCurrent": .bool(false)])
            }
            return ["partStoryboards": .array(items), "hasPartStoryboards": .bool(!items.isEmpty)]
        }
        var nav: [TemplateValue] = []
        for position in visible {
            switch entries[position] {
            case .chapter(let index):
                guard case .object(var item) = link(chapters[index], group: group) else { continue }
                item.merge(partStoryboards(position)) { _, new in new }
                nav.append(.object(item))
            case .part(let title, let items):
                let expanded = position == group.entry
                var part: [String: TemplateValue] = ["title": .string(title), "isPart": .bool(true)]
                if let first = items.first.map({ chapters[$0] }), Self.isPartIndex(first.path) || !expanded {
                    part["url"] = .string(group.href(to: first.path))
                    part["isCurrent"] = .bool(false)
                }
                var children: [TemplateValue] = []
                if expanded {
                    for item in items where !Self.isPartIndex(chapters[item].path) {
                        children.append(link(chapters[item], group: group))
                    }
                }
                part["chapters"] = .array(children)
                part["hasChapters"] = .bool(!children.isEmpty)
                part.merge(partStoryboards(position)) { _, new in new }
                nav.append(.object(part))
            }
        }
        let shown = showsAllStoryboards ? storyboards : []
        let boards: [TemplateValue] = shown.map { name in
            .object(["name": .string(name), "url": .string(group.href(to: SiteLinks.storyboardPath(name))), "isCurrent": .bool(false)])
        }
        var context: [String: TemplateValue] = [
            "nav": .array(nav), "storyboards": .array(boards), "hasStoryboards": .bool(!storyboards.isEmpty),
            // A window says what it leaves out, with a link to the entry just beyond each end
            // (whose own sidebar shows the entries there): a reader sees that the book goes on.
            "navAbove": more(count: visible.first ?? 0, entry: (visible.first ?? 0) - 1, group: group),
            "navBelow": more(count: entries.count - (visible.last.map { $0 + 1 } ?? 0), entry: visible.last.map { $0 + 1 } ?? 0,
                             group: group),
            "hasShownStoryboards": .bool(!boards.isEmpty),
        ]
        if !storyboards.isEmpty {
            context["storyboardIndex"] = .object([
                "url": .string(group.href(to: SiteLinks.storyboardIndexPath)),
                "count": .int(storyboards.count),
                // In a big book the sidebar lists only the current part's storyboards.
                "isPartial": .bool(!showsAllStoryboards),
            ])
        }
        return context
    }

    /// `count` entries left out of a window, reached through the link to top-level `entry`
    /// (`false` when none are left out).
    private func more(count: Int, entry: Int, group: SidebarGroup) -> TemplateValue {
        guard count > 0, entries.indices.contains(entry) else { return .bool(false) }
        let first: Int?
        switch entries[entry] {
        case .chapter(let index): first = index
        case .part(_, let items): first = items.first
        }
        guard let first else { return .bool(false) }
        return .object(["count": .int(count), "url": .string(group.href(to: chapters[first].path))])
    }

    private func link(_ item: Item, group: SidebarGroup) -> TemplateValue {
        .object([
            "title": .string(item.title), "url": .string(group.href(to: item.path)),
            "isCurrent": .bool(false), "isPart": .bool(false),
        ])
    }

    /// Previous and next chapters in reading order, put into a page's context.
    func pager(chapterIndex: Int, root: String, folder: String? = nil, into context: inout Record) {
        func link(_ item: Item) -> TemplateValue {
            .record(Record(PageContextShape.linkKeys, [
                "title": .string(item.title), "url": .string(SiteLinks.href(to: item.path, root: root, folder: folder)),
            ]))
        }
        if chapterIndex > 0 { context["previous"] = link(chapters[chapterIndex - 1]) }
        if chapterIndex + 1 < chapters.count { context["next"] = link(chapters[chapterIndex + 1]) }
        context["hasPager"] = .bool(chapterIndex > 0 || chapterIndex + 1 < chapters.count)
    }

    /// What a chapter's pager shows (for its fingerprint).
    func pagerItems(chapterIndex: Int) -> [Item] {
        [chapterIndex - 1, chapterIndex + 1].filter { chapters.indices.contains($0) }.map { chapters[$0] }
    }
}

/// Pages that share one sidebar: the top-level entry expanded in it, the path from the
/// pages' folder to the site root, and that folder when all of them are in it.
struct SidebarGroup: Hashable, Sendable {
    var entry: Int?
    var root: String
    /// The pages' folder (`part-1/`; `""` at the top level): a link to a page in the same folder
    /// is written as its file name (`step-2.html`, not `../part-1/step-2.html`). Nil: every link
    /// is `root` + path.
    var folder: String? = nil

    /// The link to the site-relative `path` from the group's pages.
    func href(to path: String) -> String {
        SiteLinks.href(to: path, root: root, folder: folder)
    }
}
