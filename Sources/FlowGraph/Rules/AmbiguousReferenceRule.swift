import SourceModel

/// `flow.ambiguous-reference`: an unqualified name exists in several storyboards, none of them
/// the chapter's default storyboard.
enum AmbiguousReferenceRule: FlowRule {
    static let id = "flow.ambiguous-reference"

    static func diagnostic(_ reference: FlowReference, at span: Span, defaultStoryboard: String,
                           candidates: [(storyboard: String, location: SourceLocation)]) -> Diagnostic {
        var notes = candidates.map { Diagnostic.Note(candidateNote($0.storyboard), at: $0.location) }
        if reference.origin == .link, let first = candidates.first {
            notes.append(Diagnostic.Note(qualifyHint(reference.kind, first.storyboard, reference.name)))
        }
        return Diagnostic.report(id, message(reference.name, candidates.map(\.storyboard), defaultStoryboard),
                                at: span.location, length: span.length, notes: notes)
    }

    // MARK: Messages

    static func message(_ name: String, _ storyboards: [String], _ defaultStoryboard: String) -> String {
        "'\(name)' is ambiguous: it is declared in storyboards " + storyboards.map { "'\($0)'" }.joined(separator: ", ")
            + ", and not in this chapter's storyboard '\(defaultStoryboard)'"
    }
    static func candidateNote(_ storyboard: String) -> String { "candidate in storyboard '\(storyboard)'" }
    static func qualifyHint(_ kind: FlowReference.Kind, _ storyboard: String, _ name: String) -> String {
        let scheme = kind == .segue ? "segue" : "scene"
        return "qualify the link with its storyboard, as in \(scheme):\(storyboard)/\(name)"
    }
}
