extension Layout {
    /// Everything drawn: cards, routes, labels, entry arrows and the key.
    var bounds: DiagramRect? { addingLegend(to: drawingBounds) }

    /// The cards, routes, labels and entry arrows: `bounds` without the key.
    var drawingBounds: DiagramRect? {
        var box: DiagramRect? = nil
        func add(_ r: DiagramRect) { box = box.map { $0.union(r) } ?? r }
        for c in cards { add(c.rect) }
        for e in edges {
            for p in e.points { add(DiagramRect(x: p.x - 6, y: p.y - 6, width: 12, height: 12)) }
            if let l = e.label { add(l.rect) }
        }
        for arrow in entryArrows { for p in arrow { add(DiagramRect(x: p.x - 6, y: p.y - 6, width: 12, height: 12)) } }
        return box
    }

    /// `box` grown by the key's entries, added after the rest as `bounds` adds them: so
    /// `addingLegend(to: drawingBounds)` is `bounds` to the last bit (a union is not
    /// associative in floating point), and a layout without a key has `drawingBounds` as its
    /// `bounds`.
    func addingLegend(to start: DiagramRect?) -> DiagramRect? {
        var box = start
        func add(_ r: DiagramRect) { box = box.map { $0.union(r) } ?? r }
        for entry in legend {
            for p in entry.sample { add(DiagramRect(x: p.x, y: p.y - 6, width: 1, height: 12)) }
            add(DiagramRect(x: entry.textOrigin.x, y: entry.textOrigin.y - 9, width: TextMetrics.width(entry.text, .small), height: 12))
        }
        return box
    }

    /// The same layout moved so its content starts at a small margin, with width and height
    /// set to hold it; coordinates are rounded to half units so the SVG text stays short.
    func normalized(margin: Double = 14) -> Layout {
        var out = self
        out.normalize(margin: margin)
        return out
    }

    /// `normalized(margin:)` in place: on a layout nothing else holds, no array is copied.
    mutating func normalize(margin: Double = 14) {
        normalize(margin: margin, bounds: bounds)
    }

    /// `normalize(margin:)` given the layout's `bounds` (worked out already by the caller).
    mutating func normalize(margin: Double = 14, bounds: DiagramRect?) {
        guard let box = bounds else { return }
        let dx = margin - box.minX, dy = margin - box.minY
        func r(_ v: Double) -> Double { (v * 2).rounded() / 2 }
        func move(_ p: DiagramPoint) -> DiagramPoint { DiagramPoint(x: r(p.x + dx), y: r(p.y + dy)) }
        func move(_ rect: DiagramRect) -> DiagramRect {
            DiagramRect(x: r(rect.x + dx), y: r(rect.y + dy), width: r(rect.width), height: r(rect.height))
        }
        func move(_ points: inout [DiagramPoint]) {
            for j in points.indices { points[j] = move(points[j]) }
        }
        for i in cards.indices { cards[i].rect = move(cards[i].rect) }
        for i in edges.indices {
            move(&edges[i].points)
            if let l = edges[i].label { edges[i].label!.rect = move(l.rect) }
        }
        for i in entryArrows.indices { move(&entryArrows[i]) }
        for i in legend.indices {
            move(&legend[i].sample)
            legend[i].textOrigin = move(legend[i].textOrigin)
        }
        width = r(box.width + 2 * margin)
        height = r(box.height + 2 * margin)
    }
}
