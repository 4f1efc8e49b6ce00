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

        // Trees grown from roots found in three passes: entry points, then linked scenes that
        // nothing leads to, then any linked scene left. Depth-first with an explicit stack;
        // children are claimed when their parent is visited, pushed in order (those beside,
        // then those below), copied out into the parent's two lists at once (one array each,
        // no growing), then their run is reversed so the first pops first. (A loop, not a
        // nested function called per root: writes through the function's captured arrays
        // checked their uniqueness by a call each.)
        for pass in 0..<3 {
            for root in 0..<n where !claimed[root] {
                guard pass == 0 ? graph.initial[root] : linked[root] && (pass == 2 || !hasIncoming[root]) else { continue }
                claimed[root] = true
                roots.append(root)
                stack.append(root)
                while let u = stack.popLast() {
                    let mark = stack.count
                    // (Out-links read by index: a slice of the list retained and released it.)
                    for e in besideStart[u]..<besideStart[u + 1] where !claimed[besideOut[e]] {
                        claimed[besideOut[e]] = true
                        stack.append(besideOut[e])
                    }
                    let middle = stack.count
                    for e in belowStart[u]..<belowStart[u + 1] where !claimed[belowOut[e]] {
                        claimed[belowOut[e]] = true
                        stack.append(belowOut[e])
                    }
                    if middle > mark { beside[u] = Array(stack[mark..<middle]) }
                    if stack.count > middle { below[u] = Array(stack[middle...]) }
                    stack[mark...].reverse()
                }
            }
        }
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
        // (Room for every scene at once, and one stack for all roots: these grew by doubling,
        // an allocation each time, and a stack was made per root.)
        var order: [Int] = []
        order.reserveCapacity(n)
        var stack: [Int] = []
        stack.reserveCapacity(n)
        // The children each visited scene keeps, in one array: those beside `u` are
        // kids[kidStart[u]..<kidSplit[u]], those below it kids[kidSplit[u]..<kidEnd[u]]. (Not a
        // copy of the forest's lists written per scene: the first write copied the whole list
        // of lists, a retain of each, and the lists made were freed one by one.)
        var kids: [Int] = []
        kids.reserveCapacity(n)
        var kidStart = Array(filled: 0, count: n), kidSplit = kidStart, kidEnd = kidStart
        var wrapColumn = Array(filled: 0, count: n)
        var block = Array(filled: [Int](), count: n)
        var blockColumns = Array(filled: 1, count: n)
        var marked = Array(filled: false, count: n)
        for root in forest.roots {
            stack.removeAll(keepingCapacity: true)
            stack.append(root)
            column[root] = 0
            while let u = stack.popLast() {
                order.append(u)
                let first = kids.count
                let members = u < fans.count ? fans[u] : []
                let k = min(members.count, min(limit, fitColumns) - column[u] - 1)
                // The lists read in place, by index (a list bound to a name was retained).
                if k >= 2 {
                    // Members among the scene's own children, then those taken out of its
                    // lists (sets as flags by scene, cleared after use: no hashing).
                    for j in forest.beside[u].indices { marked[forest.beside[u][j]] = true }
                    for j in forest.below[u].indices { marked[forest.below[u][j]] = true }
                    let taken = members.filter { marked[$0] }
                    for j in forest.beside[u].indices { marked[forest.beside[u][j]] = false }
                    for j in forest.below[u].indices { marked[forest.below[u][j]] = false }
                    for v in taken { marked[v] = true }
                    for j in forest.beside[u].indices where !marked[forest.beside[u][j]] { kids.append(forest.beside[u][j]) }
                    kidSplit[u] = kids.count
                    for j in forest.below[u].indices where !marked[forest.below[u][j]] { kids.append(forest.below[u][j]) }
                    for v in taken { marked[v] = false }
                    block[u] = taken
                    blockColumns[u] = k
                    for (i, v) in taken.enumerated() {
                        column[v] = column[u] + 1 + i % k
                        wrapColumn[v] = column[v]
                    }
                } else {
                    for j in forest.beside[u].indices { kids.append(forest.beside[u][j]) }
                    kidSplit[u] = kids.count
                    for j in forest.below[u].indices { kids.append(forest.below[u][j]) }
                }
                let split = kidSplit[u], end = kids.count
                // Whether the children fit beside `u` does not depend on the child: either all
                // are kept beside it or all wrap below it, before those below it already.
                let fits = column[u] + 1 < limit
                let besideCount = split - first
                for i in 0..<besideCount {
                    let v = kids[first + i]
                    // Lines from `u` to children further down pass left of column[u] + 1.
                    let laterLines = i < besideCount - 1 || end > split || !block[u].isEmpty
                    let base = laterLines ? max(wrapColumn[u], column[u] + 1) : wrapColumn[u]
                    if fits {
                        column[v] = column[u] + 1
                        wrapColumn[v] = base
                    } else {
                        column[v] = wrapColumn[u]
                        wrapColumn[v] = column[v]
                    }
                }
                for e in split..<end {
                    let v = kids[e]
                    column[v] = column[u]
                    wrapColumn[v] = wrapColumn[u]
                }
                kidStart[u] = first
                kidEnd[u] = end
                if !fits { kidSplit[u] = first }
                // (The children beside, then below) reversed: the first beside pops first.
                for e in stride(from: end - 1, through: first, by: -1) { stack.append(kids[e]) }
            }
        }
        // Subtree heights in rows, children before parents (reverse pre-order).
        var height = Array(filled: 1, count: n)
        func blockRows(_ u: Int) -> Int { (block[u].count + blockColumns[u] - 1) / blockColumns[u] }
        for u in order.reversed() {
            var besideRows = blockRows(u), belowRows = 0
            for e in kidStart[u]..<kidSplit[u] { besideRows += height[kids[e]] }
            for e in kidSplit[u]..<kidEnd[u] { belowRows += height[kids[e]] }
            height[u] = max(1, besideRows) + belowRows
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
            for e in kidStart[u]..<kidSplit[u] {
                row[kids[e]] = r
                r += height[kids[e]]
            }
            for (i, v) in block[u].enumerated() {
                row[v] = r + i / blockColumns[u]
                maxColumn = max(maxColumn, column[v])
            }
            if blockRows(u) > 1 { tightGaps += r..<(r + blockRows(u) - 1) }
            r += blockRows(u)
            if !block[u].isEmpty { span[u] = r - row[u] }
            var next = row[u] + max(1, r - row[u])
            for e in kidSplit[u]..<kidEnd[u] {
                row[kids[e]] = next
                next += height[kids[e]]
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
