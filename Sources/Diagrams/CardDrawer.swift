import FlowGraph

/// Draws one scene card: a phone-like rounded rectangle with a title bar, a kind badge, the
/// table's rows or a container's sketch, and the custom class and storyboard ID at the bottom.
enum CardDrawer {
    static func draw(_ scene: Scene, _ content: CardContent, _ rect: DiagramRect, added: Bool, url: String?, into out: inout SVGWriter) {
        let x0 = rect.minX, y0 = rect.minY, w = rect.width, h = rect.height
        out += "<g data-scene=\"\(esc: scene.name)\" class=\"fd-scene fd-kind-\(raw: scene.kind.rawValue)"
        if scene.isInitial { out.raw(" is-initial") }
        if added { out.raw(" is-added") }
        out.raw("\">")
        if let url { out += "<a href=\"\(esc: url)\">" }
        out.raw("<title>")
        tooltip(scene, into: &out)
        out.raw("</title>")
        out += "<rect class=\"fd-card\" x=\"\(x0)\" y=\"\(y0)\" width=\"\(w)\" height=\"\(h)\" rx=\"14\" fill=\"#fff\" stroke=\"#c7c7cc\"/>"
        let bar = CardContent.titleBar
        out += "<path class=\"fd-titlebar\" d=\"M\(x0 + 0.5) \(y0 + bar)V\(y0 + 14)A13.5 13.5 0 0 1 \(x0 + 14) \(y0 + 0.5)H\(x0 + w - 14)A13.5 13.5 0 0 1 \(x0 + w - 0.5) \(y0 + 14)V\(y0 + bar)Z\" fill=\"#f2f2f7\"/>"
        out += "<path class=\"fd-rule\" d=\"M\(x0) \(y0 + bar)h\(w)\" fill=\"none\" stroke=\"#c7c7cc\"/>"
        out += "<text class=\"fd-title\" x=\"\(x0 + w / 2)\" y=\"\(y0 + 19.5)\" text-anchor=\"middle\" font-weight=\"600\">\(esc: content.title)</text>"
        // Kind badge, and what the rows are.
        let badgeW = (TextMetrics.width(content.badge, .badge) + 10).rounded(.up)
        out += "<rect class=\"fd-badge\" x=\"\(x0 + 10)\" y=\"\(y0 + CardContent.badgeTop)\" width=\"\(badgeW)\" height=\"14\" rx=\"7\" fill=\"#e5e5ea\"/>"
        out += "<text class=\"fd-badge-text\" x=\"\(x0 + 10 + badgeW / 2)\" y=\"\(y0 + CardContent.badgeTop + 10)\" text-anchor=\"middle\" font-size=\"8\">\(raw: content.badge)</text>"
        let bodyTop = y0 + CardContent.bodyTop
        switch content.body {
        case .rows(let rows, let prototype, let more):
            let hint = prototype ? "prototypes" : (rows.allSatisfy(\.isEmpty) && scene.cells == .none ? "" : "static cells")
            if !hint.isEmpty {
                out += "<text class=\"fd-hint\" x=\"\(x0 + w - 10)\" y=\"\(y0 + CardContent.badgeTop + 10)\" text-anchor=\"end\" font-size=\"8.5\">\(raw: hint)</text>"
            }
            drawRows(rows, prototype: prototype, more: more, x0: x0, top: bodyTop, w: w, into: &out)
        case .navigation:
            drawStack(x0: x0, top: bodyTop, w: w, into: &out)
            caption("navigation controller", x0: x0, y: bodyTop + 52, w: w, into: &out)
        case .tabs(let count):
            drawTabBar(count, x0: x0, top: bodyTop, w: w, into: &out)
            caption(count == 1 ? "1 tab" : "\(count) tabs", x0: x0, y: bodyTop + 52, w: w, into: &out)
        case .split:
            out += "<rect class=\"fd-sketch\" x=\"\(x0 + 22)\" y=\"\(bodyTop + 2)\" width=\"40\" height=\"34\" rx=\"3\" fill=\"none\" stroke=\"#c7c7cc\"/>"
            out += "<rect class=\"fd-sketch\" x=\"\(x0 + 66)\" y=\"\(bodyTop + 2)\" width=\"\(w - 88)\" height=\"34\" rx=\"3\" fill=\"none\" stroke=\"#c7c7cc\"/>"
            caption("split view controller", x0: x0, y: bodyTop + 52, w: w, into: &out)
        case .page:
            for k in 0..<3 {
                out += "<circle class=\"fd-sketch-dot\" cx=\"\(x0 + w / 2 - 10 + Double(k) * 10)\" cy=\"\(bodyTop + 22)\" r=\"2.5\" fill=\"#c7c7cc\"/>"
            }
            caption("page view controller", x0: x0, y: bodyTop + 52, w: w, into: &out)
        case .reference:
            out += "<path class=\"fd-sketch\" d=\"M\(x0 + w / 2 - 9) \(bodyTop + 29)l18 -18m-10 0h10v10\" fill=\"none\" stroke=\"#c7c7cc\" stroke-width=\"2\"/>"
            caption("storyboard reference", x0: x0, y: bodyTop + 52, w: w, into: &out)
        case .plain:
            break
        }
        // Footer: custom class, then storyboard ID.
        var baseline = y0 + h - 10
        if let id = content.storyboardID {
            out += "<text class=\"fd-sbid\" x=\"\(x0 + CardContent.textInset)\" y=\"\(baseline)\" font-family=\"ui-monospace, Menlo, monospace\" font-size=\"9\">\(esc: id)</text>"
            baseline -= CardContent.footerLine
        }
        if let cls = content.className {
            out += "<text class=\"fd-class\" x=\"\(x0 + CardContent.textInset)\" y=\"\(baseline)\" font-family=\"ui-monospace, Menlo, monospace\" font-size=\"9\">\(esc: cls)</text>"
        }
        if url != nil { out.raw("</a>") }
        out.raw("</g>\n")
    }

    /// The full, untruncated facts, shown as a tooltip and escaped:
    /// "Details — Detail (table, DetailViewController, storyboard ID detail)".
    static func tooltip(_ scene: Scene, into out: inout SVGWriter) {
        if let title = scene.title { out += "\(esc: title) — " }
        out += "\(esc: scene.name) (\(esc: scene.kind.rawValue)"
        if let c = scene.className { out += ", \(esc: c)" }
        if let id = scene.storyboardID { out += ", storyboard ID \(esc: id)" }
        out.raw(")")
    }

    private static func drawRows(_ rows: [String], prototype: Bool, more: Int, x0: Double, top: Double, w: Double, into out: inout SVGWriter) {
        let rh = CardContent.rowHeight
        for (i, text) in rows.enumerated() {
            let y = top + Double(i) * rh
            out += "<path class=\"fd-row-rule\" d=\"M\(x0 + 10) \(y + rh)h\(w - 20)\" fill=\"none\" stroke=\"#e5e5ea\"/>"
            if text.isEmpty {
                let len = 52 + Double((i * 23) % 40)
                out += "<rect class=\"fd-skeleton\" x=\"\(x0 + 12)\" y=\"\(y + 7)\" width=\"\(len)\" height=\"6\" rx=\"3\" fill=\"#e5e5ea\"/>"
            } else if prototype {
                out += "<text class=\"fd-row fd-row-prototype\" x=\"\(x0 + 12)\" y=\"\(y + 14)\" font-family=\"ui-monospace, Menlo, monospace\" font-size=\"10\">\(esc: text)</text>"
            } else {
                out += "<text class=\"fd-row\" x=\"\(x0 + 12)\" y=\"\(y + 14)\">\(esc: text)</text>"
            }
            out += "<path class=\"fd-chevron\" d=\"M\(x0 + w - 17) \(y + 7)l3.5 3.5l-3.5 3.5\" fill=\"none\" stroke=\"#c7c7cc\"/>"
        }
        if more > 0 {
            let y = top + Double(rows.count) * rh
            out += "<text class=\"fd-more\" x=\"\(x0 + 12)\" y=\"\(y + 14)\" font-size=\"9.5\">+\(more) more</text>"
        }
    }

    private static func drawStack(x0: Double, top: Double, w: Double, into out: inout SVGWriter) {
        for k in 0..<3 {
            let d = Double(k) * 6
            out += "<rect class=\"fd-sketch\" x=\"\(x0 + w / 2 - 26 + d)\" y=\"\(top + 2 + d)\" width=\"40\" height=\"26\" rx=\"3\" fill=\"#fff\" stroke=\"#c7c7cc\"/>"
        }
    }

    private static func drawTabBar(_ count: Int, x0: Double, top: Double, w: Double, into out: inout SVGWriter) {
        out += "<rect class=\"fd-sketch\" x=\"\(x0 + 18)\" y=\"\(top + 14)\" width=\"\(w - 36)\" height=\"20\" rx=\"4\" fill=\"none\" stroke=\"#c7c7cc\"/>"
        let shown = max(1, min(count, 5))
        let step = (w - 36) / Double(shown)
        for k in 0..<shown {
            out += "<circle class=\"fd-sketch-dot\" cx=\"\(x0 + 18 + step * (Double(k) + 0.5))\" cy=\"\(top + 24)\" r=\"3.5\" fill=\"#c7c7cc\"/>"
        }
    }

    private static func caption(_ text: String, x0: Double, y: Double, w: Double, into out: inout SVGWriter) {
        out += "<text class=\"fd-caption\" x=\"\(x0 + w / 2)\" y=\"\(y)\" text-anchor=\"middle\" font-size=\"9.5\">\(raw: text)</text>"
    }
}
