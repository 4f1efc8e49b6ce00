/// Renders diagnostics the way compilers do:
///
///     content/02-colorboard.md:14:31: error: no segue 'NewColour' in storyboard 'Colorboard' [flow.dangling-reference]
///        14 |     if segue.identifier == "NewColour" {
///           |                            ^~~~~~~~~~~
///           = help: did you mean 'NewColor'?
package struct HumanDiagnosticRenderer: Sendable {
    package var useColor: Bool
    /// Looks up the file a diagnostic points into, to print its source line.
    package var sources: @Sendable (String) -> SourceFile?

    package init(useColor: Bool = false, sources: @escaping @Sendable (String) -> SourceFile? = { _ in nil }) {
        self.useColor = useColor
        self.sources = sources
    }

    package func render(_ diagnostics: [Diagnostic]) -> String {
        var out = ""
        var line: LineCache?
        for diagnostic in diagnostics { out += render(diagnostic, line: &line) }
        return out
    }

    package func render(_ diagnostic: Diagnostic) -> String {
        var line: LineCache?
        return render(diagnostic, line: &line)
    }

    /// The source line last shown, as scalars: the diagnostics of one long line (thousands of
    /// broken anchors in one paragraph) read it once, not once each, which was quadratic.
    private struct LineCache {
        var path: String
        var number: Int
        var scalars: [Unicode.Scalar]
    }

    private func render(_ diagnostic: Diagnostic, line cache: inout LineCache?) -> String {
        var out = ""
        // Everything quoted from input is escaped: control characters never reach the terminal.
        let place = diagnostic.location.map { "\($0)".escapingControlCharacters + ": " } ?? "flowdoc: "
        let label: String
        switch diagnostic.severity {
        case .error: label = paint("error:", "1;31")
        case .warning: label = paint("warning:", "1;35")
        case .note: label = paint("note:", "1;36")
        }
        out += paint(place, "1") + label + " " + paint(diagnostic.message.escapingControlCharacters, "1")
            + " [\(diagnostic.rule.escapingControlCharacters)]\n"
        if let location = diagnostic.location {
            out += excerpt(at: location, length: diagnostic.length, line: &cache)
        }
        for note in diagnostic.notes {
            if let location = note.location {
                out += "\(location)".escapingControlCharacters + ": " + paint("note:", "1;36")
                    + " \(note.message.escapingControlCharacters)\n"
                out += excerpt(at: location, length: 1, line: &cache)
            } else {
                out += "      = note: \(note.message.escapingControlCharacters)\n"
            }
        }
        for fixIt in diagnostic.fixIts {
            out += "      = " + paint("help:", "1;32") + " \(fixIt.message.escapingControlCharacters)\n"
        }
        return out
    }

    /// Lines longer than this are shown as a window around the column.
    static let widest = 160

    private func excerpt(at location: SourceLocation, length: Int, line cache: inout LineCache?) -> String {
        guard let file = sources(location.path), location.line <= file.lineCount else { return "" }
        if cache?.path != location.path || cache?.number != location.line {
            cache = LineCache(path: location.path, number: location.line, scalars: Array(file.lineText(location.line).unicodeScalars))
        }
        var scalars = cache?.scalars ?? []
        var column = location.column
        var marked = max(1, length)
        var lead = "", tail = ""
        if scalars.count > Self.widest {
            // Keep the caret in view: a window around the column, cut ends marked with "…".
            let start = max(0, min(column - 1 - Self.widest / 3, scalars.count - Self.widest))
            let end = min(scalars.count, start + Self.widest)
            if start > 0 { lead = "…" }
            if end < scalars.count { tail = "…" }
            scalars = Array(scalars[start..<end])
            column = column - start + (lead.isEmpty ? 0 : 1)
            marked = min(marked, max(1, Self.widest - (column - 1)))
        }
        let line = lead + String(String.UnicodeScalarView(scalars)) + tail
        let number = String(location.line)
        let gutter = String(repeating: " ", count: max(number.count, 4))
        let padded = String(repeating: " ", count: gutter.count - number.count) + number
        // Tabs are kept in the prefix so the caret lines up in a terminal.
        var prefix = ""
        for (index, scalar) in line.unicodeScalars.enumerated() where index < column - 1 {
            prefix.unicodeScalars.append(scalar == "\t" ? "\t" : " ")
        }
        if column - 1 > line.unicodeScalars.count {
            prefix += String(repeating: " ", count: column - 1 - line.unicodeScalars.count)
        }
        let marker = "^" + String(repeating: "~", count: max(0, marked - 1))
        return "\(padded) | \(sanitized(Substring(line)))\n\(gutter) | \(prefix)\(paint(marker, "1;32"))\n"
    }

    /// Control characters in a source line would garble the terminal; show them as U+FFFD.
    private func sanitized(_ line: Substring) -> String {
        var result = ""
        for scalar in line.unicodeScalars {
            if scalar.value < 0x20 && scalar != "\t" || scalar.value == 0x7F {
                result += "\u{FFFD}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private func paint(_ text: String, _ code: String) -> String {
        useColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
