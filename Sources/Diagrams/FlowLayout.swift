import FlowGraph

/// Lays a storyboard out for a flow diagram: deterministic, pure, and fast (a 20-scene
/// storyboard takes well under a millisecond).
package enum FlowLayout {
    /// The layout of `storyboard`: card rectangles, routed edges and placed labels.
    package static func layout(_ storyboard: Storyboard) -> Layout {
        let graph = DiagramGraph(storyboard)
        return layout(graph, contents: CardContent.all(graph))
    }

    static func layout(_ graph: DiagramGraph, contents: [CardContent]) -> Layout {
        var work = 0
        return layout(graph, contents: contents, work: &work)
    }

    /// The layout and, in `work`, the steps it took (candidate routes and label places tried,
    /// index entries examined): tests bound it on adversarial shapes.
    package static func layout(_ storyboard: Storyboard, work: inout Int) -> Layout {
        let graph = DiagramGraph(storyboard)
        return layout(graph, contents: CardContent.all(graph), work: &work)
    }

    /// The widest drawing that fits a chapter's column at a 1,400 px window (840 CSS px) at
    /// the canvas's smallest scale (0.8): wider flows wrap into rows.
    package static let maxWidth = 1050.0

    static func layout(_ graph: DiagramGraph, contents: [CardContent], work: inout Int) -> Layout {
        var (best, columns) = arrange(graph, contents, maxColumns: .max, &work)
        guard best.width > maxWidth, columns > 2 else { return best }
        // Too wide for the column: wrap the flow into rows. Of the wrappings that fit, the one
        // with the fewest crossings and overlaps wins, and of those the one with the most
        // columns (the longest runs left to right); when none fits, the narrowest.
        var fitting: (layout: Layout, score: Double)? = nil
        for k in stride(from: min(columns - 1, 5), through: 2, by: -1) {
            let (candidate, _) = arrange(graph, contents, maxColumns: k, &work)
            if candidate.width <= maxWidth {
                let scored = LayoutScore(candidate)
                work += scored.work
                if fitting == nil || scored.penalty < fitting!.score { fitting = (candidate, scored.penalty) }
            } else if fitting == nil && candidate.width < best.width {
                best = candidate
            }
        }
        return fitting?.layout ?? best
    }

    private static func arrange(_ graph: DiagramGraph, _ contents: [CardContent], maxColumns: Int, _ work: inout Int) -> (Layout, Int) {
        var forest = GridPlacement.forest(graph)
        var placement = GridPlacement(forest, count: graph.scenes.count, maxColumns: maxColumns)
        let columns = placement.columns
        var best = build(graph, contents, placement, &work)
        // Scored only when a reordered layout competes with it (often none does).
        var bestScore: Double? = nil
        // Crossing reduction: order siblings by the mean row of their other neighbours.
        for _ in 0..<3 {
            let reordered = reorder(forest, graph, placement)
            if reordered == forest { break }
            forest = reordered
            placement = GridPlacement(forest, count: graph.scenes.count, maxColumns: maxColumns)
            let candidate = build(graph, contents, placement, &work)
            let s = score(candidate, &work)
            let current = bestScore ?? score(best, &work)
            if s < current {
                best = candidate
                bestScore = s
            } else {
                bestScore = current
            }
        }
        return (best, columns)
    }

    private static func score(_ layout: Layout, _ work: inout Int) -> Double {
        let score = LayoutScore(layout)
        work += score.work
        return score.value
    }

    /// Siblings reached by segues (not relationships, whose order means something) sorted by
    /// the mean row of the scenes they link to, other than their parent.
    private static func reorder(_ forest: GridPlacement.Forest, _ graph: DiagramGraph, _ placement: GridPlacement) -> GridPlacement.Forest {
        var neighbours = Array(repeating: [Int](), count: graph.scenes.count)
        var relationshipChild = Set<Int>()
        for link in graph.links where link.from != link.to {
            neighbours[link.from].append(link.to)
            neighbours[link.to].append(link.from)
            if link.kind.isRelationship { relationshipChild.insert(link.to) }
        }
        func sorted(_ children: [Int], parent: Int) -> [Int] {
            let fixed = children.filter { relationshipChild.contains($0) }
            let free = children.filter { !relationshipChild.contains($0) }
            guard free.count > 1 else { return children }
            let keyed = free.enumerated().map { i, v -> (Double, Int, Int) in
                let others = neighbours[v].filter { $0 != parent }
                let bary = others.isEmpty ? Double(placement.row[v])
                    : Double(others.reduce(0) { $0 + placement.row[$1] }) / Double(others.count)
                return (bary, i, v)
            }
            return fixed + keyed.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.2)
        }
        var result = forest
        for u in 0..<graph.scenes.count {
            result.beside[u] = sorted(forest.beside[u], parent: u)
            result.below[u] = sorted(forest.below[u], parent: u)
        }
        return result
    }

    private static func build(_ graph: DiagramGraph, _ contents: [CardContent], _ placement: GridPlacement, _ work: inout Int) -> Layout {
        let n = graph.scenes.count
        guard n > 0 else { return Layout(cards: [], edges: [], entryArrows: [], width: 64, height: 32) }
        let triggerRows = TriggerRows(graph)
        // A segue drawn from its own cell needs no "cell" label: the row says it.
        let labels = graph.links.indices.map { k in
            let link = graph.links[k]
            let sideways = placement.column[link.to] > placement.column[link.from]
            guard sideways, case .row? = triggerRows.port[k] else { return EdgeLabelText(link) }
            return EdgeLabelText(link, drawnFromItsCell: true)
        }
        var rowHeight = Array(repeating: CardContent.minHeight, count: placement.rows)
        for i in 0..<n { rowHeight[placement.row[i]] = max(rowHeight[placement.row[i]], contents[i].height) }
        var columnGap = Array(repeating: GridGeometry.baseColumnGap, count: placement.columns)
        var rowGap = Array(repeating: GridGeometry.baseRowGap, count: placement.rows)
        // Room for the label of a straight push between neighbouring columns.
        for (k, link) in graph.links.enumerated() where placement.row[link.from] == placement.row[link.to]
            && placement.column[link.to] == placement.column[link.from] + 1 {
            let c = placement.column[link.from]
            columnGap[c] = min(200, max(columnGap[c], labels[k].size.width + 36))
        }
        let requests = graph.links.map { EdgeRouter.Request(from: $0.from, to: $0.to) }
        // Labels: segues first, then unwinds, then the short relationship names.
        let labelOrder = graph.links.indices.filter { !labels[$0].isEmpty }.sorted { a, b in
            let ka = graph.links[a].kind.isRelationship ? 2 : graph.links[a].kind == .unwind ? 1 : 0
            let kb = graph.links[b].kind.isRelationship ? 2 : graph.links[b].kind == .unwind ? 1 : 0
            return (ka, a) < (kb, b)
        }
        var geometry: GridGeometry
        var cards: [DiagramRect]
        var routes: [[DiagramPoint]]
        var labelRect = [Int: DiagramRect]()
        var pass = 0
        while true {
            pass += 1
            geometry = GridGeometry(columns: placement.columns, rows: placement.rows, rowHeight: rowHeight, columnGap: columnGap, rowGap: rowGap)
            cards = cardRects(placement, contents, geometry)
            // Segues leave from the row (cell) or the title bar (bar button) that triggers them.
            let sourceY: [Double?] = graph.links.indices.map { k in
                let from = graph.links[k].from
                switch triggerRows.port[k] {
                case .row(let i)?: return cards[from].minY + contents[from].rowCenter(i)
                case .titleBar?: return cards[from].minY + contents[from].titleBarHeight / 2
                case nil: return nil
                }
            }
            routes = EdgeRouter(cards: cards, column: placement.column, row: placement.row, geometry: geometry, sourceY: sourceY).route(requests, work: &work)
            // Widen channels that hold more parallel tracks than fit, then route again.
            let demand = ChannelNudger(geometry: geometry).demand(routes)
            var widened = false
            for k in 1..<max(1, placement.columns) where k < demand.vertical.count {
                let need = Double(demand.vertical[k]) * ChannelNudger.spacing + 28
                if need > columnGap[k - 1] { columnGap[k - 1] = need; widened = true }
            }
            for j in 1..<max(1, placement.rows) where j < demand.horizontal.count {
                let need = Double(demand.horizontal[j]) * ChannelNudger.spacing + 40
                if need > rowGap[j - 1] { rowGap[j - 1] = need; widened = true }
            }
            if widened && pass < 4 { continue }
            let placer = LabelPlacer(cards: cards, routes: routes)
            let placed = placer.place(labelOrder.map {
                LabelPlacer.Request(edge: $0, size: labels[$0].size, nearEnd: graph.links[$0].kind.isRelationship)
            }, work: &work)
            labelRect = [:]
            var cramped = false
            for (i, e) in labelOrder.enumerated() {
                labelRect[e] = placed[i].rect
                if !placed[i].snug, pass < 4 {
                    cramped = makeRoom(for: labels[e].size, along: routes[e], geometry, &columnGap, &rowGap) || cramped
                }
            }
            if !cramped { break }
        }

        var layout = Layout(cards: [], edges: [], entryArrows: [], width: 0, height: 0)
        for i in 0..<n {
            layout.cards.append(Layout.Card(name: graph.scenes[i].name, rect: cards[i], column: placement.column[i], row: placement.row[i]))
        }
        for (k, link) in graph.links.enumerated() {
            let label = labelRect[k].map { Layout.Label(rect: $0, primary: labels[k].primary, secondary: labels[k].secondary) }
            layout.edges.append(Layout.Edge(
                kind: link.kind, key: link.key, identifier: link.identifier, from: graph.scenes[link.from].name,
                to: graph.scenes[link.to].name, points: routes[k], label: label))
        }
        for i in 0..<n where graph.scenes[i].isInitial {
            let y = cards[i].minY + CardContent.titleBar / 2
            layout.entryArrows.append([DiagramPoint(x: cards[i].minX - 40, y: y), DiagramPoint(x: cards[i].minX, y: y)])
        }
        layout.legend = legend(for: graph.links.map(\.kind), below: layout)
        layout.truncatedTexts = contents.reduce(0) { $0 + $1.truncated }
        return layout.normalized()
    }

    /// A key to the line styles in use, under the cards and left-aligned with them.
    private static func legend(for kinds: [EdgeKind], below layout: Layout) -> [Layout.LegendEntry] {
        let present = Set(kinds)
        let entries: [(EdgeKind, [EdgeKind], String)] = [
            (.push, [.push, .show], "push / show"), (.present, [.present, .modal], "present modally"),
            (.popover, [.popover], "popover"), (.showDetail, [.showDetail], "show detail"),
            (.embed, [.embed], "embed"), (.custom, [.custom], "custom"), (.unwind, [.unwind], "unwind"),
            (.root, [.root, .tab, .master, .detail], "relationship"),
        ]
        let used = entries.filter { !present.isDisjoint(with: $0.1) }
        guard used.count > 1, let box = layout.bounds else { return [] }
        let left = layout.cards.map(\.rect.minX).min() ?? box.minX
        var x = left, y = box.maxY + 22
        var out: [Layout.LegendEntry] = []
        for (kind, _, text) in used {
            let width = 26 + 6 + TextMetrics.width(text, .small) + 18
            if x > left, x + width > max(box.maxX, left + 480) { x = left; y += 18 }
            out.append(Layout.LegendEntry(kind: kind, text: text, sample: [DiagramPoint(x: x, y: y), DiagramPoint(x: x + 26, y: y)],
                                          textOrigin: DiagramPoint(x: x + 32, y: y + 3.5)))
            x += width.rounded(.up)
        }
        return out
    }

    /// Widens the gap that holds the longest piece of `route`, so its label fits beside it.
    private static func makeRoom(for size: (width: Double, height: Double), along route: [DiagramPoint], _ g: GridGeometry,
                                 _ columnGap: inout [Double], _ rowGap: inout [Double]) -> Bool {
        guard route.count >= 2 else { return false }
        var best = 0
        for i in 0..<(route.count - 1) where Polyline.distance(route[i], route[i + 1]) > Polyline.distance(route[best], route[best + 1]) {
            best = i
        }
        let a = route[best], b = route[best + 1]
        let mid = DiagramPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
        let horizontal = abs(a.y - b.y) < 0.01
        // A horizontal piece inside a row gap: make that gap taller.
        // (A vertical piece there, between two stacked cards: taller too, so labels fit
        // beside it at different heights.)
        // The row (column) that starts last at or before the piece's middle, found by binary
        // search: the gap after it is the only one that can hold the piece.
        func last(_ starts: [Double], atOrBefore v: Double) -> Int? {
            var lo = 0, hi = starts.count
            while lo < hi {
                let m = (lo + hi) / 2
                if starts[m] <= v { lo = m + 1 } else { hi = m }
            }
            return lo > 0 ? lo - 1 : nil
        }
        if let r = last(g.rowY, atOrBefore: mid.y), r < g.rowY.count - 1, mid.y > g.rowY[r] + g.rowHeight[r], mid.y < g.rowY[r + 1] {
            guard rowGap[r] < 400 else { return false }
            rowGap[r] += size.height + 8
            return true
        }
        // Otherwise a piece inside a column gap: make that gap wider.
        if let c = last(g.columnX, atOrBefore: mid.x), c < g.columnX.count - 1, mid.x > g.columnX[c] + CardContent.width, mid.x < g.columnX[c + 1] {
            guard columnGap[c] < 400 else { return false }
            columnGap[c] += horizontal ? size.width / 2 + 8 : size.width + 8
            return true
        }
        return false
    }

    private static func cardRects(_ p: GridPlacement, _ contents: [CardContent], _ g: GridGeometry) -> [DiagramRect] {
        contents.indices.map { i in
            DiagramRect(x: g.columnX[p.column[i]], y: g.rowY[p.row[i]], width: CardContent.width, height: contents[i].height)
        }
    }
}
