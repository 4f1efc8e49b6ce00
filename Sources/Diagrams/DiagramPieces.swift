import Synchronization

/// The drawn pieces (scene cards, edges, text-list items) of the latest diagram of each of a
/// few storyboards, kept for the next diagram of the same storyboard.
///
/// A chapter's diagram is its storyboard after one more flow block: most of its cards and edges
/// are drawn exactly as in the previous chapter's. A piece is reused only when everything it is
/// drawn from is equal (what makes a `CardDrawer.Face`, an `EdgeDrawer.Face`, a text-list item),
/// so the output is the same as drawing it again, whatever was drawn before and in whichever
/// order pages render (`DiagramPiecesTests`).
/// Pages render on several threads at once: the table is behind a lock, and a diagram reads the
/// pieces it may reuse and stores its own in one step each. At most `boards` storyboards are
/// kept (the most recently drawn), so memory stays small however big the book.
package final class DiagramPieces: Sendable {
    /// One drawing: what it was made from (its graph, card contents, layout, marks and links,
    /// kept whole: the drawing made them anyway) and the text of each piece, by its place in
    /// the graph (scene or link index: a storyboard that grows by a block keeps the places of
    /// what it had). A piece is reused when everything it is drawn from is equal at its place.
    struct Drawn: Sendable {
        var graph: DiagramGraph
        var rowsNeeded: [Int]
        var compact: [Bool]
        var contents: [CardContent]
        var layout: Layout
        var sceneAdded: [Bool]
        var edgeAdded: [Bool]
        var urls: [String?]
        /// The `sceneURLKey` the links were made with.
        var urlKey: String?
        var outgoing: Groups<Int>
        var texts: Texts
    }

    /// The text of each piece of a drawing.
    struct Texts: Sendable {
        var cards: [String] = []
        var edges: [String] = []
        /// What follows the edges: entry arrows, the key, closing tags.
        var tail = ""
        var items: [String] = []
        /// Per item: the lines of its list of what leads from the scene (UTF-8).
        var itemLines: [[[UInt8]]] = []
        /// Pieces this drawing took from the previous one.
        var reused = 0
    }

    private let boards: Int
    /// Most recently stored first.
    private let recent = Mutex<[(board: String, drawn: Drawn)]>([])

    package init(boards: Int = 8) {
        self.boards = max(1, boards)
    }

    /// The pieces of the latest diagram of `board`, if still kept.
    func drawn(for board: String) -> Drawn? {
        recent.withLock { list in list.first { $0.board == board }?.drawn }
    }

    /// Keeps `drawn` as the latest pieces of `board` (replacing its previous ones).
    func keep(_ drawn: Drawn, for board: String) {
        // What it replaces is freed after the lock is let go.
        let replaced: Drawn? = recent.withLock { list in
            var old: Drawn? = nil
            if let i = list.firstIndex(where: { $0.board == board }) {
                old = list.remove(at: i).drawn
            } else if list.count >= boards {
                old = list.removeLast().drawn
            }
            list.insert((board, drawn), at: 0)
            return old
        }
        countReused(drawn.texts.reused)
        _ = replaced
    }

    /// How many storyboards have pieces kept (for tests).
    package var keptBoards: Int { recent.withLock { $0.count } }

    /// Pieces reused so far, all diagrams together (for tests and measurements).
    package var reusedPieces: Int { reused.load(ordering: .relaxed) }
    private let reused = Atomic<Int>(0)

    private func countReused(_ n: Int) {
        if n > 0 { reused.add(n, ordering: .relaxed) }
    }
}
