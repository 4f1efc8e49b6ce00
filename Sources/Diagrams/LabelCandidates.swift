/// The positions tried for one label, in order of preference: along the route's pieces from
/// the longest down, at fractions of each piece from the middle outwards, above / on / below
/// a horizontal piece or right / on / left of a vertical one. The wide set tries more
/// fractions and offsets further from the line.
struct LabelCandidates {
    let points: [DiagramPoint]
    let width: Double
    let height: Double
    /// The wide set (more places, further from the line) rather than the snug one.
    var wide: Bool
    /// Try the last piece first when it is long enough (relationship names sit by the child).
    let nearEnd: Bool
    /// The route shares a fan's trunk: its first two pieces (from the cell into the trunk, and
    /// down the trunk) are shared with its siblings, and a label there would name none of them.
    var skipsTrunk = false

    // Inline arrays, not arrays: reading one is no retain and release of its storage (four a
    // label, 26,500 labels on the 1,000-chapter book).
    private static let snugFractions: InlineArray<5, Double> = [0.5, 0.32, 0.68, 0.18, 0.82]
    /// The wide fractions, `stride(from: 0.05, through: 0.95, by: 0.05)` exactly as the stride
    /// gives them, and how many (18 today, 0.05 to 0.9: the step to 0.95 lands a hair above
    /// it); the places after them are 0 and never read.
    private static let wideSet: (fractions: InlineArray<20, Double>, count: Int) = {
        let values = Array(stride(from: 0.05, through: 0.95, by: 0.05))
        precondition(values.count <= 20)
        return (InlineArray { (i: Int) in i < values.count ? values[i] : 0 }, values.count)
    }()
    /// Offsets from the line: the snug set is the first three of these, the wide set all seven.
    private static let offsets: InlineArray<7, Double> = [0, 1, -1, 2, -2, 3, -3]

    /// Calls `body` with each candidate rectangle until it returns false.
    func forEach(_ body: (DiagramRect) -> Bool) {
        let pts = points, w = width
        guard pts.count >= 2 else { return }
        let pieces = pts.count - 1
        // The pieces' order: the last one first when `nearEnd` asks for it and it is long
        // enough, then the rest from the longest down (the earliest of equals first), those
        // along a shared trunk left out. Each next piece is picked by a scan (no array of
        // lengths sorted per label): a route has a handful of pieces, and the candidate cap
        // bounds how many pieces are reached.
        let skipped = skipsTrunk && pieces > 2 ? 2 : 0
        let endFirst = nearEnd && pieces > 1 && Polyline.distance(pts[pieces - 1], pts[pieces]) >= w + 8
        if endFirst, !visit(pieces - 1, body) { return }
        var previous = -1, previousLength = 0.0
        while true {
            var next = -1, nextLength = 0.0
            for s in skipped..<pieces where !(endFirst && s == pieces - 1) {
                let length = Polyline.distance(pts[s], pts[s + 1])
                // Only pieces after the previous one in the order.
                if previous >= 0, !(length < previousLength || (length == previousLength && s > previous)) { continue }
                if next < 0 || length > nextLength { next = s; nextLength = length }
            }
            if next < 0 || !visit(next, body) { return }
            previous = next
            previousLength = nextLength
        }
    }

    /// Calls `body` with the candidates along piece `s`; false once `body` returned false.
    /// (Internal, not private: tests compare the pieces' order with a sort's.)
    func visit(_ s: Int, _ body: (DiagramRect) -> Bool) -> Bool {
        let pts = points, w = width, h = height
        let fractionCount = wide ? Self.wideSet.count : Self.snugFractions.count
        let offsetCount = wide ? Self.offsets.count : 3
        let a = pts[s], b = pts[s + 1]
        let horizontal = abs(a.y - b.y) < 0.01
        let len = Polyline.distance(a, b)
        // Keep clear of the arrowhead and the port at the route's ends.
        let along = horizontal ? w : h
        let startClear = s == 0 ? 8.0 : 0, endClear = s == pts.count - 2 ? 16.0 : 0
        for fi in 0..<fractionCount {
            let f = wide ? Self.wideSet.fractions[fi] : Self.snugFractions[fi]
            var t = len * f
            let lo = along / 2 + startClear, hi = len - along / 2 - endClear
            // (The fractions are distinct: the first by place is the first by value.)
            if lo > hi { if fi != 0 { continue }; t = len / 2 } else { t = min(max(t, lo), hi) }
            let cx = a.x + (b.x - a.x) * t / max(len, 0.001)
            let cy = a.y + (b.y - a.y) * t / max(len, 0.001)
            for oi in 0..<offsetCount {
                let o = Self.offsets[oi]
                let rect: DiagramRect
                if horizontal {
                    // Above the line first, then on it, then below.
                    let y = o == 0 ? cy - h - 3 : o == 1 ? cy - h / 2 : o == -1 ? cy + 3 : cy + (o > 0 ? -h - 3 - o * h : 3 - o * h)
                    rect = DiagramRect(x: cx - w / 2, y: y, width: w, height: h)
                } else {
                    let x = o == 0 ? cx - w / 2 : o == 1 ? cx + 4 : o == -1 ? cx - w - 4 : cx + (o > 0 ? 4 + (o - 1) * w / 2 : -w - 4 + (o + 1) * w / 2)
                    rect = DiagramRect(x: x, y: cy - h / 2, width: w, height: h)
                }
                if !body(rect) { return false }
            }
        }
        return true
    }
}
