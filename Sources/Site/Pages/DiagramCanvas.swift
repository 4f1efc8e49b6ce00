import Diagrams

/// Wraps a diagram so that it never shrinks below a readable size: on a narrow column it
/// scrolls sideways (like a code listing) instead of scaling its text down to nothing.
enum DiagramCanvas {
    /// Smallest scale at which diagram text stays readable.
    static let minimumScale = 0.8

    /// What comes before the SVG (`width`: the drawing's width, `DiagramFigure.naturalWidth`).
    static func opening(naturalWidth width: Double?) -> String {
        let style = width.map { " style=\"--fd-min-width: \(Int(($0 * minimumScale).rounded()))px\"" } ?? ""
        return "<div class=\"flow-canvas\" tabindex=\"0\"\(style)>\n"
    }

    /// `figure` as a page shows it, the strings in the order written: the SVG in its canvas,
    /// then its text list for screen readers. (Not joined: a chapter page appends them to its
    /// bytes, the SVG copied once.)
    static func pieces(_ figure: DiagramFigure) -> [String] {
        [opening(naturalWidth: figure.naturalWidth)] + figure.svgPieces + [between] + figure.textPieces + ["</div>\n"]
    }

    /// What comes between the SVG and its text list.
    static let between = "\n</div>\n<div class=\"sr-only\">"
}
