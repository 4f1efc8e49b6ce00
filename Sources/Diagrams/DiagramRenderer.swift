import FlowGraph

/// Draws a storyboard as an inline SVG diagram (cards, segues, relationships, unwinds) and
/// writes its text alternative. Colours and line styles come from templates/static/diagram.css.
package enum DiagramRenderer {
    /// The SVG for `storyboard`, with `highlighted` elements marked `is-added`. When every
    /// scene is highlighted (a storyboard's first block: everything is new) nothing is: a
    /// diagram all in the "added" colour reads as an alarm and tells nothing.
    package static func svg(_ storyboard: Storyboard, highlighted: Set<FlowElement>, options: DiagramOptions) -> String {
        let graph = DiagramGraph(storyboard)
        let contents = CardContent.all(graph)
        let layout = FlowLayout.layout(graph, contents: contents)
        let urls = graph.scenes.map { options.sceneURL($0.name) }
        let marks = AddedMarks(highlighted, graph)
        var texts: DiagramPieces.Texts? = nil
        return svg(graph, contents, layout, marks, edgesAdded(graph, marks), urls: urls, options: options, earlier: nil, same: [],
                   keeping: &texts)
            .joined()
    }

    /// The diagram and its text list together (the graph is made once), reusing the pieces of
    /// the previous diagram of the same storyboard kept in `pieces` and keeping this one's
    /// there. The output is the same with or without `pieces`.
    package static func figure(_ storyboard: Storyboard, highlighted: Set<FlowElement>, options: DiagramOptions,
                               pieces: DiagramPieces? = nil) -> DiagramFigure {
        let graph = DiagramGraph(storyboard)
        let earlier = pieces?.drawn(for: storyboard.name)
        let rows = TriggerRows(graph)
        let fans = FanGroups(graph, rows)
        let compact = fans.source.map { $0 != nil }
        let same = sameScenes(graph, earlier)
        let contents = cardContents(graph, rows.rowsNeeded, compact, earlier: earlier, same: same)
        var work = 0
        let layout = FlowLayout.layout(graph, contents: contents, rows: rows, fans: fans, work: &work)
        let urls = sceneURLs(graph, options, earlier: earlier)
        let marks = AddedMarks(highlighted, graph)
        let edgeAdded = edgesAdded(graph, marks)
        var texts: DiagramPieces.Texts? = pieces == nil ? nil : DiagramPieces.Texts()
        let svg = svg(graph, contents, layout, marks, edgeAdded, urls: urls, options: options, earlier: earlier, same: same,
                      keeping: &texts)
        let outgoing = graph.outgoing()
        let text = textDescription(graph, outgoing: outgoing, urls: urls, options: options, earlier: earlier, same: same,
                                   keeping: &texts)
        if let pieces, let texts {
            pieces.keep(DiagramPieces.Drawn(
                graph: graph, rowsNeeded: rows.rowsNeeded, compact: compact, contents: contents, layout: layout,
                sceneAdded: marks.scenes, edgeAdded: edgeAdded, urls: urls, urlKey: options.sceneURLKey, outgoing: outgoing,
                texts: texts), for: storyboard.name)
        }
        var width = SVGWriter(capacity: 24)
        width.num(layout.width)
        return DiagramFigure(svgPieces: svg, textPieces: text, naturalWidth: Double(width.text))
    }

    /// Each scene's link: with a `sceneURLKey`, that of a scene of the same name at the same
    /// place in `earlier`, drawn with the same key, is reused (a link is a few strings joined
    /// and a name made an anchor: about 2,000 instructions).
    static func sceneURLs(_ graph: DiagramGraph, _ options: DiagramOptions, earlier: DiagramPieces.Drawn?) -> [String?] {
        guard let key = options.sceneURLKey, let e = earlier, e.urlKey == key else {
            return graph.scenes.map { options.sceneURL($0.name) }
        }
        var urls: [String?] = []
        urls.reserveCapacity(graph.scenes.count)
        for i in graph.scenes.indices {
            if i < e.graph.scenes.count, e.graph.scenes[i].name == graph.scenes[i].name {
                urls.append(e.urls[i])
            } else {
                urls.append(options.sceneURL(graph.scenes[i].name))
            }
        }
        return urls
    }

    /// Per scene of `graph`: whether `earlier` has an equal scene at the same place. Worked out
    /// once: a card's content, its drawing and its text-list item each asked it (the derived
    /// `==` of two scenes through the protocol, about 200 instructions).
    private static func sameScenes(_ graph: DiagramGraph, _ earlier: DiagramPieces.Drawn?) -> [Bool] {
        guard let e = earlier else { return [] }
        var same: [Bool] = []
        same.reserveCapacity(graph.scenes.count)
        for i in graph.scenes.indices { same.append(i < e.graph.scenes.count && e.graph.scenes[i] == graph.scenes[i]) }
        return same
    }

    /// Per link: whether its edge is drawn as added.
    private static func edgesAdded(_ graph: DiagramGraph, _ marks: AddedMarks) -> [Bool] {
        // (By index: `map` copied each link.)
        let links = graph.links
        var added: [Bool] = []
        added.reserveCapacity(links.count)
        for k in links.indices {
            added.append(links[k].kind.isRelationship ? marks.scenes[links[k].from]
                : links[k].count > 1 ? links[k].bundled.contains { marks.segue($0) }
                : marks.segue(links[k].key))
        }
        return added
    }

    /// What each card shows; that of a scene at the same place in `earlier` with the same
    /// inputs is reused (wrapping titles and names is most of the work).
    /// (`same`: `sameScenes(graph, earlier)`.)
    private static func cardContents(_ graph: DiagramGraph, _ rowsNeeded: [Int], _ compact: [Bool],
                                     earlier: DiagramPieces.Drawn?, same: [Bool]) -> [CardContent] {
        var contents: [CardContent] = []
        contents.reserveCapacity(graph.scenes.count)
        for i in graph.scenes.indices {
            if let e = earlier, same[i], e.rowsNeeded[i] == rowsNeeded[i], e.compact[i] == compact[i] {
                contents.append(e.contents[i])
            } else {
                contents.append(CardContent(graph.scenes[i], triggerRows: rowsNeeded[i], compact: compact[i]))
            }
        }
        return contents
    }

    /// The SVG, as the strings to write in order (not joined: a chapter page appends them to its
    /// bytes). A card or edge drawn from the same things in `earlier` (at the same place in its
    /// graph) is not drawn again; when `keeping` is not nil, every card's and edge's text is
    /// stored in it. (`same`: `sameScenes(graph, earlier)`.)
    static func svg(_ graph: DiagramGraph, _ contents: [CardContent], _ layout: Layout, _ added: AddedMarks, _ edgeAdded: [Bool],
                    urls: [String?], options: DiagramOptions,
                    earlier: DiagramPieces.Drawn?, same: [Bool], keeping texts: inout DiagramPieces.Texts?) -> [String] {
        let estimate = 4096 + graph.scenes.count * 1500 + graph.links.count * 1200
        var out = SVGWriter(capacity: texts == nil ? estimate : 4096)
        // With pieces to keep, each card and edge becomes a string of its own, and the SVG is
        // those strings (a reused piece is used as it is, never converted again).
        let keeps = texts != nil
        var svg: [String] = []
        if keeps {
            svg.reserveCapacity(graph.scenes.count + graph.links.count + 4)
            texts?.cards.reserveCapacity(graph.scenes.count)
            texts?.edges.reserveCapacity(graph.links.count)
        }
        let p = options.idPrefix, w = layout.width, h = layout.height
        out.raw("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"fd-diagram\" viewBox=\"0 0 "); out.num(w); out.raw(" "); out.num(h); out.raw("\""); out.attr("width", w); out.attr("height", h)
        out.raw(" role=\"img\" aria-labelledby=\""); out.esc(p); out.raw("-title "); out.esc(p); out.raw("-desc\">\n")
        out.raw("<title id=\""); out.esc(p); out.raw("-title\">"); out.esc(options.title); out.raw("</title>\n")
        out.raw("<desc id=\""); out.esc(p); out.raw("-desc\">")
        summary(graph, into: &out)
        out.raw("</desc>\n")
        // The style element and the cards' group are the same in every SVG: appended as one
        // `String` made once, not written as bytes and checked as UTF-8 again for each diagram
        // (2.4 KB, about a fifth of a small diagram).
        svg.append(out.take())
        svg.append(DiagramFallbackStyle.elementAndCards)
        for i in graph.scenes.indices {
            guard keeps else {
                CardDrawer.draw(CardDrawer.Face(graph.scenes[i], contents[i], layout.cards[i].rect, added: added.scenes[i], url: urls[i]), into: &out)
                continue
            }
            // Everything the card is drawn from is the same as in the earlier drawing: its
            // scene, content, place and link. With the same mark the piece is the earlier one;
            // with the other mark, the earlier one with ` is-added` taken out of or put into its
            // class (a scene added by a block is drawn marked, then unmarked in the next
            // chapter: about a quarter of the cards drawn again, 12,000 instructions each).
            let piece: String
            if let e = earlier, same[i], e.layout.cards[i].rect == layout.cards[i].rect,
               e.urls[i] == urls[i], e.contents[i] == contents[i],
               let reused = e.sceneAdded[i] == added.scenes[i] ? e.texts.cards[i]
                   : DiagramPieces.remarked(e.texts.cards[i], classQuote: CardDrawer.classQuote, added: added.scenes[i]) {
                piece = reused
                texts?.reused += 1
            } else {
                CardDrawer.draw(CardDrawer.Face(graph.scenes[i], contents[i], layout.cards[i].rect, added: added.scenes[i], url: urls[i]), into: &out)
                piece = out.take()
            }
            svg.append(piece)
            texts?.cards.append(piece)
        }
        if keeps { svg.append("</g>\n<g class=\"fd-edges\">\n") } else { out.raw("</g>\n<g class=\"fd-edges\">\n") }
        // Scene names are unique in the graph, and layout.cards[i] is graph.scenes[i]: a link's
        // end indices find its cards.
        // (By index: a loop over the links would copy each one.)
        for k in graph.links.indices {
            guard keeps else {
                drawEdge(k, graph, layout, added: edgeAdded[k], into: &out)
                continue
            }
            // The same link (so the same end indices), route, label and end cards; the mark
            // as for a card.
            let piece: String
            if let e = earlier, e.drawsEdge(k, of: graph, layout),
               let reused = e.edgeAdded[k] == edgeAdded[k] ? e.texts.edges[k]
                   : DiagramPieces.remarked(e.texts.edges[k], classQuote: EdgeDrawer.classQuote, added: edgeAdded[k]) {
                piece = reused
                texts?.reused += 1
            } else {
                drawEdge(k, graph, layout, added: edgeAdded[k], into: &out)
                piece = out.take()
            }
            svg.append(piece)
            texts?.edges.append(piece)
        }
        // The end (entry arrows, key, closing tags) is drawn from the layout's arrows and key
        // alone: the same as in the earlier drawing when those are.
        if keeps, let e = earlier, e.layout.entryArrows == layout.entryArrows, e.layout.legend == layout.legend {
            svg.append(e.texts.tail)
            texts?.tail = e.texts.tail
            texts?.reused += 1
            return svg
        }
        out.raw("</g>\n")
        for arrow in layout.entryArrows where arrow.count == 2 {
            let a = arrow[0], b = arrow[1]
            out.raw("<g class=\"fd-entry\"><path class=\"fd-entry-line\" d=\"M"); out.num(a.x); out.raw(" "); out.num(a.y); out.raw("H"); out.num(b.x - 7); out.raw("\"/>")
            out.raw("<path class=\"fd-entry-head\" d=\"")
            out.arrowHead(at: b, dx: 1, dy: 0, length: 10, width: 9)
            out.raw("\"/><circle class=\"fd-entry-dot\""); out.attr("cx", a.x); out.attr("cy", a.y); out.raw(" r=\"3\"/></g>\n")
        }
        if !layout.legend.isEmpty {
            out.raw("<g class=\"fd-legend\" aria-hidden=\"true\">")
            for entry in layout.legend { EdgeDrawer.drawLegendEntry(entry, into: &out) }
            out.raw("</g>\n")
        }
        out.raw("</svg>")
        let tail = out.take()
        svg.append(tail)
        texts?.tail = tail
        return svg
    }

    /// Link `k`'s edge, between its cards.
    private static func drawEdge(_ k: Int, _ graph: DiagramGraph, _ layout: Layout, added: Bool, into out: inout SVGWriter) {
        let link = graph.links[k]
        EdgeDrawer.draw(EdgeDrawer.Face(link: link, edge: layout.edges[k], from: layout.cards[link.from].rect,
                                        to: layout.cards[link.to].rect, added: added), into: &out)
    }

    /// One sentence for `<desc>`, escaped: the counts and the entry point ("Storyboard with
    /// 3 scenes, 2 segues and 1 unwind segue; the app starts at Nav."). Written into the SVG:
    /// only the title needs escaping, and an interpolated `String` was 12,000 instructions.
    static func summary(_ graph: DiagramGraph, into out: inout SVGWriter) {
        let scenes = graph.scenes.count
        var segues = 0, unwinds = 0
        // (The kinds alone: a loop over the links would copy each one, retaining its strings.)
        for k in graph.links.indices {
            let kind = graph.links[k].kind
            if kind.isRelationship { continue }
            if kind == .unwind { unwinds += 1 } else { segues += 1 }
        }
        out.raw("Storyboard with "); out.int(scenes); out.raw(scenes == 1 ? " scene, " : " scenes, "); out.int(segues); out.raw(segues == 1 ? " segue" : " segues")
        if unwinds > 0 { out.raw(" and "); out.int(unwinds); out.raw(unwinds == 1 ? " unwind segue" : " unwind segues") }
        if let entry = graph.scenes.first(where: \.isInitial) { out.raw("; the app starts at "); out.esc(entry.displayTitle) }
        out.raw(".")
    }
}

/// A diagram as a page shows it: the SVG, its text list, and the SVG's natural width.
package struct DiagramFigure: Sendable {
    /// The SVG as the strings it was drawn in, to write in order: a chapter's diagram reuses
    /// the cards and edges of the previous one as strings of their own.
    package var svgPieces: [String]
    /// The SVG as one string (`svgPieces` joined).
    package var svg: String { svgPieces.joined() }
    /// The text list as the strings it was written in (its items), to write in order.
    package var textPieces: [String]
    /// The text list as one string (`textPieces` joined).
    package var textDescription: String { textPieces.joined() }
    /// The `width` attribute of the `<svg>` element, read back from its text (the width a
    /// page's canvas is given).
    package var naturalWidth: Double?
}

/// Which cards and edges a diagram marks as added: the scenes and segues highlighted, or none
/// when every scene is (a storyboard's first block: everything is new, and a diagram all in the
/// "added" colour reads as an alarm and tells nothing).
struct AddedMarks {
    /// Per scene of the graph.
    private(set) var scenes: [Bool]
    private var segueKeys: [String] = []
    private var segueSet: Set<String> = []

    init(_ highlighted: Set<FlowElement>, _ graph: DiagramGraph) {
        scenes = Array(filled: false, count: graph.scenes.count)
        var marked = 0
        var keys: [String] = []
        for element in highlighted {
            switch element {
            case .scene(let name):
                if let i = graph.index[name], !scenes[i] {
                    scenes[i] = true
                    marked += 1
                }
            case .segue(let key):
                keys.append(key)
            }
        }
        if marked > 0, marked == graph.scenes.count {
            scenes = Array(filled: false, count: graph.scenes.count)
            return
        }
        // What one block adds is usually a few elements: compared one by one, with no hashing.
        if keys.count > 8 { segueSet = Set(keys) } else { segueKeys = keys }
    }

    /// The segue or unwind with this key is highlighted.
    func segue(_ key: String) -> Bool {
        segueKeys.isEmpty ? segueSet.contains(key) : segueKeys.contains(key)
    }
}
