/// The straight pieces of routes already chosen, filed in a `RectIndex` so that the crossings
/// of a new candidate route are counted against the pieces near it only (not every route).
struct PieceIndex {
    private var index: RectIndex
    private var starts: [DiagramPoint] = []
    private var ends: [DiagramPoint] = []
    /// The route (an index chosen by the caller) each piece belongs to.
    private var owners: [Int] = []

    init(bounds: DiagramRect) {
        index = RectIndex(bounds: bounds)
    }

    var work: Int { index.visits }

    mutating func insert(_ pts: [DiagramPoint], owner: Int = 0) {
        guard pts.count >= 2 else { return }
        for k in 0..<(pts.count - 1) {
            index.insert(starts.count, Self.box(pts[k], pts[k + 1]))
            starts.append(pts[k])
            ends.append(pts[k + 1])
            owners.append(owner)
        }
    }

    /// The owners of the filed pieces that `pts` properly crosses, each once.
    mutating func crossedOwners(_ pts: [DiagramPoint]) -> Set<Int> {
        var found = Set<Int>()
        guard pts.count >= 2 else { return found }
        let starts = self.starts, ends = self.ends, owners = self.owners
        for k in 0..<(pts.count - 1) {
            let a = pts[k], b = pts[k + 1]
            index.forEach(near: Self.box(a, b)) { i in
                if Polyline.segmentsCross(a, b, starts[i], ends[i]) { found.insert(owners[i]) }
                return true
            }
        }
        return found
    }

    /// Proper crossings of `pts` with the filed pieces, counted until `limit` is reached.
    mutating func crossings(_ pts: [DiagramPoint], limit: Double) -> Double {
        guard pts.count >= 2 else { return 0 }
        var n = 0.0
        for k in 0..<(pts.count - 1) {
            let a = pts[k], b = pts[k + 1]
            let starts = self.starts, ends = self.ends
            index.forEach(near: Self.box(a, b)) { i in
                if Polyline.segmentsCross(a, b, starts[i], ends[i]) { n += 1 }
                return n < limit
            }
            if n >= limit { break }
        }
        return n
    }

    private static func box(_ a: DiagramPoint, _ b: DiagramPoint) -> DiagramRect {
        DiagramRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(a.x - b.x), height: abs(a.y - b.y)).insetBy(-0.01)
    }
}
