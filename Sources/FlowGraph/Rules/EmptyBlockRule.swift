import SourceModel

/// `flow.empty-block`: a block declares nothing and its storyboard has no scenes yet.
///
/// An empty block of a storyboard that already has scenes is fine: it shows the storyboard as it stands.
enum EmptyBlockRule: FlowRule {
    static let id = "flow.empty-block"

    static func diagnostic(storyboard: String, at span: Span) -> Diagnostic {
        Diagnostic.report(id, message(storyboard), at: span.location, length: span.length)
    }

    // MARK: Messages

    static func message(_ storyboard: String) -> String {
        "this flow block is empty and storyboard '\(storyboard)' has no scenes yet; there is nothing to show"
    }
}
