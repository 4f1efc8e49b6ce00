import FlowGraph
import SourceModel

/// What "Play the flow" (templates/static/play.js) needs to run a storyboard in the page: its
/// scenes, relationships, segues and unwinds as JSON in a `<script type="application/json">`
/// element, so the page works from `file://` and, with JavaScript off, shows nothing of it.
package enum PlayData {
    /// The `<script>` element holding the storyboard as JSON. `<` is written `\u003c`, so no
    /// text of the storyboard can close the element or open a comment.
    package static func scriptElement(_ storyboard: Storyboard, diagramPrefix: String) -> String {
        String(decoding: scriptElementBytes(storyboard, diagramPrefix: diagramPrefix), as: UTF8.self)
    }

    /// `scriptElement` as UTF-8, for a page that writes bytes.
    package static func scriptElementBytes(_ storyboard: Storyboard, diagramPrefix: String) -> [UInt8] {
        let graph = DiagramGraph(storyboard)
        var out: [UInt8] = []
        out.reserveCapacity(352 + diagramPrefix.utf8.count + graph.scenes.count * 160 + graph.links.count * 120)
        out.append(contentsOf: "<script type=\"application/json\" class=\"fd-play-data\" data-diagram=\"".utf8)
        HTMLEscaping.append(diagramPrefix, to: &out)
        out.append(contentsOf: "\">".utf8)
        json(storyboard, graph, into: &out)
        out.append(contentsOf: "</script>".utf8)
        return out
    }

    /// The storyboard as one JSON object: `{"name", "scenes": […], "segues": […], "unwinds": […]}`.
    /// Keys are written in a fixed order, so the output is deterministic.
    package static func json(_ storyboard: Storyboard) -> String {
        var out: [UInt8] = []
        json(storyboard, DiagramGraph(storyboard), into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// `json` written as UTF-8 into `out`: the keys are literals appended as bytes, a value is
    /// appended as it is between quotes when it has nothing `quoteForScript` would escape (the
    /// string appends of every key and quoted value were 1,000,000 instructions a storyboard
    /// page of 50 scenes, 20 times what the bytes cost).
    private static func json(_ storyboard: Storyboard, _ graph: DiagramGraph, into out: inout [UInt8]) {
        out.reserveCapacity(out.count + 256 + graph.scenes.count * 160 + graph.links.count * 120)
        raw("{\"name\":", &out)
        quote(storyboard.name, &out)
        raw(",\"scenes\":[", &out)
        // Each scene's relationships, in link order (the graph lists relationships first).
        var children = Array(filled: [Int](), count: graph.scenes.count)
        for k in graph.links.indices where graph.links[k].kind.isRelationship { children[graph.links[k].from].append(k) }
        for i in graph.scenes.indices {
            let scene = graph.scenes[i]
            if i > 0 { raw(",", &out) }
            field("{\"name\":", scene.name, &out)
            field(",\"kind\":", scene.kind.rawValue, &out)
            field(",\"title\":", scene.displayTitle, &out)
            if scene.isInitial { raw(",\"initial\":true", &out) }
            if let c = scene.className { field(",\"class\":", c, &out) }
            if let id = scene.storyboardID { field(",\"id\":", id, &out) }
            switch scene.cells {
            case .staticCells(let titles): raw(",\"cells\":\"static\",\"rows\":", &out); list(titles, &out)
            case .prototypes(let ids): raw(",\"cells\":\"prototypes\",\"rows\":", &out); list(ids, &out)
            case .none: break
            }
            // Children as the graph knows them (only scenes that exist).
            let mine = children[i]
            if let root = mine.first(where: { graph.links[$0].kind == .root }) { field(",\"root\":", graph.scenes[graph.links[root].to].name, &out) }
            let tabs = mine.filter { graph.links[$0].kind == .tab }.map { graph.scenes[graph.links[$0].to].name }
            if !tabs.isEmpty { raw(",\"tabs\":", &out); list(tabs, &out) }
            if let m = mine.first(where: { graph.links[$0].kind == .master }) { field(",\"master\":", graph.scenes[graph.links[m].to].name, &out) }
            if let d = mine.first(where: { graph.links[$0].kind == .detail }) { field(",\"detail\":", graph.scenes[graph.links[d].to].name, &out) }
            if !scene.actions.isEmpty { raw(",\"actions\":", &out); list(scene.actions, &out) }
            if let d = scene.dismiss { raw(",\"dismiss\":", &out); trigger(d, &out) }
            if let s = scene.referencedStoryboard { field(",\"opens\":", s, &out) }
            raw("}", &out)
        }
        raw("],\"segues\":[", &out)
        var first = true
        // (By index: a loop over the links would copy each one.)
        let links = graph.links
        for k in links.indices where !links[k].kind.isRelationship {
            if !first { raw(",", &out) }
            first = false
            field("{\"key\":", links[k].key, &out)
            field(",\"style\":", links[k].kind.rawValue, &out)
            field(",\"from\":", graph.scenes[links[k].from].name, &out)
            field(",\"to\":", graph.scenes[links[k].to].name, &out)
            if let id = links[k].identifier { field(",\"id\":", id, &out) }
            if let a = links[k].action { field(",\"action\":", a, &out) }
            if let t = links[k].trigger { raw(",\"trigger\":", &out); trigger(t, &out) }
            raw("}", &out)
        }
        raw("]}", &out)
    }

    private static func raw(_ s: StaticString, _ out: inout [UInt8]) {
        s.withUTF8Buffer { out.append(contentsOf: $0) }
    }

    /// `key` (its opening text, e.g. `,"kind":`) and `value` quoted.
    private static func field(_ key: StaticString, _ value: String, _ out: inout [UInt8]) {
        raw(key, &out)
        quote(value, &out)
    }

    /// `{"kind": "cell"|"button"|"bar-button"|"accessory"|"gesture"|"manual"|"label", "text": …}`.
    private static func trigger(_ t: Trigger, _ out: inout [UInt8]) {
        switch t {
        case .label(let text): field("{\"kind\":\"label\",\"text\":", text, &out); raw("}", &out)
        default: field("{\"kind\":", t.spelling, &out); raw("}", &out)
        }
    }

    private static func list(_ items: [String], _ out: inout [UInt8]) {
        raw("[", &out)
        for (i, item) in items.enumerated() {
            if i > 0 { raw(",", &out) }
            quote(item, &out)
        }
        raw("]", &out)
    }

    /// `quote(s)` appended: a string with no byte that `quoteForScript` may escape (a control
    /// character, quote, backslash, `<`, `>`, `&`, or the lead byte 0xE2 of U+2028 and U+2029) is
    /// `"`, itself and `"` by that function's definition; any other goes through it.
    private static func quote(_ s: String, _ out: inout [UInt8]) {
        let span = s.utf8.span
        for i in span.indices {
            switch span[i] {
            case 0..<0x20, UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), 0xE2:
                out.append(contentsOf: quote(s).utf8)
                return
            default: continue
            }
        }
        out.append(UInt8(ascii: "\""))
        out.append(contentsOf: s.utf8)
        out.append(UInt8(ascii: "\""))
    }

    /// A JSON string safe inside a `<script>` element (`JSONString.quoteForScript`).
    static func quote(_ s: String) -> String { JSONString.quoteForScript(s) }
}
