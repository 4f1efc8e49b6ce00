import FlowGraph

/// What a scene card shows and how tall it is; shared by layout (height) and drawing.
///
/// Names are never cut in the middle of a card's reading: the title, the custom class and the
/// storyboard ID wrap onto a second line (at word and camel-case boundaries); only what needs
/// a third line ends in "…", is counted in `truncated`, and is shown whole in the tooltip and
/// the text list. Rows that trigger segues are always shown, so edges can leave from them.
struct CardContent: Sendable, Equatable {
    static let width = 156.0
    static let minHeight = 150.0
    static let titleBar = 30.0
    static let titleLine = 14.0
    static let badgeTop = 38.0
    static let bodyTop = 60.0
    static let rowHeight = 20.0
    static let footerLine = 13.0
    static let bottomPad = 9.0
    static let maxRows = 5
    /// Rows a card grows to when segues leave from its cells.
    static let maxTriggerRows = 30
    static let textInset = 10.0

    enum Body: Sendable, Hashable {
        /// Table or collection rows; `prototype` rows show reuse identifiers.
        case rows([String], prototype: Bool, more: Int)
        case navigation
        case tabs(Int)
        case split
        case page
        /// A storyboard reference: what it opens (the storyboard's file, then the scene's
        /// storyboard ID there), each cut to the card's width.
        case reference(opens: [String])
        case plain
    }

    /// The texts, out of line (`SharedBox`): a copy of a content is one reference. A diagram
    /// takes the contents of the cards that did not change from the previous one (about 24
    /// of 25 in the bench shape), and each copy retained and released its five arrays and
    /// strings, as did freeing it.
    private let texts: SharedBox<Texts>

    private struct Texts: Sendable, Hashable {
        var title: [String]
        var badge: String
        var body: Body
        var className: [String]
        var storyboardID: [String]
    }

    /// The title in one or two lines.
    var title: [String] { texts.value.title }
    var badge: String { texts.value.badge }
    var body: Body { texts.value.body }
    /// Custom class and storyboard ID, each in one or two lines.
    var className: [String] { texts.value.className }
    var storyboardID: [String] { texts.value.storyboardID }
    var height: Double
    /// How much taller than one line the title bar is.
    var titleExtra: Double
    /// Pieces of text that had to be cut short.
    var truncated: Int
    /// Drawn without a body (a fan's member: see `init`).
    var isCompact = false

    /// Whether `a[i] == b[j]`, read in place: the texts' box compared by identity first (a
    /// reused content is the same box), then by value. (The elements compared with `==` were
    /// copied first, their boxes retained and released.)
    static func same(_ a: [CardContent], _ i: Int, _ b: [CardContent], _ j: Int) -> Bool {
        guard a[i].height == b[j].height, a[i].titleExtra == b[j].titleExtra, a[i].truncated == b[j].truncated,
              a[i].isCompact == b[j].isCompact else { return false }
        return a[i].texts === b[j].texts || a[i].texts.value == b[j].texts.value
    }

    /// The height of the title bar.
    var titleBarHeight: Double { Self.titleBar + titleExtra }

    /// `compact`: a fan's member (see `FanGroups`) whose body would be empty keeps only its
    /// title bar, badge and footer, so a block of them stays short.
    init(_ scene: Scene, triggerRows: Int = 0, compact: Bool = false) {
        let inner = Self.width - 2 * Self.textInset
        var cut = 0
        let title = Self.lines(scene.displayTitle, .title, maxWidth: inner, cut: &cut)
        titleExtra = Double(title.count - 1) * Self.titleLine
        let body: Body
        switch scene.kind {
        case .table, .collection:
            switch scene.cells {
            case .staticCells(let titles):
                let shown = titles.isEmpty ? ["", "", ""] : titles
                body = Self.rows(shown, prototype: false, atLeast: triggerRows)
            case .prototypes(let ids):
                body = Self.rows(ids.isEmpty ? ["", ""] : ids, prototype: true, atLeast: triggerRows)
            case .none:
                body = .rows(["", "", ""], prototype: false, more: 0)
            }
        case .navigation: body = .navigation
        case .tab: body = .tabs(scene.tabs.count)
        case .split: body = .split
        case .page: body = .page
        // (A compact card draws no body: what it opens is in its tooltip.)
        case .reference: body = .reference(opens: compact ? [] : Self.opens(scene, maxWidth: inner - 8, cut: &cut))
        case .view: body = .plain
        }
        let className = scene.className.map { Self.lines($0, .monoSmall, maxWidth: inner, limit: 3, cut: &cut) } ?? []
        let storyboardID = scene.storyboardID.map { Self.lines("id: " + $0, .monoSmall, maxWidth: inner, limit: 3, cut: &cut) } ?? []
        truncated = cut
        texts = SharedBox(Texts(title: title, badge: Self.badge(scene.kind), body: body, className: className,
                                storyboardID: storyboardID))

        var h = Self.bodyTop + titleExtra
        var empty = false
        switch body {
        case .plain, .reference: empty = compact
        default: break
        }
        switch body {
        case .rows(let rows, _, let more): h += Double(rows.count + (more > 0 ? 1 : 0)) * Self.rowHeight
        case .plain where empty, .reference where empty: break
        default: h += 56
        }
        // (A compact card's footer follows the badge closely.)
        h += empty ? -4 : 8
        h += Double(className.count + storyboardID.count) * Self.footerLine
        isCompact = empty
        // A fan's member is as tall as what it shows (its rows, if it has any), no taller.
        var fitted = empty
        if compact, case .rows = body { fitted = true }
        height = fitted ? h + Self.bottomPad : max(Self.minHeight, h + Self.bottomPad)
    }

    /// The vertical centre of row `i`, from the top of the card.
    func rowCenter(_ i: Int) -> Double {
        titleExtra + Self.bodyTop + (Double(i) + 0.5) * Self.rowHeight
    }

    /// `text` in at most two lines; a second line that does not fit ends in "…" (and `cut`
    /// counts it).
    /// (`limit`: 3 for the small footer lines, where a long class name such as
    /// `FailedBankListViewControllerTableViewController` needs a third.)
    private static func lines(_ text: String, _ face: TextMetrics.Face, maxWidth: Double, limit: Int = 2, cut: inout Int) -> [String] {
        let all = TextMetrics.wrap(text, face, maxWidth: maxWidth)
        if all.count <= limit { return all }
        cut += 1
        let kept = Array(all.prefix(limit - 1))
        return kept + [TextMetrics.truncate(rest(of: text, after: kept), face, maxWidth: maxWidth)]
    }

    /// What of `text` follows its first wrapped `lines`: the text itself, not the later lines
    /// joined, which lose the space each line broke at ("flow of" + "this" is not "flow ofthis").
    static func rest(of text: String, after lines: [String]) -> String {
        var rest = Substring(text)
        for line in lines {
            rest = rest.dropFirst(line.count)
            if rest.first == " " { rest = rest.dropFirst() }
        }
        return String(rest)
    }

    private static func rows(_ all: [String], prototype: Bool, atLeast triggers: Int) -> Body {
        let face: TextMetrics.Face = prototype ? .mono : .body
        let maxText = width - 2 * textInset - 14
        let limit = max(maxRows, min(triggers, maxTriggerRows))
        if all.count <= limit {
            return .rows(all.map { TextMetrics.truncate($0, face, maxWidth: maxText) }, prototype: prototype, more: 0)
        }
        let kept = all.prefix(limit - 1).map { TextMetrics.truncate($0, face, maxWidth: maxText) }
        return .rows(Array(kept), prototype: prototype, more: all.count - kept.count)
    }

    /// What a storyboard reference opens, as Xcode's reference box says it: the storyboard,
    /// then the storyboard ID of the scene it names (none: the storyboard's initial scene).
    /// A card that said only "storyboard reference" left every segue into it pointing nowhere.
    static func opens(_ scene: Scene, maxWidth: Double, cut: inout Int) -> [String] {
        guard let storyboard = scene.referencedStoryboard else { return ["storyboard reference"] }
        // The file's name, or the storyboard's alone where that is too wide.
        let file = storyboard + ".storyboard"
        var lines = [TextMetrics.width(file, .small) <= maxWidth ? file : storyboard]
        if let target = scene.referencedTarget { lines.append(target) }
        return zip(lines, [TextMetrics.Face.small, .monoSmall]).map { line, face in
            let shown = TextMetrics.truncate(line, face, maxWidth: maxWidth)
            if shown != line { cut += 1 }
            return shown
        }
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
