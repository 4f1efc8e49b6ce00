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

    /// What comes after it.
    static let closing = "\n</div>"

    /// Appends `figure` as a page shows it: the SVG in its canvas, then its text list for
    /// screen readers.
    static func append(_ figure: DiagramFigure, to html: inout String) {
        html += opening(naturalWidth: figure.naturalWidth)
        html += figure.svg
        html += closing
        html += "\n<div class=\"sr-only\">"
        html += figure.textDescription
        html += "</div>\n"
    }
}
