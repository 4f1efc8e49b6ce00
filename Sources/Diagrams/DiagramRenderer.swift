import FlowGraph

/// Draws a storyboard as an inline SVG diagram (cards, segues, relationships, unwinds) and
/// writes its text alternative. Colours and line styles come from templates/static/diagram.css.
public enum DiagramRenderer {
    /// The SVG for `storyboard`, with `highlighted` elements marked `is-added`.
    public static func svg(_ storyboard: Storyboard, highlighted: Set<FlowElement>, options: DiagramOptions) -> String {
        let graph = DiagramGraph(storyboard)
        let contents = graph.scenes.map(CardContent.init)
        let layout = FlowLayout.layout(graph, contents: contents)
        return svg(graph, contents, layout, highlighted: highlighted, options: options)
    }

    static func svg(_ graph: DiagramGraph, _ contents: [CardContent], _ layout: Layout,
                    highlighted: Set<FlowElement>, options: DiagramOptions) -> String {
        let p = SVGText.esc(options.idPrefix)
        let w = SVGText.num(layout.width), h = SVGText.num(layout.height)
        var out = ""
        out.reserveCapacity(4096 + graph.scenes.count * 1500 + graph.links.count * 800)
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"fd-diagram\" viewBox=\"0 0 \(w) \(h)\" width=\"\(w)\" height=\"\(h)\""
        out += " role=\"img\" aria-labelledby=\"\(p)-title \(p)-desc\" font-family=\"system-ui, -apple-system, 'Segoe UI', sans-serif\" font-size=\"10.5\">\n"
        out += "<title id=\"\(p)-title\">\(SVGText.esc(options.title))</title>\n"
        out += "<desc id=\"\(p)-desc\">\(SVGText.esc(summary(graph)))</desc>\n"
        out += "<g class=\"fd-cards\">\n"
        for (i, scene) in graph.scenes.enumerated() {
            let added = highlighted.contains(.scene(scene.name))
            CardDrawer.draw(scene, contents[i], layout.cards[i].rect, added: added, url: options.sceneURL(scene.name), into: &out)
        }
        out += "</g>\n<g class=\"fd-edges\">\n"
        let cardRect = Dictionary(layout.cards.map { ($0.name, $0.rect) }, uniquingKeysWith: { a, _ in a })
        for (k, link) in graph.links.enumerated() {
            let edge = layout.edges[k]
            let added = link.kind.isRelationship
                ? highlighted.contains(.scene(edge.from))
                : highlighted.contains(.segue(link.key))
            EdgeDrawer.draw(link, edge, from: cardRect[edge.from], to: cardRect[edge.to], added: added, into: &out)
        }
        out += "</g>\n"
        for arrow in layout.entryArrows where arrow.count == 2 {
            let a = arrow[0], b = arrow[1]
            out += "<g class=\"fd-entry\"><path class=\"fd-entry-line\" d=\"M\(SVGText.num(a.x)) \(SVGText.num(a.y))H\(SVGText.num(b.x - 7))\" fill=\"none\" stroke=\"#8e8e93\"/>"
            out += "<path class=\"fd-entry-head\" d=\"\(EdgeDrawer.arrowHead(at: b, dx: 1, dy: 0, length: 10, width: 9))\"/>"
            out += "<circle class=\"fd-entry-dot\" cx=\"\(SVGText.num(a.x))\" cy=\"\(SVGText.num(a.y))\" r=\"3\"/></g>\n"
        }
        if !layout.legend.isEmpty {
            out += "<g class=\"fd-legend\" aria-hidden=\"true\">"
            for entry in layout.legend { EdgeDrawer.drawLegendEntry(entry, into: &out) }
            out += "</g>\n"
        }
        out += "</svg>"
        return out
    }

    /// One sentence for `<desc>`: the counts and the entry point.
    static func summary(_ graph: DiagramGraph) -> String {
        let scenes = graph.scenes.count
        let segues = graph.links.filter { !$0.kind.isRelationship && $0.kind != .unwind }.count
        let unwinds = graph.links.filter { $0.kind == .unwind }.count
        var s = "Storyboard with \(scenes) scene\(scenes == 1 ? "" : "s"), \(segues) segue\(segues == 1 ? "" : "s")"
        if unwinds > 0 { s += " and \(unwinds) unwind segue\(unwinds == 1 ? "" : "s")" }
        if let entry = graph.scenes.first(where: \.isInitial) { s += "; the app starts at \(entry.displayTitle)" }
        return s + "."
    }
}
