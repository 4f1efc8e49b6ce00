extension EdgeRouter {
    /// Spreads the ends that share a card side, ordered by where the other end lies so that
    /// neighbouring edges do not cross; a lone end facing a lone end lines up with it.
    func assignPorts(_ requests: [Request], _ sides: [(Side, Side)]) -> [(DiagramPoint, DiagramPoint)] {
        struct End { var edge: Int; var isSource: Bool; var other: Int }
        // Locals, not `self`: closures below then capture one array, not a copy of the router.
        let cards = self.cards
        let sourceY = self.sourceY
        // The ends of each card side (group), in one array: group k holds ends[start[k]..<start[k + 1]],
        // in the order of the requests (a request's source end before its target end).
        let groupCount = cards.count * 4
        func key(_ card: Int, _ side: Side) -> Int { card * 4 + Self.sideNumber(side) }
        var count = Array(filled: 0, count: groupCount)
        for (i, r) in requests.enumerated() {
            count[key(r.from, sides[i].0)] += 1
            count[key(r.to, sides[i].1)] += 1
        }
        var start = Array(filled: 0, count: groupCount + 1)
        for k in 0..<groupCount { start[k + 1] = start[k] + count[k] }
        var next = start
        var all = Array(filled: End(edge: 0, isSource: false, other: 0), count: start[groupCount])
        for (i, r) in requests.enumerated() {
            let a = key(r.from, sides[i].0)
            all[next[a]] = End(edge: i, isSource: true, other: r.to)
            next[a] += 1
            let b = key(r.to, sides[i].1)
            all[next[b]] = End(edge: i, isSource: false, other: r.from)
            next[b] += 1
        }
        var source = Array(filled: DiagramPoint(x: 0, y: 0), count: requests.count)
        var target = source
        for k in 0..<groupCount where count[k] > 0 {
            let card = cards[k / 4]
            let side = Self.side(number: k % 4)
            let vertical = side == .left || side == .right
            // (The order below is total: any sort gives the same. Most sides hold one end, and
            // sorting a slice copies it out and back even then.)
            if count[k] > 1 { all[start[k]..<start[k + 1]].sort { a, b in
                let ra = cards[a.other], rb = cards[b.other]
                var ka = vertical ? ra.midY : ra.midX, kb = vertical ? rb.midY : rb.midX
                // A self loop takes the corner: top-most on the right, right-most on the top.
                let own = k / 4
                if a.other == own { ka = vertical ? -.infinity : .infinity }
                if b.other == own { kb = vertical ? -.infinity : .infinity }
                if a.other == b.other { ka = Double(a.edge); kb = Double(b.edge) }
                if ka != kb { return ka < kb }
                return a.edge != b.edge ? a.edge < b.edge : a.isSource && !b.isSource
            } }
            let n = Double(count[k])
            // (Ends read by index: a slice of `all` retained and released it, once a side.)
            for j in 0..<count[k] {
                let end = all[start[k] + j]
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
        // A self loop is a wide handle over the card's top right corner, easy to see and to
        // hover (two ports side by side would make a sliver).
        for (i, r) in requests.enumerated() where r.from == r.to {
            let card = cards[r.from]
            source[i] = DiagramPoint(x: card.maxX - 54, y: card.minY)
            target[i] = DiagramPoint(x: card.maxX - 16, y: card.minY)
        }
        // Ends that leave from a cell's row or the title bar, when they leave by a side.
        var fixed = Array(filled: false, count: requests.count)
        for i in requests.indices where i < sourceY.count {
            guard let y = sourceY[i], sides[i].0 == .left || sides[i].0 == .right, requests[i].from != requests[i].to else { continue }
            source[i].y = y
            fixed[i] = true
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
                else if !fixed[i], count[key(r.from, s)] == 1, target[i].y >= lo, target[i].y <= hi { source[i].y = target[i].y }
            } else if (s == .bottom && d == .top) || (s == .top && d == .bottom) {
                let lo = max(src.minX, dst.minX) + 14
                let hi = min(src.maxX, dst.maxX) - 14
                if count[key(r.to, d)] == 1, source[i].x >= lo, source[i].x <= hi { target[i].x = source[i].x }
                else if count[key(r.from, s)] == 1, target[i].x >= lo, target[i].x <= hi { source[i].x = target[i].x }
            }
        }
        return (0..<requests.count).map { (source[$0], target[$0]) }
    }

    /// Sides in the order of `assignPorts`'s groups: left, right, top, bottom.
    private static func sideNumber(_ side: Side) -> Int {
        switch side { case .left: 0; case .right: 1; case .top: 2; case .bottom: 3 }
    }

    private static func side(number: Int) -> Side {
        switch number { case 0: .left; case 1: .right; case 2: .top; default: .bottom }
    }
}
