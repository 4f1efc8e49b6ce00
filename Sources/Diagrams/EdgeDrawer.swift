/// Draws one edge as a focusable group: its line, end marker, label, and (shown on hover or
/// focus through CSS) outlines of the two cards it connects.
enum EdgeDrawer {
    /// Everything an edge's drawing is made from (see `CardDrawer.Face`).
    struct Face: Sendable {
        var link: DiagramGraph.Link
        var edge: Layout.Edge
        var from: DiagramRect?
        var to: DiagramRect?
        var added: Bool
    }

    static func draw(_ link: DiagramGraph.Link, _ edge: Layout.Edge, from: DiagramRect?, to: DiagramRect?,
                     added: Bool, into out: SVGWriter) {
        draw(Face(link: link, edge: edge, from: from, to: to, added: added), into: out)
    }

    static func draw(_ face: Face, into out: SVGWriter) {
        let link = face.link, edge = face.edge, from = face.from, to = face.to, added = face.added
        let pts = edge.points
        guard pts.count >= 2 else { return }
        let kind = edge.kind
        let family = kind.isRelationship ? "fd-relationship" : kind == .unwind ? "fd-unwind" : "fd-segue"
        out.raw("<g class=\"fd-edge ").word(family).raw(" fd-edge-").word(kind.rawValue)
        if added { out.raw(" is-added") }
        out.raw("\"").attr("data-from", esc: edge.from).attr("data-to", esc: edge.to).raw(" tabindex=\"0\"><title>")
        tooltip(link, edge, into: out)
        out.raw("</title>")
        // Outlines of both ends, revealed by CSS when the edge is hovered or focused.
        func outline(_ rect: DiagramRect) {
            out.raw("<rect class=\"fd-end\"").attr("x", rect.minX - 3).attr("y", rect.minY - 3).attr("width", rect.width + 6).attr("height", rect.height + 6).raw(" rx=\"16\"/>")
        }
        if let from { outline(from) }
        if let to { outline(to) }
        // The same path twice: a wide transparent one to hover, and the visible line.
        out.raw("<path class=\"fd-hit\" d=\"")
        let pathStart = out.count
        out.roundedPath(trimmed(pts, kind))
        let path = pathStart..<out.count
        out.raw("\"/><path class=\"fd-line\" data-edge=\"").word(kind.rawValue).raw("\"")
        if let id = edge.identifier { out.attr("data-segue", esc: id) }
        out.raw(" d=\"")
        out.appendCopy(of: path)
        out.raw("\"/>")
        marker(kind, pts, into: out)
        if let label = edge.label { drawLabel(label, kind, bundle: link.count > 1, into: out) }
        out.raw("</g>\n")
    }

    /// A sample of an edge style and its name, for the key under the drawing.
    static func drawLegendEntry(_ entry: Layout.LegendEntry, into out: SVGWriter) {
        let kind = entry.kind
        let family = kind.isRelationship ? "fd-relationship" : kind == .unwind ? "fd-unwind" : "fd-segue"
        out.raw("<g class=\"fd-legend-item ").word(family).raw(" fd-edge-").word(kind.rawValue).raw("\"><path class=\"fd-line\" d=\"")
        out.roundedPath(trimmed(entry.sample, kind))
        out.raw("\"/>")
        marker(kind, entry.sample, into: out)
        out.raw("<text class=\"fd-legend-text\"").attr("x", entry.textOrigin.x).attr("y", entry.textOrigin.y).raw(">").esc(entry.text).raw("</text></g>")
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
    private static func marker(_ kind: EdgeKind, _ pts: [DiagramPoint], into out: SVGWriter) {
        let end = pts[pts.count - 1], before = pts[pts.count - 2]
        let (dx, dy) = direction(before, end)
        switch kind {
        case .root, .tab, .master, .detail:
            let s = pts[0], (sx, sy) = direction(s, pts[1])
            let c = DiagramPoint(x: s.x + sx * 3.5, y: s.y + sy * 3.5)
            out.raw("<circle class=\"fd-marker fd-marker-dot\"").attr("cx", c.x).attr("cy", c.y).raw(" r=\"3.5\"/>")
            out.raw("<path class=\"fd-marker fd-marker-tick\" d=\"")
            out.chevron(at: end, dx: dx, dy: dy, length: 5, width: 8)
            out.raw("\"/>")
        case .unwind:
            out.raw("<path class=\"fd-marker fd-marker-open\" d=\"")
            out.chevron(at: end, dx: dx, dy: dy, length: 7, width: 10)
            out.raw("\"/>")
        case .popover:
            out.raw("<path class=\"fd-marker fd-marker-hollow\" d=\"")
            out.arrowHead(at: end, dx: dx, dy: dy, length: 10, width: 9)
            out.raw("\"/>")
        case .embed:
            let c = DiagramPoint(x: end.x - dx * 4.5, y: end.y - dy * 4.5)
            out.raw("<rect class=\"fd-marker fd-marker-square\"").attr("x", c.x - 4).attr("y", c.y - 4).raw(" width=\"8\" height=\"8\"/>")
        default:
            out.raw("<path class=\"fd-marker fd-marker-head\" d=\"")
            out.arrowHead(at: end, dx: dx, dy: dy, length: 10, width: 9)
            out.raw("\"/>")
        }
    }

    private static func drawLabel(_ label: Layout.Label, _ kind: EdgeKind, bundle: Bool, into out: SVGWriter) {
        let r = label.rect
        let animation = kind == .unwind ? "back" : kind.isPresentation ? "rise" : kind.isRelationship ? "none" : "slide"
        out.raw("<g class=\"fd-label fd-anim-").word(animation).raw("\">")
        out.raw("<rect class=\"fd-label-bg\"").attr("x", r.minX).attr("y", r.minY).attr("width", r.width).attr("height", r.height).raw(" rx=\"4\"/>")
        var x = r.minX + EdgeLabelText.padX
        if !kind.isRelationship {
            // A tiny phone whose screen previews the transition on hover.
            let gy = r.minY + EdgeLabelText.padY + 1
            out.raw("<rect class=\"fd-glyph-frame\"").attr("x", x).attr("y", gy).raw(" width=\"8\" height=\"12\" rx=\"1.5\"/>")
            out.raw("<rect class=\"fd-glyph-screen\"").attr("x", x + 1.5).attr("y", gy + 1.5).raw(" width=\"5\" height=\"9\" rx=\"0.5\"/>")
            x += EdgeLabelText.glyphWidth
        }
        var y = r.minY + EdgeLabelText.padY
        if !label.primary.isEmpty {
            let mono = !kind.isRelationship && !bundle
            for line in EdgeLabelText.primaryLines(label.primary, mono ? .mono : .small) {
                if mono {
                    out.raw("<text class=\"fd-label-id\"").attr("x", x).attr("y", y + 9.5).raw(">")
                } else if bundle {
                    out.raw("<text class=\"fd-label-count\"").attr("x", x).attr("y", y + 9.5).raw(">")
                } else {
                    out.raw("<text class=\"fd-label-rel\"").attr("x", r.midX).attr("y", y + 9.5).raw(">")
                }
                out.esc(line).raw("</text>")
                y += EdgeLabelText.primaryLine
            }
        }
        for line in EdgeLabelText.secondaryLines(label.secondary) {
            out.raw("<text class=\"fd-label-trigger\"").attr("x", x).attr("y", y + 8.5).raw(">").esc(line).raw("</text>")
            y += EdgeLabelText.secondaryLine
        }
        out.raw("</g>")
    }

    /// What the edge's tooltip and accessible name say, escaped:
    /// "showDetail: Master → Detail (push, from cell)".
    static func tooltip(_ link: DiagramGraph.Link, _ edge: Layout.Edge, into out: SVGWriter) {
        if link.count > 1 {
            out.int(link.count).raw(" ").word(link.kind == .unwind ? "unwind segues" : link.kind.rawValue + " segues")
            out.raw(": ").esc(edge.from).nonASCII(" → ").esc(edge.to)
            return
        }
        if let id = link.identifier { out.esc(id).raw(": ") }
        out.esc(edge.from).nonASCII(" → ").esc(edge.to).raw(" (")
        switch link.kind {
        case .root, .tab, .master, .detail: out.word(link.kind.rawValue).raw(" relationship")
        case .unwind: out.raw("unwind to ").esc(link.action ?? "").raw(":")
        default: out.word(link.kind.rawValue)
        }
        if let t = link.trigger { out.raw(", ").esc(t.tooltipPhrase) }
        if let c = link.className { out.raw(", class ").esc(c) }
        if let p = link.presentation { out.raw(", presentation ").word(p.rawValue) }
        out.raw(")")
    }
}
