/// How bad a candidate layout is, for choosing between orderings: edges through cards and
/// overlapping labels weigh most, then crossing points, then area. The same counts as
/// `LayoutQuality`, but each item is tested only against what lies near it (`RectIndex`), so
/// scoring stays close to linear on large storyboards.
struct LayoutScore {
    var value: Double
    /// `value` without the area: what is wrong, not how big.
    var penalty: Double
    /// `penalty` without the crossing points of edges that share a scene: edges through cards,
    /// overlapping labels, and the crossings `layout-stats` counts (pairs of edges that share
    /// no scene). What chooses between wrappings, before the number of columns.
    var conflicts: Double
    /// Index entries examined.
    var work: Int

    init(_ layout: Layout) {
        let bounds = layout.bounds ?? DiagramRect(x: 0, y: 0, width: 1, height: 1)
        var cards = RectIndex(bounds: bounds)
        for (i, c) in layout.cards.enumerated() { cards.insert(i, c.rect) }
        let rects = layout.cards.map(\.rect)
        var hits = 0
        var pieces = PieceIndex(bounds: bounds)
        var crossings = 0.0
        // Pairs of edges that share no scene and cross: what the dot comparison counts.
        var pairs = 0
        for (e, edge) in layout.edges.enumerated() where edge.points.count >= 2 {
            let pts = edge.points
            for k in 0..<(pts.count - 1) {
                let a = pts[k], b = pts[k + 1]
                let box = DiagramRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(a.x - b.x), height: abs(a.y - b.y)).insetBy(-1)
                cards.forEach(near: box) { i in
                    if rects[i].insetBy(0.5).intersectsSegment(a, b) { hits += 1 }
                    return true
                }
            }
            crossings += pieces.crossings(pts, limit: .infinity)
            for j in pieces.crossedOwners(pts) {
                let other = layout.edges[j]
                if other.from != edge.from && other.from != edge.to && other.to != edge.from && other.to != edge.to { pairs += 1 }
            }
            pieces.insert(pts, owner: e)
        }
        let (overlaps, labelVisits) = LayoutQuality.labelOverlaps(layout, cards: &cards)
        conflicts = Double(hits + overlaps) * 1e7 + Double(pairs) * 1e6
        penalty = conflicts + crossings * 1e5
        value = penalty + LayoutQuality.area(layout) / 100
        work = cards.visits + pieces.work + labelVisits
    }
}
