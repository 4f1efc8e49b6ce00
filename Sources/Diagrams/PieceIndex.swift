/// The straight pieces of routes already chosen, filed so that the crossings of a new candidate
/// route are counted against the pieces that could cross it only (not every route).
///
/// Routes are orthogonal and only a horizontal and a vertical piece can cross, so horizontal
/// and vertical pieces are filed apart and a piece is tested against the other kind only:
/// where many routes run down one channel (a table pushing dozens of scenes), a query along
/// the channel then never wades through the collinear pieces beside it.
///
/// Two filings give the same counts. Pieces are filed by line (`SegmentLines`): a horizontal
/// piece can only cross vertical pieces on lines strictly inside its x extent, so a branch
/// leaving a fan's trunk skips the whole trunk with one comparison. A count that stops at
/// `budget` depends on the order the pieces are met in, which is that of the grid the index
/// used before (`RectIndex`): where a count could reach a budget, the grids are built from
/// every piece filed (in filing order, so they are the grids filed piece by piece) and counted
/// in, as before. Below the budgets every piece that can cross is met, in whatever order.
struct PieceIndex {
    private let bounds: DiagramRect
    /// One over the grids' cell size.
    private let cellsPerUnit: Double
    /// Every piece filed, in filing order (one array: a piece is one append).
    private var pieces: [Piece] = []
    private var horizontalLines = SegmentLines()
    private var verticalLines = SegmentLines()
    /// At least the (piece, cell) entries the grids would hold.
    private var horizontalEntries = 0.0
    private var verticalEntries = 0.0
    /// The grid filings, once a count needed them (`usesGrids`); then they are used from there on.
    private var grids: (horizontal: RectIndex, vertical: RectIndex)? = nil
    private var usesGrids = false
    private var lineVisits = 0

    /// (`capacity`: the pieces expected, room made for them at once.)
    init(bounds: DiagramRect, capacity: Int = 0) {
        self.bounds = bounds
        cellsPerUnit = 1 / RectIndex.Grid(bounds: bounds).cell
        pieces.reserveCapacity(capacity)
        horizontalLines.reserveCapacity(capacity)
        verticalLines.reserveCapacity(capacity)
    }

    var work: Int { lineVisits + (grids.map { $0.horizontal.visits + $0.vertical.visits } ?? 0) }

    /// Pieces one count may examine. Where hundreds of routes cross one region, the count
    /// stops there (it only ranks candidate routes), so the work per route stays bounded.
    static let budget = 2048

    /// Pieces past which the grids are used whatever the counts (a line takes a piece filed
    /// out of order by moving those after it, which grows with the pieces).
    static let linePieces = 4096

    mutating func insert(_ pts: [DiagramPoint], owner: Int = 0) {
        guard pts.count >= 2 else { return }
        if !usesGrids, pieces.count >= Self.linePieces { buildGrids() }
        for k in 0..<(pts.count - 1) {
            let a = pts[k], b = pts[k + 1]
            let item = pieces.count
            pieces.append(Piece(start: a, end: b, owner: owner))
            let horizontal = abs(a.y - b.y) < 0.01, vertical = abs(a.x - b.x) < 0.01
            if usesGrids {
                if horizontal { grids!.horizontal.insert(item, Self.box(a, b)) }
                if vertical { grids!.vertical.insert(item, Self.box(a, b)) }
                continue
            }
            // Lines are keyed by the coordinate `Polyline.segmentsCross` reads from a piece.
            // A grid files a piece under at most (extent / cell + 2) cells along it, and under
            // at most 2 across it (its box is 0.04 thick at most, a cell 64 or more).
            // A piece across a line crosses the piece on it strictly inside the piece's extent
            // (by more than 0.01), bounds computed as `Polyline.strictlyCross` computes them.
            if horizontal {
                horizontalLines.insert(item, key: a.y, low: min(a.x, b.x) + 0.01, high: max(a.x, b.x) - 0.01)
                horizontalEntries += 2 * (abs(a.x - b.x) * cellsPerUnit + 3)
            }
            if vertical {
                verticalLines.insert(item, key: a.x, low: min(a.y, b.y) + 0.01, high: max(a.y, b.y) - 0.01)
                verticalEntries += 2 * (abs(a.y - b.y) * cellsPerUnit + 3)
            }
        }
    }

    /// Whether a count over `pts` that examines at most `budget` pieces and `4 × budget` grid
    /// entries a query could reach either in the grids: if not, the lines give the same result.
    private func couldReachBudget(_ pts: [DiagramPoint], _ budget: Int) -> Bool {
        guard budget != .max else { return false }
        var examined = 0
        let visits = 4 * Double(budget)
        for k in 0..<(pts.count - 1) {
            let a = pts[k], b = pts[k + 1]
            if abs(a.y - b.y) < 0.01 {
                examined += verticalLines.count
                if !(verticalEntries < visits) { return true }  // (NaN too)
            }
            if abs(a.x - b.x) < 0.01 {
                examined += horizontalLines.count
                if !(horizontalEntries < visits) { return true }
            }
        }
        return examined >= budget
    }

    /// Files every piece so far in grids, as `insert` filed them before lines were used.
    private mutating func buildGrids() {
        var horizontal = RectIndex(bounds: bounds), vertical = RectIndex(bounds: bounds)
        let capacity = pieces.capacity
        horizontal.reserveCapacity(items: capacity, entries: capacity * 2)
        vertical.reserveCapacity(items: capacity, entries: capacity * 2)
        for item in pieces.indices {
            let a = pieces[item].start, b = pieces[item].end
            if abs(a.y - b.y) < 0.01 { horizontal.insert(item, Self.box(a, b)) }
            if abs(a.x - b.x) < 0.01 { vertical.insert(item, Self.box(a, b)) }
        }
        grids = (horizontal, vertical)
        usesGrids = true
    }

    /// Calls `body` with each filed piece of the other orientation that could cross the piece
    /// `a`–`b`, until it returns false: in the grids, those near it (within `budget`); on the
    /// lines, those on a line strictly inside its extent (the only ones that can cross it).
    private mutating func forEachAcross(_ a: DiagramPoint, _ b: DiagramPoint, budget: Int = PieceIndex.budget, _ body: (Int) -> Bool) {
        let horizontal = abs(a.y - b.y) < 0.01, vertical = abs(a.x - b.x) < 0.01
        if usesGrids {
            let box = Self.box(a, b), limit = budget == .max ? Int.max : 4 * budget
            if horizontal { grids!.vertical.forEach(near: box, maxVisits: limit, body) }
            if vertical { grids!.horizontal.forEach(near: box, maxVisits: limit, body) }
            return
        }
        // A piece both horizontal and vertical (shorter than 0.01) crosses nothing.
        if horizontal == vertical { return }
        // The bounds `Polyline.strictlyCross` puts on the other piece's line, computed as it does.
        let visited = horizontal
            ? verticalLines.forEach(above: min(a.x, b.x) + 0.01, below: max(a.x, b.x) - 0.01, body)
            : horizontalLines.forEach(above: min(a.y, b.y) + 0.01, below: max(a.y, b.y) - 0.01, body)
        lineVisits += visited
    }

    /// Proper crossings of `pts` with the filed pieces, counted until `limit` is reached or
    /// `budget` pieces were examined.
    mutating func crossings(_ pts: [DiagramPoint], limit: Double) -> Double {
        guard pts.count >= 2 else { return 0 }
        if !usesGrids, couldReachBudget(pts, Self.budget) { buildGrids() }
        var n = 0.0
        var examined = 0
        if !usesGrids {
            // On the lines, the crossing test is read from the entries: the lines a piece can
            // cross are those `forEachAcross` visits, and each entry holds the interval the
            // piece's own coordinate (its start's, as `Polyline.segmentsCross` reads it) must
            // fall strictly inside.
            for k in 0..<(pts.count - 1) {
                let a = pts[k], b = pts[k + 1]
                let horizontal = abs(a.y - b.y) < 0.01, vertical = abs(a.x - b.x) < 0.01
                // (A piece both horizontal and vertical, shorter than 0.01, crosses nothing.)
                if horizontal != vertical {
                    lineVisits += horizontal
                        ? verticalLines.countCrossings(above: min(a.x, b.x) + 0.01, below: max(a.x, b.x) - 0.01, at: a.y,
                                                       into: &n, limit: limit, examined: &examined, budget: Self.budget)
                        : horizontalLines.countCrossings(above: min(a.y, b.y) + 0.01, below: max(a.y, b.y) - 0.01, at: a.x,
                                                         into: &n, limit: limit, examined: &examined, budget: Self.budget)
                }
                if n >= limit || examined >= Self.budget { break }
            }
            return n
        }
        let pieces = self.pieces
        for k in 0..<(pts.count - 1) {
            let a = pts[k], b = pts[k + 1]
            forEachAcross(a, b) { i in
                examined += 1
                if Polyline.segmentsCross(a, b, pieces[i].start, pieces[i].end) { n += 1 }
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
        if !usesGrids, couldReachBudget(pts, budget) { buildGrids() }
        let pieces = self.pieces
        var examined = 0
        for k in 0..<(pts.count - 1) {
            let a = pts[k], b = pts[k + 1]
            forEachAcross(a, b, budget: budget) { i in
                examined += 1
                if Polyline.segmentsCross(a, b, pieces[i].start, pieces[i].end) { found.insert(pieces[i].owner) }
                return examined < budget
            }
            if examined >= budget { break }
        }
        return found
    }

    /// A filed piece: its ends, and the route (an index chosen by the caller) it belongs to.
    private struct Piece {
        var start: DiagramPoint
        var end: DiagramPoint
        var owner: Int
    }

    private static func box(_ a: DiagramPoint, _ b: DiagramPoint) -> DiagramRect {
        DiagramRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(a.x - b.x), height: abs(a.y - b.y)).insetBy(-0.01)
    }
}
