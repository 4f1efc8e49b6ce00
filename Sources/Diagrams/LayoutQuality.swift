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

    /// Labels that a line of another edge passes through (the label's own edge may run
    /// beside or under it: that is where a label belongs).
    public static func labelsCoveredByEdges(_ layout: Layout) -> Int {
        var n = 0
        for (i, edge) in layout.edges.enumerated() {
            guard let label = edge.label?.rect.insetBy(0.5) else { continue }
            let covered = layout.edges.indices.contains { j in
                guard j != i else { return false }
                let pts = layout.edges[j].points
                guard pts.count >= 2 else { return false }
                return (0..<(pts.count - 1)).contains { label.intersectsSegment(pts[$0], pts[$0 + 1]) }
            }
            if covered { n += 1 }
        }
        return n
    }

    /// Edge crossings, defined exactly as the benchmark counts Graphviz dot's: the number of
    /// pairs of edges that do not share a scene (neither end) whose drawn lines properly cross
    /// at least once. Two edges that meet at a scene are not compared (they meet there by
    /// construction); a pair that crosses several times counts once; touching or running
    /// along each other is not a crossing.
    public static func edgeCrossings(_ layout: Layout) -> Int {
        var n = 0
        let edges = layout.edges
        for i in edges.indices {
            for j in edges.indices where j > i {
                let a = edges[i], b = edges[j]
                if a.from == b.from || a.from == b.to || a.to == b.from || a.to == b.to { continue }
                if Polyline.crossings(a.points, b.points) > 0 { n += 1 }
            }
        }
        return n
    }

    /// Every point where two lines cross, including lines of edges that share a scene (what
    /// the layout itself minimises).
    public static func allCrossingPoints(_ layout: Layout) -> Int {
        var n = 0
        let edges = layout.edges
        for i in edges.indices {
            for j in edges.indices where j > i { n += Polyline.crossings(edges[i].points, edges[j].points) }
        }
        return n
    }

    /// Pieces of text the drawing had to cut short ("…"): edge labels, scene titles, custom
    /// classes and storyboard IDs. (Cell rows are cut as UIKit cuts them; their full text is
    /// in the tooltip and the text list.)
    public static func truncatedLabels(_ layout: Layout) -> Int { layout.truncatedTexts }

    /// The drawing's area in square user units.
    public static func area(_ layout: Layout) -> Double { layout.width * layout.height }

    /// Whether the drawing fits a column `columnWidth` CSS pixels wide without scrolling
    /// sideways, drawn at no less than `minimumScale` (the site's diagram canvas never
    /// scales a diagram below 0.8).
    public static func fits(_ layout: Layout, columnWidth: Double, minimumScale: Double = 0.8) -> Bool {
        layout.width * minimumScale <= columnWidth
    }
}
