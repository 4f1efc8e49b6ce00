/// The catalogue as text: a plain listing for `flowdoc rules` and the Markdown table of the
/// reference chapter (a test checks that the chapter holds exactly this table).
package enum RuleCatalogueText {
    /// One block per rule: `id  severity`, then the summary and the example, indented.
    package static func plain() -> String {
        var out = ""
        let width = RuleCatalogue.all.map(\.id.count).max() ?? 0
        for rule in RuleCatalogue.all {
            out += rule.id + String(repeating: " ", count: width - rule.id.count + 2) + rule.severityText + "\n"
            out += "    " + rule.summary + "\n"
            out += "    e.g. " + rule.example.replacingNewlines() + "\n"
        }
        return out
    }

    /// `| rule | severity | fires when | example |`, one row per rule, in catalogue order.
    package static func markdownTable() -> String {
        var out = "| rule | severity | fires when | example |\n|---|---|---|---|\n"
        for rule in RuleCatalogue.all {
            out += "| `\(rule.id)` | \(rule.severityText) | \(cell(rule.summary)) | `\(code(rule.example))` |\n"
        }
        return out
    }

    private static func cell(_ text: String) -> String {
        text.replacingNewlines().split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }

    /// Example text inside a code span: newlines shown as ⏎, pipes escaped, backticks avoided.
    private static func code(_ text: String) -> String {
        cell(text).split(separator: "`", omittingEmptySubsequences: false).joined(separator: "'")
    }
}

private extension String {
    func replacingNewlines() -> String {
        split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " ⏎ ")
    }
}
