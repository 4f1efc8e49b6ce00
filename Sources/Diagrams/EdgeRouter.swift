/// Routes every link as an orthogonal polyline through the free channels between columns and
/// rows, so no edge passes through a card. Candidate shapes are tried (straight, Z through a
/// column gap, around through a row gap) and the cheapest valid one wins; segments that share
/// a channel are then spread onto parallel tracks.
///
/// A class, not a struct: routing passes the router into closures many times, and a
/// reference is one retain where a struct copy retains each of its arrays.
final class EdgeRouter {
    enum Side: Sendable { case left, right, top, bottom }

    struct Request {
        var from: Int
        var to: Int
    }

    let cards: [DiagramRect]
    let column: [Int]
    let row: [Int]
    let geometry: GridGeometry

    init(cards: [DiagramRect], column: [Int], row: [Int], geometry: GridGeometry) {
        self.cards = cards
        self.column = column
        self.row = row
        self.geometry = geometry
    }

    /// Which side of each card an edge leaves and enters.
    func sides(_ r: Request) -> (Side, Side) {
        let (c1, r1, c2, r2) = (column[r.from], row[r.from], column[r.to], row[r.to])
        if r.from == r.to { return (.top, .top) }  // a small handle over the card
        if c2 > c1 { return (.right, .left) }
        if r2 > r1 { return (.bottom, .top) }
        if r2 < r1 { return (.top, .bottom) }
        return (.top, .top)
    }

    func route(_ requests: [Request]) -> [[DiagramPoint]] {
        var sides: [(Side, Side)] = []
        sides.reserveCapacity(requests.count)
        for r in requests { sides.append(self.sides(r)) }
        let ports = assignPorts(requests, sides)
        var cardIndex = RectIndex(bounds: RectIndex.bounds(cards))
        for (i, c) in cards.enumerated() { cardIndex.insert(i, c) }
        var routes: [[DiagramPoint]] = []
        routes.reserveCapacity(requests.count)
        // Scratch buffers, reused for every candidate; only a winner is copied out.
        var raw: [DiagramPoint] = []
        var pts: [DiagramPoint] = []
        raw.reserveCapacity(8)
        pts.reserveCapacity(8)
        for (i, r) in requests.enumerated() {
            var best: [DiagramPoint] = []
            var bestCost = Double.infinity
            var tried = false
            forEachCandidate(r, sides[i], ports[i].0, ports[i].1, into: &raw) { cand in
                tried = true
                Self.simplify(cand, into: &pts)
                // Length and bends first: crossings are only counted for a route that could win.
                let base = Polyline.length(pts) + Double(pts.count - 2) * 30
                guard base < bestCost, isClear(pts, &cardIndex) else { return }
                let cost = base + Self.crossingCost(pts, against: routes, limit: bestCost - base)
                if cost < bestCost {
                    bestCost = cost
                    best = pts
                }
            }
            // None clear: the last shape tried (the scratch buffer holds it simplified).
            if best.isEmpty { best = tried ? pts : Self.simplified([ports[i].0, ports[i].1]) }
            routes.append(best)
        }
        return ChannelNudger(geometry: geometry).nudge(routes)
    }

    /// True when the polyline passes through no card's interior.
    private func isClear(_ pts: [DiagramPoint], _ cardIndex: inout RectIndex) -> Bool {
        guard pts.count >= 2 else { return true }
        var clear = true
        for i in 0..<(pts.count - 1) {
            let a = pts[i], b = pts[i + 1]
            // Slack: the exact test's clipped midpoint may sit an ulp off the segment.
            let box = DiagramRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(a.x - b.x), height: abs(a.y - b.y)).insetBy(-0.01)
            cardIndex.forEach(near: box) { k in
                if cards[k].insetBy(0.5).intersectsSegment(a, b) { clear = false }
                return clear
            }
            if !clear { return false }
        }
        return true
    }

    /// 260 per crossing with an earlier route; stops counting once past `limit`.
    private static func crossingCost(_ pts: [DiagramPoint], against routes: [[DiagramPoint]], limit: Double) -> Double {
        var cost = 0.0
        for other in routes {
            cost += Double(Polyline.crossings(pts, other)) * 260
            if cost >= limit { break }
        }
        return cost
    }

    /// Drops repeated points and points in the middle of a straight run.
    static func simplified(_ pts: [DiagramPoint]) -> [DiagramPoint] {
        var out: [DiagramPoint] = []
        simplify(pts, into: &out)
        return out
    }

    /// `simplified(pts)`, written into `out` (emptied first, its storage kept).
    static func simplify(_ pts: [DiagramPoint], into out: inout [DiagramPoint]) {
        out.removeAll(keepingCapacity: true)
        for p in pts {
            if let last = out.last, abs(last.x - p.x) < 0.01, abs(last.y - p.y) < 0.01 { continue }
            if out.count >= 2 {
                let a = out[out.count - 2], b = out[out.count - 1]
                let collinear = (abs(a.x - b.x) < 0.01 && abs(b.x - p.x) < 0.01) || (abs(a.y - b.y) < 0.01 && abs(b.y - p.y) < 0.01)
                if collinear { out[out.count - 1] = p; continue }
            }
            out.append(p)
        }
    }
}
