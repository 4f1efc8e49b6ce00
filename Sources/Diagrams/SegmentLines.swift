/// Straight pieces of one orientation filed by the line they lie on (a horizontal piece by its
/// start's y, a vertical one by its start's x), sorted by line: a query names a range of lines
/// and visits the pieces on those lines only.
///
/// Why not a `RectIndex`: routes are long and thin. A fan's trunk runs the height of the
/// drawing, so a grid files it under dozens of cells, and every query near the trunk wades
/// through all the trunk pieces beside it (or, for a query along it, through every piece that
/// ends on it). Filed by line, a piece is one entry, and a query skips a whole line (the trunk
/// a branch starts from) with one comparison.
struct SegmentLines {
    private struct Entry {
        var key: Double
        var item: Int
    }

    /// Every piece, by line (ascending), pieces of one line in filing order.
    private var entries: [Entry] = []

    /// Pieces filed.
    var count: Int { entries.count }

    /// Makes room for `items` pieces.
    mutating func reserveCapacity(_ items: Int) {
        entries.reserveCapacity(items)
    }

    /// Files piece `item` (a number of the caller's, e.g. an array index) on the line at `key`,
    /// which is never NaN: callers file a piece as horizontal or vertical by a comparison of its
    /// ends' coordinates that NaN fails.
    mutating func insert(_ item: Int, key: Double) {
        // Routes are mostly filed top to bottom, left to right: the end is the usual place.
        if entries.isEmpty || entries[entries.count - 1].key <= key {
            entries.append(Entry(key: key, item: item))
        } else {
            entries.insert(Entry(key: key, item: item), at: firstIndex(above: key))
        }
    }

    /// Calls `body` with each piece on a line strictly between `low` and `high` until it
    /// returns false; returns the pieces visited (the query's work).
    @discardableResult
    func forEach(above low: Double, below high: Double, _ body: (Int) -> Bool) -> Int {
        var i = firstIndex(above: low)
        let start = i
        while i < entries.count, entries[i].key < high {
            if !body(entries[i].item) { return i - start + 1 }
            i += 1
        }
        return i - start
    }

    /// The first entry on a line after `key` (binary search).
    private func firstIndex(above key: Double) -> Int {
        var lo = 0, hi = entries.count
        while lo < hi {
            let m = (lo + hi) / 2
            if entries[m].key <= key { lo = m + 1 } else { hi = m }
        }
        return lo
    }
}
