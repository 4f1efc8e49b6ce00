/// Cards filed by their x extent (a stripe: in a layout, a column of the grid), each stripe's
/// cards sorted by their top, so the cards a route piece may pass through are found without
/// walking empty grid cells: a piece down a channel the height of the drawing touches dozens
/// of a `RectIndex`'s cells and no card.
///
/// Every stripe's cards lie in one array, stripe after stripe (not two arrays per stripe: a
/// layout of four columns made ten arrays, grown one card at a time, where this makes four).
struct CardStripes {
    private struct Stripe {
        var minX: Double
        var maxX: Double
        /// Its cards are `cards[start..<end]` (and their tops `tops[start..<end]`).
        var start = 0
        var end = 0
        /// The tallest of its cards.
        var maxHeight = 0.0
    }

    private let rects: [DiagramRect]
    /// Stripes in the order their first card comes in `rects`.
    private var stripes: [Stripe] = []
    /// The cards of each stripe, by their top (then by number).
    private var cards: [Int] = []
    private var tops: [Double] = []
    /// Cards examined by all queries so far (the router's work).
    private(set) var visits = 0

    init(_ rects: [DiagramRect]) {
        self.rects = rects
        // Each card's stripe (-1: left out). (A card with a coordinate NaN meets no piece: left
        // out, it cannot upset the order.)
        var stripeOf = Array(filled: -1, count: rects.count)
        for i in rects.indices where !(rects[i].minX.isNaN || rects[i].maxX.isNaN || rects[i].minY.isNaN || rects[i].maxY.isNaN) {
            let r = rects[i]
            var s = 0
            while s < stripes.count, !(stripes[s].minX == r.minX && stripes[s].maxX == r.maxX) { s += 1 }
            if s == stripes.count { stripes.append(Stripe(minX: r.minX, maxX: r.maxX)) }
            stripeOf[i] = s
            stripes[s].end += 1
            stripes[s].maxHeight = max(stripes[s].maxHeight, r.height)
        }
        // Counts into ranges, one stripe after another.
        var next = 0
        for s in stripes.indices {
            let count = stripes[s].end
            stripes[s].start = next
            stripes[s].end = next
            next += count
        }
        cards = Array(filled: 0, count: next)
        for i in rects.indices where stripeOf[i] >= 0 {
            cards[stripes[stripeOf[i]].end] = i
            stripes[stripeOf[i]].end += 1
        }
        // Each stripe's run by top, then number (the numbers are ascending in each run, and
        // no top is NaN: one sort of all runs at once, by stripe first, sorts each run).
        cards.sort { (stripeOf[$0], rects[$0].minY, $0) < (stripeOf[$1], rects[$1].minY, $1) }
        tops = cards.map { rects[$0].minY }
    }

    /// Calls `body` with every card whose rectangle meets `box` (edges included), and maybe a
    /// few others, until it returns false.
    mutating func forEach(near box: DiagramRect, _ body: (Int) -> Bool) {
        for s in stripes.indices where stripes[s].minX <= box.maxX && stripes[s].maxX >= box.minX {
            // The first card whose top is at or below `box.minY - maxHeight` (less 1, for
            // rounding): any card above it ends before the box starts.
            let from = box.minY - stripes[s].maxHeight - 1
            var lo = stripes[s].start, hi = stripes[s].end
            while lo < hi {
                let m = (lo + hi) / 2
                if tops[m] < from { lo = m + 1 } else { hi = m }
            }
            var i = lo
            let end = stripes[s].end
            while i < end, tops[i] <= box.maxY {
                let k = cards[i]
                visits += 1
                if rects[k].maxY >= box.minY, !body(k) { return }
                i += 1
            }
        }
    }
}
