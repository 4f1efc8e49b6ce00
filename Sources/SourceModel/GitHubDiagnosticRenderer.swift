/// Renders diagnostics as GitHub Actions workflow commands:
/// `::error file=PATH,line=L,col=C,title=RULE::MESSAGE`.
package struct GitHubDiagnosticRenderer: Sendable {
    package init() {}

    package func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(render).joined()
    }

    package func render(_ diagnostic: Diagnostic) -> String {
        let command: String
        switch diagnostic.severity {
        case .error: command = "error"
        case .warning: command = "warning"
        case .note: command = "notice"
        }
        var properties: [String] = []
        if let location = diagnostic.location {
            properties.append("file=\(escapeProperty(location.path.escapingControlCharacters))")
            properties.append("line=\(location.line)")
            properties.append("col=\(location.column)")
        }
        properties.append("title=\(escapeProperty(diagnostic.rule.escapingControlCharacters))")
        // Quoted input is escaped (control characters as `\u{1B}`); the line breaks between
        // the message, notes and help are the format's own, encoded as %0A.
        var message = diagnostic.message.escapingControlCharacters
        for note in diagnostic.notes {
            message += "\nnote: " + note.message.escapingControlCharacters
                + (note.location.map { " (\($0))".escapingControlCharacters } ?? "")
        }
        for fixIt in diagnostic.fixIts { message += "\nhelp: " + fixIt.message.escapingControlCharacters }
        return "::\(command) \(properties.joined(separator: ","))::\(escapeData(message))\n"
    }

    /// Escaping defined by the workflow-command syntax for the message part.
    private func escapeData(_ text: String) -> String {
        text.replacingAll("%", with: "%25").replacingAll("\r", with: "%0D").replacingAll("\n", with: "%0A")
    }

    /// Escaping for `key=value` properties, which also reserve `:` and `,`.
    private func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
    }
}

extension String {
    /// Replaces every occurrence of `target` (no Foundation needed).
    package func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty, contains(target) else { return self }
        var result = ""
        var rest = self[...]
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        result += rest
        return result
    }
}
