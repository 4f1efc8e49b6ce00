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
    /// Rows each card spans: 1, or the rows of its band for a fan's source (nothing else lies
    /// in its column there).
    var span: [Int]
    /// Rows inside a fan's block: the gap below each needs room for one line only.
    var tightGaps: [Int] = []
    /// Per scene: whether it is a fan's source whose members are laid out as a block.
    var hasBlock: [Bool] = []

    /// Children of each scene in the spanning forest: beside (to the right) and below.
    struct Forest: Sendable, Equatable {
        var beside: [[Int]]
        var below: [[Int]]
        var roots: [Int]
        var isolated: [Int]
    }

    static func forest(_ graph: DiagramGraph) -> Forest {
        let n = graph.scenes.count
        var linked = Array(filled: false, count: n)
        var hasIncoming = Array(filled: false, count: n)
        // (Links read by index: a copy of each would retain all its strings.)
        let links = graph.links
        // Out-links per scene in two flat lists (beside, below), each scene's run in link
        // order: counted, then filled (a counting sort; no array per scene, which cost
        // about a third of this function).
        var besideStart = Array(filled: 0, count: n + 1)
        var belowStart = Array(filled: 0, count: n + 1)
        for k in links.indices {
            let from = links[k].from, to = links[k].to, kind = links[k].kind
            linked[from] = true
            linked[to] = true
            guard kind != .unwind, from != to else { continue }
            hasIncoming[to] = true
            if kind.isPresentation { belowStart[from + 1] += 1 } else { besideStart[from + 1] += 1 }
        }
        for i in 0..<n {
            besideStart[i + 1] += besideStart[i]
            belowStart[i + 1] += belowStart[i]
        }
        var besideOut = Array(filled: 0, count: besideStart[n])
        var belowOut = Array(filled: 0, count: belowStart[n])
        var besideFill = besideStart, belowFill = belowStart
        for k in links.indices {
            let from = links[k].from, to = links[k].to, kind = links[k].kind
            guard kind != .unwind, from != to else { continue }
            if kind.isPresentation {
                belowOut[belowFill[from]] = to
                belowFill[from] += 1
            } else {
                besideOut[besideFill[from]] = to
                besideFill[from] += 1
            }
        }
        var claimed = Array(filled: false, count: n)
        var beside = Array(filled: [Int](), count: n)
        var below = Array(filled: [Int](), count: n)
        var roots: [Int] = []
        var stack: [Int] = []
        stack.reserveCapacity(n)

        func grow(_ root: Int) {
            claimed[root] = true
            roots.append(root)
            // Depth-first with an explicit stack; children are claimed when their parent is visited.
            // Children are pushed in order, then their run is reversed so the first pops first
            // (no array per scene).
            stack.removeAll(keepingCapacity: true)
            stack.append(root)
            while let u = stack.popLast() {
                let mark = stack.count
                for v in besideOut[besideStart[u]..<besideStart[u + 1]] where !claimed[v] {
                    claimed[v] = true
                    beside[u].append(v)
                    stack.append(v)
                }
                for v in belowOut[belowStart[u]..<belowStart[u + 1]] where !claimed[v] {
                    claimed[v] = true
                    below[u].append(v)
                    stack.append(v)
                }
                stack[mark...].reverse()
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
    /// tab, a presented scene), so a wrapped row never lies across those lines; when that is
    /// the parent's own column (no column is left right of those lines), the scene goes under
    /// its parent. (It went back to column 0, across them: each line of the row crossed them.)
    ///
    /// `fans` (per scene, its fan's members: see `FanGroups`): where at least two columns are
    /// left right of the source (counting no more than `fitColumns` in all), the members fill
    /// a block of those columns row by row, in their order, after the source's other children;
    /// the source's card then spans the rows of its band (`span`).
    init(_ forest: Forest, count n: Int, maxColumns: Int = .max, fans: [[Int]] = [], fitColumns: Int = .max) {
        var column = Array(filled: 0, count: n)
        var row = Array(filled: 0, count: n)
        let limit = max(2, maxColumns)
        // Pre-order: parents before children, so columns (and wrapping) are known top-down.
        var order: [Int] = []
        var beside = forest.beside, below = forest.below
        var wrapColumn = Array(filled: 0, count: n)
        var block = Array(filled: [Int](), count: n)
        var blockColumns = Array(filled: 1, count: n)
        var marked = Array(filled: false, count: n)
        for root in forest.roots {
            var stack = [root]
            column[root] = 0
            while let u = stack.popLast() {
                order.append(u)
                var children = forest.beside[u]
                var under = forest.below[u]
                let members = u < fans.count ? fans[u] : []
                let k = min(members.count, min(limit, fitColumns) - column[u] - 1)
                if k >= 2 {
                    // Members among the scene's own children, then those taken out of its
                    // lists (sets as flags by scene, cleared after use: no hashing).
                    for v in children { marked[v] = true }
                    for v in under { marked[v] = true }
                    let taken = members.filter { marked[$0] }
                    for v in children { marked[v] = false }
                    for v in under { marked[v] = false }
                    for v in taken { marked[v] = true }
                    children.removeAll { marked[$0] }
                    under.removeAll { marked[$0] }
                    for v in taken { marked[v] = false }
                    block[u] = taken
                    blockColumns[u] = k
                    for (i, v) in taken.enumerated() {
                        column[v] = column[u] + 1 + i % k
                        wrapColumn[v] = column[v]
                    }
                }
                // Whether the children fit beside `u` does not depend on the child: either all
                // are kept beside it (its list as it is, no new array) or all wrap below it.
                let fits = column[u] + 1 < limit
                for (i, v) in children.enumerated() {
                    // Lines from `u` to children further down pass left of column[u] + 1.
                    let laterLines = i < children.count - 1 || !under.isEmpty || !block[u].isEmpty
                    let base = laterLines ? max(wrapColumn[u], column[u] + 1) : wrapColumn[u]
                    if fits {
                        column[v] = column[u] + 1
                        wrapColumn[v] = base
                    } else {
                        column[v] = wrapColumn[u]
                        wrapColumn[v] = column[v]
                    }
                }
                for v in under {
                    column[v] = column[u]
                    wrapColumn[v] = wrapColumn[u]
                }
                // (Nothing taken for a block and all beside: the lists are `forest`'s as they
                // are, already in `beside` and `below`, and are not written again.)
                if fits {
                    if k >= 2 {
                        beside[u] = children
                        below[u] = under
                    }
                } else {
                    beside[u] = []
                    below[u] = children + under
                }
                // (beside[u] + below[u]) reversed, without making that array.
                for v in below[u].reversed() { stack.append(v) }
                for v in beside[u].reversed() { stack.append(v) }
            }
        }
        // Subtree heights in rows, children before parents (reverse pre-order).
        var height = Array(filled: 1, count: n)
        func blockRows(_ u: Int) -> Int { (block[u].count + blockColumns[u] - 1) / blockColumns[u] }
        for u in order.reversed() {
            let besideRows = beside[u].reduce(0) { $0 + height[$1] } + blockRows(u)
            height[u] = max(1, besideRows) + below[u].reduce(0) { $0 + height[$1] }
        }
        var nextRow = 0
        var maxColumn = 0
        var span = Array(filled: 1, count: n)
        for root in forest.roots {
            column[root] = 0
            row[root] = nextRow
            nextRow += height[root]
        }
        var tightGaps: [Int] = []
        for u in order {
            var r = row[u]
            for v in beside[u] {
                row[v] = r
                r += height[v]
            }
            for (i, v) in block[u].enumerated() {
                row[v] = r + i / blockColumns[u]
                maxColumn = max(maxColumn, column[v])
            }
            if blockRows(u) > 1 { tightGaps += r..<(r + blockRows(u) - 1) }
            r += blockRows(u)
            if !block[u].isEmpty { span[u] = r - row[u] }
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
        self.span = span
        self.tightGaps = tightGaps
        self.hasBlock = block.map { !$0.isEmpty }
        self.columns = n == 0 ? 0 : maxColumn + 1
        self.rows = nextRow
    }
}
