/// The straight pieces of routes already chosen, filed in `RectIndex`es so that the crossings
/// of a new candidate route are counted against the pieces near it only (not every route).
///
/// Routes are orthogonal and only a horizontal and a vertical piece can cross, so horizontal
/// and vertical pieces are filed apart and a piece is tested against the other kind only:
/// where many routes run down one channel (a table pushing dozens of scenes), a query along
/// the channel then never wades through the collinear pieces beside it.
struct PieceIndex {
    private var horizontal: RectIndex
    private var vertical: RectIndex
    private var starts: [DiagramPoint] = []
    private var ends: [DiagramPoint] = []
    /// The route (an index chosen by the caller) each piece belongs to.
    private var owners: [Int] = []

    /// (`capacity`: the pieces expected, room made for them at once.)
    init(bounds: DiagramRect, capacity: Int = 0) {
        horizontal = RectIndex(bounds: bounds)
        vertical = RectIndex(bounds: bounds)
        starts.reserveCapacity(capacity)
        ends.reserveCapacity(capacity)
        owners.reserveCapacity(capacity)
        horizontal.reserveCapacity(items: capacity, entries: capacity * 2)
        vertical.reserveCapacity(items: capacity, entries: capacity * 2)
    }

    var work: Int { horizontal.visits + vertical.visits }

    /// Pieces one count may examine. Where hundreds of routes cross one region, the count
    /// stops there (it only ranks candidate routes), so the work per route stays bounded.
    static let budget = 2048

    mutating func insert(_ pts: [DiagramPoint], owner: Int = 0) {
        guard pts.count >= 2 else { return }
        for k in 0..<(pts.count - 1) {
            let a = pts[k], b = pts[k + 1]
            let item = starts.count
            starts.append(a)
            ends.append(b)
            owners.append(owner)
            if abs(a.y - b.y) < 0.01 { horizontal.insert(item, Self.box(a, b)) }
            if abs(a.x - b.x) < 0.01 { vertical.insert(item, Self.box(a, b)) }
        }
    }

    /// Calls `body` with each filed piece of the other orientation near the piece `a`–`b`.
    private mutating func forEachAcross(_ a: DiagramPoint, _ b: DiagramPoint, budget: Int = PieceIndex.budget, _ body: (Int) -> Bool) {
        let box = Self.box(a, b), limit = budget == .max ? Int.max : 4 * budget
        if abs(a.y - b.y) < 0.01 { vertical.forEach(near: box, maxVisits: limit, body) }
        if abs(a.x - b.x) < 0.01 { horizontal.forEach(near: box, maxVisits: limit, body) }
    }

    /// Proper crossings of `pts` with the filed pieces, counted until `limit` is reached or
    /// `budget` pieces were examined.
    mutating func crossings(_ pts: [DiagramPoint], limit: Double) -> Double {
        guard pts.count >= 2 else { return 0 }
        var n = 0.0
        var examined = 0
        let starts = self.starts, ends = self.ends
        for k in 0..<(pts.count - 1) {
            let a = pts[k], b = pts[k + 1]
            forEachAcross(a, b) { i in
                examined += 1
                if Polyline.segmentsCross(a, b, starts[i], ends[i]) { n += 1 }
                return n < limit && examined < Self.budget
            }
            if n >= limit || examined >= Self.budget { break }
        }
        return n
    }

    /// The owners of the filed pieces that `pts` properly crosses, each once (within
    /// `budget`; `.max` for the exact set).
    mutating func crossedOwners(_ pts: [DiagramPoint], budget: Int = PieceIndex.budget) -> Set<Int> {
        var found = Set<Int>()
        guard pts.count >= 2 else { return found }
        let starts = self.starts, ends = self.ends, owners = self.owners
        var examined = 0
        for k in 0..<(pts.count - 1) {
            let a = pts[k], b = pts[k + 1]
            forEachAcross(a, b, budget: budget) { i in
                examined += 1
                if Polyline.segmentsCross(a, b, starts[i], ends[i]) { found.insert(owners[i]) }
                return examined < budget
            }
            if examined >= budget { break }
        }
        return found
    }

    private static func box(_ a: DiagramPoint, _ b: DiagramPoint) -> DiagramRect {
        DiagramRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(a.x - b.x), height: abs(a.y - b.y)).insetBy(-0.01)
    }
}
