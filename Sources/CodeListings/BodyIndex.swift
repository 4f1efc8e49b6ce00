/// Answers "which of these bodies is the innermost one holding this offset" in logarithmic time.
///
/// Type bodies are nested or disjoint (brackets are matched, an unclosed one runs to the end), so
/// the offsets where a body starts or ends cut the file into stretches that each have one
/// innermost body. One sweep with a stack of open bodies records, at every start and end, which
/// body is innermost from there on; a query is a binary search among those offsets. Asking once
/// per action or segue of a file of thousands of nested types stays O(n log n) where filtering
/// every body for every query was quadratic.
struct BodyIndex: Sendable {
    /// Offsets where the innermost body changes, in order (an offset may repeat; its last entry holds).
    private var starts: [Int] = []
    /// For each entry of `starts`, the index of the innermost body from there on, or -1.
    private var owners: [Int32] = []
    /// How many bodies were indexed.
    private(set) var count = 0

    init() {}

    init(_ bodies: [Range<Int>]) {
        count = bodies.count
        let order = bodies.indices.sorted { (bodies[$0].lowerBound, -bodies[$0].count, -$0) < (bodies[$1].lowerBound, -bodies[$1].count, -$1) }
        var open: [Int] = []
        func close(before offset: Int) {
            while let top = open.last, bodies[top].upperBound <= offset {
                open.removeLast()
                starts.append(bodies[top].upperBound)
                owners.append(open.last.map { Int32($0) } ?? -1)
            }
        }
        for body in order {
            close(before: bodies[body].lowerBound)
            open.append(body)
            starts.append(bodies[body].lowerBound)
            owners.append(Int32(body))
        }
        close(before: Int.max)
    }

    /// The index of the innermost body holding `offset`, if any.
    func innermost(at offset: Int) -> Int? {
        var low = 0, high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        guard low > 0, owners[low - 1] >= 0 else { return nil }
        return Int(owners[low - 1])
    }
}
