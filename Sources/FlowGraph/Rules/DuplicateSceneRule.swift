import SourceModel

/// `flow.duplicate-scene`: a scene name declared twice in one storyboard state. The second is ignored.
enum DuplicateSceneRule: FlowRule {
    static let id = "flow.duplicate-scene"

    static func diagnostic(_ name: String, at span: Span, first: Span, storyboard: String) -> Diagnostic {
        Diagnostic.report(id, message(name, storyboard), at: span.location, length: span.length,
                         notes: [Diagnostic.Note(firstNote, at: first.location)])
    }

    // MARK: Messages

    static func message(_ name: String, _ storyboard: String) -> String {
        "scene '\(name)' is already declared in storyboard '\(storyboard)'; remove it first ('remove scene \(name)') to replace it"
    }
    static let firstNote = "first declared here"
}
