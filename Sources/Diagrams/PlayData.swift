import FlowGraph
import SourceModel

/// What "Play the flow" (templates/static/play.js) needs to run a storyboard in the page: its
/// scenes, relationships, segues and unwinds as JSON in a `<script type="application/json">`
/// element, so the page works from `file://` and, with JavaScript off, shows nothing of it.
package enum PlayData {
    /// The `<script>` element holding the storyboard as JSON. `<` is written `\u003c`, so no
    /// text of the storyboard can close the element or open a comment.
    package static func scriptElement(_ storyboard: Storyboard, diagramPrefix: String) -> String {
        "<script type=\"application/json\" class=\"fd-play-data\" data-diagram=\""
            + HTMLEscaping.escape(diagramPrefix) + "\">" + json(storyboard) + "</script>"
    }

    /// The storyboard as one JSON object: `{"name", "scenes": […], "segues": […], "unwinds": […]}`.
    /// Keys are written in a fixed order, so the output is deterministic.
    package static func json(_ storyboard: Storyboard) -> String {
        let graph = DiagramGraph(storyboard)
        var out = "{\"name\":" + quote(storyboard.name) + ",\"scenes\":["
        let outgoing = graph.outgoing()
        for (i, scene) in graph.scenes.enumerated() {
            if i > 0 { out += "," }
            out += "{\"name\":" + quote(scene.name) + ",\"kind\":" + quote(scene.kind.rawValue)
                + ",\"title\":" + quote(scene.displayTitle)
            if scene.isInitial { out += ",\"initial\":true" }
            if let c = scene.className { out += ",\"class\":" + quote(c) }
            if let id = scene.storyboardID { out += ",\"id\":" + quote(id) }
            switch scene.cells {
            case .staticCells(let titles): out += ",\"cells\":\"static\",\"rows\":" + list(titles)
            case .prototypes(let ids): out += ",\"cells\":\"prototypes\",\"rows\":" + list(ids)
            case .none: break
            }
            // Children as the graph knows them (only scenes that exist).
            let children = outgoing[i].filter { $0.kind.isRelationship }
            if let root = children.first(where: { $0.kind == .root }) { out += ",\"root\":" + quote(graph.scenes[root.to].name) }
            let tabs = children.filter { $0.kind == .tab }.map { graph.scenes[$0.to].name }
            if !tabs.isEmpty { out += ",\"tabs\":" + list(tabs) }
            if let m = children.first(where: { $0.kind == .master }) { out += ",\"master\":" + quote(graph.scenes[m.to].name) }
            if let d = children.first(where: { $0.kind == .detail }) { out += ",\"detail\":" + quote(graph.scenes[d.to].name) }
            if !scene.actions.isEmpty { out += ",\"actions\":" + list(scene.actions) }
            if let d = scene.dismiss { out += ",\"dismiss\":" + trigger(d) }
            if let s = scene.referencedStoryboard { out += ",\"opens\":" + quote(s) }
            out += "}"
        }
        out += "],\"segues\":["
        var first = true
        for link in graph.links where !link.kind.isRelationship {
            if !first { out += "," }
            first = false
            out += "{\"key\":" + quote(link.key) + ",\"style\":" + quote(link.kind.rawValue)
                + ",\"from\":" + quote(graph.scenes[link.from].name) + ",\"to\":" + quote(graph.scenes[link.to].name)
            if let id = link.identifier { out += ",\"id\":" + quote(id) }
            if let a = link.action { out += ",\"action\":" + quote(a) }
            if let t = link.trigger { out += ",\"trigger\":" + trigger(t) }
            out += "}"
        }
        return out + "]}"
    }

    /// `{"kind": "cell"|"button"|"bar-button"|"accessory"|"gesture"|"manual"|"label", "text": …}`.
    private static func trigger(_ t: Trigger) -> String {
        switch t {
        case .label(let text): "{\"kind\":\"label\",\"text\":" + quote(text) + "}"
        default: "{\"kind\":" + quote(t.spelling) + "}"
        }
    }

    private static func list(_ items: [String]) -> String { "[" + items.map(quote).joined(separator: ",") + "]" }

    /// A JSON string safe inside a `<script>` element (`JSONString.quoteForScript`).
    static func quote(_ s: String) -> String { JSONString.quoteForScript(s) }
}
