import FlowGraph

/// Draws one scene card: a phone-like rounded rectangle with a title bar, a kind badge, the
/// table's rows or a container's sketch, and the custom class and storyboard ID at the bottom.
enum CardDrawer {
    /// The card's first element is `<g data-scene="…" class="…">`: its class ends at the
    /// fourth raw quote (`DiagramPieces.remarked`).
    static let classQuote = 4

    /// Draws `scene`'s card: what `contents[card]` shows, at `rect`, marked as added or not,
    /// linked to `url`. Made from these alone, so a card drawn from an equal scene, content,
    /// place, mark and link is drawn the same (which is what lets `DiagramPieces` reuse it).
    /// (The content is read in place: passed on as a value, or gathered with the scene's
    /// strings into a struct, it was copied, about fifteen references retained and released.)
    static func draw(_ scene: Scene, _ card: Int, of contents: [CardContent], _ rect: DiagramRect, added: Bool, url: String?,
                     into out: inout SVGWriter) {
        let x0 = rect.minX, y0 = rect.minY, w = rect.width, h = rect.height
        out.raw("<g"); out.attr("data-scene", esc: scene.name); out.raw(" class=\"fd-scene fd-kind-"); out.word(scene.kind.rawValue)
        if scene.isInitial { out.raw(" is-initial") }
        if added { out.raw(" is-added") }
        out.raw("\">")
        if let url { out.raw("<a"); out.attr("href", esc: url); out.raw(">") }
        out.raw("<title>")
        tooltip(scene, into: &out)
        out.raw("</title>")
        out.raw("<rect class=\"fd-card\""); out.attr("x", x0); out.attr("y", y0); out.attr("width", w); out.attr("height", h); out.raw(" rx=\"14\"/>")
        let bar = contents[card].titleBarHeight
        let y1 = y0 + contents[card].titleExtra  // where the body starts, below a taller title bar
        out.raw("<path class=\"fd-titlebar\" d=\"M"); out.num(x0 + 0.5); out.raw(" "); out.num(y0 + bar); out.raw("V"); out.num(y0 + 14); out.raw("A13.5 13.5 0 0 1 "); out.num(x0 + 14); out.raw(" "); out.num(y0 + 0.5); out.raw("H"); out.num(x0 + w - 14); out.raw("A13.5 13.5 0 0 1 "); out.num(x0 + w - 0.5); out.raw(" "); out.num(y0 + 14); out.raw("V"); out.num(y0 + bar); out.raw("Z\"/>")
        out.raw("<path class=\"fd-rule\" d=\"M"); out.num(x0); out.raw(" "); out.num(y0 + bar); out.raw("h"); out.num(w); out.raw("\"/>")
        for (i, line) in contents[card].title.enumerated() {
            out.raw("<text class=\"fd-title\""); out.attr("x", x0 + w / 2); out.attr("y", y0 + 19.5 + Double(i) * CardContent.titleLine); out.raw(">"); out.esc(line); out.raw("</text>")
        }
        // Kind badge, and what the rows are.
        let badgeW = (TextMetrics.width(contents[card].badge, .badge) + 10).rounded(.up)
        out.raw("<rect class=\"fd-badge\""); out.attr("x", x0 + 10); out.attr("y", y1 + CardContent.badgeTop); out.attr("width", badgeW); out.raw(" height=\"14\" rx=\"7\"/>")
        out.raw("<text class=\"fd-badge-text\""); out.attr("x", x0 + 10 + badgeW / 2); out.attr("y", y1 + CardContent.badgeTop + 10); out.raw(">"); out.word(contents[card].badge); out.raw("</text>")
        let bodyTop = y1 + CardContent.bodyTop
        switch contents[card].body {
        case .rows(let rows, let prototype, let more):
            let hint = prototype ? "prototypes" : (rows.allSatisfy(\.isEmpty) && scene.cells == .none ? "" : "static cells")
            if !hint.isEmpty {
                out.raw("<text class=\"fd-hint\""); out.attr("x", x0 + w - 10); out.attr("y", y1 + CardContent.badgeTop + 10); out.raw(">"); out.word(hint); out.raw("</text>")
            }
            drawRows(rows, prototype: prototype, more: more, x0: x0, top: bodyTop, w: w, into: &out)
        case .navigation:
            drawStack(x0: x0, top: bodyTop, w: w, into: &out)
            caption("navigation controller", x0: x0, y: bodyTop + 52, w: w, into: &out)
        case .tabs(let count):
            drawTabBar(count, x0: x0, top: bodyTop, w: w, into: &out)
            caption(count == 1 ? "1 tab" : "\(count) tabs", x0: x0, y: bodyTop + 52, w: w, into: &out)
        case .split:
            out.raw("<rect class=\"fd-sketch\""); out.attr("x", x0 + 22); out.attr("y", bodyTop + 2); out.raw(" width=\"40\" height=\"34\" rx=\"3\"/>")
            out.raw("<rect class=\"fd-sketch\""); out.attr("x", x0 + 66); out.attr("y", bodyTop + 2); out.attr("width", w - 88); out.raw(" height=\"34\" rx=\"3\"/>")
            caption("split view controller", x0: x0, y: bodyTop + 52, w: w, into: &out)
        case .page:
            for k in 0..<3 {
                out.raw("<circle class=\"fd-sketch-dot\""); out.attr("cx", x0 + w / 2 - 10 + Double(k) * 10); out.attr("cy", bodyTop + 22); out.raw(" r=\"2.5\"/>")
            }
            caption("page view controller", x0: x0, y: bodyTop + 52, w: w, into: &out)
        case .reference where contents[card].isCompact:
            // The badge says what it is; a small arrow beside it says where it leads.
            out.raw("<path class=\"fd-sketch\" d=\"M"); out.num(x0 + w - 24); out.raw(" "); out.num(y1 + CardContent.badgeTop + 12); out.raw("l10 -10m-6 0h6v6\" stroke-width=\"1.5\"/>")
        case .reference(let opens):
            out.raw("<path class=\"fd-sketch\" d=\"M"); out.num(x0 + w / 2 - 9); out.raw(" "); out.num(bodyTop + 29); out.raw("l18 -18m-10 0h10v10\" stroke-width=\"2\"/>")
            // The storyboard, then the storyboard ID there (in the identifiers' face).
            if opens.count > 1 {
                out.raw("<text class=\"fd-caption\""); out.attr("x", x0 + w / 2); out.attr("y", bodyTop + 44); out.raw(">"); out.esc(opens[0]); out.raw("</text>")
                out.raw("<text class=\"fd-sbid\" text-anchor=\"middle\""); out.attr("x", x0 + w / 2); out.attr("y", bodyTop + 56); out.raw(">"); out.esc(opens[1]); out.raw("</text>")
            } else if let line = opens.first {
                out.raw("<text class=\"fd-caption\""); out.attr("x", x0 + w / 2); out.attr("y", bodyTop + 52); out.raw(">"); out.esc(line); out.raw("</text>")
            }
        case .plain:
            break
        }
        // Footer: custom class, then storyboard ID.
        var baseline = y0 + h - 10
        for line in contents[card].storyboardID.reversed() {
            out.raw("<text class=\"fd-sbid\""); out.attr("x", x0 + CardContent.textInset); out.attr("y", baseline); out.raw(">"); out.esc(line); out.raw("</text>")
            baseline -= CardContent.footerLine
        }
        for line in contents[card].className.reversed() {
            out.raw("<text class=\"fd-class\""); out.attr("x", x0 + CardContent.textInset); out.attr("y", baseline); out.raw(">"); out.esc(line); out.raw("</text>")
            baseline -= CardContent.footerLine
        }
        if url != nil { out.raw("</a>") }
        out.raw("</g>\n")
    }

    /// The full, untruncated facts, shown as a tooltip and escaped:
    /// "Details — Detail (table, DetailViewController, storyboard ID detail)".
    static func tooltip(_ scene: Scene, into out: inout SVGWriter) {
        if let title = scene.title { out.esc(title); out.raw(" — ") }
        out.esc(scene.name); out.raw(" ("); out.esc(scene.kind.rawValue)
        if let c = scene.className { out.raw(", "); out.esc(c) }
        if let id = scene.storyboardID { out.raw(", storyboard ID "); out.esc(id) }
        if let opens = scene.referencedStoryboard {
            out.raw(", opens "); out.esc(opens); out.raw(".storyboard")
            if let target = scene.referencedTarget { out.raw(" at "); out.esc(target) }
        }
        out.raw(")")
    }

    private static func drawRows(_ rows: [String], prototype: Bool, more: Int, x0: Double, top: Double, w: Double, into out: inout SVGWriter) {
        let rh = CardContent.rowHeight
        for (i, text) in rows.enumerated() {
            let y = top + Double(i) * rh
            out.raw("<path class=\"fd-row-rule\" d=\"M"); out.num(x0 + 10); out.raw(" "); out.num(y + rh); out.raw("h"); out.num(w - 20); out.raw("\"/>")
            if text.isEmpty {
                let len = 52 + Double((i * 23) % 40)
                out.raw("<rect class=\"fd-skeleton\""); out.attr("x", x0 + 12); out.attr("y", y + 7); out.attr("width", len); out.raw(" height=\"6\" rx=\"3\"/>")
            } else if prototype {
                out.raw("<text class=\"fd-row fd-row-prototype\""); out.attr("x", x0 + 12); out.attr("y", y + 14); out.raw(">"); out.esc(text); out.raw("</text>")
            } else {
                out.raw("<text class=\"fd-row\""); out.attr("x", x0 + 12); out.attr("y", y + 14); out.raw(">"); out.esc(text); out.raw("</text>")
            }
            out.raw("<path class=\"fd-chevron\" d=\"M"); out.num(x0 + w - 17); out.raw(" "); out.num(y + 7); out.raw("l3.5 3.5-3.5 3.5\"/>")
        }
        if more > 0 {
            let y = top + Double(rows.count) * rh
            out.raw("<text class=\"fd-more\""); out.attr("x", x0 + 12); out.attr("y", y + 14); out.raw(">+"); out.int(more); out.raw(" more</text>")
        }
    }

    private static func drawStack(x0: Double, top: Double, w: Double, into out: inout SVGWriter) {
        for k in 0..<3 {
            let d = Double(k) * 6
            out.raw("<rect class=\"fd-sketch\""); out.attr("x", x0 + w / 2 - 26 + d); out.attr("y", top + 2 + d); out.raw(" width=\"40\" height=\"26\" rx=\"3\"/>")
        }
    }

    private static func drawTabBar(_ count: Int, x0: Double, top: Double, w: Double, into out: inout SVGWriter) {
        out.raw("<rect class=\"fd-sketch\""); out.attr("x", x0 + 18); out.attr("y", top + 14); out.attr("width", w - 36); out.raw(" height=\"20\" rx=\"4\"/>")
        let shown = max(1, min(count, 5))
        let step = (w - 36) / Double(shown)
        for k in 0..<shown {
            out.raw("<circle class=\"fd-sketch-dot\""); out.attr("cx", x0 + 18 + step * (Double(k) + 0.5)); out.attr("cy", top + 24); out.raw(" r=\"3.5\"/>")
        }
    }

    private static func caption(_ text: String, x0: Double, y: Double, w: Double, into out: inout SVGWriter) {
        out.raw("<text class=\"fd-caption\""); out.attr("x", x0 + w / 2); out.attr("y", y); out.raw(">"); out.word(text); out.raw("</text>")
    }
}
