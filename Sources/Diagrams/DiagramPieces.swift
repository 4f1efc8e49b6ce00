import FlowGraph
import Synchronization

/// The drawn pieces (scene cards, edges, text-list items) of the latest diagram of each of a
/// few storyboards, kept for the next diagram of the same storyboard.
///
/// A chapter's diagram is its storyboard after one more flow block: most of its cards and edges
/// are drawn exactly as in the previous chapter's. A piece is reused only when everything it is
/// drawn from is equal (what `CardDrawer.draw` and `EdgeDrawer.draw` are given, a text-list item),
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
    /// (A class: the table hands a drawing out and takes one in as one reference, where the
    /// struct it was retained and released each of its dozen arrays and strings every time.)
    final class Drawn: Sendable {
        let graph: DiagramGraph
        let rowsNeeded: [Int]
        let compact: [Bool]
        let contents: [CardContent]
        let layout: Layout
        let sceneAdded: [Bool]
        let edgeAdded: [Bool]
        let urls: [String?]
        /// The `sceneURLKey` the links were made with.
        let urlKey: String?
        let outgoing: Groups<Int>
        let texts: Texts

        init(graph: DiagramGraph, rowsNeeded: [Int], compact: [Bool], contents: [CardContent], layout: Layout,
             sceneAdded: [Bool], edgeAdded: [Bool], urls: [String?], urlKey: String?, outgoing: Groups<Int>, texts: Texts) {
            self.graph = graph
            self.rowsNeeded = rowsNeeded
            self.compact = compact
            self.contents = contents
            self.layout = layout
            self.sceneAdded = sceneAdded
            self.edgeAdded = edgeAdded
            self.urls = urls
            self.urlKey = urlKey
            self.outgoing = outgoing
            self.texts = texts
        }

        /// A drawing of nothing, which no piece is reused from: what a diagram without an
        /// earlier one reads in place of it, so that its loops read one drawing rather than
        /// bind an optional one (which retained and released it for every piece).
        static let empty = Drawn(
            graph: DiagramGraph(Storyboard(name: "")), rowsNeeded: [], compact: [], contents: [],
            layout: Layout(cards: [], edges: [], entryArrows: [], width: 0, height: 0), sceneAdded: [], edgeAdded: [],
            urls: [], urlKey: nil, outgoing: Groups(keyCount: 0, keys: [], values: []), texts: Texts())
    }

    /// The text of each piece of a drawing: the SVG and the text list as the figure has them
    /// (UTF-8), and where each piece is in them. A piece reused is copied from here into the
    /// next drawing's bytes (a copy of a kilobyte costs less than keeping the piece as a
    /// `String` of its own: made, checked as UTF-8, retained and released per drawing, freed).
    struct Texts: Sendable {
        var svg: [UInt8] = []
        /// Card `i` is `svg[cards[i]..<cards[i + 1]]` (one more bound than cards).
        var cards: [Int] = []
        /// Edge `k` is `svg[edges[k]..<edges[k + 1]]`; what follows the last (entry arrows,
        /// the key, closing tags) is the tail, to the end of `svg`.
        var edges: [Int] = []
        var text: [UInt8] = []
        /// Item `i` of the text list is `text[items[i]..<items[i + 1]]`.
        var items: [Int] = []
        /// The lines of every item's list of what leads from its scene, item after item:
        /// item `i`'s are `lines[firstLine[i]..<firstLine[i + 1]]`, places in `text`.
        var lines: [Range<Int>] = []
        var firstLine: [Int] = []
        /// Pieces this drawing took from the previous one.
        var reused = 0

        /// Card `i`'s bytes.
        func card(_ i: Int) -> Range<Int> { cards[i]..<cards[i + 1] }
        /// Edge `k`'s bytes.
        func edge(_ k: Int) -> Range<Int> { edges[k]..<edges[k + 1] }
    }

    private let boards: Int
    /// Most recently stored first.
    private let recent = Mutex<[(board: String, drawn: Drawn)]>([])

    package init(boards: Int = 8) {
        self.boards = max(1, boards)
    }

    /// The pieces of the latest diagram of `board`, if still kept.
    func drawn(for board: String) -> Drawn? {
        // (By index: `first(where:)` copied each entry, retaining its name and drawing.)
        recent.withLock { list in
            for j in list.indices where list[j].board == board { return list[j].drawn }
            return nil
        }
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
