/// Renders diagnostics as a SARIF 2.1.0 log (one run), for code-scanning services.
///
/// The run's `tool.driver.rules` is the whole `RuleCatalogue` (id, summary, default level and
/// example), so results refer to their rule by index. Columns are Unicode scalars, which SARIF
/// calls `unicodeCodePoints`. Notes with a place become `relatedLocations`, the others are
/// appended to the message; fix-its become `fixes`. Key order and escaping are fixed, so the
/// output is deterministic.
package struct SARIFDiagnosticRenderer: Sendable {
    package var toolVersion: String

    package init(toolVersion: String) { self.toolVersion = toolVersion }

    package func render(_ diagnostics: [Diagnostic]) -> String {
        let rules = RuleCatalogue.all
        var index: [String: Int] = [:]
        for (offset, rule) in rules.enumerated() { index[rule.id] = offset }
        var out = "{\n"
        out += "  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n"
        out += "  \"version\": \"2.1.0\",\n"
        out += "  \"runs\": [\n    {\n"
        out += "      \"tool\": {\n        \"driver\": {\n"
        out += "          \"name\": \"flowdoc\",\n"
        out += "          \"version\": \(q(toolVersion)),\n"
        out += "          \"rules\": [\n"
        out += rules.map { "            " + descriptor($0) }.joined(separator: ",\n")
        out += "\n          ]\n        }\n      },\n"
        out += "      \"columnKind\": \"unicodeCodePoints\",\n"
        out += "      \"results\": ["
        if diagnostics.isEmpty {
            out += "]\n"
        } else {
            out += "\n" + diagnostics.map { "        " + result($0, ruleIndex: index[$0.rule]) }.joined(separator: ",\n")
            out += "\n      ]\n"
        }
        out += "    }\n  ]\n}\n"
        return out
    }

    private func descriptor(_ rule: Rule) -> String {
        "{\"id\": \(q(rule.id)), \"shortDescription\": {\"text\": \(q(rule.summary))}, "
            + "\"help\": {\"text\": \(q("Example: " + rule.example))}, "
            + "\"defaultConfiguration\": {\"level\": \(q(Self.level(rule.severity)))}}"
    }

    private func result(_ d: Diagnostic, ruleIndex: Int?) -> String {
        var text = d.message
        for note in d.notes where note.location == nil { text += "\nnote: " + note.message }
        var fields = ["\"ruleId\": \(q(d.rule))"]
        if let ruleIndex { fields.append("\"ruleIndex\": \(ruleIndex)") }
        fields.append("\"level\": \(q(Self.level(d.severity)))")
        fields.append("\"message\": {\"text\": \(q(text))}")
        if let location = d.location {
            fields.append("\"locations\": [\(self.location(location, length: d.length))]")
        }
        let related = d.notes.compactMap { note in
            note.location.map { "{" + physical($0, length: 1) + ", \"message\": {\"text\": \(q(note.message))}}" }
        }
        if !related.isEmpty {
            let numbered = related.enumerated().map { "{\"id\": \($0.offset), " + $0.element.dropFirst() }
            fields.append("\"relatedLocations\": [" + numbered.joined(separator: ", ") + "]")
        }
        if !d.fixIts.isEmpty {
            let fixes = d.fixIts.map { fix in
                "{\"description\": {\"text\": \(q(fix.message))}, \"artifactChanges\": [{\"artifactLocation\": "
                    + "{\"uri\": \(q(Self.uri(fix.location.path)))}, \"replacements\": [{\"deletedRegion\": "
                    + region(fix.location, length: fix.length, allowEmpty: true)
                    + ", \"insertedContent\": {\"text\": \(q(fix.replacement))}}]}]}"
            }
            fields.append("\"fixes\": [" + fixes.joined(separator: ", ") + "]")
        }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    private func location(_ l: SourceLocation, length: Int) -> String {
        "{" + physical(l, length: length) + "}"
    }

    private func physical(_ l: SourceLocation, length: Int) -> String {
        "\"physicalLocation\": {\"artifactLocation\": {\"uri\": \(q(Self.uri(l.path)))}, \"region\": "
            + region(l, length: length, allowEmpty: false) + "}"
    }

    private func region(_ l: SourceLocation, length: Int, allowEmpty: Bool) -> String {
        let width = allowEmpty ? max(0, length) : max(1, length)
        return "{\"startLine\": \(l.line), \"startColumn\": \(l.column), \"endColumn\": \(l.column + width)}"
    }

    private func q(_ text: String) -> String { JSONString.quote(text) }

    /// SARIF's level for a severity.
    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// A relative path as a URI reference: unreserved characters and '/' kept, the rest percent-encoded.
    static func uri(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                 UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return out
    }
}
