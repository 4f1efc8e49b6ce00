/// Renders diagnostics as a JSON array, one object per diagnostic, with stable key order:
/// `file`, `line`, `column`, `severity`, `rule`, `message`, then `notes` and `fixits` when present.
package struct JSONDiagnosticRenderer: Sendable {
    package init() {}

    package func render(_ diagnostics: [Diagnostic]) -> String {
        if diagnostics.isEmpty { return "[]\n" }
        let objects = diagnostics.map { "  " + object($0) }
        return "[\n" + objects.joined(separator: ",\n") + "\n]\n"
    }

    private func object(_ d: Diagnostic) -> String {
        var fields: [String] = []
        fields.append("\"file\": " + (d.location.map { JSONString.quote($0.path) } ?? "null"))
        fields.append("\"line\": " + (d.location.map { String($0.line) } ?? "null"))
        fields.append("\"column\": " + (d.location.map { String($0.column) } ?? "null"))
        fields.append("\"severity\": " + JSONString.quote(d.severity.rawValue))
        fields.append("\"rule\": " + JSONString.quote(d.rule))
        fields.append("\"message\": " + JSONString.quote(d.message))
        if !d.notes.isEmpty {
            let notes = d.notes.map { note -> String in
                var parts = ["\"message\": " + JSONString.quote(note.message)]
                if let l = note.location {
                    parts.append("\"file\": \(JSONString.quote(l.path)), \"line\": \(l.line), \"column\": \(l.column)")
                }
                return "{" + parts.joined(separator: ", ") + "}"
            }
            fields.append("\"notes\": [" + notes.joined(separator: ", ") + "]")
        }
        if !d.fixIts.isEmpty {
            let fixIts = d.fixIts.map { f in
                "{\"message\": \(JSONString.quote(f.message)), \"replacement\": \(JSONString.quote(f.replacement)), "
                    + "\"file\": \(JSONString.quote(f.location.path)), \"line\": \(f.location.line), "
                    + "\"column\": \(f.location.column), \"length\": \(f.length)}"
            }
            fields.append("\"fixits\": [" + fixIts.joined(separator: ", ") + "]")
        }
        return "{" + fields.joined(separator: ", ") + "}"
    }
}
