/// The text of an edge's label and the size of its box. Nothing is cut short: a long
/// identifier or trigger wraps onto further lines (`TextMetrics.wrap`).
struct EdgeLabelText: Sendable {
    static let maxTextWidth = 150.0
    static let padX = 5.0
    static let padY = 3.0
    static let primaryLine = 12.0
    static let secondaryLine = 11.0
    /// Room for the little transition preview at the left of segue labels.
    static let glyphWidth = 13.0

    /// Identifier or `action:` (monospace), or the relationship name, or "12 push segues".
    var primary: String
    /// The trigger, in small text.
    var secondary: String
    var primaryFace: TextMetrics.Face
    var hasGlyph: Bool
    var size: (width: Double, height: Double)

    var isEmpty: Bool { primary.isEmpty && secondary.isEmpty }

    /// The label of `links[k]`, its fields read in place (the link passed whole was copied
    /// out of the array and destroyed again: a retain and a release of each of its strings).
    init(_ links: [DiagramGraph.Link], _ k: Int, drawnFromItsCell: Bool = false) {
        let kind = links[k].kind
        if links[k].count > 1 {
            primary = "\(links[k].count) " + (kind == .unwind ? "unwinds" : "\(kind.rawValue) segues")
            secondary = ""
            primaryFace = .small
            hasGlyph = true
        } else {
            // The trigger is left out where the edge is drawn from its cell (the row says it).
            func trigger() -> String { drawnFromItsCell ? "" : links[k].trigger.map(\.diagramText) ?? "" }
            switch kind {
            case .root, .tab, .master, .detail:
                primary = kind.rawValue
                secondary = ""
                primaryFace = .small
                hasGlyph = false
            case .unwind:
                primary = (links[k].action ?? "") + ":"
                secondary = trigger()
                primaryFace = .mono
                hasGlyph = true
            default:
                primary = links[k].identifier ?? ""
                secondary = trigger()
                // Unusual styles say what they are when nothing else labels them.
                if primary.isEmpty && secondary.isEmpty {
                    if kind == .embed { secondary = "embed" }
                    if kind == .custom { secondary = links[k].className ?? "custom" }
                }
                primaryFace = .mono
                hasGlyph = !(primary.isEmpty && secondary.isEmpty)
            }
        }
        let p = Self.measure(primary, primaryFace), s = Self.measure(secondary, .small)
        let textWidth = max(max(0, p.width), s.width)
        let height = 2 * Self.padY + Double(p.lines) * Self.primaryLine + Double(s.lines) * Self.secondaryLine
        let width = (textWidth + 2 * Self.padX + (hasGlyph ? Self.glyphWidth : 0)).rounded(.up)
        size = (width, height)
    }

    /// How many lines `text` wraps to (as `primaryLines` and `secondaryLines` wrap it) and the
    /// widest one's width. Most labels fit one line: measured once, no lines made.
    private static func measure(_ text: String, _ face: TextMetrics.Face) -> (lines: Int, width: Double) {
        if text.isEmpty { return (0, 0) }
        let whole = TextMetrics.width(text, face)
        // (What `wrap` checks first: then its one line is the text.)
        if whole <= maxTextWidth { return (1, whole) }
        let lines = TextMetrics.wrap(text, face, maxWidth: maxTextWidth)
        var widest = 0.0
        for line in lines { widest = max(widest, TextMetrics.width(line, face)) }
        return (lines.count, widest)
    }

    static func primaryLines(_ text: String, _ face: TextMetrics.Face) -> [String] {
        text.isEmpty ? [] : TextMetrics.wrap(text, face, maxWidth: maxTextWidth)
    }

    static func secondaryLines(_ text: String) -> [String] {
        text.isEmpty ? [] : TextMetrics.wrap(text, .small, maxWidth: maxTextWidth)
    }
}
