/// Geometry of orthogonal polylines: crossings and lengths.
enum Polyline {
    /// Proper crossings between two polylines: a horizontal piece of one and a vertical piece of
    /// the other meeting strictly inside both. Shared ends and parallel overlaps do not count.
    static func crossings(_ a: [DiagramPoint], _ b: [DiagramPoint]) -> Int {
        guard a.count >= 2, b.count >= 2 else { return 0 }
        var count = 0
        for i in 0..<(a.count - 1) {
            for j in 0..<(b.count - 1) where segmentsCross(a[i], a[i + 1], b[j], b[j + 1]) { count += 1 }
        }
        return count
    }

    static func segmentsCross(_ a1: DiagramPoint, _ a2: DiagramPoint, _ b1: DiagramPoint, _ b2: DiagramPoint) -> Bool {
        let aHorizontal = abs(a1.y - a2.y) < 0.01, bHorizontal = abs(b1.y - b2.y) < 0.01
        let aVertical = abs(a1.x - a2.x) < 0.01, bVertical = abs(b1.x - b2.x) < 0.01
        if aHorizontal && bVertical { return strictlyCross(h1: a1, h2: a2, v1: b1, v2: b2) }
        if aVertical && bHorizontal { return strictlyCross(h1: b1, h2: b2, v1: a1, v2: a2) }
        return false
    }

    private static func strictlyCross(h1: DiagramPoint, h2: DiagramPoint, v1: DiagramPoint, v2: DiagramPoint) -> Bool {
        let e = 0.01
        let x = v1.x, y = h1.y
        return x > min(h1.x, h2.x) + e && x < max(h1.x, h2.x) - e && y > min(v1.y, v2.y) + e && y < max(v1.y, v2.y) - e
    }

    /// Manhattan distance between two points (the length of an orthogonal segment).
    static func distance(_ a: DiagramPoint, _ b: DiagramPoint) -> Double { abs(b.x - a.x) + abs(b.y - a.y) }

    static func length(_ pts: [DiagramPoint]) -> Double {
        guard pts.count >= 2 else { return 0 }
        var total = 0.0
        for i in 0..<(pts.count - 1) { total += abs(pts[i + 1].x - pts[i].x) + abs(pts[i + 1].y - pts[i].y) }
        return total
    }
}
