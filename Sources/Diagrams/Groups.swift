/// Values grouped by a key in `0..<keyCount`, each group in the order its values came: one
/// array counted then filled (a counting sort), not an array per group. Group `g` is
/// `self[g]`.
struct Groups<Element> {
    /// Every value, by group.
    private(set) var values: [Element]
    /// Group `g` is `values[start[g]..<start[g + 1]]`.
    private(set) var start: [Int]

    /// `keys[i]` is the group of `values[i]`; every key is in `0..<keyCount`.
    init(keyCount: Int, keys: [Int], values: [Element]) {
        precondition(keys.count == values.count, "one key per value")
        // (The arrays are written through their mutable spans: a write to an array checks
        // that it is not shared, a call a write.)
        var start = Array(filled: 0, count: keyCount + 1)
        do {
            var counts = start.mutableSpan
            for key in keys { counts[key + 1] += 1 }
            for g in 0..<keyCount { counts[g + 1] += counts[g] }
        }
        var next = start
        var placed = values
        do {
            var at = next.mutableSpan
            var slots = placed.mutableSpan
            for i in keys.indices {
                let key = keys[i]
                slots[at[key]] = values[i]
                at[key] += 1
            }
        }
        self.values = placed
        self.start = start
    }

    var keyCount: Int { start.count - 1 }

    subscript(group: Int) -> ArraySlice<Element> { values[start[group]..<start[group + 1]] }
}

extension Groups: Sendable where Element: Sendable {}
