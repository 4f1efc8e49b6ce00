import FlowGraph
import SourceModel

extension DiagramRenderer {
    /// The diagram as an HTML list for screen readers: each scene, then what leads from it.
    package static func textDescription(_ storyboard: Storyboard, options: DiagramOptions) -> String {
        let graph = DiagramGraph(storyboard)
        var texts = DiagramPieces.Texts()
        textDescription(graph, outgoing: graph.outgoing(), urls: graph.scenes.map { options.sceneURL($0.name) },
                        options: options, earlier: nil, same: [], into: &texts)
        return String(decoding: texts.text, as: UTF8.self)
    }

    /// The list for `graph` (`outgoing`: its links by source; `urls`: each scene's link), written
    /// into `texts.text` with the place of each item and line. An item written from the same
    /// things in `earlier` (at the same place) is copied from there. (`same`: per scene,
    /// whether `earlier` has an equal one at its place.)
    static func textDescription(_ graph: DiagramGraph, outgoing: Groups<Int>, urls: [String?],
                                options: DiagramOptions, earlier: DiagramPieces.Drawn?, same: [Bool],
                                into texts: inout DiagramPieces.Texts) {
        let count = graph.scenes.count
        var out: [UInt8] = []
        out.reserveCapacity(earlier.map { $0.texts.text.count + 1024 } ?? 1024 + 300 * count)
        append("<ul class=\"fd-text-description\" aria-label=\"", to: &out)
        HTMLEscaping.append(options.title, to: &out)
        append("\">\n", to: &out)
        var items: [Int] = [], firstLine: [Int] = [], lines: [Range<Int>] = []
        items.reserveCapacity(count + 1)
        firstLine.reserveCapacity(count + 1)
        lines.reserveCapacity(graph.links.count)
        // (Not optional: an optional struct was copied out for each item, each of its arrays
        // retained and released.)
        let before = earlier.map(Before.init) ?? Before()
        var reused = 0
        for i in graph.scenes.indices {
            items.append(out.count)
            firstLine.append(lines.count)
            if !same.isEmpty, same[i], before.urls[i] == urls[i], sameLinks(leaving: i, graph, outgoing, before, same: same) {
                // The item as it was, its lines where it now is.
                let start = out.count, from = before.items[i]
                ByteSearch.append(before.text.span.extracting(from..<before.items[i + 1]), to: &out)
                for r in before.firstLine[i]..<before.firstLine[i + 1] {
                    lines.append((before.lines[r].lowerBound - from + start)..<(before.lines[r].upperBound - from + start))
                }
                reused += 1
            } else {
                // The lines of what leads from the scene that read the same as before are
                // reused (a scene that gains a segue keeps the others' lines).
                item(i, graph, url: urls[i], outgoing: outgoing, before: before, same: same, into: &out, lines: &lines)
            }
        }
        items.append(out.count)
        firstLine.append(lines.count)
        append("</ul>", to: &out)
        texts.text = out
        texts.items = items
        texts.lines = lines
        texts.firstLine = firstLine
        texts.reused += reused
    }

    /// What the earlier drawing's list was written from, and its bytes: taken out of it once
    /// per list (not per item or line, each a retain and a release). Empty when there is none.
    private struct Before {
        var links: [DiagramGraph.Link]
        var scenes: [Scene]
        var outgoing: Groups<Int>
        var urls: [String?]
        var text: [UInt8]
        var items: [Int]
        var lines: [Range<Int>]
        var firstLine: [Int]

        init() {
            links = []
            scenes = []
            outgoing = Groups(keyCount: 0, keys: [], values: [])
            urls = []
            text = []
            items = []
            lines = []
            firstLine = []
        }

        init(_ drawn: DiagramPieces.Drawn) {
            links = drawn.graph.links
            scenes = drawn.graph.scenes
            outgoing = drawn.outgoing
            urls = drawn.urls
            text = drawn.texts.text
            items = drawn.texts.items
            lines = drawn.texts.lines
            firstLine = drawn.texts.firstLine
        }
    }

    /// Whether the links leaving scene `i` (at its place in both) are equal in `graph` and
    /// before, one by one, and lead to scenes of the same titles. (Read by index: the groups
    /// as slices retained their arrays.)
    private static func sameLinks(leaving i: Int, _ graph: DiagramGraph, _ outgoing: Groups<Int>, _ before: Before,
                                  same: [Bool]) -> Bool {
        let mine = outgoing.start[i], theirs = before.outgoing.start[i]
        let n = outgoing.start[i + 1] - mine
        guard before.outgoing.start[i + 1] - theirs == n else { return false }
        let links = graph.links
        for j in 0..<n where !DiagramGraph.Link.same(before.links, before.outgoing.values[theirs + j], links, outgoing.values[mine + j]) {
            return false
        }
        // (The same links lead to the same places in both.)
        for j in 0..<n where !sameTitle(links[outgoing.values[mine + j]].to, graph, before, same: same) { return false }
        return true
    }

    /// Whether scene `to` (a place in both) has the same title in `graph` as before: an equal
    /// scene (`same`) has, and only other scenes are asked for their titles (each a `String`
    /// made, retained and released).
    private static func sameTitle(_ to: Int, _ graph: DiagramGraph, _ before: Before, same: [Bool]) -> Bool {
        same[to] || before.scenes[to].displayTitle == graph.scenes[to].displayTitle
    }

    /// Scene `i`'s `<li>`, with the list of what leads from it, appended to `out`, and the
    /// places of that list's lines to `lines`: written from the scene, its link (`url`), the
    /// links that leave it (`outgoing`, in the graph's order, as indices of `graph.links`) and
    /// the titles of their targets in `graph`, and nothing else.
    /// (`before`: a line is copied from the earlier list where the link at its place there,
    /// among those leaving the scene at the same place, and its target's title are the same.)
    /// Written as bytes, escaped straight into them: the item was about 17,000 instructions as
    /// interpolated, joined and escaped `String`s.
    private static func item(_ i: Int, _ graph: DiagramGraph, url: String?, outgoing: Groups<Int>, before b: Before, same: [Bool],
                             into out: inout [UInt8], lines: inout [Range<Int>]) {
        let scene = graph.scenes[i]
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
        let first = outgoing.start[i], n = outgoing.start[i + 1] - first
        if n > 0 {
            append("\n<ul>\n", to: &out)
            let links = graph.links
            // The lines that were there before, if the scene was (its links there: `reusable`
            // of them, from `earlierFirst` in the earlier groups).
            var reusable = 0, earlierFirst = 0
            if i < b.outgoing.keyCount {
                earlierFirst = b.outgoing.start[i]
                reusable = min(b.outgoing.start[i + 1] - earlierFirst, b.firstLine[i + 1] - b.firstLine[i])
            }
            for j in 0..<n {
                let k = outgoing.values[first + j]
                let start = out.count
                if j < reusable {
                    // (The same link leads to the same place in both.)
                    let e = b.outgoing.values[earlierFirst + j]
                    if DiagramGraph.Link.same(b.links, e, links, k), sameTitle(links[k].to, graph, b, same: same) {
                        ByteSearch.append(b.text.span.extracting(b.lines[b.firstLine[i] + j]), to: &out)
                        lines.append(start..<out.count)
                        continue
                    }
                }
                append("<li>", to: &out)
                sentence(links, k, target: graph.scenes[links[k].to].displayTitle, to: &out)
                append("</li>\n", to: &out)
                lines.append(start..<out.count)
            }
            append("</ul>\n", to: &out)
        }
        append("</li>\n", to: &out)
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

    /// "push segue showDetail to Detail, from cell" for `links[k]` (`target`: the title of the
    /// scene it leads to), escaped into `out`. (The link read in place, not copied.)
    private static func sentence(_ links: [DiagramGraph.Link], _ k: Int, target: String, to out: inout [UInt8]) {
        func esc(_ s: String) { HTMLEscaping.append(s, to: &out) }
        switch links[k].kind {
        case .root: append("root view controller: ", to: &out); esc(target)
        case .tab: append("tab: ", to: &out); esc(target)
        case .master: append("master: ", to: &out); esc(target)
        case .detail: append("detail: ", to: &out); esc(target)
        case .unwind:
            append("unwind", to: &out)
            if let id = links[k].identifier { append(" segue ", to: &out); esc(id) }
            append(" back to ", to: &out)
            esc(target)
            append(", action ", to: &out)
            esc(links[k].action ?? "")
            append(":", to: &out)
        default:
            esc(links[k].kind.rawValue)
            append(" segue", to: &out)
            if let id = links[k].identifier { append(" ", to: &out); esc(id) }
            append(" to ", to: &out)
            esc(target)
        }
        if let t = links[k].trigger { append(", ", to: &out); esc(t.tooltipPhrase) }
        if let c = links[k].className { append(", class ", to: &out); esc(c) }
        if let p = links[k].presentation { append(", presentation ", to: &out); esc(p.rawValue) }
    }
}
