import SourceModel

/// The outcome of one build, as `serve` publishes it to browsers.
package struct BuildStatus: Sendable, Equatable {
    /// Counts builds; each published status has a new, larger value.
    package var generation: Int
    /// False when the build had errors and the previous site was kept.
    package var succeeded: Bool
    /// What the build reported (errors and warnings).
    package var diagnostics: [Diagnostic]

    package init(generation: Int, succeeded: Bool, diagnostics: [Diagnostic] = []) {
        self.generation = generation
        self.succeeded = succeeded
        self.diagnostics = diagnostics
    }

    /// The status before any build was published.
    package static let initial = BuildStatus(generation: 0, succeeded: true)

    /// One-line JSON: `{"generation":…,"succeeded":…,"server":…,"diagnostics":[{file,line,column,severity,rule,message}]}`;
    /// a message carries its fix-its' "did you mean", so the overlay shows them.
    ///
    /// `server` identifies the server process, so a page can tell a restarted server apart.
    func json(server: String) -> String {
        let items = diagnostics.map { d -> String in
            let file = d.location.map { JSONString.quote($0.path) } ?? "null"
            let line = d.location.map { String($0.line) } ?? "null"
            let column = d.location.map { String($0.column) } ?? "null"
            return "{\"file\":\(file),\"line\":\(line),\"column\":\(column),"
                + "\"severity\":\(JSONString.quote(d.severity.rawValue)),\"rule\":\(JSONString.quote(d.rule)),"
                + "\"message\":\(JSONString.quote(d.message + d.fixIts.map { " (\($0.message))" }.joined()))}"
        }
        return "{\"generation\":\(generation),\"succeeded\":\(succeeded),\"server\":\(JSONString.quote(server)),"
            + "\"diagnostics\":[\(items.joined(separator: ","))]}"
    }
}
