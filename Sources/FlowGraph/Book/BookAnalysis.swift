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
    /// Chapters the last pass (or update) worked through: all of them for `run`, those of the
    /// storyboards an edit touched for `update`.
    package var chaptersAnalysed = 0
    /// What `update` needs to redo only the storyboards an edit touches.
    var memory: PassMemory?

    package var diagnostics: [Diagnostic] { chapterDiagnostics + finalDiagnostics }

    package init() {}

    /// Runs the pass. `chapters` are in reading order; the results come back in the same order,
    /// to be kept with their chapters.
    /// `printsTargets`: whether to work out each result's `targetsPrint` (only a build that keeps
    /// its state for the next compares them; hashing every chapter's targets is 12 M of the
    /// sequential pass's 139 M instructions on a 1,000-chapter book).
    package static func run(_ chapters: [ChapterFlows], defaultStoryboard: String,
                            printsTargets: Bool = true) -> (BookAnalysis, [ChapterFlowResults]) {
        var pass = Pass()
        pass.printsTargets = printsTargets
        var analysis = BookAnalysis()
        var results: [ChapterFlowResults] = []
        results.reserveCapacity(chapters.count)
        var unresolved: [UnresolvedReferences] = []
        var memory = PassMemory(inputs: chapters, defaultStoryboard: defaultStoryboard)
        for (position, chapter) in chapters.enumerated() {
            guard !chapter.isEmpty else {
                results.append(ChapterFlowResults())
                continue
            }
            let chapterDefault = chapter.storyboard ?? defaultStoryboard
            let (result, diagnostics, problems) = pass.analyse(chapter, id: ChapterID(position), defaultStoryboard: chapterDefault)
            analysis.chapterDiagnostics += diagnostics
            if let problems { unresolved.append(problems) }
            memory.record(position, chapter, result: result, defaultStoryboard: chapterDefault,
                          diagnostics: diagnostics, resolvedAll: problems == nil)
            results.append(result)
        }
        // Names declared only by a later chapter: say where (FlowBook.explainingLaterDeclarations).
        for item in unresolved {
            analysis.chapterDiagnostics += pass.book.explainingLaterDeclarations(
                item.problems, references: item.references, defaultStoryboard: item.defaultStoryboard)
        }
        memory.finalDiagnostics = pass.book.finalDiagnosticsByStoryboard()
        memory.everDeclared = pass.everDeclared
        analysis.finalDiagnostics = FlowBook.joined(memory.finalDiagnostics)
        analysis.mentions = pass.mentions
        analysis.storyboardsInReadingOrder = pass.readingOrder
        analysis.book = pass.book
        analysis.finish(everDeclared: pass.everDeclared)
        analysis.chaptersAnalysed = chapters.count
        analysis.memory = memory
        return (analysis, results)
    }

    /// The storyboards, their reading order, removed scenes and mentions, from `book`, `mentions`
    /// and `storyboardsInReadingOrder` as the pass left them.
    mutating func finish(everDeclared: [String: [String: ChapterID]], only names: Set<String>? = nil) {
        storyboards = book.storyboards
        let present = Set(storyboards.map(\.name))
        let introduced = Set(storyboardsInReadingOrder)
        storyboardsInReadingOrder = storyboardsInReadingOrder.filter { present.contains($0) }
            + storyboards.map(\.name).filter { !introduced.contains($0) }
        for board in storyboards where names?.contains(board.name) != false {
            let scenes = Set(board.scenes.map(\.name))
            let gone = (everDeclared[board.name] ?? [:]).filter { !scenes.contains($0.key) }
            removedScenes[board.name] = gone.map { (name: $0.key, chapter: $0.value) }.sorted { $0.name < $1.name }
        }
        for (board, elements) in mentions where names?.contains(board) != false {
            mentions[board] = elements.mapValues { Array(Set($0)).sorted() }
        }
    }

    /// The state of the sequential pass as it reads chapters in order.
    struct Pass {
        var book = FlowBook()
        /// A running hash per storyboard of the blocks applied to it.
        var boardPrints: [String: Int] = [:]
        /// Per storyboard, per scene: the first chapter that declared it.
        var everDeclared: [String: [String: ChapterID]] = [:]
        var mentions: [String: [FlowElement: [ChapterID]]] = [:]
        var introduced = Set<String>()
        var readingOrder: [String] = []
        /// Whether results get their `targetsPrint` (else it stays 0).
        var printsTargets = true

        /// Applies a chapter's blocks and resolves its references at its end: its results, what its
        /// blocks reported, and its references' problems (nil when every one resolved).
        mutating func analyse(_ chapter: ChapterFlows, id: ChapterID, defaultStoryboard chapterDefault: String)
            -> (ChapterFlowResults, [Diagnostic], UnresolvedReferences?) {
            var result = ChapterFlowResults()
            var diagnostics: [Diagnostic] = []
            var chapterPrint = Hasher()
            var keptScenes = 0
            for block in chapter.blocks {
                diagnostics += block.diagnostics
                let (snapshot, problems) = book.apply(block.syntax, defaultStoryboard: chapterDefault)
                diagnostics += problems
                // Snapshots beyond the chapter's budget are not kept (FlowBlockSnapshot.chapterSceneBudget).
                let scenes = snapshot.storyboard.scenes.count
                if keptScenes == 0 || keptScenes + scenes <= FlowBlockSnapshot.chapterSceneBudget {
                    keptScenes += max(scenes, 1)
                    var kept = snapshot
                    if let fitted = book.fittedStoryboard(named: snapshot.storyboard.name) { kept.storyboard = fitted }
                    result.snapshots[block.id] = kept
                } else {
                    result.snapshots[block.id] = snapshot.leavingOutState()
                }
                let board = snapshot.storyboard.name
                if !result.storyboards.contains(board) { result.storyboards.append(board) }
                if introduced.insert(board).inserted { readingOrder.append(board) }
                // A storyboard's state is a function of the blocks applied to it, in order.
                var print = Hasher()
                print.combine(boardPrints[board] ?? 0)
                print.combine(board)
                print.combine(block.syntaxPrint)
                boardPrints[board] = print.finalize()
                chapterPrint.combine(block.id)
                chapterPrint.combine(boardPrints[board])
                for element in snapshot.added {
                    mentions[board, default: [:]][element, default: []].append(id)
                }
                // Every scene of the state was added by some block: the block's own are enough.
                for case .scene(let scene) in snapshot.added where everDeclared[board]?[scene] == nil {
                    everDeclared[board, default: [:]][scene] = id
                }
            }
            result.fingerprint = chapterPrint.finalize()
            let problems = BookAnalysis.resolveReferences(chapter, id: id, defaultStoryboard: chapterDefault, book: book,
                                                          into: &result, mentions: &mentions)
            if printsTargets {
                var targets = Hasher()
                targets.combine(result.links)
                targets.combine(result.code)
                result.targetsPrint = targets.finalize()
            }
            return (result, diagnostics, problems)
        }
    }

    /// Resolves a chapter's links and listing identifiers at the end of the chapter.
    /// Returns the problems of those that did not resolve, nil when every one did.
    static func resolveReferences(
        _ chapter: ChapterFlows, id: ChapterID, defaultStoryboard: String, book: FlowBook,
        into result: inout ChapterFlowResults, mentions: inout [String: [FlowElement: [ChapterID]]]
    ) -> UnresolvedReferences? {
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
        guard !references.isEmpty else { return nil }
        // A reference written twice keeps its resolution at its first origin only.
        let first = FirstEqual(references)
        let problems = book.resolve(references, defaultStoryboard: defaultStoryboard) { index, item in
            switch origins[first[index]] {
            case .link(let link): result.links[link] = item
            case .code(let block, let range): result.code[block, default: [:]][range] = item
            }
            if let element = item.element {
                mentions[item.storyboard, default: [:]][element, default: []].append(id)
            }
        }
        // Explained once the whole book is read (a name may be declared by a later chapter).
        return problems.isEmpty ? nil : UnresolvedReferences(problems: problems, references: references,
                                                              defaultStoryboard: defaultStoryboard)
    }

    /// A chapter's references that did not resolve where they stand.
    struct UnresolvedReferences {
        var problems: [Diagnostic]
        var references: [FlowReference]
        var defaultStoryboard: String
    }
}
