/// Places scenes on a grid of columns and rows, written for flows: containers and pushes run
/// left to right, presentations open a lane below the presenter, unreachable scenes come last.
///
/// Scenes form a forest: each scene is claimed by the first link that reaches it (depth-first
/// from the entry point; relationships, then pushes, then presentations). A scene's subtree
/// owns a band of rows, so subtrees never share a cell.
struct GridPlacement: Sendable {
    var column: [Int]
    var row: [Int]
    var columns: Int
    var rows: Int

    /// Children of each scene in the spanning forest: beside (to the right) and below.
    struct Forest: Sendable, Equatable {
        var beside: [[Int]]
        var below: [[Int]]
        var roots: [Int]
        var isolated: [Int]
    }

    static func forest(_ graph: DiagramGraph) -> Forest {
        let n = graph.scenes.count
        var besideOut = Array(repeating: [Int](), count: n)
        var belowOut = Array(repeating: [Int](), count: n)
        var linked = Array(repeating: false, count: n)
        var hasIncoming = Array(repeating: false, count: n)
        for link in graph.links {
            linked[link.from] = true
            linked[link.to] = true
            guard link.kind != .unwind, link.from != link.to else { continue }
            hasIncoming[link.to] = true
            if link.kind.isPresentation { belowOut[link.from].append(link.to) } else { besideOut[link.from].append(link.to) }
        }
        var claimed = Array(repeating: false, count: n)
        var beside = Array(repeating: [Int](), count: n)
        var below = Array(repeating: [Int](), count: n)
        var roots: [Int] = []

        func grow(_ root: Int) {
            claimed[root] = true
            roots.append(root)
            // Depth-first with an explicit stack; children are claimed when their parent is visited.
            var stack = [root]
            while let u = stack.popLast() {
                var next: [Int] = []
                for v in besideOut[u] where !claimed[v] {
                    claimed[v] = true
                    beside[u].append(v)
                    next.append(v)
                }
                for v in belowOut[u] where !claimed[v] {
                    claimed[v] = true
                    below[u].append(v)
                    next.append(v)
                }
                stack.append(contentsOf: next.reversed())
            }
        }
        for i in 0..<n where graph.scenes[i].isInitial && !claimed[i] { grow(i) }
        for i in 0..<n where !claimed[i] && linked[i] && !hasIncoming[i] { grow(i) }
        for i in 0..<n where !claimed[i] && linked[i] { grow(i) }
        let isolated = (0..<n).filter { !claimed[$0] }
        return Forest(beside: beside, below: below, roots: roots, isolated: isolated)
    }

    /// Grid positions for a forest; isolated scenes fill the last rows, left to right.
    ///
    /// With `maxColumns`, a flow that would run past the last column wraps like a line of
    /// text: a scene that would sit beside its parent in column `maxColumns` starts a new row
    /// band at the left, under its parent's other children (and its own subtree carries on to
    /// the right from there). "The left" is the first column no line of an ancestor runs
    /// through: right of every ancestor that still has children further down (a tab bar's next
    /// tab, a presented scene), so a wrapped row never lies across those lines.
    init(_ forest: Forest, count n: Int, maxColumns: Int = .max) {
        var column = Array(repeating: 0, count: n)
        var row = Array(repeating: 0, count: n)
        let limit = max(2, maxColumns)
        // Pre-order: parents before children, so columns (and wrapping) are known top-down.
        var order: [Int] = []
        var beside = forest.beside, below = forest.below
        var wrapColumn = Array(repeating: 0, count: n)
        for root in forest.roots {
            var stack = [root]
            column[root] = 0
            while let u = stack.popLast() {
                order.append(u)
                var kept: [Int] = []
                var wrapped: [Int] = []
                let children = forest.beside[u]
                for (i, v) in children.enumerated() {
                    // Lines from `u` to children further down pass left of column[u] + 1.
                    let laterLines = i < children.count - 1 || !forest.below[u].isEmpty
                    let base = laterLines ? max(wrapColumn[u], column[u] + 1) : wrapColumn[u]
                    if column[u] + 1 < limit {
                        column[v] = column[u] + 1
                        wrapColumn[v] = base
                        kept.append(v)
                    } else {
                        column[v] = wrapColumn[u] < column[u] ? wrapColumn[u] : 0
                        wrapColumn[v] = column[v]
                        wrapped.append(v)
                    }
                }
                for v in forest.below[u] {
                    column[v] = column[u]
                    wrapColumn[v] = wrapColumn[u]
                }
                beside[u] = kept
                below[u] = wrapped + forest.below[u]
                stack.append(contentsOf: (beside[u] + below[u]).reversed())
            }
        }
        // Subtree heights in rows, children before parents (reverse pre-order).
        var height = Array(repeating: 1, count: n)
        for u in order.reversed() {
            let besideRows = beside[u].reduce(0) { $0 + height[$1] }
            height[u] = max(1, besideRows) + below[u].reduce(0) { $0 + height[$1] }
        }
        var nextRow = 0
        var maxColumn = 0
        for root in forest.roots {
            column[root] = 0
            row[root] = nextRow
            nextRow += height[root]
        }
        for u in order {
            var r = row[u]
            for v in beside[u] {
                row[v] = r
                r += height[v]
            }
            var next = row[u] + max(1, r - row[u])
            for v in below[u] {
                row[v] = next
                next += height[v]
            }
            maxColumn = max(maxColumn, column[u])
        }
        let perRow = max(4, maxColumn + 1)
        for (i, u) in forest.isolated.enumerated() {
            column[u] = i % perRow
            row[u] = nextRow + i / perRow
            maxColumn = max(maxColumn, column[u])
        }
        if !forest.isolated.isEmpty { nextRow += (forest.isolated.count + perRow - 1) / perRow }
        self.column = column
        self.row = row
        self.columns = n == 0 ? 0 : maxColumn + 1
        self.rows = nextRow
    }
}
