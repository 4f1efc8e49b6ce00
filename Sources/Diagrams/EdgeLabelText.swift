/// The text of an edge's label and the size of its box.
struct EdgeLabelText: Sendable {
    static let maxTextWidth = 150.0
    static let padX = 5.0
    static let padY = 3.0
    static let primaryLine = 12.0
    static let secondaryLine = 11.0
    /// Room for the little transition preview at the left of segue labels.
    static let glyphWidth = 13.0

    /// Identifier or `action:` (monospace), or the relationship name.
    var primary: String
    /// The trigger, in small text.
    var secondary: String
    var primaryFace: TextMetrics.Face
    var hasGlyph: Bool
    var size: (width: Double, height: Double)

    var isEmpty: Bool { primary.isEmpty && secondary.isEmpty }

    init(_ link: DiagramGraph.Link) {
        let trigger = link.trigger.map(\.diagramText) ?? ""
        switch link.kind {
        case .root, .tab, .master, .detail:
            primary = link.kind.rawValue
            secondary = ""
            primaryFace = .small
            hasGlyph = false
        case .unwind:
            primary = (link.action ?? "") + ":"
            secondary = trigger
            primaryFace = .mono
            hasGlyph = true
        default:
            primary = link.identifier ?? ""
            secondary = trigger
            // Unusual styles say what they are when nothing else labels them.
            if primary.isEmpty && secondary.isEmpty {
                if link.kind == .embed { secondary = "embed" }
                if link.kind == .custom { secondary = link.className ?? "custom" }
            }
            primaryFace = .mono
            hasGlyph = !(primary.isEmpty && secondary.isEmpty)
        }
        primary = TextMetrics.truncate(primary, primaryFace, maxWidth: Self.maxTextWidth)
        secondary = TextMetrics.truncate(secondary, .small, maxWidth: Self.maxTextWidth)
        let textWidth = max(TextMetrics.width(primary, primaryFace), TextMetrics.width(secondary, .small))
        var height = 2 * Self.padY
        if !primary.isEmpty { height += Self.primaryLine }
        if !secondary.isEmpty { height += Self.secondaryLine }
        let width = (textWidth + 2 * Self.padX + (hasGlyph ? Self.glyphWidth : 0)).rounded(.up)
        size = (width, height)
    }
}
