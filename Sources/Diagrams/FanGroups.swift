/// Fans: a scene from which many segues lead to scenes that lead nowhere further (a table of
/// demos, a settings list). Drawn one under the other, such a fan makes a diagram thousands
/// of units tall; instead its members are laid out as a compact block of columns and rows
/// beside the source, in the order of the cells that trigger them, their cards keep only
/// what they say (no empty body), and their edges share one trunk (one line per channel).
struct FanGroups: Sendable {
    /// Fewer members than this are laid out as before, one under the other.
    static let minimumMembers = 5

    /// Per scene: its members, in the order of the rows their segues leave from (empty when
    /// the scene is no fan's source).
    var members: [[Int]]
    /// Per scene: the fan it belongs to (its source), or nil.
    var source: [Int?]
    /// Per link: the source of the fan whose trunk the link's route shares, or nil.
    var trunk: [Int?]

    init(_ graph: DiagramGraph, _ triggerRows: TriggerRows) {
        let n = graph.scenes.count
        // A member: not the entry point, reached (other than by unwinds and loops) from one
        // scene only, by segues that are not embeds, and leading nowhere but back (unwinds).
        var from = Array(filled: -1, count: n)  // -1: not reached yet; -2: disqualified
        var leaf = Array(filled: true, count: n)
        var firstRow = Array(filled: Int.max, count: n)
        // (Links read by index: a copy of each would retain all its strings.)
        let links = graph.links
        for k in links.indices where links[k].from != links[k].to && links[k].kind != .unwind {
            let u = links[k].from, v = links[k].to, kind = links[k].kind
            leaf[u] = false
            if kind.isRelationship || kind == .embed {
                from[v] = -2
                continue
            }
            if from[v] == -1 { from[v] = u } else if from[v] != u { from[v] = -2 }
            if case .row(let i)? = triggerRows.port[k] { firstRow[v] = min(firstRow[v], i) }
        }
        // Would-be members counted per scene first: only a fan's (of `minimumMembers` or more)
        // are put in an array (an array for every scene that leads to a leaf, most of them
        // dropped again, cost an allocation and a release each). `from` then holds each
        // would-be member's source, and -1 for every other scene.
        var count = Array(filled: 0, count: n)
        for v in 0..<n {
            if leaf[v] && from[v] >= 0 && !graph.initial[v] { count[from[v]] += 1 } else { from[v] = -1 }
        }
        var members = Array(filled: [Int](), count: n)
        for v in 0..<n where from[v] >= 0 && count[from[v]] >= Self.minimumMembers {
            members[from[v]].append(v)
        }
        var source = [Int?](filled: nil, count: n)
        for u in 0..<n where !members[u].isEmpty {
            // Scene order is declaration order: a stable tie-break for scenes of no row.
            members[u].sort { (firstRow[$0], $0) < (firstRow[$1], $1) }
            for v in members[u] { source[v] = u }
        }
        self.members = members
        self.source = source
        // Every segue from a fan's source shares its trunk, the members' and the others' (a
        // line of its own would cross the trunk where it leaves).
        trunk = links.indices.map { k in
            let kind = links[k].kind, u = links[k].from
            return kind != .unwind && !kind.isRelationship && u != links[k].to && !members[u].isEmpty ? u : nil
        }
    }

    /// Whether any scene is a fan's source.
    var isEmpty: Bool { !source.contains { $0 != nil } }
}
