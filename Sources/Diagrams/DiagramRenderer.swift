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
        var texts = DiagramPieces.Texts()
        svg(graph, contents, layout, marks, edgesAdded(graph, marks), urls: urls, options: options, earlier: nil, same: [],
            into: &texts)
        return String(decoding: texts.svg, as: UTF8.self)
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
        let urls = sceneURLs(graph, options, earlier: earlier, same: same)
        let marks = AddedMarks(highlighted, graph)
        let edgeAdded = edgesAdded(graph, marks)
        var texts = DiagramPieces.Texts()
        svg(graph, contents, layout, marks, edgeAdded, urls: urls, options: options, earlier: earlier, same: same, into: &texts)
        let outgoing = graph.outgoing()
        textDescription(graph, outgoing: outgoing, urls: urls, options: options, earlier: earlier, same: same, into: &texts)
        var width = SVGWriter(capacity: 24)
        width.num(layout.width)
        let figure = DiagramFigure(svgBytes: texts.svg, textBytes: texts.text, naturalWidth: Double(width.text))
        if let pieces {
            pieces.keep(DiagramPieces.Drawn(
                graph: graph, rowsNeeded: rows.rowsNeeded, compact: compact, contents: contents, layout: layout,
                sceneAdded: marks.scenes, edgeAdded: edgeAdded, urls: urls, urlKey: options.sceneURLKey, outgoing: outgoing,
                texts: texts), for: storyboard.name)
        }
        return figure
    }

    /// Each scene's link: with a `sceneURLKey`, that of a scene of the same name at the same
    /// place in `earlier`, drawn with the same key, is reused (a link is a few strings joined
    /// and a name made an anchor: about 2,000 instructions). (`same`: `sameScenes(graph,
    /// earlier)`; an equal scene has the same name, and is not asked for it.)
    static func sceneURLs(_ graph: DiagramGraph, _ options: DiagramOptions, earlier: DiagramPieces.Drawn?,
                          same: [Bool]) -> [String?] {
        guard let key = options.sceneURLKey, let e = earlier, e.urlKey == key else {
            return graph.scenes.map { options.sceneURL($0.name) }
        }
        let scenes = graph.scenes, earlierScenes = e.graph.scenes, earlierURLs = e.urls
        var urls: [String?] = []
        urls.reserveCapacity(scenes.count)
        for i in scenes.indices {
            if same[i] || (i < earlierScenes.count && earlierScenes[i].name == scenes[i].name) {
                urls.append(earlierURLs[i])
            } else {
                urls.append(options.sceneURL(scenes[i].name))
            }
        }
        return urls
    }

    /// Per scene of `graph`: whether `earlier` has an equal scene at the same place. Worked out
    /// once: a card's content, its drawing and its text-list item each asked it (the derived
    /// `==` of two scenes through the protocol, about 200 instructions).
    private static func sameScenes(_ graph: DiagramGraph, _ earlier: DiagramPieces.Drawn?) -> [Bool] {
        guard let e = earlier else { return [] }
        let scenes = graph.scenes, earlierScenes = e.graph.scenes
        var same: [Bool] = []
        same.reserveCapacity(scenes.count)
        for i in scenes.indices { same.append(i < earlierScenes.count && earlierScenes[i] == scenes[i]) }
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
        // (Taken out of the optional once: see `svg`.)
        let hasEarlier = earlier != nil, e = earlier ?? DiagramPieces.Drawn.empty
        for i in graph.scenes.indices {
            if hasEarlier, same[i], e.rowsNeeded[i] == rowsNeeded[i], e.compact[i] == compact[i] {
                contents.append(e.contents[i])
            } else {
                contents.append(CardContent(graph.scenes[i], triggerRows: rowsNeeded[i], compact: compact[i]))
            }
        }
        return contents
    }

    /// The SVG, written into `texts.svg` with the place of each card and edge. A card or edge
    /// drawn from the same things in `earlier` (at the same place in its graph) is not drawn
    /// again: its bytes there are copied. (`same`: `sameScenes(graph, earlier)`.)
    static func svg(_ graph: DiagramGraph, _ contents: [CardContent], _ layout: Layout, _ added: AddedMarks, _ edgeAdded: [Bool],
                    urls: [String?], options: DiagramOptions,
                    earlier: DiagramPieces.Drawn?, same: [Bool], into texts: inout DiagramPieces.Texts) {
        let estimate = 4096 + graph.scenes.count * 1500 + graph.links.count * 1200
        var out = SVGWriter(capacity: earlier.map { $0.texts.svg.count + 4096 } ?? estimate)
        // The earlier drawing taken out of the optional once (bound for each piece, it was
        // retained and released each time), and what it wrote.
        let hasEarlier = earlier != nil, e = earlier ?? DiagramPieces.Drawn.empty
        let earlierSVG = e.texts.svg
        var reused = 0
        let p = options.idPrefix, w = layout.width, h = layout.height
        out.raw("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"fd-diagram\" viewBox=\"0 0 "); out.num(w); out.raw(" "); out.num(h); out.raw("\""); out.attr("width", w); out.attr("height", h)
        out.raw(" role=\"img\" aria-labelledby=\""); out.esc(p); out.raw("-title "); out.esc(p); out.raw("-desc\">\n")
        out.raw("<title id=\""); out.esc(p); out.raw("-title\">"); out.esc(options.title); out.raw("</title>\n")
        out.raw("<desc id=\""); out.esc(p); out.raw("-desc\">")
        summary(graph, into: &out)
        out.raw("</desc>\n")
        out.raw(DiagramFallbackStyle.element)
        out.raw("<g class=\"fd-cards\">\n")
        var cards: [Int] = []
        cards.reserveCapacity(graph.scenes.count + 1)
        for i in graph.scenes.indices {
            cards.append(out.count)
            // Everything the card is drawn from is the same as in the earlier drawing: its
            // scene, content, place and link. With the same mark the piece is the earlier one;
            // with the other mark, the earlier one with ` is-added` taken out of or put into its
            // class (a scene added by a block is drawn marked, then unmarked in the next
            // chapter: about a quarter of the cards drawn again, 12,000 instructions each).
            if hasEarlier, same[i], e.layout.cards[i].rect == layout.cards[i].rect,
               e.urls[i] == urls[i], CardContent.same(e.contents, i, contents, i) {
                let piece = earlierSVG.span.extracting(e.texts.card(i))
                if e.sceneAdded[i] == added.scenes[i] {
                    out.append(piece)
                    reused += 1
                    continue
                }
                if DiagramPieces.appendRemarked(piece, classQuote: CardDrawer.classQuote, added: added.scenes[i], to: &out) {
                    reused += 1
                    continue
                }
            }
            CardDrawer.draw(graph.scenes[i], i, of: contents, layout.cards[i].rect, added: added.scenes[i], url: urls[i], into: &out)
        }
        cards.append(out.count)
        out.raw("</g>\n<g class=\"fd-edges\">\n")
        // Scene names are unique in the graph, and layout.cards[i] is graph.scenes[i]: a link's
        // end indices find its cards.
        // (By index: a loop over the links would copy each one.)
        var edges: [Int] = []
        edges.reserveCapacity(graph.links.count + 1)
        for k in graph.links.indices {
            edges.append(out.count)
            // The same link (so the same end indices), route, label and end cards; the mark
            // as for a card.
            if hasEarlier, e.drawsEdge(k, of: graph, layout) {
                let piece = earlierSVG.span.extracting(e.texts.edge(k))
                if e.edgeAdded[k] == edgeAdded[k] {
                    out.append(piece)
                    reused += 1
                    continue
                }
                if DiagramPieces.appendRemarked(piece, classQuote: EdgeDrawer.classQuote, added: edgeAdded[k], to: &out) {
                    reused += 1
                    continue
                }
            }
            drawEdge(k, graph, layout, added: edgeAdded[k], into: &out)
        }
        edges.append(out.count)
        // The end (entry arrows, key, closing tags) is drawn from the layout's arrows and key
        // alone: the same as in the earlier drawing when those are.
        if hasEarlier, e.layout.entryArrows == layout.entryArrows, e.layout.legend == layout.legend {
            out.append(earlierSVG.span.extracting(e.texts.edges[e.texts.edges.count - 1]...))
            reused += 1
        } else {
            tail(layout, into: &out)
        }
        texts.svg = out.bytes
        texts.cards = cards
        texts.edges = edges
        texts.reused += reused
    }

    /// What follows the edges: the entry arrows, the key, the closing tags.
    private static func tail(_ layout: Layout, into out: inout SVGWriter) {
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
    }

    /// Link `k`'s edge, between its cards. (The link and its edge are read in place.)
    private static func drawEdge(_ k: Int, _ graph: DiagramGraph, _ layout: Layout, added: Bool, into out: inout SVGWriter) {
        let from = graph.links[k].from, to = graph.links[k].to
        EdgeDrawer.draw(k, of: graph.links, layout.edges, from: layout.cards[from].rect, to: layout.cards[to].rect, added: added,
                        into: &out)
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
    /// The SVG, UTF-8 (a chapter page copies it into its own bytes).
    package var svgBytes: [UInt8]
    /// The SVG as a string.
    package var svg: String { String(decoding: svgBytes, as: UTF8.self) }
    /// The text list, UTF-8.
    package var textBytes: [UInt8]
    /// The text list as a string.
    package var textDescription: String { String(decoding: textBytes, as: UTF8.self) }
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
