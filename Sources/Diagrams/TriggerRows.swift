import FlowGraph

/// Which row of its source card each segue leaves from, as Xcode draws a segue from the cell
/// that triggers it: a quoted trigger naming a static cell (`from="Settings"`) leaves from that
/// cell; the generic `from=cell` segues of a scene take its static cells in the order they are
/// declared (the order of the cells, which is how `flowdoc import` writes them), or its
/// prototypes in order (every cell made from the first prototype performs the first segue).
/// Segues from the title bar: bar buttons and quoted triggers that name a button.
struct TriggerRows {
    enum Port: Equatable { case row(Int), titleBar }

    /// Per link of the graph: where it leaves its source card, or nil for the usual spread.
    var port: [Port?]
    /// Per scene: how many rows its card must show.
    var rowsNeeded: [Int]

    init(_ graph: DiagramGraph) {
        port = Array(filled: nil, count: graph.links.count)
        rowsNeeded = Array(filled: 0, count: graph.scenes.count)
        // The single segues and unwinds grouped by source scene, each group in link order (the
        // links read by index, not copied).
        let links = graph.links
        var sources: [Int] = [], singles: [Int] = []
        sources.reserveCapacity(links.count)
        singles.reserveCapacity(links.count)
        for k in links.indices where !links[k].kind.isRelationship && links[k].count == 1 {
            sources.append(links[k].from)
            singles.append(k)
        }
        let bySource = Groups(keyCount: graph.scenes.count, keys: sources, values: singles)
        for s in graph.scenes.indices where !bySource[s].isEmpty {
            let group = bySource[s]
            let titles: [String], prototype: Bool
            switch graph.scenes[s].cells {
            case .staticCells(let t): titles = t; prototype = false
            case .prototypes(let ids): titles = ids; prototype = true
            case .none: titles = []; prototype = false
            }
            var claimed = Set<Int>()
            var generic: [Int] = []
            // (Room for the whole group at once: a table's 26 cell segues grew it six times.)
            generic.reserveCapacity(group.count)
            for k in group {
                switch links[k].trigger {
                case .label(let text)?:
                    if !prototype, let i = titles.firstIndex(of: text), i < CardContent.maxTriggerRows, !claimed.contains(i) {
                        port[k] = .row(i)
                        claimed.insert(i)
                    } else if Self.namesAButton(text) {
                        port[k] = .titleBar
                    }
                case .cell?, .accessory?:
                    generic.append(k)
                case .barButton?:
                    port[k] = .titleBar
                default:
                    break
                }
            }
            guard !titles.isEmpty else { continue }
            if prototype {
                for (j, k) in generic.enumerated() { port[k] = .row(min(j, titles.count - 1, CardContent.maxTriggerRows - 1)) }
            } else {
                var next = 0
                for k in generic {
                    while claimed.contains(next) { next += 1 }
                    guard next < titles.count, next < CardContent.maxTriggerRows else { break }
                    port[k] = .row(next)
                    claimed.insert(next)
                }
            }
            var deepest = -1
            for k in group { if case .row(let i)? = port[k] { deepest = max(deepest, i) } }
            rowsNeeded[s] = deepest + 1
        }
    }

    /// "Edit button", "Done", "+": the controls a navigation bar holds.
    static func namesAButton(_ text: String) -> Bool {
        let lower = text.lowercased()
        return lower.hasSuffix(" button") || lower.hasSuffix(" bar button")
            || ["edit", "done", "save", "cancel", "add", "+", "close"].contains(lower)
    }
}

extension CardContent {
    /// The content of every card of `graph`, tall enough for the rows segues leave from.
    /// Fan members are compact (see `FanGroups`).
    static func all(_ graph: DiagramGraph) -> [CardContent] {
        let rows = TriggerRows(graph)
        return all(graph, rows, FanGroups(graph, rows))
    }

    /// (`rows` and `fans`: those of `graph`.)
    static func all(_ graph: DiagramGraph, _ rows: TriggerRows, _ fans: FanGroups) -> [CardContent] {
        graph.scenes.indices.map {
            CardContent(graph.scenes[$0], triggerRows: rows.rowsNeeded[$0], compact: fans.source[$0] != nil)
        }
    }
}
