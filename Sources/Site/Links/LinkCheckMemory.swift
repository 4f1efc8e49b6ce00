import SourceModel

/// What `LinkCheck` keeps between the runs of one `serve` session, so that a rebuild checks
/// only the pages whose outcome may have changed: each page's outcome, the text it was worked
/// out from, and the pages whose ids its fragments were checked against (and, the other way,
/// the pages whose fragments point into each page).
///
/// A page is checked again when its own text changed, or the text (or storyboard) of a page one
/// of its fragments points into changed. Everything is checked again when the set of link
/// targets changed (a chapter, draft, file or storyboard page added, removed, moved or renamed,
/// a chapter left out as a `content.duplicate-page`, a symbolic link under `content/` skipped
/// or no longer skipped, or a draft's `draft:` line moved, which a link to it names): positions,
/// suggestions, relative URLs and notes all depend on it.
final class LinkCheckMemory: @unchecked Sendable {
    private var targetsPrint: Int?
    private var prints: [LinkTargets.Page: Int] = [:]
    private var outcomes: [LinkTargets.Page: (hrefs: [Int: String], diagnostics: [Diagnostic])] = [:]
    private var readsIDsOf: [LinkTargets.Page: Set<LinkTargets.Page>] = [:]
    /// The pages whose fragments point into each page.
    private var readers: [LinkTargets.Page: Set<LinkTargets.Page>] = [:]
    /// The pages whose outcome has diagnostics.
    private var reporting = Set<LinkTargets.Page>()
    /// The storyboard pages' names in the last run (their pages are link targets).
    private var storyboardNames: [String] = []
    /// The index of link targets of the last run; nil after `due` found the targets changed.
    var targets: LinkTargets?

    /// The pages of `every` to check in this run; forgets what no longer holds.
    func due(_ every: [(LinkTargets.Page, LoadedChapter)], assets: [ContentAsset],
             storyboards: [StoryboardPage], duplicates: [String] = [],
             skippedLinks: [SkippedLink] = []) -> [(LinkTargets.Page, LoadedChapter)] {
        var paths = Hasher()
        for (page, chapter) in every {
            paths.combine(page)
            paths.combine(chapter.file.path)
            paths.combine(chapter.outputPath)
            // A link to a draft is reported with a note at its `draft:` line.
            if case .draft = page { paths.combine(LinkResolver.draftLine(of: chapter)) }
        }
        for asset in assets { paths.combine(asset.source); paths.combine(asset.outputPath) }
        for board in storyboards { paths.combine(board.outputPath) }
        paths.combine(duplicates)
        paths.combine(skippedLinks)
        let print = paths.finalize()
        var current: [LinkTargets.Page: Int] = [:]
        for (page, chapter) in every { current[page] = chapter.textPrint }
        for (position, board) in storyboards.enumerated() { current[.storyboard(position)] = board.fingerprint }
        defer {
            targetsPrint = print
            prints = current
            storyboardNames = storyboards.map(\.storyboard.name)
        }
        guard print == targetsPrint else {
            outcomes = [:]
            readsIDsOf = [:]
            readers = [:]
            reporting = []
            targets = nil
            return every
        }
        let changed = Set(current.compactMap { prints[$0.key] == $0.value ? nil : $0.key })
        return every.filter { page, _ in
            outcomes[page] == nil || changed.contains(page) || !(readsIDsOf[page] ?? []).isDisjoint(with: changed)
        }
    }

    /// After an edit: the pages to check when only the `edited` pages' text changed (and maybe
    /// storyboard pages' content): those pages and the pages whose fragments point into a changed
    /// one. Nil when the last run cannot be built on (no last run, or the storyboard pages moved).
    func due(edited: [LinkTargets.Page], chapters: [LoadedChapter], storyboards: [StoryboardPage]) -> [LinkTargets.Page]? {
        guard targets != nil, storyboardNames.count == storyboards.count,
              storyboards.indices.allSatisfy({ storyboardNames[$0] == storyboards[$0].storyboard.name })
        else { return nil }
        var changed = Set<LinkTargets.Page>()
        for page in edited {
            guard case .chapter(let position) = page, chapters.indices.contains(position) else { return nil }
            prints[page] = chapters[position].textPrint
            changed.insert(page)
        }
        for position in storyboards.indices where prints[.storyboard(position)] != storyboards[position].fingerprint {
            prints[.storyboard(position)] = storyboards[position].fingerprint
            changed.insert(.storyboard(position))
        }
        var due = changed
        for page in changed { due.formUnion(readers[page] ?? []) }
        return due.sorted(by: Self.inOrder)
    }

    func keep(_ page: LinkTargets.Page, hrefs: [Int: String], diagnostics: [Diagnostic], readsIDsOf pages: Set<LinkTargets.Page>) {
        outcomes[page] = (hrefs, diagnostics)
        if diagnostics.isEmpty { reporting.remove(page) } else { reporting.insert(page) }
        for target in readsIDsOf[page] ?? [] where !pages.contains(target) { readers[target]?.remove(page) }
        for target in pages { readers[target, default: []].insert(page) }
        readsIDsOf[page] = pages
    }

    func outcome(of page: LinkTargets.Page) -> (hrefs: [Int: String], diagnostics: [Diagnostic]) {
        outcomes[page] ?? ([:], [])
    }

    /// Every page's diagnostics, in page order (chapters in reading order, then drafts).
    func diagnostics() -> [Diagnostic] {
        reporting.sorted(by: Self.inOrder).flatMap { outcomes[$0]?.diagnostics ?? [] }
    }

    /// Chapters by position, then drafts by position (the order a whole check reports them in).
    static func inOrder(_ a: LinkTargets.Page, _ b: LinkTargets.Page) -> Bool {
        func key(_ page: LinkTargets.Page) -> (Int, Int) {
            switch page {
            case .chapter(let position): (0, position)
            case .draft(let position): (1, position)
            case .storyboard(let position): (2, position)
            case .storyboardIndex: (3, 0)
            case .generatedHome: (3, 1)
            case .notFound: (4, 0)
            }
        }
        return key(a) < key(b)
    }
}
