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
        /// The route shares its fan's trunk: it branches off in the gap next to its target's
        /// row only (one short branch per member, and no search through every row gap).
        var trunk = false
    }

    let cards: [DiagramRect]
    let column: [Int]
    let row: [Int]
    let geometry: GridGeometry
    /// Per request: the height at which the edge must leave its source card when it leaves
    /// by a side (the row of the cell that triggers it), or nil.
    let sourceY: [Double?]
    /// Per request: the fan whose trunk its route shares (one track per channel), or nil.
    let trunk: [Int?]
    /// The cards by column, as the last `route` call filed them (nil before one): the label
    /// placer queries the same cards.
    private(set) var cardStripes: CardStripes? = nil

    init(cards: [DiagramRect], column: [Int], row: [Int], geometry: GridGeometry, sourceY: [Double?] = [], trunk: [Int?] = []) {
        self.trunk = trunk
        self.cards = cards
        self.column = column
        self.row = row
        self.geometry = geometry
        self.sourceY = sourceY
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

    /// The most edges whose routes are ranked by the crossings they add (see `route(_:work:)`).
    static let crossingRankedEdges = 1_000

    func route(_ requests: [Request]) -> [[DiagramPoint]] {
        var work = 0
        return route(requests, work: &work)
    }

    /// Routes every request; `work` grows by the candidate shapes tried and the index entries
    /// examined (the layout's tests bound it).
    func route(_ requests: [Request], work: inout Int) -> [[DiagramPoint]] {
        // Ranking candidates by the crossings they add is what keeps a real storyboard tidy,
        // but in a drawing of thousands of edges every route's neighbourhood holds thousands of
        // pieces, and the count made routing grow faster than the edges. Beyond this many edges
        // (no real storyboard comes near it) a route is chosen by length and bends alone.
        let ranksCrossings = requests.count <= Self.crossingRankedEdges
        var sides: [(Side, Side)] = []
        sides.reserveCapacity(requests.count)
        for r in requests { sides.append(self.sides(r)) }
        let ports = assignPorts(requests, sides)
        let bounds = RectIndex.bounds(cards)
        var cardIndex = CardStripes(cards)
        // The pieces of the routes chosen so far, to count a candidate's crossings with the
        // pieces near it only.
        var pieces = PieceIndex(bounds: bounds, capacity: requests.count * 3)
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
                work += 1
                Self.simplify(cand, into: &pts)
                // Length and bends first: crossings are only counted for a route that could win.
                let base = Polyline.length(pts) + Double(pts.count - 2) * 30
                guard base < bestCost, isClear(pts, &cardIndex) else { return }
                let cost = ranksCrossings ? base + pieces.crossings(pts, limit: (bestCost - base) / 260) * 260 : base
                if cost < bestCost {
                    bestCost = cost
                    // Swapped, not shared: the scratch buffer stays unique (the last winner's
                    // storage, or a new one), so the next candidate is simplified into it
                    // without a copy-on-write.
                    swap(&best, &pts)
                    pts.reserveCapacity(8)
                }
            }
            // None clear: the last shape tried (the scratch buffer holds it simplified).
            if best.isEmpty { best = tried ? pts : Self.simplified([ports[i].0, ports[i].1]) }
            routes.append(best)
            // (Without ranking, nothing asks the pieces.)
            if ranksCrossings { pieces.insert(best) }
        }
        work += cardIndex.visits + pieces.work
        cardStripes = cardIndex
        ChannelNudger(geometry: geometry, trunk: trunk).nudge(&routes)
        return routes
    }

    /// True when the polyline passes through no card's interior.
    private func isClear(_ pts: [DiagramPoint], _ cardIndex: inout CardStripes) -> Bool {
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

    /// Drops repeated points and points in the middle of a straight run.
    static func simplified(_ pts: [DiagramPoint]) -> [DiagramPoint] {
        var out: [DiagramPoint] = []
        simplify(pts, into: &out)
        return out
    }

    /// `simplified(pts)`, written into `out` (its storage kept: points are overwritten in
    /// place and the extra ones dropped at the end, never the whole array emptied first).
    static func simplify(_ pts: [DiagramPoint], into out: inout [DiagramPoint]) {
        // No more points are kept than given: room for all of them first, then the points are
        // written through a span (a write to the array checks that it is not shared, a call a
        // point; 67,000 candidate shapes on the 1,000-chapter book).
        if out.count < pts.count {
            out.append(contentsOf: repeatElement(DiagramPoint(x: 0, y: 0), count: pts.count - out.count))
        }
        // `n` points kept so far; `a` and `b` are the last two of them.
        var n = 0
        var a = DiagramPoint(x: 0, y: 0), b = a
        do {
            var kept = out.mutableSpan
            for p in pts {
                if n >= 1, abs(b.x - p.x) < 0.01, abs(b.y - p.y) < 0.01 { continue }
                if n >= 2, (abs(a.x - b.x) < 0.01 && abs(b.x - p.x) < 0.01) || (abs(a.y - b.y) < 0.01 && abs(b.y - p.y) < 0.01) {
                    kept[n - 1] = p
                    b = p
                    continue
                }
                kept[n] = p
                n += 1
                a = b
                b = p
            }
        }
        if out.count > n { out.removeLast(out.count - n) }
    }
}
