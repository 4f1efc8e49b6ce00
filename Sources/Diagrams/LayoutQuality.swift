/// Measures of a layout's readability, for tests and the benchmark. Zero is the goal for all
/// but `area`.
package enum LayoutQuality {
    /// Pairs of cards whose rectangles overlap.
    package static func cardOverlaps(_ layout: Layout) -> Int {
        var cards = cardIndex(layout)
        var n = 0
        for (i, card) in layout.cards.enumerated() {
            cards.forEach(near: card.rect) { j in
                if j > i && card.rect.overlaps(layout.cards[j].rect) { n += 1 }
                return true
            }
        }
        return n
    }

    /// Edge segments that pass through a card the edge does not connect, plus segments that
    /// pass through the inside of their own source or destination card.
    package static func edgeCardCrossings(_ layout: Layout) -> Int {
        var cards = cardIndex(layout)
        let rects = layout.cards.map { $0.rect.insetBy(0.5) }
        var n = 0
        for edge in layout.edges where edge.points.count >= 2 {
            for k in 0..<(edge.points.count - 1) {
                let a = edge.points[k], b = edge.points[k + 1]
                cards.forEach(near: segmentBox(a, b)) { i in
                    if rects[i].intersectsSegment(a, b) { n += 1 }
                    return true
                }
            }
        }
        return n
    }

    /// Labels that overlap a card or another label.
    package static func labelOverlaps(_ layout: Layout) -> Int {
        var cards = cardIndex(layout)
        return labelOverlaps(layout, cards: &cards).overlaps
    }

    /// `labelOverlaps(_:)` with the layout's card index already built (`LayoutScore` has one),
    /// and the label index's entries examined.
    static func labelOverlaps(_ layout: Layout, cards: inout RectIndex) -> (overlaps: Int, visits: Int) {
        var labels = RectIndex(bounds: layout.bounds ?? DiagramRect(x: 0, y: 0, width: 1, height: 1))
        var placed: [DiagramRect] = []
        var n = 0
        for edge in layout.edges {
            guard let l = edge.label?.rect else { continue }
            cards.forEach(near: l) { i in
                if l.overlaps(layout.cards[i].rect) { n += 1 }
                return true
            }
            labels.forEach(near: l) { j in
                if l.overlaps(placed[j]) { n += 1 }
                return true
            }
            labels.insert(placed.count, l)
            placed.append(l)
        }
        return (n, labels.visits)
    }

    /// Labels that a line of another edge passes through (the label's own edge may run
    /// beside or under it: that is where a label belongs).
    package static func labelsCoveredByEdges(_ layout: Layout) -> Int {
        var pieces = RectIndex(bounds: layout.bounds ?? DiagramRect(x: 0, y: 0, width: 1, height: 1))
        var owner: [Int] = [], start: [DiagramPoint] = [], end: [DiagramPoint] = []
        for (i, edge) in layout.edges.enumerated() where edge.points.count >= 2 {
            for k in 0..<(edge.points.count - 1) {
                pieces.insert(owner.count, segmentBox(edge.points[k], edge.points[k + 1]))
                owner.append(i)
                start.append(edge.points[k])
                end.append(edge.points[k + 1])
            }
        }
        var n = 0
        for (i, edge) in layout.edges.enumerated() {
            guard let label = edge.label?.rect.insetBy(0.5) else { continue }
            var covered = false
            pieces.forEach(near: label) { k in
                if owner[k] != i && label.intersectsSegment(start[k], end[k]) { covered = true }
                return !covered
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
    package static func edgeCrossings(_ layout: Layout) -> Int {
        var pieces = PieceIndex(bounds: layout.bounds ?? DiagramRect(x: 0, y: 0, width: 1, height: 1))
        var n = 0
        for (i, edge) in layout.edges.enumerated() {
            for j in pieces.crossedOwners(edge.points, budget: .max) {
                let other = layout.edges[j]
                if other.from != edge.from && other.from != edge.to && other.to != edge.from && other.to != edge.to { n += 1 }
            }
            pieces.insert(edge.points, owner: i)
        }
        return n
    }

    private static func cardIndex(_ layout: Layout) -> RectIndex {
        var index = RectIndex(bounds: layout.bounds ?? DiagramRect(x: 0, y: 0, width: 1, height: 1))
        for (i, c) in layout.cards.enumerated() { index.insert(i, c.rect) }
        return index
    }

    private static func segmentBox(_ a: DiagramPoint, _ b: DiagramPoint) -> DiagramRect {
        DiagramRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(a.x - b.x), height: abs(a.y - b.y)).insetBy(-1)
    }

    /// Every point where two lines cross, including lines of edges that share a scene (what
    /// the layout itself minimises).
    package static func allCrossingPoints(_ layout: Layout) -> Int {
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
    package static func truncatedLabels(_ layout: Layout) -> Int { layout.truncatedTexts }

    /// The drawing's area in square user units.
    package static func area(_ layout: Layout) -> Double { layout.width * layout.height }

    /// Whether the drawing fits a column `columnWidth` CSS pixels wide without scrolling
    /// sideways, drawn at no less than `minimumScale` (the site's diagram canvas never
    /// scales a diagram below 0.8).
    package static func fits(_ layout: Layout, columnWidth: Double, minimumScale: Double = 0.8) -> Bool {
        layout.width * minimumScale <= columnWidth
    }
}
