import Diagrams
import SourceModel

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

    /// `figure` as a page shows it, between `before` and `after`: the SVG in its canvas, then
    /// its text list for screen readers, as the byte arrays to write in order. The drawing's
    /// own bytes are among them as they are: a page copies them once, into itself (not into
    /// the figure's markup first: about 47 KB a chapter's diagram).
    static func pieces(_ figure: DiagramFigure, before: [UInt8], after: [UInt8]) -> [[UInt8]] {
        var head = before
        ByteSearch.append(opening(naturalWidth: figure.naturalWidth).utf8.span, to: &head)
        var tail = closing
        tail.append(contentsOf: after)
        return [head, figure.svgBytes, between, figure.textBytes, tail]
    }

    /// What comes between the SVG and its text list.
    static let between = Array("\n</div>\n<div class=\"sr-only\">".utf8)

    /// What follows the text list.
    static let closing = Array("</div>\n".utf8)
}
