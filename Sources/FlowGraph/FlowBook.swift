import FlowSyntax
import SourceModel

/// The storyboards of a book, growing block by block in reading order.
///
/// After every `apply`, each storyboard is consistent: every segue, unwind and relationship
/// names scenes that exist (references to missing scenes are reported and dropped).
package struct FlowBook: Sendable {
    struct Board: Sendable {
        var storyboard: Storyboard
        var index = BoardIndex()
        var hadSyntaxErrors = false
        var removedAt: [String: SourceLocation] = [:]
        /// Whether a kept snapshot shares the storyboard's arrays (`fittedStoryboard`): the next
        /// block then copies them, once, with room for what it adds (`reserveRoom`).
        var isShared = false
    }

    var boards: [String: Board] = [:]

    package init() {}

    /// Applies the next block in reading order; unnamed blocks belong to `defaultStoryboard`.
    package mutating func apply(_ block: FlowBlockSyntax, defaultStoryboard: String) -> (FlowBlockSnapshot, [Diagnostic]) {
        let name = block.storyboardName?.text ?? defaultStoryboard
        let here = block.storyboardName?.location ?? block.fenceLocation
        // Take the board out of the dictionary and move its state into the builder (the board
        // keeps empty values meanwhile), so that the builder holds the only reference and
        // mutates it in place — once the caller has dropped the previous snapshot. The state is
        // swapped out, not copied: a copy retained (and the reset released) each of its arrays,
        // strings and dictionaries, per block.
        var board = boards.removeValue(forKey: name) ?? Board(storyboard: Storyboard(name: name, location: here))
        // (Swapped straight into the builder: through local variables, one of them could keep a
        // second reference while the builder writes, and every write then copied the arrays.)
        var builder = BlockBuilder(storyboard: Storyboard(name: name), index: BoardIndex(), removedAt: [:])
        swap(&builder.storyboard, &board.storyboard)
        swap(&builder.index, &board.index)
        swap(&builder.removedAt, &board.removedAt)
        if board.isShared { builder.reserveRoom(for: block.statements) }
        board.isShared = false
        for statement in block.statements { builder.apply(statement) }
        builder.finish()
        var diagnostics = builder.diagnostics
        if block.statements.isEmpty, !block.hasErrors, builder.storyboard.scenes.isEmpty {
            let span = block.storyboardName.map(Span.init) ?? Span(block.fenceLocation, length: 4)
            diagnostics.append(EmptyBlockRule.diagnostic(storyboard: name, at: span))
        }
        // Swapped back (the builder is done with them); the snapshot shares the storyboard's arrays,
        // and the board then moves into the dictionary (made before, it was copied there).
        swap(&board.storyboard, &builder.storyboard)
        swap(&board.index, &builder.index)
        swap(&board.removedAt, &builder.removedAt)
        board.hadSyntaxErrors = board.hadSyntaxErrors || block.hasErrors
        let snapshot = FlowBlockSnapshot(storyboard: board.storyboard, added: builder.added, removed: builder.removed)
        boards[name] = board
        return (snapshot, diagnostics.sorted())
    }

    /// The named storyboard with its arrays fitted to their size (`releaseSpareCapacity`), for
    /// a snapshot that is kept: it shares them with the book and holds no room to grow. (A
    /// snapshot that is not kept leaves the book's arrays growing in place.)
    package mutating func fittedStoryboard(named name: String) -> Storyboard? {
        // One lookup, the board changed in place (`boards[name]?.storyboard` copied the whole board).
        guard let position = boards.index(forKey: name) else { return nil }
        boards.values[position].storyboard.releaseSpareCapacity()
        boards.values[position].isShared = true
        return boards.values[position].storyboard
    }

    /// The current state of every storyboard, sorted by name.
    package var storyboards: [Storyboard] {
        boards.keys.sorted().compactMap { boards[$0]?.storyboard }
    }

    /// The current state of one storyboard.
    package func storyboard(named name: String) -> Storyboard? { boards[name]?.storyboard }

    /// Whole-graph rules on the final states (entry points, reachability, navigation, unwinds…).
    ///
    /// In a storyboard whose blocks had syntax errors, the entry-point and reachability rules are
    /// skipped: a line dropped by the parser would otherwise cause a cascade of follow-on reports.
    package func finalDiagnostics() -> [Diagnostic] {
        Self.joined(finalDiagnosticsByStoryboard())
    }

    /// Per-storyboard diagnostics as one sorted list (in name order before sorting, so equal
    /// diagnostics keep one order).
    static func joined(_ byStoryboard: [String: [Diagnostic]]) -> [Diagnostic] {
        byStoryboard.keys.sorted().flatMap { byStoryboard[$0] ?? [] }.sorted()
    }

    /// `finalDiagnostics()` per storyboard, of every storyboard or of those named.
    func finalDiagnosticsByStoryboard(of names: Set<String>? = nil) -> [String: [Diagnostic]] {
        var diagnostics: [String: [Diagnostic]] = [:]
        let book = boards.mapValues(\.storyboard)
        let withErrors = Set(boards.filter { $0.value.hadSyntaxErrors }.keys)
        let references = FlowAnalysis.ReferenceTargets(book)
        for (name, board) in boards where !board.storyboard.scenes.isEmpty && names?.contains(name) != false {
            let graph = FlowAnalysis(board.storyboard, hadSyntaxErrors: board.hadSyntaxErrors, book: book,
                                     storyboardsWithSyntaxErrors: withErrors, references: references)
            diagnostics[name] = FlowRules.graphRules.flatMap { $0.check(graph) }
        }
        return diagnostics
    }
}
