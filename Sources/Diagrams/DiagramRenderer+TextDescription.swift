import FlowGraph
import SourceModel

extension DiagramRenderer {
    /// The diagram as an HTML list for screen readers: each scene, then what leads from it.
    package static func textDescription(_ storyboard: Storyboard, options: DiagramOptions) -> String {
        let graph = DiagramGraph(storyboard)
        var texts: DiagramPieces.Texts? = nil
        return textDescription(graph, outgoing: graph.outgoing(), urls: graph.scenes.map { options.sceneURL($0.name) },
                               options: options, earlier: nil, same: [], keeping: &texts).joined()
    }

    /// The list for `graph` (`outgoing`: its links by source; `urls`: each scene's link), as the
    /// strings to write in order (not joined: a chapter page appends them to its bytes). An
    /// item written from the same things in `earlier` (at the same place) is reused, and when
    /// `keeping` is not nil every item is stored in it. (`same`: per scene, whether `earlier`
    /// has an equal one at its place.)
    static func textDescription(_ graph: DiagramGraph, outgoing outgoingLinks: Groups<Int>, urls: [String?],
                                options: DiagramOptions, earlier: DiagramPieces.Drawn?, same: [Bool],
                                keeping texts: inout DiagramPieces.Texts?) -> [String] {
        var out = ["<ul class=\"fd-text-description\" aria-label=\"\(HTMLEscaping.escape(options.title))\">\n"]
        out.reserveCapacity(graph.scenes.count + 2)
        texts?.items.reserveCapacity(graph.scenes.count)
        texts?.itemLines.reserveCapacity(graph.scenes.count)
        for i in graph.scenes.indices {
            let text: String, lines: [[UInt8]]
            if let e = earlier, same[i], e.urls[i] == urls[i],
               DiagramGraph.Link.same(e.graph.links, e.outgoing[i], graph.links, outgoingLinks[i]),
               sameTargetTitles(outgoingLinks[i], e.graph, graph) {
                text = e.texts.items[i]
                lines = e.texts.itemLines[i]
                texts?.reused += 1
            } else {
                // The lines of what leads from the scene that read the same as before are
                // reused (a scene that gains a segue keeps the others' lines).
                var before: Before? = nil
                if let e = earlier, i < e.graph.scenes.count {
                    before = Before(graph: e.graph, outgoing: e.outgoing[i], lines: e.texts.itemLines[i])
                }
                (text, lines) = Self.text(of: graph.scenes[i], url: urls[i], outgoing: outgoingLinks[i], graph: graph, before: before)
            }
            out.append(text)
            texts?.items.append(text)
            texts?.itemLines.append(lines)
        }
        out.append("</ul>")
        return out
    }

    /// Whether every link of `graph` at `links` leads to a scene of the same title in `earlier`
    /// as in `graph`.
    private static func sameTargetTitles(_ links: ArraySlice<Int>, _ earlier: DiagramGraph, _ graph: DiagramGraph) -> Bool {
        for k in links {
            let to = graph.links[k].to
            if earlier.scenes[to].displayTitle != graph.scenes[to].displayTitle { return false }
        }
        return true
    }

    /// One scene's `<li>`, with the list of what leads from it, and that list's lines (UTF-8):
    /// written from the scene, its link (`url`), the links that leave it (`outgoing`, in the
    /// graph's order, as indices of `graph.links`) and the titles of their targets in `graph`,
    /// and nothing else.
    /// (`before`: the links that left the scene at the same place earlier, and their lines: a
    /// line is reused where the link and its target's title are the same.)
    /// Written as bytes, escaped straight into them, and made a `String` once: the item was
    /// about 17,000 instructions as interpolated, joined and escaped `String`s.
    private static func text(of scene: Scene, url: String?, outgoing: ArraySlice<Int>, graph: DiagramGraph,
                             before: Before?) -> (String, [[UInt8]]) {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        append("<li>", to: &out)
        if scene.isInitial { append("Entry point: ", to: &out) }
        if let url {
            append("<a href=\"", to: &out)
            HTMLEscaping.append(url, to: &out)
            append("\">", to: &out)
            HTMLEscaping.append(scene.displayTitle, to: &out)
            append("</a>", to: &out)
        } else {
            HTMLEscaping.append(scene.displayTitle, to: &out)
        }
        // The facts, separated by "; " (escaping them one by one writes what escaping them
        // joined wrote: the separators and the words between have nothing to escape).
        append(" (", to: &out)
        append(kindName(scene.kind), to: &out)
        if scene.title != nil, scene.title != scene.name { fact("scene ", scene.name, to: &out) }
        if let c = scene.className { fact("class ", c, to: &out) }
        if let id = scene.storyboardID { fact("storyboard ID ", id, to: &out) }
        if let opens = scene.referencedStoryboard {
            fact("opens ", opens, to: &out)
            append(".storyboard", to: &out)
            if let target = scene.referencedTarget {
                append(" at storyboard ID ", to: &out)
                HTMLEscaping.append(target, to: &out)
            }
        }
        switch scene.cells {
        case .prototypes(let ids) where !ids.isEmpty: list("prototype cells ", ids, colons: false, to: &out)
        case .staticCells(let titles) where !titles.isEmpty: list("static cells ", titles, colons: false, to: &out)
        case .staticCells: append("; static cells", to: &out)
        default: break
        }
        if !scene.actions.isEmpty { list("unwind actions ", scene.actions, colons: true, to: &out) }
        append(")", to: &out)
        var lines: [[UInt8]] = []
        if !outgoing.isEmpty {
            lines.reserveCapacity(outgoing.count)
            let links = graph.links
            // What was there before, taken out of the optional once (not copied per line).
            let earlierLinks = before?.graph.links ?? [], earlierScenes = before?.graph.scenes ?? []
            let earlierOutgoing = before?.outgoing ?? [], earlierLines = before?.lines ?? []
            let reusable = min(earlierOutgoing.count, earlierLines.count)
            for (j, k) in outgoing.enumerated() {
                let target = graph.scenes[links[k].to].displayTitle
                if j < reusable {
                    let b = earlierOutgoing[earlierOutgoing.startIndex + j]
                    if DiagramGraph.Link.same(earlierLinks, b, links, k), earlierScenes[earlierLinks[b].to].displayTitle == target {
                        lines.append(earlierLines[j])
                        continue
                    }
                }
                lines.append(line(links, k, target: target))
            }
            append("\n<ul>\n", to: &out)
            for line in lines { out.append(contentsOf: line) }
            append("</ul>\n", to: &out)
        }
        append("</li>\n", to: &out)
        return (String(decoding: out, as: UTF8.self), lines)
    }

    /// What leads from a scene in an earlier drawing, and the lines it wrote.
    private struct Before {
        var graph: DiagramGraph
        /// Indices of `graph.links`.
        var outgoing: ArraySlice<Int>
        var lines: [[UInt8]]
    }

    private static func append(_ s: StaticString, to out: inout [UInt8]) {
        s.withUTF8Buffer { out.append(contentsOf: $0) }
    }

    /// "; " and a fact: `words` and then `text`, escaped.
    private static func fact(_ words: StaticString, _ text: String, to out: inout [UInt8]) {
        append("; ", to: &out)
        append(words, to: &out)
        HTMLEscaping.append(text, to: &out)
    }

    /// "; ", `words`, then `items` separated by ", " (each followed by a colon with `colons`).
    private static func list(_ words: StaticString, _ items: [String], colons: Bool, to out: inout [UInt8]) {
        append("; ", to: &out)
        append(words, to: &out)
        for (i, item) in items.enumerated() {
            if i > 0 { append(", ", to: &out) }
            HTMLEscaping.append(item, to: &out)
            if colons { append(":", to: &out) }
        }
    }

    /// `<li>`, the sentence for `links[k]`, escaped, and `</li>` (see `sentence`).
    private static func line(_ links: [DiagramGraph.Link], _ k: Int, target: String) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(96)
        append("<li>", to: &out)
        sentence(links[k], target: target, to: &out)
        append("</li>\n", to: &out)
        return out
    }

    private static func kindName(_ kind: SceneKind) -> StaticString {
        switch kind {
        case .view: "view controller"
        case .table: "table view controller"
        case .collection: "collection view controller"
        case .navigation: "navigation controller"
        case .tab: "tab bar controller"
        case .split: "split view controller"
        case .page: "page view controller"
        case .reference: "storyboard reference"
        }
    }

    /// "push segue showDetail to Detail, from cell" (`target`: the title of the scene it leads
    /// to), escaped into `out`.
    private static func sentence(_ link: DiagramGraph.Link, target: String, to out: inout [UInt8]) {
        func esc(_ s: String) { HTMLEscaping.append(s, to: &out) }
        switch link.kind {
        case .root: append("root view controller: ", to: &out); esc(target)
        case .tab: append("tab: ", to: &out); esc(target)
        case .master: append("master: ", to: &out); esc(target)
        case .detail: append("detail: ", to: &out); esc(target)
        case .unwind:
            append("unwind", to: &out)
            if let id = link.identifier { append(" segue ", to: &out); esc(id) }
            append(" back to ", to: &out)
            esc(target)
            append(", action ", to: &out)
            esc(link.action ?? "")
            append(":", to: &out)
        default:
            esc(link.kind.rawValue)
            append(" segue", to: &out)
            if let id = link.identifier { append(" ", to: &out); esc(id) }
            append(" to ", to: &out)
            esc(target)
        }
        if let t = link.trigger { append(", ", to: &out); esc(t.tooltipPhrase) }
        if let c = link.className { append(", class ", to: &out); esc(c) }
        if let p = link.presentation { append(", presentation ", to: &out); esc(p.rawValue) }
    }
}
