import SourceModel

/// What `LinkCheck` keeps between the runs of one `serve` session, so that a rebuild checks
/// only the pages whose outcome may have changed: each page's outcome, the text it was worked
/// out from, and the pages whose ids its fragments were checked against.
///
/// A page is checked again when its own text changed, or the text (or storyboard) of a page one
/// of its fragments points into changed. Everything is checked again when the set of link
/// targets changed (a chapter, draft, file or storyboard page added, removed, moved or renamed):
/// positions, suggestions and relative URLs all depend on it.
final class LinkCheckMemory: @unchecked Sendable {
    private var targetsPrint: Int?
    private var prints: [LinkTargets.Page: Int] = [:]
    private var outcomes: [LinkTargets.Page: (hrefs: [Int: String], diagnostics: [Diagnostic])] = [:]
    private var readsIDsOf: [LinkTargets.Page: Set<LinkTargets.Page>] = [:]
    /// The index of link targets of the last run; nil after `due` found the targets changed.
    var targets: LinkTargets?

    /// The pages of `every` to check in this run; forgets what no longer holds.
    func due(_ every: [(LinkTargets.Page, LoadedChapter)], assets: [ContentAsset],
             storyboards: [StoryboardPage]) -> [(LinkTargets.Page, LoadedChapter)] {
        var paths = Hasher()
        for (page, chapter) in every {
            paths.combine(page)
            paths.combine(chapter.file.path)
            paths.combine(chapter.outputPath)
        }
        for asset in assets { paths.combine(asset.source); paths.combine(asset.outputPath) }
        for board in storyboards { paths.combine(board.outputPath) }
        let print = paths.finalize()
        var current: [LinkTargets.Page: Int] = [:]
        for (page, chapter) in every { current[page] = chapter.textPrint }
        for (position, board) in storyboards.enumerated() { current[.storyboard(position)] = board.fingerprint }
        defer {
            targetsPrint = print
            prints = current
        }
        guard print == targetsPrint else {
            outcomes = [:]
            readsIDsOf = [:]
            targets = nil
            return every
        }
        let changed = Set(current.compactMap { prints[$0.key] == $0.value ? nil : $0.key })
        return every.filter { page, _ in
            outcomes[page] == nil || changed.contains(page) || !(readsIDsOf[page] ?? []).isDisjoint(with: changed)
        }
    }

    func keep(_ page: LinkTargets.Page, hrefs: [Int: String], diagnostics: [Diagnostic], readsIDsOf pages: Set<LinkTargets.Page>) {
        outcomes[page] = (hrefs, diagnostics)
        readsIDsOf[page] = pages
    }

    func outcome(of page: LinkTargets.Page) -> (hrefs: [Int: String], diagnostics: [Diagnostic]) {
        outcomes[page] ?? ([:], [])
    }
}
