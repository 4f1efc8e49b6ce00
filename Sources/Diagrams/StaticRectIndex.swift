/// A `RectIndex` of rectangles all known up front (a layout's route pieces while its labels are
/// placed): filed in one go, cell by cell, into one array (each cell's filings counted, then
/// written), where `RectIndex.insert` links each filing in on its own — most pieces are long
/// and fill several cells, and filing them one by one cost more than all the queries.
///
/// Same grid and cell arithmetic as `RectIndex`, so the same invariant: a query reports every
/// item whose box meets the query's box, once, and maybe a few others (the same items as a
/// `RectIndex` holding these boxes, in ascending order per cell rather than the reverse).
struct StaticRectIndex {
    private let grid: RectIndex.Grid
    /// Cell k's items are `items[start[k]..<start[k + 1]]`, ascending.
    private let start: [Int32]
    private let items: [Int32]
    /// Per item: the last query that reported it.
    private var stamp: [UInt32]
    private var query: UInt32 = 0
    /// Entries examined by all queries so far.
    private(set) var visits = 0

    /// Files item `i` under `boxes[i]`; items outside `bounds` are filed in the border cells.
    init(bounds: DiagramRect, boxes: [DiagramRect], cell: Double = 64) {
        let grid = RectIndex.Grid(bounds: bounds, cell: cell)
        let columns = grid.columns, cells = columns * grid.rows
        // Filings per cell, in start[k + 1], then summed into each cell's first place.
        var start = Array(repeating: Int32(0), count: cells + 1)
        for box in boxes {
            let (c0, c1) = (grid.column(box.minX), grid.column(box.maxX))
            for r in grid.row(box.minY)...grid.row(box.maxY) {
                for c in c0...c1 { start[r * columns + c + 1] += 1 }
            }
        }
        for k in 0..<cells { start[k + 1] += start[k] }
        var next = start
        var items = Array(repeating: Int32(0), count: Int(start[cells]))
        for (i, box) in boxes.enumerated() {
            let (c0, c1) = (grid.column(box.minX), grid.column(box.maxX))
            for r in grid.row(box.minY)...grid.row(box.maxY) {
                for c in c0...c1 {
                    let k = r * columns + c
                    items[Int(next[k])] = Int32(i)
                    next[k] += 1
                }
            }
        }
        self.grid = grid
        self.start = start
        self.items = items
        stamp = Array(repeating: 0, count: boxes.count)
    }

    /// Calls `body` once for each item filed under a cell that `box` touches, until `body`
    /// returns false.
    mutating func forEach(near box: DiagramRect, _ body: (Int) -> Bool) {
        query &+= 1
        if query == 0 {  // wrapped: forget every stamp
            for i in stamp.indices { stamp[i] = 0 }
            query = 1
        }
        let (c0, c1) = (grid.column(box.minX), grid.column(box.maxX))
        for r in grid.row(box.minY)...grid.row(box.maxY) {
            for c in c0...c1 {
                let k = r * grid.columns + c
                for e in Int(start[k])..<Int(start[k + 1]) {
                    visits += 1
                    let item = Int(items[e])
                    if stamp[item] == query { continue }
                    stamp[item] = query
                    if !body(item) { return }
                }
            }
        }
    }
}
