import SourceModel

/// `flow.unknown-segue`: `remove segue` / `remove unwind` names nothing in the storyboard.
enum UnknownSegueRule: FlowRule {
    static let id = "flow.unknown-segue"

    static func byIdentifier(_ identifier: String, what: String, at span: Span, storyboard: String,
                             identifiers: some Sequence<String>) -> Diagnostic {
        Diagnostic.report(id, identifierMessage(what, identifier, storyboard), at: span.location, length: span.length,
                         fixIts: span.suggestions(for: identifier, among: identifiers))
    }

    static func byEndpoints(_ source: String, _ destination: String, what: String, at span: Span, storyboard: String)
        -> Diagnostic {
        Diagnostic.report(id, endpointsMessage(what, source, destination, storyboard), at: span.location, length: span.length)
    }

    // MARK: Messages

    static func identifierMessage(_ what: String, _ identifier: String, _ storyboard: String) -> String {
        "cannot remove \(what) '\(identifier)': storyboard '\(storyboard)' has no \(what) with that identifier"
    }
    static func endpointsMessage(_ what: String, _ source: String, _ destination: String, _ storyboard: String) -> String {
        "cannot remove: storyboard '\(storyboard)' has no \(what) from '\(source)' to '\(destination)'"
    }
}
