/// Routes every link as an orthogonal polyline through the free channels between columns and
/// rows, so no edge passes through a card. Candidate shapes are tried (straight, Z through a
/// column gap, around through a row gap) and the cheapest valid one wins; segments that share
/// a channel are then spread onto parallel tracks.
struct EdgeRouter {
    enum Side: Sendable { case left, right, top, bottom }

    struct Request {
        var from: Int
        var to: Int
    }

    let cards: [DiagramRect]
    let column: [Int]
    let row: [Int]
    let geometry: GridGeometry

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
        let sides = requests.map(sides)
        let ports = assignPorts(requests, sides)
        var routes: [[DiagramPoint]] = []
        routes.reserveCapacity(requests.count)
        for (i, r) in requests.enumerated() {
            let candidates = self.candidates(r, sides[i], ports[i].0, ports[i].1)
            var best: [DiagramPoint] = []
            var bestCost = Double.infinity
            for cand in candidates {
                let pts = Self.simplified(cand)
                // Length and bends first: crossings are only counted for a route that could win.
                let base = Polyline.length(pts) + Double(pts.count - 2) * 30
                guard base < bestCost, isClear(pts, r) else { continue }
                let cost = base + self.crossingCost(pts, against: routes, limit: bestCost - base)
                if cost < bestCost {
                    bestCost = cost
                    best = pts
                }
            }
            if best.isEmpty { best = Self.simplified(candidates.last ?? [ports[i].0, ports[i].1]) }
            routes.append(best)
        }
        return ChannelNudger(geometry: geometry).nudge(routes)
    }

    // MARK: Ports

    /// Spreads the ends that share a card side, ordered by where the other end lies so that
    /// neighbouring edges do not cross; a lone end facing a lone end lines up with it.
    private func assignPorts(_ requests: [Request], _ sides: [(Side, Side)]) -> [(DiagramPoint, DiagramPoint)] {
        struct End { var edge: Int; var isSource: Bool; var other: Int }
        var groups = Array(repeating: [End](), count: cards.count * 4)
        func key(_ card: Int, _ side: Side) -> Int {
            let s: Int = switch side { case .left: 0; case .right: 1; case .top: 2; case .bottom: 3 }
            return card * 4 + s
        }
        for (i, r) in requests.enumerated() {
            groups[key(r.from, sides[i].0)].append(End(edge: i, isSource: true, other: r.to))
            groups[key(r.to, sides[i].1)].append(End(edge: i, isSource: false, other: r.from))
        }
        var source = Array(repeating: DiagramPoint(x: 0, y: 0), count: requests.count)
        var target = source
        let count = groups.map(\.count)
        for k in groups.indices where !groups[k].isEmpty {
            var ends = groups[k]
            let card = cards[k / 4]
            let side: Side = [.left, .right, .top, .bottom][k % 4]
            let vertical = side == .left || side == .right
            ends.sort { a, b in
                let ra = cards[a.other], rb = cards[b.other]
                var ka = vertical ? ra.midY : ra.midX, kb = vertical ? rb.midY : rb.midX
                // A self loop takes the corner: top-most on the right, right-most on the top.
                let own = k / 4
                if a.other == own { ka = vertical ? -.infinity : .infinity }
                if b.other == own { kb = vertical ? -.infinity : .infinity }
                if a.other == b.other { ka = Double(a.edge); kb = Double(b.edge) }
                if ka != kb { return ka < kb }
                return a.edge != b.edge ? a.edge < b.edge : a.isSource && !b.isSource
            }
            let n = Double(ends.count)
            for (j, end) in ends.enumerated() {
                let offset = Double(j) - (n - 1) / 2
                let p: DiagramPoint
                if vertical {
                    let spacing = min(16, (card.height - CardContent.titleBar - 20) / max(1, n))
                    let anchor = card.minY + min(card.height, CardContent.minHeight) / 2 + 4
                    p = DiagramPoint(x: side == .left ? card.minX : card.maxX, y: anchor + offset * spacing)
                } else {
                    let spacing = min(18, (card.width - 28) / max(1, n))
                    p = DiagramPoint(x: card.midX + offset * spacing, y: side == .top ? card.minY : card.maxY)
                }
                if end.isSource { source[end.edge] = p } else { target[end.edge] = p }
            }
        }
        // A lone end facing a lone end: line them up so the edge runs straight.
        for (i, r) in requests.enumerated() where r.from != r.to {
            let (s, d) = sides[i]
            guard count[key(r.from, s)] == 1 || count[key(r.to, d)] == 1 else { continue }
            let src = cards[r.from], dst = cards[r.to]
            if s == .right && d == .left {
                let lo = max(src.minY, dst.minY) + CardContent.titleBar + 8
                let hi = min(src.maxY, dst.maxY) - 12
                if count[key(r.to, d)] == 1, source[i].y >= lo, source[i].y <= hi { target[i].y = source[i].y }
                else if count[key(r.from, s)] == 1, target[i].y >= lo, target[i].y <= hi { source[i].y = target[i].y }
            } else if (s == .bottom && d == .top) || (s == .top && d == .bottom) {
                let lo = max(src.minX, dst.minX) + 14
                let hi = min(src.maxX, dst.maxX) - 14
                if count[key(r.to, d)] == 1, source[i].x >= lo, source[i].x <= hi { target[i].x = source[i].x }
                else if count[key(r.from, s)] == 1, target[i].x >= lo, target[i].x <= hi { source[i].x = target[i].x }
            }
        }
        return (0..<requests.count).map { (source[$0], target[$0]) }
    }

    // MARK: Candidates

    private func candidates(_ r: Request, _ s: (Side, Side), _ p: DiagramPoint, _ q: DiagramPoint) -> [[DiagramPoint]] {
        let g = geometry
        let (c1, r1, c2, r2) = (column[r.from], row[r.from], column[r.to], row[r.to])
        func pt(_ x: Double, _ y: Double) -> DiagramPoint { DiagramPoint(x: x, y: y) }
        var out: [[DiagramPoint]] = []
        switch s {
        case (.right, _):
            if abs(p.y - q.y) < 0.5 { out.append([p, q]) }
            for k in (c1 + 1)...max(c1 + 1, c2) { out.append([p, pt(g.vx(k), p.y), pt(g.vx(k), q.y), q]) }
            let x1 = g.vx(c1 + 1), x2 = g.vx(c2)
            for j in Self.uniqueSorted([r1, r1 + 1, r2, r2 + 1] + Array(min(r1, r2)...max(r1, r2))) {
                let y = g.hy(j)
                out.append([p, pt(x1, p.y), pt(x1, y), pt(x2, y), pt(x2, q.y), q])
            }
        case (.bottom, _):
            if abs(p.x - q.x) < 0.5 { out.append([p, q]) }
            for j in (r1 + 1)...max(r1 + 1, r2) { out.append([p, pt(p.x, g.hy(j)), pt(q.x, g.hy(j)), q]) }
            let y1 = g.hy(r1 + 1), y2 = g.hy(r2)
            for i in Self.uniqueSorted([c1, c1 + 1, c2, c2 + 1]) {
                out.append([p, pt(p.x, y1), pt(g.vx(i), y1), pt(g.vx(i), y2), pt(q.x, y2), q])
            }
        case (.top, .bottom):
            if abs(p.x - q.x) < 0.5 { out.append([p, q]) }
            for j in (r2 + 1)...max(r2 + 1, r1) { out.append([p, pt(p.x, g.hy(j)), pt(q.x, g.hy(j)), q]) }
            let y1 = g.hy(r1), y2 = g.hy(r2 + 1)
            for i in Self.uniqueSorted([c1, c1 + 1, c2, c2 + 1]) {
                out.append([p, pt(p.x, y1), pt(g.vx(i), y1), pt(g.vx(i), y2), pt(q.x, y2), q])
            }
        default:
            let y = g.hy(min(r1, r2))
            out.append([p, pt(p.x, y), pt(q.x, y), q])
        }
        return out
    }

    /// True when the polyline passes through no card's interior.
    private func isClear(_ pts: [DiagramPoint], _ r: Request) -> Bool {
        for i in 0..<(pts.count - 1) {
            for rect in cards where rect.insetBy(0.5).intersectsSegment(pts[i], pts[i + 1]) { return false }
        }
        return true
    }

    /// 260 per crossing with an earlier route; stops counting once past `limit`.
    private func crossingCost(_ pts: [DiagramPoint], against routes: [[DiagramPoint]], limit: Double) -> Double {
        var cost = 0.0
        for other in routes {
            cost += Double(Polyline.crossings(pts, other)) * 260
            if cost >= limit { break }
        }
        return cost
    }

    static func uniqueSorted(_ values: [Int]) -> [Int] {
        var out: [Int] = []
        for v in values.sorted() where out.last != v { out.append(v) }
        return out
    }

    /// Drops repeated points and points in the middle of a straight run.
    static func simplified(_ pts: [DiagramPoint]) -> [DiagramPoint] {
        var out: [DiagramPoint] = []
        for p in pts {
            if let last = out.last, abs(last.x - p.x) < 0.01, abs(last.y - p.y) < 0.01 { continue }
            if out.count >= 2 {
                let a = out[out.count - 2], b = out[out.count - 1]
                let collinear = (abs(a.x - b.x) < 0.01 && abs(b.x - p.x) < 0.01) || (abs(a.y - b.y) < 0.01 && abs(b.y - p.y) < 0.01)
                if collinear { out[out.count - 1] = p; continue }
            }
            out.append(p)
        }
        return out
    }
}
