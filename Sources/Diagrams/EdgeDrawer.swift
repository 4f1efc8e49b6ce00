/// Draws one edge as a focusable group: its line, end marker, label, and (shown on hover or
/// focus through CSS) outlines of the two cards it connects.
enum EdgeDrawer {
    static func draw(_ link: DiagramGraph.Link, _ edge: Layout.Edge, from: DiagramRect?, to: DiagramRect?,
                     added: Bool, into out: inout String) {
        let n = SVGText.num, e = SVGText.esc
        let pts = edge.points
        guard pts.count >= 2 else { return }
        let kind = edge.kind
        let family = kind.isRelationship ? "fd-relationship" : kind == .unwind ? "fd-unwind" : "fd-segue"
        out += "<g class=\"fd-edge \(family) fd-edge-\(kind.rawValue)\(added ? " is-added" : "")\" data-from=\"\(e(edge.from))\" data-to=\"\(e(edge.to))\" tabindex=\"0\">"
        out += "<title>\(e(tooltip(link, edge)))</title>"
        // Outlines of both ends, revealed by CSS when the edge is hovered or focused.
        for rect in [from, to].compactMap({ $0 }) {
            out += "<rect class=\"fd-end\" x=\"\(n(rect.minX - 3))\" y=\"\(n(rect.minY - 3))\" width=\"\(n(rect.width + 6))\" height=\"\(n(rect.height + 6))\" rx=\"16\" fill=\"none\"/>"
        }
        let d = SVGText.roundedPath(trimmed(pts, kind))
        out += "<path class=\"fd-hit\" d=\"\(d)\" fill=\"none\" stroke=\"transparent\" stroke-width=\"12\"/>"
        var attributes = "class=\"fd-line\" data-edge=\"\(kind.rawValue)\""
        if let id = edge.identifier { attributes += " data-segue=\"\(e(id))\"" }
        out += "<path \(attributes) d=\"\(d)\" fill=\"none\" stroke=\"#8e8e93\"/>"
        out += marker(kind, pts)
        if let label = edge.label { drawLabel(label, kind, into: &out) }
        out += "</g>\n"
    }

    /// A sample of an edge style and its name, for the key under the drawing.
    static func drawLegendEntry(_ entry: Layout.LegendEntry, into out: inout String) {
        let n = SVGText.num
        let kind = entry.kind
        let family = kind.isRelationship ? "fd-relationship" : kind == .unwind ? "fd-unwind" : "fd-segue"
        out += "<g class=\"fd-legend-item \(family) fd-edge-\(kind.rawValue)\">"
        out += "<path class=\"fd-line\" d=\"\(SVGText.roundedPath(trimmed(entry.sample, kind)))\" fill=\"none\" stroke=\"#8e8e93\"/>"
        out += marker(kind, entry.sample)
        out += "<text class=\"fd-legend-text\" x=\"\(n(entry.textOrigin.x))\" y=\"\(n(entry.textOrigin.y))\" font-size=\"9.5\">\(SVGText.esc(entry.text))</text></g>"
    }

    /// The route shortened at the end so the line stops inside the arrowhead, not at its tip.
    private static func trimmed(_ pts: [DiagramPoint], _ kind: EdgeKind) -> [DiagramPoint] {
        guard !kind.isRelationship, pts.count >= 2 else { return pts }
        var out = pts
        let a = pts[pts.count - 2], b = pts[pts.count - 1]
        let len = abs(b.x - a.x) + abs(b.y - a.y)
        let cut = min(len / 2, kind == .unwind ? 1.5 : 5)
        let (dx, dy) = direction(a, b)
        out[out.count - 1] = DiagramPoint(x: b.x - dx * cut, y: b.y - dy * cut)
        return out
    }

    private static func direction(_ a: DiagramPoint, _ b: DiagramPoint) -> (Double, Double) {
        let dx = b.x - a.x, dy = b.y - a.y
        if abs(dx) >= abs(dy) { return (dx >= 0 ? 1 : -1, 0) }
        return (0, dy >= 0 ? 1 : -1)
    }

    /// The end marker: arrowheads for segues, an open chevron for unwinds, a dot at the
    /// container for relationships, a square for embeds.
    private static func marker(_ kind: EdgeKind, _ pts: [DiagramPoint]) -> String {
        let n = SVGText.num
        let end = pts[pts.count - 1], before = pts[pts.count - 2]
        let (dx, dy) = direction(before, end)
        switch kind {
        case .root, .tab, .master, .detail:
            let s = pts[0], (sx, sy) = direction(s, pts[1])
            let c = DiagramPoint(x: s.x + sx * 3.5, y: s.y + sy * 3.5)
            return "<circle class=\"fd-marker fd-marker-dot\" cx=\"\(n(c.x))\" cy=\"\(n(c.y))\" r=\"3.5\" fill=\"#8e8e93\"/>"
                + "<path class=\"fd-marker fd-marker-tick\" d=\"\(chevron(at: end, dx: dx, dy: dy, length: 5, width: 8))\" fill=\"none\" stroke=\"#8e8e93\"/>"
        case .unwind:
            return "<path class=\"fd-marker fd-marker-open\" d=\"\(chevron(at: end, dx: dx, dy: dy, length: 7, width: 10))\" fill=\"none\" stroke=\"#8e8e93\"/>"
        case .popover:
            return "<path class=\"fd-marker fd-marker-hollow\" d=\"\(arrowHead(at: end, dx: dx, dy: dy, length: 10, width: 9))\" fill=\"#fff\" stroke=\"#8e8e93\"/>"
        case .embed:
            let c = DiagramPoint(x: end.x - dx * 4.5, y: end.y - dy * 4.5)
            return "<rect class=\"fd-marker fd-marker-square\" x=\"\(n(c.x - 4))\" y=\"\(n(c.y - 4))\" width=\"8\" height=\"8\" fill=\"#8e8e93\"/>"
        default:
            return "<path class=\"fd-marker fd-marker-head\" d=\"\(arrowHead(at: end, dx: dx, dy: dy, length: 10, width: 9))\" fill=\"#8e8e93\"/>"
        }
    }

    /// A closed triangle whose tip is `tip`, pointing along (dx, dy).
    static func arrowHead(at tip: DiagramPoint, dx: Double, dy: Double, length: Double, width: Double) -> String {
        let n = SVGText.num
        let bx = tip.x - dx * length, by = tip.y - dy * length
        let px = -dy * width / 2, py = dx * width / 2
        return "M\(n(tip.x)) \(n(tip.y))L\(n(bx + px)) \(n(by + py))L\(n(bx - px)) \(n(by - py))Z"
    }

    private static func chevron(at tip: DiagramPoint, dx: Double, dy: Double, length: Double, width: Double) -> String {
        let n = SVGText.num
        let bx = tip.x - dx * length, by = tip.y - dy * length
        let px = -dy * width / 2, py = dx * width / 2
        return "M\(n(bx + px)) \(n(by + py))L\(n(tip.x)) \(n(tip.y))L\(n(bx - px)) \(n(by - py))"
    }

    private static func drawLabel(_ label: Layout.Label, _ kind: EdgeKind, into out: inout String) {
        let n = SVGText.num, e = SVGText.esc
        let r = label.rect
        let animation = kind == .unwind ? "back" : kind.isPresentation ? "rise" : kind.isRelationship ? "none" : "slide"
        out += "<g class=\"fd-label fd-anim-\(animation)\">"
        out += "<rect class=\"fd-label-bg\" x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\" rx=\"4\" fill=\"#fff\"/>"
        var x = r.minX + EdgeLabelText.padX
        if !kind.isRelationship {
            // A tiny phone whose screen previews the transition on hover.
            let gy = r.midY - 6
            out += "<rect class=\"fd-glyph-frame\" x=\"\(n(x))\" y=\"\(n(gy))\" width=\"8\" height=\"12\" rx=\"1.5\" fill=\"none\" stroke=\"#8e8e93\"/>"
            out += "<rect class=\"fd-glyph-screen\" x=\"\(n(x + 1.5))\" y=\"\(n(gy + 1.5))\" width=\"5\" height=\"9\" rx=\"0.5\" fill=\"#8e8e93\"/>"
            x += EdgeLabelText.glyphWidth
        }
        var y = r.minY + EdgeLabelText.padY
        if !label.primary.isEmpty {
            let mono = !kind.isRelationship
            let cls = mono ? "fd-label-id" : "fd-label-rel"
            let font = mono ? " font-family=\"ui-monospace, Menlo, monospace\" font-size=\"10\"" : " font-size=\"9.5\""
            let anchorX = kind.isRelationship ? r.midX : x
            let anchor = kind.isRelationship ? " text-anchor=\"middle\"" : ""
            out += "<text class=\"\(cls)\" x=\"\(n(anchorX))\" y=\"\(n(y + 9.5))\"\(anchor)\(font)>\(e(label.primary))</text>"
            y += EdgeLabelText.primaryLine
        }
        if !label.secondary.isEmpty {
            out += "<text class=\"fd-label-trigger\" x=\"\(n(x))\" y=\"\(n(y + 8.5))\" font-size=\"9.5\">\(e(label.secondary))</text>"
        }
        out += "</g>"
    }

    /// What the edge's tooltip and accessible name say: "showDetail: Master → Detail (push, from cell)".
    static func tooltip(_ link: DiagramGraph.Link, _ edge: Layout.Edge) -> String {
        var s = ""
        if let id = link.identifier { s += id + ": " }
        s += "\(edge.from) → \(edge.to) ("
        switch link.kind {
        case .root, .tab, .master, .detail: s += "\(link.kind.rawValue) relationship"
        case .unwind: s += "unwind to \(link.action ?? ""):"
        default: s += link.kind.rawValue
        }
        if let t = link.trigger { s += ", from \(t.diagramText)" }
        if let c = link.className { s += ", class \(c)" }
        return s + ")"
    }
}
