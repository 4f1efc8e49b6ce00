/// Computed geometry of a storyboard diagram, in SVG user units; pure data, no drawing.
package struct Layout: Sendable, Hashable {
    /// A scene card.
    package struct Card: Sendable, Hashable {
        package var name: String
        package var rect: DiagramRect
        /// Grid position: columns run left to right, rows top to bottom.
        package var column: Int
        package var row: Int
    }

    /// A label beside an edge: one or two lines of text in a box that overlaps no card.
    package struct Label: Sendable, Hashable {
        package var rect: DiagramRect
        /// First line: identifier or action (monospace) or relationship name; may be empty.
        package var primary: String
        /// Second line: the trigger ("cell", "Edit button"); may be empty.
        package var secondary: String
    }

    /// A segue, unwind or relationship, routed as an orthogonal polyline.
    package struct Edge: Sendable, Hashable {
        package var kind: EdgeKind
        /// The segue or unwind key, or `container>child#kind` for a relationship.
        package var key: String
        package var identifier: String?
        /// Source scene (the container for relationships).
        package var from: String
        /// Destination scene (the target of an unwind, the child of a relationship).
        package var to: String
        /// Polyline from the source card's border to the destination card's border.
        package var points: [DiagramPoint]
        package var label: Label?
    }

    /// One entry of the key below the drawing: a sample of a line style and its name.
    package struct LegendEntry: Sendable, Hashable {
        /// The kind whose style the sample shows (`push` also stands for `show`, `present` for
        /// `modal`, `root` for every relationship).
        package var kind: EdgeKind
        package var text: String
        /// The sample line, left to right.
        package var sample: [DiagramPoint]
        package var textOrigin: DiagramPoint
    }

    package var cards: [Card]
    package var edges: [Edge]
    /// The free arrow into the initial scene(s), as start and end points.
    package var entryArrows: [[DiagramPoint]]
    /// The key to the line styles in use, in one row under the drawing.
    package var legend: [LegendEntry] = []
    package var width: Double
    package var height: Double
    /// Pieces of text cut short with "…" (edge labels, titles, classes, storyboard IDs).
    package var truncatedTexts = 0

    /// The card of the scene named `name`.
    package func card(named name: String) -> Card? { cards.first { $0.name == name } }
}
