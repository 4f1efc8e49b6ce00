/// Buckets rectangles all known up front by the cells of a uniform grid that they touch, like
/// `RectIndex`, but filed in one go into one array (each cell's filings counted, then written)
/// and with cells that need not be square: a layout's route pieces, long and thin, are filed
/// horizontal ones in wide flat cells and vertical ones in tall narrow cells (two indexes), so
/// a piece the height of the drawing fills a few cells instead of dozens of `RectIndex`'s.
///
/// Invariant (as `RectIndex`'s): an item is filed under every cell its closed box touches, and
/// a query visits every cell its closed box touches, with the same (monotonic, clamped) cell
/// arithmetic; so a query reports every filed item whose box meets the query's box, once, and
/// maybe a few others. Callers run their exact test on what is reported.
struct StaticRectIndex {
    private let originX: Double
    private let originY: Double
    private let cellWidth: Double
    private let cellHeight: Double
    private let columns: Int
    private let rows: Int
    /// Cell k's items are `items[start[k]..<start[k + 1]]`, ascending.
    private let start: [Int32]
    private let items: [Int32]
    /// Per item (box): the last query that reported it.
    private var stamp: [UInt32]
    private var query: UInt32 = 0
    /// Entries examined by all queries so far.
    private(set) var visits = 0

    /// Files each of `filed` (indices into `boxes`) under its box; boxes outside `bounds` are
    /// filed in the border cells.
    init(bounds: DiagramRect, boxes: [DiagramRect], filed: [Int], cellWidth: Double = 64, cellHeight: Double = 64) {
        // Keep the grid small for huge drawings: grow the cells instead.
        var w = cellWidth, h = cellHeight
        while (bounds.width / w + 1) * (bounds.height / h + 1) > 16_384 { w *= 2; h *= 2 }
        originX = bounds.minX
        originY = bounds.minY
        self.cellWidth = w
        self.cellHeight = h
        let columns = max(1, Int((bounds.width / w).rounded(.down)) + 1)
        let rows = max(1, Int((bounds.height / h).rounded(.down)) + 1)
        self.columns = columns
        self.rows = rows
        let cells = columns * rows
        // Filings per cell, in start[k], summed into each cell's end; then the items are
        // written from the last backwards, each cell's end moving down to its first place (no
        // second array of places). Each item's cells are worked out once, in the first pass.
        // (Written through mutable spans: a write to an array checks that it is not shared, a
        // call per filing; 3 indexes a layout, 130,000 items on the 1,000-chapter book.)
        var start = Array(filled: Int32(0), count: cells + 1)
        var ranges: [CellRange] = []
        ranges.reserveCapacity(filed.count)
        var items: [Int32]
        do {
            var counts = start.mutableSpan
            for i in filed {
                let box = boxes[i]
                let range = CellRange(
                    c0: Self.clamp((box.minX - originX) / w, columns), c1: Self.clamp((box.maxX - originX) / w, columns),
                    r0: Self.clamp((box.minY - originY) / h, rows), r1: Self.clamp((box.maxY - originY) / h, rows))
                ranges.append(range)
                for r in range.r0...range.r1 {
                    for c in range.c0...range.c1 { counts[r * columns + c] += 1 }
                }
            }
            for k in 1..<cells { counts[k] += counts[k - 1] }
            counts[cells] = counts[cells - 1]
            items = Array(filled: Int32(0), count: Int(counts[cells]))
            var slots = items.mutableSpan
            for j in filed.indices.reversed() {
                let range = ranges[j], item = Int32(filed[j])
                for r in range.r0...range.r1 {
                    for c in range.c0...range.c1 {
                        let k = r * columns + c
                        counts[k] -= 1
                        slots[Int(counts[k])] = item
                    }
                }
            }
        }
        self.start = start
        self.items = items
        stamp = Array(filled: 0, count: boxes.count)
    }

    /// Calls `body` once for each item filed under a cell that `box` touches, until `body`
    /// returns false.
    mutating func forEach(near box: DiagramRect, _ body: (Int) -> Bool) {
        query &+= 1
        if query == 0 {  // wrapped: forget every stamp
            for i in stamp.indices { stamp[i] = 0 }
            query = 1
        }
        let (c0, c1) = (Self.clamp((box.minX - originX) / cellWidth, columns), Self.clamp((box.maxX - originX) / cellWidth, columns))
        for r in Self.clamp((box.minY - originY) / cellHeight, rows)...Self.clamp((box.maxY - originY) / cellHeight, rows) {
            for c in c0...c1 {
                let k = r * columns + c
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

    /// The cells an item is filed under: columns `c0...c1` of rows `r0...r1`.
    private struct CellRange {
        var c0: Int
        var c1: Int
        var r0: Int
        var r1: Int
    }

    @inline(__always)
    private static func clamp(_ v: Double, _ count: Int) -> Int {
        guard v > 0 else { return 0 }  // also NaN
        guard v < Double(count - 1) else { return count - 1 }
        return Int(v)
    }
}
