/// Straight pieces of one orientation filed by the line they lie on (a horizontal piece by its
/// start's y, a vertical one by its start's x), sorted by line: a query names a range of lines
/// and visits the pieces on those lines only. Each entry also holds the open interval along its
/// line that a crossing piece must pass through, so crossings are counted from the entries alone.
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
        /// The open interval along the line that a piece across it must pass through to cross it.
        var low: Double
        var high: Double
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
    /// ends' coordinates that NaN fails. A piece across the line crosses this one where it meets
    /// the line strictly between `low` and `high` (see `countCrossings`).
    mutating func insert(_ item: Int, key: Double, low: Double, high: Double) {
        let entry = Entry(key: key, item: item, low: low, high: high)
        // Routes are mostly filed top to bottom, left to right: the end is the usual place.
        if entries.isEmpty || entries[entries.count - 1].key <= key {
            entries.append(entry)
        } else {
            entries.insert(entry, at: firstIndex(above: key))
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

    /// `forEach(above: low, below: high)` with a body that counts, into `n`, the pieces whose
    /// interval holds `v` strictly inside (the pieces a piece across their lines at `v` crosses)
    /// and adds one to `examined` per piece, and that stops once `n` reaches `limit` or
    /// `examined` reaches `budget`; returns the pieces visited. (No closure per piece; and as
    /// `n` only grows on a crossing and `examined` by one a piece, the pieces the budget leaves
    /// room for are worked out once, and `limit` is compared after a crossing only.)
    func countCrossings(above low: Double, below high: Double, at v: Double,
                        into n: inout Double, limit: Double, examined: inout Int, budget: Int) -> Int {
        let start = firstIndex(above: low)
        // (The first piece is examined whatever the counts.)
        let room = n < limit ? max(1, budget - examined) : 1
        let end = entries.count - start > room ? start + room : entries.count
        var i = start
        while i < end {
            let entry = entries[i]
            guard entry.key < high else { break }
            i += 1
            if v > entry.low && v < entry.high {
                n += 1
                if !(n < limit) { break }
            }
        }
        examined += i - start
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
