/// What a label must keep clear of while labels are placed: cards, labels placed so far
/// (hard conflicts) and the pieces of other edges' routes (soft conflicts), each held in a
/// spatial index so a candidate position is tested only against what lies near it (cards in
/// the router's `CardStripes`; pieces, known up front, in `StaticRectIndex`es, horizontal and
/// vertical pieces apart; labels, added one by one, in a `RectIndex`).
struct LabelObstacles {
    private let cards: [DiagramRect]
    /// The cards by column: the router's index, when it hands it on (the same cards).
    private var cardIndex: CardStripes
    /// The card index's visits before it came here (the router's work, counted there).
    private let cardVisitsBefore: Int
    private var placed: [DiagramRect] = []
    private var placedIndex: RectIndex
    /// Route pieces: the route each belongs to and its two ends.
    private var pieceRoute: [Int] = []
    private var pieceStart: [DiagramPoint] = []
    private var pieceEnd: [DiagramPoint] = []
    /// Each piece's bounding box with 0.01 of slack, for a cheap test before the exact one.
    private var pieceBox: [DiagramRect] = []
    /// Horizontal pieces (and any slanted ones) in wide flat cells, vertical ones in tall narrow cells.
    private var horizontalPieces: StaticRectIndex
    private var verticalPieces: StaticRectIndex

    /// (`labels`: how many labels will be added, room made for them at once. `cardIndex`: the
    /// cards already filed, as the router filed them, or nil.)
    init(cards: [DiagramRect], routes: [[DiagramPoint]], labels: Int = 0, cardIndex: CardStripes? = nil) {
        // The bounds of the cards and every route point, in that order (no array of boxes):
        // the same unions, one by one, as an optional box grown by each (`nil` until the
        // first), kept in a plain box and a flag (the optional cost 57 instructions a point).
        var box = DiagramRect(x: 0, y: 0, width: 1, height: 1), started = false
        for c in cards {
            box = started ? box.union(c) : c
            started = true
        }
        var pieces = 0
        // (Routes read in place, by index: a route bound to a name was retained and released,
        // twice a route.)
        for k in routes.indices {
            for i in routes[k].indices {
                let p = routes[k][i]
                let r = DiagramRect(x: p.x, y: p.y, width: 0, height: 0)
                box = started ? box.union(r) : r
                started = true
            }
            pieces += max(0, routes[k].count - 1)
        }
        let bounds = box
        pieceRoute.reserveCapacity(pieces)
        pieceStart.reserveCapacity(pieces)
        pieceEnd.reserveCapacity(pieces)
        pieceBox.reserveCapacity(pieces)
        // The pieces' numbers, vertical ones (taller than wide) and the others apart.
        var horizontal: [Int] = [], vertical: [Int] = []
        horizontal.reserveCapacity(pieces)
        vertical.reserveCapacity(pieces)
        self.cards = cards
        // (The router's card index is used as it is: a second index of the same cards cost a
        // grid of its own a layout. Both report every card a box meets, and the exact test
        // below decides; a count that stops does so at the same number in any order.)
        let stripes = cardIndex ?? CardStripes(cards)
        self.cardIndex = stripes
        cardVisitsBefore = stripes.visits
        placedIndex = RectIndex(bounds: bounds)
        // (A label's box touches a few cells: room for four filings each.)
        placed.reserveCapacity(labels)
        placedIndex.reserveCapacity(items: labels, entries: 4 * labels)
        for i in routes.indices where routes[i].count >= 2 {
            for k in 0..<(routes[i].count - 1) {
                let a = routes[i][k], b = routes[i][k + 1]
                // A little slack: the exact test's clipped midpoint may sit an ulp off the piece.
                let r = DiagramRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(a.x - b.x), height: abs(a.y - b.y)).insetBy(-0.01)
                if r.height > r.width { vertical.append(pieceBox.count) } else { horizontal.append(pieceBox.count) }
                pieceBox.append(r)
                pieceRoute.append(i)
                pieceStart.append(a)
                pieceEnd.append(b)
            }
        }
        horizontalPieces = StaticRectIndex(bounds: bounds, boxes: pieceBox, filed: horizontal, cellWidth: 512, cellHeight: 64)
        verticalPieces = StaticRectIndex(bounds: bounds, boxes: pieceBox, filed: vertical, cellWidth: 64, cellHeight: 512)
    }

    /// Index entries examined so far.
    var work: Int { cardIndex.visits - cardVisitsBefore + placedIndex.visits + horizontalPieces.visits + verticalPieces.visits }

    mutating func addLabel(_ r: DiagramRect) {
        placedIndex.insert(placed.count, r)
        placed.append(r)
    }

    /// Cards within 3 units of `r` plus labels within 2 units. Counting stops at the first
    /// count with `count * 1000 >= limit` (the caller then has no use for the exact number):
    /// `limit: 0` asks only whether there is any.
    mutating func hardConflicts(_ r: DiagramRect, limit: Double = .infinity) -> Double {
        var n = 0.0
        let grown = r.insetBy(-3)
        cardIndex.forEach(near: grown) { i in
            guard grown.overlaps(cards[i]) else { return true }
            n += 1
            return n * 1000 < limit
        }
        if n > 0 && n * 1000 >= limit { return n }
        let near = r.insetBy(-2)
        placedIndex.forEach(near: near) { i in
            guard near.overlaps(placed[i]) else { return true }
            n += 1
            return n * 1000 < limit
        }
        return n
    }

    /// Pieces of routes other than `edge` that pass through `r` grown by 1. Counting stops once
    /// the label's score `count * 10 + rank * 0.01 + hard * 1000` reaches `limit`; the score
    /// only grows with the count, so a stopped count still compares as the full one would.
    mutating func softConflicts(_ r: DiagramRect, edge: Int, rank: Double, hard: Double, limit: Double) -> Double {
        var n = 0.0
        let grown = r.insetBy(-1)
        guard 0 * 10 + rank * 0.01 + hard * 1000 < limit else { return 0 }
        let count = { (k: Int) -> Bool in
            if self.pieceRoute[k] != edge && self.pieceBox[k].overlaps(grown) && grown.intersectsSegment(self.pieceStart[k], self.pieceEnd[k]) {
                n += 1
                return n * 10 + rank * 0.01 + hard * 1000 < limit
            }
            return true
        }
        horizontalPieces.forEach(near: grown, count)
        // (Unless the count stopped there.)
        if n * 10 + rank * 0.01 + hard * 1000 < limit { verticalPieces.forEach(near: grown, count) }
        return n
    }
}
