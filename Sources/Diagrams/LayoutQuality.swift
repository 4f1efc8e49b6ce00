/// Measures of a layout's readability, for tests and the benchmark. Zero is the goal for all
/// but `area`.
public enum LayoutQuality {
    /// Pairs of cards whose rectangles overlap.
    public static func cardOverlaps(_ layout: Layout) -> Int {
        var n = 0
        for i in layout.cards.indices {
            for j in layout.cards.indices where j > i && layout.cards[i].rect.overlaps(layout.cards[j].rect) { n += 1 }
        }
        return n
    }

    /// Edge segments that pass through a card the edge does not connect, plus segments that
    /// pass through the inside of their own source or destination card.
    public static func edgeCardCrossings(_ layout: Layout) -> Int {
        var n = 0
        for edge in layout.edges where edge.points.count >= 2 {
            for card in layout.cards {
                let box = card.rect.insetBy(0.5)
                for k in 0..<(edge.points.count - 1) where box.intersectsSegment(edge.points[k], edge.points[k + 1]) {
                    n += 1
                }
            }
        }
        return n
    }

    /// Labels that overlap a card or another label.
    public static func labelOverlaps(_ layout: Layout) -> Int {
        let labels = layout.edges.compactMap { $0.label?.rect }
        var n = 0
        for (i, l) in labels.enumerated() {
            for c in layout.cards where l.overlaps(c.rect) { n += 1 }
            for j in labels.indices where j > i && l.overlaps(labels[j]) { n += 1 }
        }
        return n
    }

    /// Points where two edges cross.
    public static func edgeCrossings(_ layout: Layout) -> Int {
        var n = 0
        let edges = layout.edges
        for i in edges.indices {
            for j in edges.indices where j > i { n += Polyline.crossings(edges[i].points, edges[j].points) }
        }
        return n
    }

    /// The drawing's area in square user units.
    public static func area(_ layout: Layout) -> Double { layout.width * layout.height }
}
