extension EdgeRouter {
    /// Calls `body` with each shape tried for a route from `p` to `q`, cheapest-looking first:
    /// straight, a Z through a column (or row) gap, then around through a row (or column) gap.
    /// Each shape is built in `scratch`, which is only valid during the call.
    func forEachCandidate(_ r: Request, _ s: (Side, Side), _ p: DiagramPoint, _ q: DiagramPoint,
                          into scratch: inout [DiagramPoint], _ body: ([DiagramPoint]) -> Void) {
        let g = geometry
        let (c1, r1, c2, r2) = (column[r.from], row[r.from], column[r.to], row[r.to])
        func pt(_ x: Double, _ y: Double) -> DiagramPoint { DiagramPoint(x: x, y: y) }
        // Shapes of two, four and six points, written over the scratch buffer's points (no
        // array per shape, and the buffer never emptied first).
        @inline(__always) func put(_ k: Int, _ p: DiagramPoint) {
            if k < scratch.count { scratch[k] = p } else { scratch.append(p) }
        }
        @inline(__always) func emit(_ count: Int) {
            while scratch.count > count { scratch.removeLast() }
            body(scratch)
        }
        func emit2(_ a: DiagramPoint, _ b: DiagramPoint) {
            put(0, a); put(1, b)
            emit(2)
        }
        func emit4(_ a: DiagramPoint, _ b: DiagramPoint, _ c: DiagramPoint, _ d: DiagramPoint) {
            put(0, a); put(1, b); put(2, c); put(3, d)
            emit(4)
        }
        func emit6(_ a: DiagramPoint, _ b: DiagramPoint, _ c: DiagramPoint, _ d: DiagramPoint, _ e: DiagramPoint, _ f: DiagramPoint) {
            put(0, a); put(1, b); put(2, c); put(3, d); put(4, e); put(5, f)
            emit(6)
        }
        switch s {
        case (.right, _):
            if abs(p.y - q.y) < 0.5 { emit2(p, q) }
            for k in (c1 + 1)...max(c1 + 1, c2) { emit4(p, pt(g.vx(k), p.y), pt(g.vx(k), q.y), q) }
            // Around through every row gap from the upper card's to the one below the lower
            // card. Between neighbouring columns (x1 == x2), with the ends at different
            // heights, each such shape simplifies to exactly the Z above (its three vertical
            // pieces merge into one), so it can neither win nor differ as the last shape
            // tried: skip them. (Ports lie inside their card's height, channels outside, so no
            // near-equal heights blur this.)
            let x1 = g.vx(c1 + 1), x2 = g.vx(c2)
            let redundant = c2 == c1 + 1 && abs(p.y - q.y) >= 0.5
            let gaps = r.trunk ? r2...(r2 + 1) : min(r1, r2)...(max(r1, r2) + 1)
            for j in gaps where !redundant {
                let y = g.hy(j)
                emit6(p, pt(x1, p.y), pt(x1, y), pt(x2, y), pt(x2, q.y), q)
            }
        case (.bottom, _):
            if abs(p.x - q.x) < 0.5 { emit2(p, q) }
            for j in (r1 + 1)...max(r1 + 1, r2) { emit4(p, pt(p.x, g.hy(j)), pt(q.x, g.hy(j)), q) }
            let y1 = g.hy(r1 + 1), y2 = g.hy(r2)
            for i in Self.gapsBeside(c1, c2) {
                emit6(p, pt(p.x, y1), pt(g.vx(i), y1), pt(g.vx(i), y2), pt(q.x, y2), q)
            }
        case (.top, .bottom):
            if abs(p.x - q.x) < 0.5 { emit2(p, q) }
            for j in (r2 + 1)...max(r2 + 1, r1) { emit4(p, pt(p.x, g.hy(j)), pt(q.x, g.hy(j)), q) }
            let y1 = g.hy(r1), y2 = g.hy(r2 + 1)
            for i in Self.gapsBeside(c1, c2) {
                emit6(p, pt(p.x, y1), pt(g.vx(i), y1), pt(g.vx(i), y2), pt(q.x, y2), q)
            }
        default:
            let y = g.hy(min(r1, r2))
            emit4(p, pt(p.x, y), pt(q.x, y), q)
        }
    }

    /// The column gaps on either side of columns `a` and `b`, ascending, each once:
    /// {a, a + 1, b, b + 1}.
    static func gapsBeside(_ a: Int, _ b: Int) -> [Int] {
        let (lo, hi) = (min(a, b), max(a, b))
        if hi > lo + 1 { return [lo, lo + 1, hi, hi + 1] }
        return hi == lo ? [lo, lo + 1] : [lo, lo + 1, lo + 2]
    }
}
