/// Computed geometry of a storyboard diagram, in SVG user units; pure data, no drawing.
public struct Layout: Sendable, Hashable {
    /// A scene card.
    public struct Card: Sendable, Hashable {
        public var name: String
        public var rect: DiagramRect
        /// Grid position: columns run left to right, rows top to bottom.
        public var column: Int
        public var row: Int
    }

    /// A label beside an edge: one or two lines of text in a box that overlaps no card.
    public struct Label: Sendable, Hashable {
        public var rect: DiagramRect
        /// First line: identifier or action (monospace) or relationship name; may be empty.
        public var primary: String
        /// Second line: the trigger ("cell", "Edit button"); may be empty.
        public var secondary: String
    }

    /// A segue, unwind or relationship, routed as an orthogonal polyline.
    public struct Edge: Sendable, Hashable {
        public var kind: EdgeKind
        /// The segue or unwind key, or `container>child#kind` for a relationship.
        public var key: String
        public var identifier: String?
        /// Source scene (the container for relationships).
        public var from: String
        /// Destination scene (the target of an unwind, the child of a relationship).
        public var to: String
        /// Polyline from the source card's border to the destination card's border.
        public var points: [DiagramPoint]
        public var label: Label?
    }

    /// One entry of the key below the drawing: a sample of a line style and its name.
    public struct LegendEntry: Sendable, Hashable {
        /// The kind whose style the sample shows (`push` also stands for `show`, `present` for
        /// `modal`, `root` for every relationship).
        public var kind: EdgeKind
        public var text: String
        /// The sample line, left to right.
        public var sample: [DiagramPoint]
        public var textOrigin: DiagramPoint
    }

    public var cards: [Card]
    public var edges: [Edge]
    /// The free arrow into the initial scene(s), as start and end points.
    public var entryArrows: [[DiagramPoint]]
    /// The key to the line styles in use, in one row under the drawing.
    public var legend: [LegendEntry] = []
    public var width: Double
    public var height: Double
    /// Pieces of text cut short with "…" (edge labels, titles, classes, storyboard IDs).
    public var truncatedTexts = 0

    /// The card of the scene named `name`.
    public func card(named name: String) -> Card? { cards.first { $0.name == name } }
}
