/// Puts each edge's label beside or on its route where it overlaps no card and no other label,
/// trying positions along the route's segments from the middle outwards.
struct LabelPlacer {
    struct Request {
        var edge: Int
        var size: (width: Double, height: Double)
        /// Try the last piece of the route first (relationship names sit by the child).
        var nearEnd = false
    }

    let cards: [DiagramRect]
    let routes: [[DiagramPoint]]

    /// Places labels in the order given; returns a rectangle per request, and whether it sits
    /// close to its edge (false: it had to move away, or overlaps something; more room helps).
    func place(_ requests: [Request]) -> [(rect: DiagramRect, snug: Bool)] {
        var placed: [DiagramRect] = []
        var result: [(DiagramRect, Bool)] = []
        for req in requests {
            let (rect, snug) = best(req, placed: placed)
            placed.append(rect)
            result.append((rect, snug))
        }
        return result
    }

    private func best(_ req: Request, placed: [DiagramRect]) -> (DiagramRect, Bool) {
        let pts = routes[req.edge]
        let (w, h) = req.size
        var fallback: (DiagramRect, Double)? = nil
        for wide in [false, true] {
            var bestRect: DiagramRect? = nil
            var bestScore = Double.infinity
            var rank = 0.0
            for cand in candidates(pts, w, h, wide: wide, nearEnd: req.nearEnd) {
                rank += 1
                let hard = hardConflicts(cand, placed)
                // Soft conflicts only matter for a candidate that could still win.
                if hard == 0 && rank * 0.01 >= bestScore { continue }
                if hard > 0 && fallback != nil && hard * 1000 >= fallback!.1 { continue }
                let soft = softConflicts(cand, req.edge)
                let score = soft * 10 + rank * 0.01 + hard * 1000
                if hard == 0, score < bestScore {
                    bestScore = score
                    bestRect = cand
                    if soft == 0 { break }  // candidates come in order of preference
                }
                if fallback == nil || score < fallback!.1 { fallback = (cand, score) }
            }
            if let r = bestRect { return (r, !wide) }
        }
        let mid = pts.isEmpty ? DiagramPoint(x: 0, y: 0) : pts[pts.count / 2]
        return (fallback?.0 ?? DiagramRect(x: mid.x - w / 2, y: mid.y - h / 2, width: w, height: h), false)
    }

    private func candidates(_ pts: [DiagramPoint], _ w: Double, _ h: Double, wide: Bool, nearEnd: Bool) -> [DiagramRect] {
        guard pts.count >= 2 else { return [] }
        let lengths = (0..<(pts.count - 1)).map { Polyline.distance(pts[$0], pts[$0 + 1]) }
        var segments = lengths.indices.sorted { a, b in lengths[a] != lengths[b] ? lengths[a] > lengths[b] : a < b }
        if nearEnd, lengths.count > 1, lengths[lengths.count - 1] >= w + 8 {
            segments.removeAll { $0 == lengths.count - 1 }
            segments.insert(lengths.count - 1, at: 0)
        }
        let fractions = wide ? stride(from: 0.05, through: 0.95, by: 0.05).map { $0 } : [0.5, 0.32, 0.68, 0.18, 0.82]
        let offsets: [Double] = wide ? [0, 1, -1, 2, -2, 3, -3] : [0, 1, -1]
        var out: [DiagramRect] = []
        for s in segments {
            let a = pts[s], b = pts[s + 1]
            let horizontal = abs(a.y - b.y) < 0.01
            let len = lengths[s]
            // Keep clear of the arrowhead and the port at the route's ends.
            let along = horizontal ? w : h
            let startClear = s == 0 ? 8.0 : 0, endClear = s == pts.count - 2 ? 16.0 : 0
            for f in fractions {
                var t = len * f
                let lo = along / 2 + startClear, hi = len - along / 2 - endClear
                if lo > hi { if f != fractions[0] { continue }; t = len / 2 } else { t = min(max(t, lo), hi) }
                let cx = a.x + (b.x - a.x) * t / max(len, 0.001)
                let cy = a.y + (b.y - a.y) * t / max(len, 0.001)
                for o in offsets {
                    if horizontal {
                        // Above the line first, then on it, then below.
                        let y = o == 0 ? cy - h - 3 : o == 1 ? cy - h / 2 : o == -1 ? cy + 3 : cy + (o > 0 ? -h - 3 - o * h : 3 - o * h)
                        out.append(DiagramRect(x: cx - w / 2, y: y, width: w, height: h))
                    } else {
                        let x = o == 0 ? cx - w / 2 : o == 1 ? cx + 4 : o == -1 ? cx - w - 4 : cx + (o > 0 ? 4 + (o - 1) * w / 2 : -w - 4 + (o + 1) * w / 2)
                        out.append(DiagramRect(x: x, y: cy - h / 2, width: w, height: h))
                    }
                }
            }
        }
        return out
    }

    private func hardConflicts(_ r: DiagramRect, _ placed: [DiagramRect]) -> Double {
        var n = 0.0
        let grown = r.insetBy(-3)
        for c in cards where grown.overlaps(c) { n += 1 }
        let near = r.insetBy(-2)
        for p in placed where near.overlaps(p) { n += 1 }
        return n
    }

    private func softConflicts(_ r: DiagramRect, _ edge: Int) -> Double {
        var n = 0.0
        for (i, pts) in routes.enumerated() where i != edge && pts.count >= 2 {
            for k in 0..<(pts.count - 1) where r.insetBy(-1).intersectsSegment(pts[k], pts[k + 1]) { n += 1 }
        }
        return n
    }
}
