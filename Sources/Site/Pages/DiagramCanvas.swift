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

    /// What comes after it.
    static let closing = "\n</div>"
}
