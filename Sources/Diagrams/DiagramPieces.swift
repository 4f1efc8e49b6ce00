import Synchronization

/// The drawn pieces (scene cards, edges, text-list items) of the latest diagram of each of a
/// few storyboards, kept for the next diagram of the same storyboard.
///
/// A chapter's diagram is its storyboard after one more flow block: most of its cards and edges
/// are drawn exactly as in the previous chapter's. A piece is reused only when everything it is
/// drawn from is equal (`CardDrawer.Face`, `EdgeDrawer.Face`, `TextItem`), so the output is the
/// same as drawing it again, whatever was drawn before and in whichever order pages render.
/// Pages render on several threads at once: the table is behind a lock, and a diagram reads the
/// pieces it may reuse and stores its own in one step each. At most `boards` storyboards are
/// kept (the most recently drawn), so memory stays small however big the book.
package final class DiagramPieces: Sendable {
    /// The pieces of one drawing, by what they were drawn from.
    struct Drawn: Sendable {
        var cards: [CardDrawer.Face: String] = [:]
        var edges: [EdgeDrawer.Face: String] = [:]
        var items: [TextItem: String] = [:]
        /// The drawing's SVG length in UTF-8 bytes (to reserve room for the next).
        var svgBytes = 0
        /// Pieces this drawing took from the previous one.
        var reused = 0
    }

    /// The table the chapter figures of a build share.
    package static let shared = DiagramPieces()

    private let boards: Int
    /// Most recently stored first.
    private let recent = Mutex<[(board: String, drawn: Drawn)]>([])

    package init(boards: Int = 16) {
        self.boards = max(1, boards)
    }

    /// The pieces of the latest diagram of `board`, if still kept.
    func drawn(for board: String) -> Drawn? {
        recent.withLock { list in list.first { $0.board == board }?.drawn }
    }

    /// Keeps `drawn` as the latest pieces of `board` (replacing its previous ones).
    func keep(_ drawn: Drawn, for board: String) {
        recent.withLock { list in
            list.removeAll { $0.board == board }
            list.insert((board, drawn), at: 0)
            if list.count > boards { list.removeLast(list.count - boards) }
        }
    }

    /// How many storyboards have pieces kept (for tests).
    package var keptBoards: Int { recent.withLock { $0.count } }

    /// Pieces reused so far, all diagrams together (for tests and measurements).
    package var reusedPieces: Int { reused.load(ordering: .relaxed) }
    private let reused = Atomic<Int>(0)

    func countReused(_ n: Int) {
        if n > 0 { reused.add(n, ordering: .relaxed) }
    }
}
