/// Draws one edge as a focusable group: its line, end marker, label, and (shown on hover or
/// focus through CSS) outlines of the two cards it connects.
enum EdgeDrawer {
    static func draw(_ link: DiagramGraph.Link, _ edge: Layout.Edge, from: DiagramRect?, to: DiagramRect?,
                     added: Bool, into out: inout SVGWriter) {
        let pts = edge.points
        guard pts.count >= 2 else { return }
        let kind = edge.kind
        let family = kind.isRelationship ? "fd-relationship" : kind == .unwind ? "fd-unwind" : "fd-segue"
        out += "<g class=\"fd-edge \(raw: family) fd-edge-\(raw: kind.rawValue)"
        if added { out.raw(" is-added") }
        out += "\" data-from=\"\(esc: edge.from)\" data-to=\"\(esc: edge.to)\" tabindex=\"0\"><title>"
        tooltip(link, edge, into: &out)
        out.raw("</title>")
        // Outlines of both ends, revealed by CSS when the edge is hovered or focused.
        func outline(_ rect: DiagramRect) {
            out += "<rect class=\"fd-end\" x=\"\(rect.minX - 3)\" y=\"\(rect.minY - 3)\" width=\"\(rect.width + 6)\" height=\"\(rect.height + 6)\" rx=\"16\" fill=\"none\"/>"
        }
        if let from { outline(from) }
        if let to { outline(to) }
        // The same path twice: a wide transparent one to hover, and the visible line.
        out.raw("<path class=\"fd-hit\" d=\"")
        let pathStart = out.count
        out.roundedPath(trimmed(pts, kind))
        let path = pathStart..<out.count
        out += "\" fill=\"none\" stroke=\"transparent\" stroke-width=\"12\"/><path class=\"fd-line\" data-edge=\"\(raw: kind.rawValue)\""
        if let id = edge.identifier { out += " data-segue=\"\(esc: id)\"" }
        out.raw(" d=\"")
        out.appendCopy(of: path)
        out.raw("\" fill=\"none\" stroke=\"#8e8e93\"/>")
        marker(kind, pts, into: &out)
        if let label = edge.label { drawLabel(label, kind, into: &out) }
        out.raw("</g>\n")
    }

    /// A sample of an edge style and its name, for the key under the drawing.
    static func drawLegendEntry(_ entry: Layout.LegendEntry, into out: inout SVGWriter) {
        let kind = entry.kind
        let family = kind.isRelationship ? "fd-relationship" : kind == .unwind ? "fd-unwind" : "fd-segue"
        out += "<g class=\"fd-legend-item \(raw: family) fd-edge-\(raw: kind.rawValue)\"><path class=\"fd-line\" d=\""
        out.roundedPath(trimmed(entry.sample, kind))
        out.raw("\" fill=\"none\" stroke=\"#8e8e93\"/>")
        marker(kind, entry.sample, into: &out)
        out += "<text class=\"fd-legend-text\" x=\"\(entry.textOrigin.x)\" y=\"\(entry.textOrigin.y)\" font-size=\"9.5\">\(esc: entry.text)</text></g>"
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
    private static func marker(_ kind: EdgeKind, _ pts: [DiagramPoint], into out: inout SVGWriter) {
        let end = pts[pts.count - 1], before = pts[pts.count - 2]
        let (dx, dy) = direction(before, end)
        switch kind {
        case .root, .tab, .master, .detail:
            let s = pts[0], (sx, sy) = direction(s, pts[1])
            let c = DiagramPoint(x: s.x + sx * 3.5, y: s.y + sy * 3.5)
            out += "<circle class=\"fd-marker fd-marker-dot\" cx=\"\(c.x)\" cy=\"\(c.y)\" r=\"3.5\" fill=\"#8e8e93\"/>"
            out.raw("<path class=\"fd-marker fd-marker-tick\" d=\"")
            out.chevron(at: end, dx: dx, dy: dy, length: 5, width: 8)
            out.raw("\" fill=\"none\" stroke=\"#8e8e93\"/>")
        case .unwind:
            out.raw("<path class=\"fd-marker fd-marker-open\" d=\"")
            out.chevron(at: end, dx: dx, dy: dy, length: 7, width: 10)
            out.raw("\" fill=\"none\" stroke=\"#8e8e93\"/>")
        case .popover:
            out.raw("<path class=\"fd-marker fd-marker-hollow\" d=\"")
            out.arrowHead(at: end, dx: dx, dy: dy, length: 10, width: 9)
            out.raw("\" fill=\"#fff\" stroke=\"#8e8e93\"/>")
        case .embed:
            let c = DiagramPoint(x: end.x - dx * 4.5, y: end.y - dy * 4.5)
            out += "<rect class=\"fd-marker fd-marker-square\" x=\"\(c.x - 4)\" y=\"\(c.y - 4)\" width=\"8\" height=\"8\" fill=\"#8e8e93\"/>"
        default:
            out.raw("<path class=\"fd-marker fd-marker-head\" d=\"")
            out.arrowHead(at: end, dx: dx, dy: dy, length: 10, width: 9)
            out.raw("\" fill=\"#8e8e93\"/>")
        }
    }

    private static func drawLabel(_ label: Layout.Label, _ kind: EdgeKind, into out: inout SVGWriter) {
        let r = label.rect
        let animation = kind == .unwind ? "back" : kind.isPresentation ? "rise" : kind.isRelationship ? "none" : "slide"
        out += "<g class=\"fd-label fd-anim-\(raw: animation)\">"
        out += "<rect class=\"fd-label-bg\" x=\"\(r.minX)\" y=\"\(r.minY)\" width=\"\(r.width)\" height=\"\(r.height)\" rx=\"4\" fill=\"#fff\"/>"
        var x = r.minX + EdgeLabelText.padX
        if !kind.isRelationship {
            // A tiny phone whose screen previews the transition on hover.
            let gy = r.midY - 6
            out += "<rect class=\"fd-glyph-frame\" x=\"\(x)\" y=\"\(gy)\" width=\"8\" height=\"12\" rx=\"1.5\" fill=\"none\" stroke=\"#8e8e93\"/>"
            out += "<rect class=\"fd-glyph-screen\" x=\"\(x + 1.5)\" y=\"\(gy + 1.5)\" width=\"5\" height=\"9\" rx=\"0.5\" fill=\"#8e8e93\"/>"
            x += EdgeLabelText.glyphWidth
        }
        var y = r.minY + EdgeLabelText.padY
        if !label.primary.isEmpty {
            let mono = !kind.isRelationship
            if mono {
                out += "<text class=\"fd-label-id\" x=\"\(x)\" y=\"\(y + 9.5)\" font-family=\"ui-monospace, Menlo, monospace\" font-size=\"10\">"
            } else {
                out += "<text class=\"fd-label-rel\" x=\"\(r.midX)\" y=\"\(y + 9.5)\" text-anchor=\"middle\" font-size=\"9.5\">"
            }
            out += "\(esc: label.primary)</text>"
            y += EdgeLabelText.primaryLine
        }
        if !label.secondary.isEmpty {
            out += "<text class=\"fd-label-trigger\" x=\"\(x)\" y=\"\(y + 8.5)\" font-size=\"9.5\">\(esc: label.secondary)</text>"
        }
        out.raw("</g>")
    }

    /// What the edge's tooltip and accessible name say, escaped:
    /// "showDetail: Master → Detail (push, from cell)".
    static func tooltip(_ link: DiagramGraph.Link, _ edge: Layout.Edge, into out: inout SVGWriter) {
        if let id = link.identifier { out += "\(esc: id): " }
        out += "\(esc: edge.from) → \(esc: edge.to) ("
        switch link.kind {
        case .root, .tab, .master, .detail: out += "\(raw: link.kind.rawValue) relationship"
        case .unwind: out += "unwind to \(esc: link.action ?? ""):"
        default: out += "\(raw: link.kind.rawValue)"
        }
        if let t = link.trigger { out += ", from \(esc: t.diagramText)" }
        if let c = link.className { out += ", class \(esc: c)" }
        out.raw(")")
    }
}
