import FlowGraph

/// What a scene card shows and how tall it is; shared by layout (height) and drawing.
struct CardContent: Sendable {
    static let width = 156.0
    static let minHeight = 150.0
    static let titleBar = 30.0
    static let badgeTop = 38.0
    static let bodyTop = 60.0
    static let rowHeight = 20.0
    static let footerLine = 13.0
    static let bottomPad = 9.0
    static let maxRows = 5
    static let textInset = 10.0

    enum Body: Sendable {
        /// Table or collection rows; `prototype` rows show reuse identifiers.
        case rows([String], prototype: Bool, more: Int)
        case navigation
        case tabs(Int)
        case split
        case page
        case reference
        case plain
    }

    var title: String
    var badge: String
    var body: Body
    /// Custom class and storyboard ID lines, already truncated.
    var className: String?
    var storyboardID: String?
    var height: Double

    init(_ scene: Scene) {
        let inner = Self.width - 2 * Self.textInset
        title = TextMetrics.truncate(scene.displayTitle, .title, maxWidth: inner)
        badge = Self.badge(scene.kind)
        switch scene.kind {
        case .table, .collection:
            switch scene.cells {
            case .staticCells(let titles):
                let shown = titles.isEmpty ? ["", "", ""] : titles
                body = Self.rows(shown, prototype: false)
            case .prototypes(let ids):
                body = Self.rows(ids.isEmpty ? ["", ""] : ids, prototype: true)
            case .none:
                body = .rows(["", "", ""], prototype: false, more: 0)
            }
        case .navigation: body = .navigation
        case .tab: body = .tabs(scene.tabs.count)
        case .split: body = .split
        case .page: body = .page
        case .reference: body = .reference
        case .view: body = .plain
        }
        className = scene.className.map { TextMetrics.truncate($0, .monoSmall, maxWidth: inner) }
        storyboardID = scene.storyboardID.map { TextMetrics.truncate("id: " + $0, .monoSmall, maxWidth: inner) }

        var h = Self.bodyTop
        switch body {
        case .rows(let rows, _, let more): h += Double(rows.count + (more > 0 ? 1 : 0)) * Self.rowHeight
        default: h += 56
        }
        h += 8
        if className != nil { h += Self.footerLine }
        if storyboardID != nil { h += Self.footerLine }
        height = max(Self.minHeight, h + Self.bottomPad)
    }

    private static func rows(_ all: [String], prototype: Bool) -> Body {
        let face: TextMetrics.Face = prototype ? .mono : .body
        let maxText = width - 2 * textInset - 14
        if all.count <= maxRows {
            return .rows(all.map { TextMetrics.truncate($0, face, maxWidth: maxText) }, prototype: prototype, more: 0)
        }
        let kept = all.prefix(maxRows - 1).map { TextMetrics.truncate($0, face, maxWidth: maxText) }
        return .rows(Array(kept), prototype: prototype, more: all.count - kept.count)
    }

    static func badge(_ kind: SceneKind) -> String {
        switch kind {
        case .view: "VIEW"
        case .table: "TABLE"
        case .collection: "COLLECTION"
        case .navigation: "NAV"
        case .tab: "TAB"
        case .split: "SPLIT"
        case .page: "PAGE"
        case .reference: "REF"
        }
    }
}
