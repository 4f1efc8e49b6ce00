import SourceModel

/// `flow.container-cycle`: containers that hold one another in a circle (`Nav root=Inner`,
/// `Inner root=Nav`, or `Tabs tabs=Tabs`). Containment is a tree: a view controller is never
/// its own ancestor, so no app can build this hierarchy. One error per cycle, at the
/// relationship that closes it.
enum ContainerCycleRule: FlowGraphRule {
    static let id = "flow.container-cycle"

    static func check(_ graph: FlowAnalysis) -> [Diagnostic] {
        var children: [String: [(kind: Relationship.Kind, child: String)]] = [:]
        for relationship in graph.storyboard.relationships {
            children[relationship.container, default: []].append((relationship.kind, relationship.child))
        }
        // Iterative depth-first search; a child still on the path closes a cycle. Linear: each
        // scene is entered once, and a cycle's description shows at most `shown` names.
        enum State { case onPath(Int), done }
        var state: [String: State] = [:]
        var diagnostics: [Diagnostic] = []
        for start in graph.storyboard.scenes.map(\.name) where state[start] == nil && children[start] != nil {
            var path: [(name: String, next: Int)] = [(start, 0)]
            state[start] = .onPath(0)
            while let top = path.last {
                let edges = children[top.name] ?? []
                guard top.next < edges.count else {
                    state[top.name] = .done
                    path.removeLast()
                    continue
                }
                path[path.count - 1].next += 1
                let edge = edges[top.next]
                switch state[edge.child] {
                case .onPath(let position):
                    let members = path[position...].map(\.name)
                    diagnostics.append(diagnostic(members, closing: edge.kind, in: graph))
                case .done:
                    continue
                case nil:
                    guard graph.scenes[edge.child] != nil else { continue }
                    state[edge.child] = .onPath(path.count)
                    path.append((edge.child, 0))
                }
            }
        }
        return diagnostics
    }

    static let shown = 6

    private static func diagnostic(_ members: [String], closing kind: Relationship.Kind, in graph: FlowAnalysis) -> Diagnostic {
        let last = members[members.count - 1], first = members[0]
        let key: String
        switch kind {
        case .root: key = "root"
        case .tab: key = "tabs"
        case .master: key = "master"
        case .detail: key = "detail"
        }
        let span = graph.scenes[last]?.relationshipSpan(key, child: first)
            ?? Span(graph.scenes[last]?.location ?? SourceLocation(path: "", line: 1, column: 1))
        return Diagnostic.report(id, message(members), at: span.location, length: span.length)
    }

    // MARK: Messages

    static func message(_ members: [String]) -> String {
        let names = members.count > shown ? Array(members.prefix(shown)) + ["…"] : members
        let circle = (names + [members[0]]).map { $0 == "…" ? $0 : "'\($0)'" }.joined(separator: " → ")
        return members.count == 1
            ? "'\(members[0])' contains itself; a view controller can never be its own child"
            : "containers hold one another in a circle (\(circle)); a view controller can never contain itself, "
                + "so no app can build this hierarchy"
    }
}
