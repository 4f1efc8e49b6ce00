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
        let rows = TriggerRows(graph)
        return layout(graph, contents: contents, rows: rows, fans: FanGroups(graph, rows), work: &work)
    }

    /// (`rows` and `fans`: those of `graph`, when the caller has them already.)
    static func layout(_ graph: DiagramGraph, contents: [CardContent], rows triggerRows: TriggerRows, fans: FanGroups,
                       work: inout Int) -> Layout {
        let fans = fans
        var (best, columns) = arrange(graph, contents, triggerRows, fans, maxColumns: .max, &work)
        guard best.width > maxWidth, columns > 2 else { return best }
        // Too wide for the column: wrap the flow into rows. Of the wrappings that fit, the one
        // with the fewest crossings (of edges that share no scene) and overlaps wins, and of
        // those the one with the most columns (the longest runs left to right); when none
        // fits, the narrowest. A line that meets another line of its own scene does not buy
        // a drawing twice as tall: Cookbook's one such point took it from 846 to 1,513 px.
        var fitting: (layout: Layout, score: Double)? = nil
        for k in stride(from: min(columns - 1, 5), through: 2, by: -1) {
            let (candidate, _) = arrange(graph, contents, triggerRows, fans, maxColumns: k, &work)
            if candidate.width <= maxWidth {
                let scored = LayoutScore(candidate)
                work += scored.work
                if fitting == nil || scored.conflicts < fitting!.score { fitting = (candidate, scored.conflicts) }
            } else if fitting == nil && candidate.width < best.width {
                best = candidate
            }
        }
        return fitting?.layout ?? best
    }

    /// Columns of cards that fit `maxWidth` with the usual gaps between them.
    static let fitColumns = Int((maxWidth - GridGeometry.marginLeft - GridGeometry.margin + GridGeometry.baseColumnGap)
                                / (CardContent.width + GridGeometry.baseColumnGap))

    private static func arrange(_ graph: DiagramGraph, _ contents: [CardContent], _ triggerRows: TriggerRows, _ fans: FanGroups,
                                maxColumns: Int, _ work: inout Int) -> (Layout, Int) {
        // The longest path goes first where the flow is not wrapped (where it fits one row);
        // children reached from rows of their parent's card keep the order of those rows.
        let first = { (f: GridPlacement.Forest) in cellOrder(maxColumns == .max ? longestFirst(f, graph) : f, graph, triggerRows) }
        var forest = first(GridPlacement.forest(graph))
        func place(_ forest: GridPlacement.Forest) -> GridPlacement {
            GridPlacement(forest, count: graph.scenes.count, maxColumns: maxColumns, fans: fans.members, fitColumns: fitColumns)
        }
        var placement = place(forest)
        let columns = placement.columns
        var best = build(graph, contents, triggerRows, placement, fans, &work)
        // Scored only when a reordered layout competes with it (often none does).
        var bestScore: Double? = nil
        // Crossing reduction: order siblings by the mean row of their other neighbours.
        for _ in 0..<3 {
            let reordered = first(reorder(forest, graph, placement))
            if reordered == forest { break }
            forest = reordered
            placement = place(forest)
            let candidate = build(graph, contents, triggerRows, placement, fans, &work)
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

    /// The forest with, among each scene's children beside it reached by segues, the one that
    /// starts the longest run of scenes to the right first (the earliest of equals): that run
    /// then stays on its parent's row, so the longest navigation path reads left to right
    /// along the first row where it fits. Relationship children keep their place (a tab bar's
    /// order means something).
    static func longestFirst(_ forest: GridPlacement.Forest, _ graph: DiagramGraph) -> GridPlacement.Forest {
        let n = graph.scenes.count
        var relationshipChild = Array(filled: false, count: n)
        for k in graph.links.indices where graph.links[k].kind.isRelationship { relationshipChild[graph.links[k].to] = true }
        // Runs to the right, children before parents (an explicit post-order: no recursion).
        var run = Array(filled: 1, count: n)
        // (Each scene is pushed once: room made for all at once, children pushed one by one.)
        var order: [Int] = []
        order.reserveCapacity(n)
        var stack: [Int] = []
        stack.reserveCapacity(max(n, forest.roots.count))
        for u in forest.roots { stack.append(u) }
        // (Lists read in place, by index: a list bound to a loop was retained and released.)
        while let u = stack.popLast() {
            order.append(u)
            for j in forest.beside[u].indices { stack.append(forest.beside[u][j]) }
            for j in forest.below[u].indices { stack.append(forest.below[u][j]) }
        }
        for u in order.reversed() {
            for j in forest.beside[u].indices { run[u] = max(run[u], run[forest.beside[u][j]] + 1) }
        }
        var result = forest
        for u in 0..<n where forest.beside[u].count > 1 {
            let children = forest.beside[u]
            guard let first = children.firstIndex(where: { !relationshipChild[$0] }) else { continue }
            var best = first
            for i in first..<children.count where !relationshipChild[children[i]] && run[children[i]] > run[children[best]] { best = i }
            guard best != first else { continue }
            var moved = children
            let v = moved.remove(at: best)
            moved.insert(v, at: first)
            result.beside[u] = moved
        }
        return result
    }

    /// Siblings reached by segues (not relationships, whose order means something) sorted by
    /// the mean row of the scenes they link to, other than their parent.
    private static func reorder(_ forest: GridPlacement.Forest, _ graph: DiagramGraph, _ placement: GridPlacement) -> GridPlacement.Forest {
        // Each scene's neighbours (the other ends of its links, loops left out), in link order.
        let n = graph.scenes.count
        var relationshipChild = Array(filled: false, count: n)
        var ends: [Int] = [], others: [Int] = []
        ends.reserveCapacity(2 * graph.links.count)
        others.reserveCapacity(2 * graph.links.count)
        for k in graph.links.indices where graph.links[k].from != graph.links[k].to {
            let from = graph.links[k].from, to = graph.links[k].to
            ends.append(from); others.append(to)
            ends.append(to); others.append(from)
            if graph.links[k].kind.isRelationship { relationshipChild[to] = true }
        }
        let neighbours = Groups(keyCount: n, keys: ends, values: others)
        // The mean row of `v`'s neighbours other than `parent`, or its own row.
        func bary(_ v: Int, parent: Int) -> Double {
            var sum = 0, count = 0
            for w in neighbours[v] where w != parent {
                sum += placement.row[w]
                count += 1
            }
            return count == 0 ? Double(placement.row[v]) : Double(sum) / Double(count)
        }
        /// The children sorted, or nil where that is the order they have.
        func sorted(_ children: [Int], parent: Int) -> [Int]? {
            // (Fewer than two: nothing to sort, and no arrays made.)
            guard children.count > 1 else { return nil }
            // No relationship child and the keys already ascending (the usual case once the
            // order settled): the sort would give the same array.
            if !children.contains(where: { relationshipChild[$0] }) {
                var previous = -Double.infinity, ascending = true
                for v in children {
                    let key = bary(v, parent: parent)
                    if !(key >= previous) { ascending = false; break }
                    previous = key
                }
                if ascending { return nil }
            }
            let fixed = children.filter { relationshipChild[$0] }
            let free = children.filter { !relationshipChild[$0] }
            guard free.count > 1 else { return nil }
            let keyed = free.enumerated().map { i, v in (bary(v, parent: parent), i, v) }
            return fixed + keyed.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.2)
        }
        // Only the lists whose order changes are written: the forest's arrays stay shared
        // (not copied, no retain and release per scene) where none does, the usual case.
        var result = forest
        // (Lists of fewer than two are skipped here, before the list is handed on: a list
        // passed was retained and released, twice a scene.)
        for u in 0..<graph.scenes.count {
            if forest.beside[u].count > 1, let s = sorted(forest.beside[u], parent: u) { result.beside[u] = s }
            if forest.below[u].count > 1, let s = sorted(forest.below[u], parent: u) { result.below[u] = s }
        }
        return result
    }

    private static func build(_ graph: DiagramGraph, _ contents: [CardContent], _ triggerRows: TriggerRows, _ placement: GridPlacement,
                              _ fans: FanGroups, _ work: inout Int) -> Layout {
        let n = graph.scenes.count
        guard n > 0 else { return Layout(cards: [], edges: [], entryArrows: [], width: 64, height: 32) }
        // A segue drawn from its own cell needs no "cell" label: the row says it.
        let labels = graph.links.indices.map { k in
            let sideways = placement.column[graph.links[k].to] > placement.column[graph.links[k].from]
            guard sideways, case .row? = triggerRows.port[k] else { return EdgeLabelText(graph.links, k) }
            return EdgeLabelText(graph.links, k, drawnFromItsCell: true)
        }
        var rowHeight = Array(filled: 0.0, count: placement.rows)
        // A card that spans rows (a fan's source) is made room for below, once the gaps are known.
        for i in 0..<n where placement.span[i] == 1 { rowHeight[placement.row[i]] = max(rowHeight[placement.row[i]], contents[i].height) }
        for j in rowHeight.indices where rowHeight[j] == 0 { rowHeight[j] = CardContent.minHeight }
        let spanning = (0..<n).filter { placement.span[$0] > 1 }
        var columnGap = Array(filled: GridGeometry.baseColumnGap, count: placement.columns)
        var rowGap = Array(filled: GridGeometry.baseRowGap, count: placement.rows)
        for j in placement.tightGaps { rowGap[j] = GridGeometry.tightRowGap }
        // Room for the label of a straight push between neighbouring columns.
        for k in graph.links.indices {
            let from = graph.links[k].from, to = graph.links[k].to
            guard placement.row[from] == placement.row[to], placement.column[to] == placement.column[from] + 1 else { continue }
            let c = placement.column[from]
            columnGap[c] = min(200, max(columnGap[c], labels[k].size.width + 36))
        }
        // A fan's edges share a trunk where its members form a block (elsewhere they keep
        // their own tracks, ordered to cross nothing).
        let trunk = fans.trunk.map { t in t.flatMap { placement.hasBlock[$0] ? $0 : nil } }
        // Labels of a fan's edges sit on the last piece, into the member: the gaps left of the
        // block's columns hold the widest, as far as the drawing still fits the column.
        func drawingWidth() -> Double {
            let columns = placement.columns
            return GridGeometry.marginLeft + Double(columns) * CardContent.width + columnGap.prefix(max(0, columns - 1)).reduce(0, +) + GridGeometry.margin
        }
        for k in graph.links.indices where trunk[k] != nil && !labels[k].isEmpty {
            let c = placement.column[graph.links[k].to] - 1
            guard c >= 0, c < columnGap.count else { continue }
            let wanted = min(200, labels[k].size.width + 40)
            guard wanted > columnGap[c] else { continue }
            let spare = maxWidth - drawingWidth()
            if spare > 0 { columnGap[c] = min(wanted, columnGap[c] + spare) }
        }
        let requests = graph.links.indices.map { k in
            EdgeRouter.Request(from: graph.links[k].from, to: graph.links[k].to, trunk: trunk[k] != nil)
        }
        // Labels: segues first, then unwinds, then the short relationship names, each group in
        // link order (one pass per group: no sort).
        var labelOrder: [Int] = []
        labelOrder.reserveCapacity(graph.links.count)
        for group in 0..<3 {
            for k in graph.links.indices where !labels[k].isEmpty {
                let kind = graph.links[k].kind
                if (kind.isRelationship ? 2 : kind == .unwind ? 1 : 0) == group { labelOrder.append(k) }
            }
        }
        var geometry: GridGeometry
        var cards: [DiagramRect]
        var routes: [[DiagramPoint]]
        var labelRect = [DiagramRect?](filled: nil, count: graph.links.count)
        var pass = 0
        while true {
            pass += 1
            var heights = rowHeight
            for u in spanning {
                let first = placement.row[u], last = first + placement.span[u] - 1
                var room = heights[last]
                for j in first..<last { room += heights[j] + rowGap[j] }
                if room < contents[u].height { heights[last] += contents[u].height - room }
            }
            geometry = GridGeometry(columns: placement.columns, rows: placement.rows, rowHeight: heights, columnGap: columnGap, rowGap: rowGap)
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
            let router = EdgeRouter(cards: cards, column: placement.column, row: placement.row, geometry: geometry, sourceY: sourceY,
                                    trunk: trunk)
            routes = router.route(requests, work: &work)
            // Widen channels that hold more parallel tracks than fit, then route again.
            let demand = ChannelNudger(geometry: geometry, trunk: trunk).demand(routes)
            var widened = false
            // (One track fits any gap: it runs down the middle.)
            for k in 1..<max(1, placement.columns) where k < demand.vertical.count && demand.vertical[k] > 1 {
                let need = Double(demand.vertical[k]) * ChannelNudger.spacing + 28
                if need > columnGap[k - 1] { columnGap[k - 1] = need; widened = true }
            }
            for j in 1..<max(1, placement.rows) where j < demand.horizontal.count && demand.horizontal[j] > 1 {
                let need = Double(demand.horizontal[j]) * ChannelNudger.spacing + 40
                if need > rowGap[j - 1] { rowGap[j - 1] = need; widened = true }
            }
            if widened && pass < 4 { continue }
            let placer = LabelPlacer(cards: cards, routes: routes, cardIndex: router.cardStripes)
            let placed = placer.place(labelOrder.map {
                LabelPlacer.Request(edge: $0, size: labels[$0].size, nearEnd: graph.links[$0].kind.isRelationship || trunk[$0] != nil,
                                    skipsTrunk: trunk[$0] != nil)
            }, work: &work)
            for e in labelRect.indices { labelRect[e] = nil }
            var cramped = false
            for (i, e) in labelOrder.enumerated() {
                labelRect[e] = placed[i].rect
                if !placed[i].snug, pass < 4 {
                    cramped = makeRoom(for: labels[e].size, along: routes[e], skippingTrunk: trunk[e] != nil,
                                              toRow: placement.row[graph.links[e].to], geometry, &columnGap, &rowGap) || cramped
                }
            }
            if !cramped { break }
        }

        var layout = Layout(cards: [], edges: [], entryArrows: [], width: 0, height: 0)
        layout.cards.reserveCapacity(n)
        layout.edges.reserveCapacity(graph.links.count)
        for i in 0..<n {
            layout.cards.append(Layout.Card(name: graph.names[i], rect: cards[i], column: placement.column[i], row: placement.row[i]))
        }
        for k in graph.links.indices {
            let label = labelRect[k].map { Layout.Label(rect: $0, primary: labels[k].primary, secondary: labels[k].secondary) }
            // The route moves into the edge, so `normalize` rounds it in place (no copy).
            var points: [DiagramPoint] = []
            swap(&points, &routes[k])
            layout.edges.append(Layout.Edge(
                kind: graph.links[k].kind, key: graph.links[k].key, identifier: graph.links[k].identifier,
                from: graph.names[graph.links[k].from], to: graph.names[graph.links[k].to], points: points, label: label))
        }
        for i in 0..<n where graph.initial[i] {
            let y = cards[i].minY + CardContent.titleBar / 2
            layout.entryArrows.append([DiagramPoint(x: cards[i].minX - 40, y: y), DiagramPoint(x: cards[i].minX, y: y)])
        }
        // The bounds of what is drawn, worked out once: the key goes below them, and then
        // grows them to the bounds `normalize` moves the drawing by.
        let drawing = layout.drawingBounds
        layout.legend = legend(for: graph.links.map(\.kind), below: layout, drawing)
        layout.truncatedTexts = contents.reduce(0) { $0 + $1.truncated }
        layout.normalize(bounds: layout.addingLegend(to: drawing))
        return layout
    }

    /// A key to the line styles in use, under the cards and left-aligned with them.
    /// The legend's entries: the kind its sample shows, the kinds it stands for, its text and
    /// the text's width (made once).
    private static let legendEntries: [(EdgeKind, [EdgeKind], String, Double)] = ([
        (.push, [.push, .show], "push / show"), (.present, [.present, .modal], "present modally"),
        (.popover, [.popover], "popover"), (.showDetail, [.showDetail], "show detail"),
        (.embed, [.embed], "embed"), (.custom, [.custom], "custom"), (.unwind, [.unwind], "unwind"),
        (.root, [.root, .tab, .master, .detail], "relationship"),
    ] as [(EdgeKind, [EdgeKind], String)]).map { ($0.0, $0.1, $0.2, TextMetrics.width($0.2, .small)) }

    private static let kindCount = EdgeKind.allCases.count

    /// (`drawing`: the layout's `drawingBounds`.)
    private static func legend(for kinds: [EdgeKind], below layout: Layout, _ drawing: DiagramRect?) -> [Layout.LegendEntry] {
        // The kinds present, by their place in `allCases` (no hashing).
        var present = Array(filled: false, count: kindCount)
        for kind in kinds { present[kind.ordinal] = true }
        let used = legendEntries.filter { $0.1.contains { present[$0.ordinal] } }
        guard used.count > 1, let box = drawing else { return [] }
        let left = layout.cards.map(\.rect.minX).min() ?? box.minX
        var x = left, y = box.maxY + 22
        var out: [Layout.LegendEntry] = []
        for (kind, _, text, textWidth) in used {
            let width = 26 + 6 + textWidth + 18
            if x > left, x + width > max(box.maxX, left + 480) { x = left; y += 18 }
            out.append(Layout.LegendEntry(kind: kind, text: text, sample: [DiagramPoint(x: x, y: y), DiagramPoint(x: x + 26, y: y)],
                                          textOrigin: DiagramPoint(x: x + 32, y: y + 3.5)))
            x += width.rounded(.up)
        }
        return out
    }

    /// Widens the gap that holds the longest piece of `route`, so its label fits beside it;
    /// when that would make a drawing that fits the column too wide, the gap above the row
    /// the route ends in is made taller instead.
    /// (`skippingTrunk`: the route shares a fan's trunk, where its label never goes: the
    /// pieces after it are made room for, and a row gap grows to hold the label on one side
    /// of the piece through its middle.)
    private static func makeRoom(for size: (width: Double, height: Double), along route: [DiagramPoint], skippingTrunk: Bool = false,
                                 toRow: Int, _ g: GridGeometry, _ columnGap: inout [Double], _ rowGap: inout [Double]) -> Bool {
        guard route.count >= 2 else { return false }
        let first = skippingTrunk && route.count > 3 ? 2 : 0
        var best = first
        for i in first..<(route.count - 1) where Polyline.distance(route[i], route[i + 1]) > Polyline.distance(route[best], route[best + 1]) {
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
            rowGap[r] = skippingTrunk ? max(rowGap[r] + size.height + 8, 2 * (size.height + 12)) : rowGap[r] + size.height + 8
            return true
        }
        // Otherwise a piece inside a column gap: make that gap wider.
        if let c = last(g.columnX, atOrBefore: mid.x), c < g.columnX.count - 1, mid.x > g.columnX[c] + CardContent.width, mid.x < g.columnX[c + 1] {
            guard columnGap[c] < 400 else { return false }
            let growth = horizontal ? size.width / 2 + 8 : size.width + 8
            let width = (g.columnX.last ?? 0) + CardContent.width + GridGeometry.margin
            if width <= maxWidth, width + growth > maxWidth, toRow > 0 {
                // The route runs through the middle of that gap: room for the label on one side.
                guard rowGap[toRow - 1] < 400 else { return false }
                rowGap[toRow - 1] = max(rowGap[toRow - 1] + size.height + 8, 2 * (size.height + 12))
                return true
            }
            columnGap[c] += growth
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

private extension EdgeKind {
    /// Its place in `allCases` (an array index, so no set of kinds is hashed).
    var ordinal: Int {
        switch self {
        case .push: 0
        case .show: 1
        case .present: 2
        case .modal: 3
        case .showDetail: 4
        case .popover: 5
        case .embed: 6
        case .custom: 7
        case .unwind: 8
        case .root: 9
        case .tab: 10
        case .master: 11
        case .detail: 12
        }
    }
}
