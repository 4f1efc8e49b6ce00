/// Buckets rectangles by the cells of a uniform grid that they touch, so that a query visits
/// the items near a rectangle instead of all of them. Each query reports an item once.
///
/// Invariant: an item is filed under every cell its closed box touches, and a query visits
/// every cell its closed box touches, with the same (monotonic, clamped) cell arithmetic. So
/// two boxes that share any point share a cell, and a query never misses an item whose box
/// meets the query's box. Callers then run their exact test on what is reported.
struct RectIndex {
    private let originX: Double
    private let originY: Double
    private let cell: Double
    private let columns: Int
    private let rows: Int
    /// First entry of each cell's list, or -1.
    private var head: [Int32]
    /// Per entry: the item, and the next entry of the same cell or -1.
    private var entries: [Entry] = []
    /// Per item: the last query that reported it.
    private var stamp: [UInt32] = []
    private var query: UInt32 = 0
    /// Entries examined by all queries so far: the index's share of a layout's work.
    private(set) var visits = 0

    /// An index for items mostly inside `bounds`; items outside it are filed in the border cells.
    init(bounds: DiagramRect, cell: Double = 64) {
        let grid = Grid(bounds: bounds, cell: cell)
        originX = grid.originX
        originY = grid.originY
        self.cell = grid.cell
        columns = grid.columns
        rows = grid.rows
        head = Array(filled: -1, count: columns * rows)
    }

    /// The grid of an index made with these bounds and cell size, without the index (whose
    /// cells `PieceIndex` bounds its counts by before it makes one).
    struct Grid {
        let originX: Double
        let originY: Double
        let cell: Double
        let columns: Int
        let rows: Int

        init(bounds: DiagramRect, cell: Double = 64) {
            // Keep the grid small for huge drawings: grow the cells instead.
            var size = cell
            while (bounds.width / size + 1) * (bounds.height / size + 1) > 16_384 { size *= 2 }
            originX = bounds.minX
            originY = bounds.minY
            self.cell = size
            columns = max(1, Int((bounds.width / size).rounded(.down)) + 1)
            rows = max(1, Int((bounds.height / size).rounded(.down)) + 1)
        }
    }

    /// The smallest rectangle holding all of `rects` (a unit square at the origin when empty).
    static func bounds(_ rects: [DiagramRect]) -> DiagramRect {
        guard var box = rects.first else { return DiagramRect(x: 0, y: 0, width: 1, height: 1) }
        for r in rects.dropFirst() { box = box.union(r) }
        return box
    }

    /// Files `item` (a small non-negative number, e.g. an array index) under `box`.
    /// Makes room for items numbered below `items` and for `entries` (item, cell) pairs.
    mutating func reserveCapacity(items: Int, entries: Int) {
        if stamp.count < items { stamp.append(contentsOf: repeatElement(0, count: items - stamp.count)) }
        self.entries.reserveCapacity(entries)
    }

    mutating func insert(_ item: Int, _ box: DiagramRect) {
        if stamp.count <= item { stamp.append(contentsOf: repeatElement(0, count: item + 1 - stamp.count)) }
        let (c0, c1) = (column(box.minX), column(box.maxX))
        let (r0, r1) = (row(box.minY), row(box.maxY))
        for r in r0...r1 {
            for c in c0...c1 {
                let k = r * columns + c
                entries.append(Entry(item: Int32(item), next: head[k]))
                head[k] = Int32(entries.count - 1)
            }
        }
    }

    /// Calls `body` once for each item filed under a cell that `box` touches, until `body`
    /// returns false or `maxVisits` entries were examined.
    mutating func forEach(near box: DiagramRect, maxVisits: Int = .max, _ body: (Int) -> Bool) {
        let stop = maxVisits >= Int.max - visits ? Int.max : visits + maxVisits
        query &+= 1
        if query == 0 {  // wrapped: forget every stamp
            for i in stamp.indices { stamp[i] = 0 }
            query = 1
        }
        let (c0, c1) = (column(box.minX), column(box.maxX))
        let (r0, r1) = (row(box.minY), row(box.maxY))
        for r in r0...r1 {
            for c in c0...c1 {
                var e = head[r * columns + c]
                while e >= 0 {
                    visits += 1
                    if visits >= stop { return }
                    let entry = entries[Int(e)]
                    let item = Int(entry.item)
                    e = entry.next
                    if stamp[item] == query { continue }
                    stamp[item] = query
                    if !body(item) { return }
                }
            }
        }
    }

    /// One filing of an item under a cell (a struct, not a tuple: an array of tuples has its
    /// type looked up at run time each time one is made).
    private struct Entry {
        var item: Int32
        var next: Int32
    }

    @inline(__always)
    private func column(_ x: Double) -> Int { Self.clamp((x - originX) / cell, columns) }
    @inline(__always)
    private func row(_ y: Double) -> Int { Self.clamp((y - originY) / cell, rows) }

    @inline(__always)
    private static func clamp(_ v: Double, _ count: Int) -> Int {
        guard v > 0 else { return 0 }  // also NaN
        guard v < Double(count - 1) else { return count - 1 }
        return Int(v)
    }
}
