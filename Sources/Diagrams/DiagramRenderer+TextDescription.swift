import FlowGraph
import SourceModel

/// One scene's entry in a diagram's text list: everything it is written from (its scene, its
/// link, the links that leave it and the titles of their targets), and nothing else.
struct TextItem: Sendable {
    var name: String
    var title: String?
    var kind: SceneKind
    var className: String?
    var storyboardID: String?
    var referencedStoryboard: String?
    var referencedTarget: String?
    var isInitial: Bool
    var cells: Cells
    var actions: [String]
    var url: String?
    /// The links that leave the scene, in the graph's order, and the title of each one's target.
    var outgoing: [DiagramGraph.Link]
    var targets: [String]

    init(_ scene: Scene, url: String?, outgoing: [DiagramGraph.Link], graph: DiagramGraph) {
        name = scene.name
        title = scene.title
        kind = scene.kind
        className = scene.className
        storyboardID = scene.storyboardID
        referencedStoryboard = scene.referencedStoryboard
        referencedTarget = scene.referencedTarget
        isInitial = scene.isInitial
        cells = scene.cells
        actions = scene.actions
        self.url = url
        self.outgoing = outgoing
        targets = outgoing.map { graph.scenes[$0.to].displayTitle }
    }

    var displayTitle: String { title ?? name }
}

extension DiagramRenderer {
    /// The diagram as an HTML list for screen readers: each scene, then what leads from it.
    package static func textDescription(_ storyboard: Storyboard, options: DiagramOptions) -> String {
        let graph = DiagramGraph(storyboard)
        var texts: DiagramPieces.Texts? = nil
        return textDescription(graph, outgoing: graph.outgoing(), urls: graph.scenes.map { options.sceneURL($0.name) },
                               options: options, earlier: nil, keeping: &texts)
    }

    /// The list for `graph` (`outgoing`: its links by source; `urls`: each scene's link). An
    /// item written from the same things in `earlier` (at the same place) is reused, and when
    /// `keeping` is not nil every item is stored in it.
    static func textDescription(_ graph: DiagramGraph, outgoing outgoingLinks: [[DiagramGraph.Link]], urls: [String?],
                                options: DiagramOptions, earlier: DiagramPieces.Drawn?,
                                keeping texts: inout DiagramPieces.Texts?) -> String {
        var out = "<ul class=\"fd-text-description\" aria-label=\"\(HTMLEscaping.escape(options.title))\">\n"
        if let earlier { out.reserveCapacity(earlier.texts.textBytes) }
        texts?.items.reserveCapacity(graph.scenes.count)
        texts?.itemLines.reserveCapacity(graph.scenes.count)
        for i in graph.scenes.indices {
            let text: String, lines: [String]
            if let e = earlier, i < e.graph.scenes.count, e.urls[i] == urls[i], e.outgoing[i] == outgoingLinks[i],
               e.graph.scenes[i] == graph.scenes[i],
               outgoingLinks[i].allSatisfy({ e.graph.scenes[$0.to].displayTitle == graph.scenes[$0.to].displayTitle }) {
                text = e.texts.items[i]
                lines = e.texts.itemLines[i]
                texts?.reused += 1
            } else {
                let item = TextItem(graph.scenes[i], url: urls[i], outgoing: outgoingLinks[i], graph: graph)
                // The lines of what leads from the scene that read the same as before are
                // reused (a scene that gains a segue keeps the others' lines).
                var before: Before? = nil
                if let e = earlier, i < e.graph.scenes.count {
                    before = Before(graph: e.graph, outgoing: e.outgoing[i], lines: e.texts.itemLines[i])
                }
                (text, lines) = Self.text(of: item, before: before)
            }
            out += text
            texts?.items.append(text)
            texts?.itemLines.append(lines)
        }
        out += "</ul>"
        texts?.textBytes = out.utf8.count
        return out
    }

    /// One scene's `<li>`, with the list of what leads from it, and that list's lines.
    /// (`before`: the links that left the scene at the same place earlier, and their lines: a
    /// line is reused where the link and its target's title are the same.)
    private static func text(of item: TextItem, before: Before?) -> (String, [String]) {
        let e = { (s: String) in HTMLEscaping.escape(s) }
        var name = e(item.displayTitle)
        if let url = item.url { name = "<a href=\"\(e(url))\">\(name)</a>" }
        var facts = [kindName(item.kind)]
        if item.title != nil, item.title != item.name { facts.append("scene \(item.name)") }
        if let c = item.className { facts.append("class \(c)") }
        if let id = item.storyboardID { facts.append("storyboard ID \(id)") }
        if let opens = item.referencedStoryboard {
            facts.append("opens \(opens).storyboard" + (item.referencedTarget.map { " at storyboard ID \($0)" } ?? ""))
        }
        switch item.cells {
        case .prototypes(let ids) where !ids.isEmpty: facts.append("prototype cells " + ids.joined(separator: ", "))
        case .staticCells(let titles) where !titles.isEmpty: facts.append("static cells " + titles.joined(separator: ", "))
        case .staticCells: facts.append("static cells")
        default: break
        }
        if !item.actions.isEmpty { facts.append("unwind actions " + item.actions.map { $0 + ":" }.joined(separator: ", ")) }
        var out = "<li>\(item.isInitial ? "Entry point: " : "")\(name) (\(e(facts.joined(separator: "; "))))"
        var lines: [String] = []
        if !item.outgoing.isEmpty {
            lines.reserveCapacity(item.outgoing.count)
            for j in item.outgoing.indices {
                if let before, j < before.lines.count, j < before.outgoing.count, before.outgoing[j] == item.outgoing[j],
                   before.graph.scenes[before.outgoing[j].to].displayTitle == item.targets[j] {
                    lines.append(before.lines[j])
                } else {
                    lines.append("<li>\(e(sentence(item.outgoing[j], target: item.targets[j])))</li>\n")
                }
            }
            out.reserveCapacity(out.utf8.count + lines.reduce(24) { $0 + $1.utf8.count })
            out += "\n<ul>\n"
            for line in lines { out += line }
            out += "</ul>\n"
        }
        out += "</li>\n"
        return (out, lines)
    }

    /// What leads from a scene in an earlier drawing, and the lines it wrote.
    private struct Before {
        var graph: DiagramGraph
        var outgoing: [DiagramGraph.Link]
        var lines: [String]
    }

    private static func kindName(_ kind: SceneKind) -> String {
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

    /// "push segue showDetail to Detail, from cell" (`target`: the title of the scene it leads to).
    private static func sentence(_ link: DiagramGraph.Link, target: String) -> String {
        var s: String
        switch link.kind {
        case .root: s = "root view controller: \(target)"
        case .tab: s = "tab: \(target)"
        case .master: s = "master: \(target)"
        case .detail: s = "detail: \(target)"
        case .unwind:
            s = "unwind"
            if let id = link.identifier { s += " segue \(id)" }
            s += " back to \(target), action \(link.action ?? ""):"
        default:
            s = "\(link.kind.rawValue) segue"
            if let id = link.identifier { s += " \(id)" }
            s += " to \(target)"
        }
        if let t = link.trigger { s += ", \(t.tooltipPhrase)" }
        if let c = link.className { s += ", class \(c)" }
        if let p = link.presentation { s += ", presentation \(p.rawValue)" }
        return s
    }
}
