/// Draws one edge as a focusable group: its line, end marker, label, and (shown on hover or
/// focus through CSS) outlines of the two cards it connects.
enum EdgeDrawer {
    /// The edge's first element is `<g class="…" data-from=…`: its class ends at the second
    /// raw quote (`DiagramPieces.remarked`).
    static let classQuote = 2

    /// Draws `links[k]`, routed as `edges[k]`, between the cards at `from` and `to`. Made from
    /// these alone (which is what lets `DiagramPieces` reuse an edge drawn from equal ones).
    /// (The link and its route are read in place: passed on as values, or gathered into a
    /// struct, they were copied, each of their dozen strings and arrays retained and released.)
    static func draw(_ k: Int, of links: [DiagramGraph.Link], _ edges: [Layout.Edge], from: DiagramRect?, to: DiagramRect?,
                     added: Bool, into out: inout SVGWriter) {
        let pts = edges[k].points
        guard pts.count >= 2 else { return }
        let kind = edges[k].kind
        let family = kind.isRelationship ? "fd-relationship" : kind == .unwind ? "fd-unwind" : "fd-segue"
        out.raw("<g class=\"fd-edge "); out.word(family); out.raw(" fd-edge-"); out.word(kind.rawValue)
        if added { out.raw(" is-added") }
        out.raw("\""); out.attr("data-from", esc: edges[k].from); out.attr("data-to", esc: edges[k].to); out.raw(" tabindex=\"0\"><title>")
        tooltip(k, of: links, edges, into: &out)
        out.raw("</title>")
        // Outlines of both ends, revealed by CSS when the edge is hovered or focused.
        func outline(_ rect: DiagramRect) {
            out.raw("<rect class=\"fd-end\""); out.attr("x", rect.minX - 3); out.attr("y", rect.minY - 3); out.attr("width", rect.width + 6); out.attr("height", rect.height + 6); out.raw(" rx=\"16\"/>")
        }
        if let from { outline(from) }
        if let to { outline(to) }
        // The same path twice: a wide transparent one to hover, and the visible line.
        out.raw("<path class=\"fd-hit\" d=\"")
        let pathStart = out.count
        out.roundedPath(trimmed(pts, kind))
        let path = pathStart..<out.count
        out.raw("\"/><path class=\"fd-line\" data-edge=\""); out.word(kind.rawValue); out.raw("\"")
        if let id = edges[k].identifier { out.attr("data-segue", esc: id) }
        out.raw(" d=\"")
        out.appendCopy(of: path)
        out.raw("\"/>")
        marker(kind, pts, into: &out)
        if let label = edges[k].label { drawLabel(label, kind, bundle: links[k].count > 1, into: &out) }
        out.raw("</g>\n")
    }

    /// A sample of an edge style and its name, for the key under the drawing.
    static func drawLegendEntry(_ entry: Layout.LegendEntry, into out: inout SVGWriter) {
        let kind = entry.kind
        let family = kind.isRelationship ? "fd-relationship" : kind == .unwind ? "fd-unwind" : "fd-segue"
        out.raw("<g class=\"fd-legend-item "); out.word(family); out.raw(" fd-edge-"); out.word(kind.rawValue); out.raw("\"><path class=\"fd-line\" d=\"")
        out.roundedPath(trimmed(entry.sample, kind))
        out.raw("\"/>")
        marker(kind, entry.sample, into: &out)
        out.raw("<text class=\"fd-legend-text\""); out.attr("x", entry.textOrigin.x); out.attr("y", entry.textOrigin.y); out.raw(">"); out.esc(entry.text); out.raw("</text></g>")
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
            out.raw("<circle class=\"fd-marker fd-marker-dot\""); out.attr("cx", c.x); out.attr("cy", c.y); out.raw(" r=\"3.5\"/>")
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
            out.raw("<rect class=\"fd-marker fd-marker-square\""); out.attr("x", c.x - 4); out.attr("y", c.y - 4); out.raw(" width=\"8\" height=\"8\"/>")
        default:
            out.raw("<path class=\"fd-marker fd-marker-head\" d=\"")
            out.arrowHead(at: end, dx: dx, dy: dy, length: 10, width: 9)
            out.raw("\"/>")
        }
    }

    private static func drawLabel(_ label: Layout.Label, _ kind: EdgeKind, bundle: Bool, into out: inout SVGWriter) {
        let r = label.rect
        let animation = kind == .unwind ? "back" : kind.isPresentation ? "rise" : kind.isRelationship ? "none" : "slide"
        out.raw("<g class=\"fd-label fd-anim-"); out.word(animation); out.raw("\">")
        out.raw("<rect class=\"fd-label-bg\""); out.attr("x", r.minX); out.attr("y", r.minY); out.attr("width", r.width); out.attr("height", r.height); out.raw(" rx=\"4\"/>")
        var x = r.minX + EdgeLabelText.padX
        if !kind.isRelationship {
            // A tiny phone whose screen previews the transition on hover.
            let gy = r.minY + EdgeLabelText.padY + 1
            out.raw("<rect class=\"fd-glyph-frame\""); out.attr("x", x); out.attr("y", gy); out.raw(" width=\"8\" height=\"12\" rx=\"1.5\"/>")
            out.raw("<rect class=\"fd-glyph-screen\""); out.attr("x", x + 1.5); out.attr("y", gy + 1.5); out.raw(" width=\"5\" height=\"9\" rx=\"0.5\"/>")
            x += EdgeLabelText.glyphWidth
        }
        var y = r.minY + EdgeLabelText.padY
        if !label.primary.isEmpty {
            let mono = !kind.isRelationship && !bundle
            for line in EdgeLabelText.primaryLines(label.primary, mono ? .mono : .small) {
                if mono {
                    out.raw("<text class=\"fd-label-id\""); out.attr("x", x); out.attr("y", y + 9.5); out.raw(">")
                } else if bundle {
                    out.raw("<text class=\"fd-label-count\""); out.attr("x", x); out.attr("y", y + 9.5); out.raw(">")
                } else {
                    out.raw("<text class=\"fd-label-rel\""); out.attr("x", r.midX); out.attr("y", y + 9.5); out.raw(">")
                }
                out.esc(line); out.raw("</text>")
                y += EdgeLabelText.primaryLine
            }
        }
        for line in EdgeLabelText.secondaryLines(label.secondary) {
            out.raw("<text class=\"fd-label-trigger\""); out.attr("x", x); out.attr("y", y + 8.5); out.raw(">"); out.esc(line); out.raw("</text>")
            y += EdgeLabelText.secondaryLine
        }
        out.raw("</g>")
    }

    /// What the edge's tooltip and accessible name say, escaped:
    /// "showDetail: Master → Detail (push, from cell)".
    static func tooltip(_ k: Int, of links: [DiagramGraph.Link], _ edges: [Layout.Edge], into out: inout SVGWriter) {
        if links[k].count > 1 {
            out.int(links[k].count); out.raw(" "); out.word(links[k].kind == .unwind ? "unwind segues" : links[k].kind.rawValue + " segues")
            out.raw(": "); out.esc(edges[k].from); out.raw(" → "); out.esc(edges[k].to)
            return
        }
        if let id = links[k].identifier { out.esc(id); out.raw(": ") }
        out.esc(edges[k].from); out.raw(" → "); out.esc(edges[k].to); out.raw(" (")
        switch links[k].kind {
        case .root, .tab, .master, .detail: out.word(links[k].kind.rawValue); out.raw(" relationship")
        case .unwind: out.raw("unwind to "); out.esc(links[k].action ?? ""); out.raw(":")
        default: out.word(links[k].kind.rawValue)
        }
        if let t = links[k].trigger { out.raw(", "); out.esc(t.tooltipPhrase) }
        if let c = links[k].className { out.raw(", class "); out.esc(c) }
        if let p = links[k].presentation { out.raw(", presentation "); out.word(p.rawValue) }
        out.raw(")")
    }
}
