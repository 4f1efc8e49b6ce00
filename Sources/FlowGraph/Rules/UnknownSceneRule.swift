import SourceModel

/// `flow.unknown-scene`: a segue, relationship, unwind or remove names a scene the storyboard does not have.
enum UnknownSceneRule: FlowRule {
    static let id = "flow.unknown-scene"

    /// A reference to a missing scene, with the nearest existing name and, if it was removed, where.
    static func diagnostic(_ name: String, at span: Span, storyboard: String, scenes: some Sequence<String>,
                           removedAt: SourceLocation?, removing: Bool = false) -> Diagnostic {
        var notes: [Diagnostic.Note] = []
        if let removedAt { notes.append(Diagnostic.Note(removedNote(name), at: removedAt)) }
        return Diagnostic.report(id, removing ? removeMessage(name, storyboard) : message(name, storyboard),
                                at: span.location, length: span.length, notes: notes,
                                fixIts: span.suggestions(for: name, among: scenes))
    }

    // MARK: Messages

    static func message(_ name: String, _ storyboard: String) -> String {
        "no scene '\(name)' in storyboard '\(storyboard)'"
    }
    static func removeMessage(_ name: String, _ storyboard: String) -> String {
        "cannot remove scene '\(name)': storyboard '\(storyboard)' has no such scene"
    }
    static func removedNote(_ name: String) -> String { "'\(name)' was removed here" }
}
