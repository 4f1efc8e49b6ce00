/// Cards filed by their x extent (a stripe: in a layout, a column of the grid), each stripe's
/// cards sorted by their top, so the cards a route piece may pass through are found without
/// walking empty grid cells: a piece down a channel the height of the drawing touches dozens
/// of a `RectIndex`'s cells and no card.
struct CardStripes {
    private struct Stripe {
        var minX: Double
        var maxX: Double
        /// Its cards, by their top (then by number).
        var cards: [Int] = []
        var tops: [Double] = []
        /// The tallest of its cards.
        var maxHeight = 0.0
    }

    private let rects: [DiagramRect]
    private var stripes: [Stripe] = []
    /// Cards examined by all queries so far (the router's work).
    private(set) var visits = 0

    init(_ rects: [DiagramRect]) {
        self.rects = rects
        // (A card with a coordinate NaN meets no piece: left out, it cannot upset the order.)
        for (i, r) in rects.enumerated() where !(r.minX.isNaN || r.maxX.isNaN || r.minY.isNaN || r.maxY.isNaN) {
            if let s = stripes.firstIndex(where: { $0.minX == r.minX && $0.maxX == r.maxX }) {
                stripes[s].cards.append(i)
            } else {
                stripes.append(Stripe(minX: r.minX, maxX: r.maxX, cards: [i]))
            }
        }
        for s in stripes.indices {
            stripes[s].cards.sort { (rects[$0].minY, $0) < (rects[$1].minY, $1) }
            stripes[s].tops = stripes[s].cards.map { rects[$0].minY }
            stripes[s].maxHeight = stripes[s].cards.reduce(0) { max($0, rects[$1].height) }
        }
    }

    /// Calls `body` with every card whose rectangle meets `box` (edges included), and maybe a
    /// few others, until it returns false.
    mutating func forEach(near box: DiagramRect, _ body: (Int) -> Bool) {
        for s in stripes.indices where stripes[s].minX <= box.maxX && stripes[s].maxX >= box.minX {
            let tops = stripes[s].tops
            // The first card whose top is at or below `box.minY - maxHeight` (less 1, for
            // rounding): any card above it ends before the box starts.
            let from = box.minY - stripes[s].maxHeight - 1
            var lo = 0, hi = tops.count
            while lo < hi {
                let m = (lo + hi) / 2
                if tops[m] < from { lo = m + 1 } else { hi = m }
            }
            var i = lo
            while i < tops.count, tops[i] <= box.maxY {
                let k = stripes[s].cards[i]
                visits += 1
                if rects[k].maxY >= box.minY, !body(k) { return }
                i += 1
            }
        }
    }
}
