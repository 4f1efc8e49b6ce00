import FlowGraph
import SourceModel

extension DiagramRenderer {
    /// The diagram as an HTML list for screen readers: each scene, then what leads from it.
    package static func textDescription(_ storyboard: Storyboard, options: DiagramOptions) -> String {
        let graph = DiagramGraph(storyboard)
        let e = { (s: String) in HTMLEscaping.escape(s) }
        var out = "<ul class=\"fd-text-description\" aria-label=\"\(e(options.title))\">\n"
        let outgoingLinks = graph.outgoing()
        for (i, scene) in graph.scenes.enumerated() {
            var name = e(scene.displayTitle)
            if let url = options.sceneURL(scene.name) { name = "<a href=\"\(e(url))\">\(name)</a>" }
            var facts = [kindName(scene.kind)]
            if scene.title != nil, scene.title != scene.name { facts.append("scene \(scene.name)") }
            if let c = scene.className { facts.append("class \(c)") }
            if let id = scene.storyboardID { facts.append("storyboard ID \(id)") }
            switch scene.cells {
            case .prototypes(let ids) where !ids.isEmpty: facts.append("prototype cells " + ids.joined(separator: ", "))
            case .staticCells(let titles) where !titles.isEmpty: facts.append("static cells " + titles.joined(separator: ", "))
            case .staticCells: facts.append("static cells")
            default: break
            }
            if !scene.actions.isEmpty { facts.append("unwind actions " + scene.actions.map { $0 + ":" }.joined(separator: ", ")) }
            out += "<li>\(scene.isInitial ? "Entry point: " : "")\(name) (\(e(facts.joined(separator: "; "))))"
            let outgoing = outgoingLinks[i]
            if !outgoing.isEmpty {
                out += "\n<ul>\n"
                for link in outgoing { out += "<li>\(e(sentence(link, graph)))</li>\n" }
                out += "</ul>\n"
            }
            out += "</li>\n"
        }
        out += "</ul>"
        return out
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

    /// "push segue showDetail to Detail, from cell".
    private static func sentence(_ link: DiagramGraph.Link, _ graph: DiagramGraph) -> String {
        let target = graph.scenes[link.to].displayTitle
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
