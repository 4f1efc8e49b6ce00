import FlowGraph
import SourceModel

/// What "Play the flow" (templates/static/play.js) needs to run a storyboard in the page: its
/// scenes, relationships, segues and unwinds as JSON in a `<script type="application/json">`
/// element, so the page works from `file://` and, with JavaScript off, shows nothing of it.
package enum PlayData {
    /// The `<script>` element holding the storyboard as JSON. `<` is written `\u003c`, so no
    /// text of the storyboard can close the element or open a comment.
    package static func scriptElement(_ storyboard: Storyboard, diagramPrefix: String) -> String {
        let json = json(storyboard)
        var out = "<script type=\"application/json\" class=\"fd-play-data\" data-diagram=\""
        out.reserveCapacity(json.utf8.count + diagramPrefix.utf8.count + 96)
        out += HTMLEscaping.escape(diagramPrefix)
        out += "\">"
        out += json
        out += "</script>"
        return out
    }

    /// The storyboard as one JSON object: `{"name", "scenes": […], "segues": […], "unwinds": […]}`.
    /// Keys are written in a fixed order, so the output is deterministic. Every piece is
    /// appended to the one string in turn (`a + b + c` made a string for each `+`).
    package static func json(_ storyboard: Storyboard) -> String {
        let graph = DiagramGraph(storyboard)
        var out = "{\"name\":"
        out.reserveCapacity(256 + graph.scenes.count * 160 + graph.links.count * 120)
        out += quote(storyboard.name)
        out += ",\"scenes\":["
        let outgoing = graph.outgoing()
        for (i, scene) in graph.scenes.enumerated() {
            if i > 0 { out += "," }
            field("{\"name\":", scene.name, &out)
            field(",\"kind\":", scene.kind.rawValue, &out)
            field(",\"title\":", scene.displayTitle, &out)
            if scene.isInitial { out += ",\"initial\":true" }
            if let c = scene.className { field(",\"class\":", c, &out) }
            if let id = scene.storyboardID { field(",\"id\":", id, &out) }
            switch scene.cells {
            case .staticCells(let titles): out += ",\"cells\":\"static\",\"rows\":"; list(titles, &out)
            case .prototypes(let ids): out += ",\"cells\":\"prototypes\",\"rows\":"; list(ids, &out)
            case .none: break
            }
            // Children as the graph knows them (only scenes that exist).
            let children = outgoing[i].filter { $0.kind.isRelationship }
            if let root = children.first(where: { $0.kind == .root }) { field(",\"root\":", graph.scenes[root.to].name, &out) }
            let tabs = children.filter { $0.kind == .tab }.map { graph.scenes[$0.to].name }
            if !tabs.isEmpty { out += ",\"tabs\":"; list(tabs, &out) }
            if let m = children.first(where: { $0.kind == .master }) { field(",\"master\":", graph.scenes[m.to].name, &out) }
            if let d = children.first(where: { $0.kind == .detail }) { field(",\"detail\":", graph.scenes[d.to].name, &out) }
            if !scene.actions.isEmpty { out += ",\"actions\":"; list(scene.actions, &out) }
            if let d = scene.dismiss { out += ",\"dismiss\":"; trigger(d, &out) }
            if let s = scene.referencedStoryboard { field(",\"opens\":", s, &out) }
            out += "}"
        }
        out += "],\"segues\":["
        var first = true
        for link in graph.links where !link.kind.isRelationship {
            if !first { out += "," }
            first = false
            field("{\"key\":", link.key, &out)
            field(",\"style\":", link.kind.rawValue, &out)
            field(",\"from\":", graph.scenes[link.from].name, &out)
            field(",\"to\":", graph.scenes[link.to].name, &out)
            if let id = link.identifier { field(",\"id\":", id, &out) }
            if let a = link.action { field(",\"action\":", a, &out) }
            if let t = link.trigger { out += ",\"trigger\":"; trigger(t, &out) }
            out += "}"
        }
        out += "]}"
        return out
    }

    /// `key` (its opening text, e.g. `,"kind":`) and `value` quoted.
    private static func field(_ key: String, _ value: String, _ out: inout String) {
        out += key
        out += quote(value)
    }

    /// `{"kind": "cell"|"button"|"bar-button"|"accessory"|"gesture"|"manual"|"label", "text": …}`.
    private static func trigger(_ t: Trigger, _ out: inout String) {
        switch t {
        case .label(let text): field("{\"kind\":\"label\",\"text\":", text, &out); out += "}"
        default: field("{\"kind\":", t.spelling, &out); out += "}"
        }
    }

    private static func list(_ items: [String], _ out: inout String) {
        out += "["
        for (i, item) in items.enumerated() {
            if i > 0 { out += "," }
            out += quote(item)
        }
        out += "]"
    }

    /// A JSON string safe inside a `<script>` element (`JSONString.quoteForScript`).
    static func quote(_ s: String) -> String { JSONString.quoteForScript(s) }
}
