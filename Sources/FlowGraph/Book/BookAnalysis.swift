import FlowSyntax
import SourceModel

/// The flow pass over a whole book: reads every chapter's flow blocks in reading order into
/// growing storyboards, and resolves every link and listing identifier against the storyboards
/// in scope at the end of its chapter. Sequential by nature (storyboards accumulate in reading
/// order) and cheap: what depends on one chapter alone was done before, in parallel.
package struct BookAnalysis: Sendable {
    /// The final storyboards, sorted by name.
    package var storyboards: [Storyboard] = []
    /// Storyboard names in the order the book introduces them.
    package var storyboardsInReadingOrder: [String] = []
    /// Per storyboard, per element: the chapters that declare or mention it, in reading order.
    package var mentions: [String: [FlowElement: [ChapterID]]] = [:]
    /// Per storyboard: scenes declared at some point but gone at the end, and where they first appeared.
    package var removedScenes: [String: [(name: String, chapter: ChapterID)]] = [:]
    /// What the pass reported as it read the chapters: syntax, per-block rules, references.
    package var chapterDiagnostics: [Diagnostic] = []
    /// The whole-graph rules on the final state of each storyboard.
    package var finalDiagnostics: [Diagnostic] = []
    /// The book's storyboards at the end (to resolve more references against, as tests do).
    package var book = FlowBook()

    package var diagnostics: [Diagnostic] { chapterDiagnostics + finalDiagnostics }

    package init() {}

    /// Runs the pass. `chapters` are in reading order; the results come back in the same order,
    /// to be kept with their chapters.
    package static func run(_ chapters: [ChapterFlows], defaultStoryboard: String) -> (BookAnalysis, [ChapterFlowResults]) {
        var book = FlowBook()
        var analysis = BookAnalysis()
        var results: [ChapterFlowResults] = []
        results.reserveCapacity(chapters.count)
        var boardPrints: [String: Int] = [:]
        var everDeclared: [String: [String: ChapterID]] = [:]  // storyboard -> scene -> first chapter
        var unresolved: [UnresolvedReferences] = []
        var introduced = Set<String>()
        for (position, chapter) in chapters.enumerated() {
            let id = ChapterID(position)
            var result = ChapterFlowResults()
            guard !chapter.isEmpty else {
                results.append(result)
                continue
            }
            let chapterDefault = chapter.storyboard ?? defaultStoryboard
            var chapterPrint = Hasher()
            var keptScenes = 0
            for block in chapter.blocks {
                analysis.chapterDiagnostics += block.diagnostics
                let (snapshot, problems) = book.apply(block.syntax, defaultStoryboard: chapterDefault)
                analysis.chapterDiagnostics += problems
                // Snapshots beyond the chapter's budget are not kept (FlowBlockSnapshot.chapterSceneBudget).
                let scenes = snapshot.storyboard.scenes.count
                if keptScenes == 0 || keptScenes + scenes <= FlowBlockSnapshot.chapterSceneBudget {
                    keptScenes += max(scenes, 1)
                    result.snapshots[block.id] = snapshot
                } else {
                    result.snapshots[block.id] = snapshot.leavingOutState()
                }
                let board = snapshot.storyboard.name
                if !result.storyboards.contains(board) { result.storyboards.append(board) }
                if introduced.insert(board).inserted { analysis.storyboardsInReadingOrder.append(board) }
                // A storyboard's state is a function of the blocks applied to it, in order.
                var print = Hasher()
                print.combine(boardPrints[board] ?? 0)
                print.combine(board)
                print.combine(block.syntax)
                boardPrints[board] = print.finalize()
                chapterPrint.combine(block.id)
                chapterPrint.combine(boardPrints[board])
                for element in snapshot.added {
                    analysis.mentions[board, default: [:]][element, default: []].append(id)
                }
                // Every scene of the state was added by some block: the block's own are enough.
                for case .scene(let scene) in snapshot.added where everDeclared[board]?[scene] == nil {
                    everDeclared[board, default: [:]][scene] = id
                }
            }
            result.fingerprint = chapterPrint.finalize()
            resolveReferences(chapter, id: id, defaultStoryboard: chapterDefault, book: book,
                              into: &result, analysis: &analysis, unresolved: &unresolved)
            var targets = Hasher()
            targets.combine(result.links)
            targets.combine(result.code)
            result.targetsPrint = targets.finalize()
            results.append(result)
        }
        // Names declared only by a later chapter: say where (FlowBook.explainingLaterDeclarations).
        for item in unresolved {
            analysis.chapterDiagnostics += book.explainingLaterDeclarations(
                item.problems, references: item.references, defaultStoryboard: item.defaultStoryboard)
        }
        analysis.finalDiagnostics = book.finalDiagnostics()
        analysis.storyboards = book.storyboards
        analysis.book = book
        let present = Set(analysis.storyboards.map(\.name))
        analysis.storyboardsInReadingOrder = analysis.storyboardsInReadingOrder.filter { present.contains($0) }
            + analysis.storyboards.map(\.name).filter { !introduced.contains($0) }
        for board in analysis.storyboards {
            let scenes = Set(board.scenes.map(\.name))
            let gone = (everDeclared[board.name] ?? [:]).filter { !scenes.contains($0.key) }
            analysis.removedScenes[board.name] = gone.map { (name: $0.key, chapter: $0.value) }.sorted { $0.name < $1.name }
        }
        for (board, elements) in analysis.mentions {
            analysis.mentions[board] = elements.mapValues { Array(Set($0)).sorted() }
        }
        return (analysis, results)
    }

    /// Resolves a chapter's links and listing identifiers at the end of the chapter.
    private static func resolveReferences(
        _ chapter: ChapterFlows, id: ChapterID, defaultStoryboard: String, book: FlowBook,
        into result: inout ChapterFlowResults, analysis: inout BookAnalysis,
        unresolved: inout [UnresolvedReferences]
    ) {
        enum Origin { case code(BlockID, Range<Int>), link(LinkID) }
        var references: [FlowReference] = []
        var origins: [Origin] = []
        for item in chapter.code {
            references.append(item.reference)
            origins.append(.code(item.block, item.range))
        }
        for item in chapter.links {
            references.append(item.reference)
            origins.append(.link(item.link))
        }
        guard !references.isEmpty else { return }
        let (resolved, problems) = book.resolve(references, defaultStoryboard: defaultStoryboard)
        // Explained once the whole book is read (a name may be declared by a later chapter).
        if !problems.isEmpty { unresolved.append(.init(problems: problems, references: references, defaultStoryboard: defaultStoryboard)) }
        var first: [FlowReference: Origin] = [:]
        for (reference, origin) in zip(references, origins) where first[reference] == nil { first[reference] = origin }
        for item in resolved {
            guard let origin = first[item.reference] else { continue }
            switch origin {
            case .link(let link): result.links[link] = item
            case .code(let block, let range): result.code[block, default: [:]][range] = item
            }
            if let element = item.element {
                analysis.mentions[item.storyboard, default: [:]][element, default: []].append(id)
            }
        }
    }

    /// A chapter's references that did not resolve where they stand.
    struct UnresolvedReferences {
        var problems: [Diagnostic]
        var references: [FlowReference]
        var defaultStoryboard: String
    }
}
