extension FlowLayout {
    /// The forest with the children beside each scene that are reached from rows of its card
    /// (cells, as `TriggerRows` places them) in the order of those rows, each keeping the slot
    /// one of them had; other children stay where they are. Children beside a scene are laid
    /// out top to bottom, and a line from a lower row to a higher child must cross the lines of
    /// every row between them (one runs right then down past it, the other right then up): a
    /// settings table whose last cell leads furthest had that line across all the others once
    /// `longestFirst` moved its child to the top.
    static func cellOrder(_ forest: GridPlacement.Forest, _ graph: DiagramGraph, _ triggerRows: TriggerRows) -> GridPlacement.Forest {
        let n = graph.scenes.count
        var parent = Array(filled: -1, count: n)
        for u in 0..<n where forest.beside[u].count > 1 { for v in forest.beside[u] { parent[v] = u } }
        // The highest row a child's links from its parent leave from (Int.max: none).
        var row = Array(filled: Int.max, count: n)
        for k in graph.links.indices {
            guard case .row(let r)? = triggerRows.port[k] else { continue }
            let from = graph.links[k].from, to = graph.links[k].to
            if from != to, parent[to] == from { row[to] = min(row[to], r) }
        }
        var result = forest
        for u in 0..<n where forest.beside[u].count > 1 {
            // Rows of the children that have one already ascending (a table whose cells lead to
            // its children in order), or fewer than two such children: the stable sort would
            // give the same order, so nothing moves. (Checked in place, before any array is made:
            // the usual case.)
            var previous = Int.min, ascending = true
            for j in forest.beside[u].indices {
                let r = row[forest.beside[u][j]]
                guard r != Int.max else { continue }
                if r < previous { ascending = false; break }
                previous = r
            }
            if ascending { continue }
            let children = forest.beside[u]
            let slots = children.indices.filter { row[children[$0]] != Int.max }
            let ordered = slots.map { children[$0] }.enumerated().sorted { (row[$0.1], $0.0) < (row[$1.1], $1.0) }
            var moved = children
            for (slot, child) in zip(slots, ordered) { moved[slot] = child.1 }
            result.beside[u] = moved
        }
        return result
    }
}
