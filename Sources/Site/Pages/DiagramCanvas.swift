/// Wraps a diagram so that it never shrinks below a readable size: on a narrow column it
/// scrolls sideways (like a code listing) instead of scaling its text down to nothing.
enum DiagramCanvas {
    /// Smallest scale at which diagram text stays readable.
    static let minimumScale = 0.8

    static func wrap(_ svg: String) -> String {
        opening(naturalWidth: naturalWidth(of: svg)) + svg + closing
    }

    /// What comes before the SVG (`width`: its `naturalWidth(of:)`).
    static func opening(naturalWidth width: Double?) -> String {
        let style = width.map { " style=\"--fd-min-width: \(Int(($0 * minimumScale).rounded()))px\"" } ?? ""
        return "<div class=\"flow-canvas\" tabindex=\"0\"\(style)>\n"
    }

    /// What comes after it.
    static let closing = "\n</div>"

    /// The `width` attribute of the outer `<svg>` element.
    static func naturalWidth(of svg: String) -> Double? {
        guard let tagEnd = svg.firstIndex(of: ">") else { return nil }
        let tag = svg[..<tagEnd]
        guard let start = tag.firstRange(of: " width=\"") else { return nil }
        let rest = tag[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return Double(rest[..<end])
    }
}
