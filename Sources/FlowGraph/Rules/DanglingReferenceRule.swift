import SourceModel

/// `flow.dangling-reference`: a `scene:` / `segue:` link, or an identifier in a Swift or
/// Objective-C listing, names nothing declared in the storyboards read so far in the chapter.
enum DanglingReferenceRule: FlowRule {
    static let id = "flow.dangling-reference"

    static func diagnostic(_ reference: FlowReference, at span: Span, storyboard: String?, others: [String],
                           candidates: [String]) -> Diagnostic {
        var notes: [Diagnostic.Note] = []
        if reference.storyboard == nil, !others.isEmpty {
            notes.append(Diagnostic.Note(notElsewhere(others)))
        }
        if reference.origin == .codeComparison {
            notes.append(Diagnostic.Note(comparisonNote(reference.name)))
        } else if reference.origin == .codeOptional {
            notes.append(Diagnostic.Note("without 'for:', dequeueReusableCell(withIdentifier:) returns nil for an unknown "
                                         + "identifier instead of raising"))
        } else if reference.origin == .code, let failure = runtimeFailure(reference.kind, reference.name) {
            notes.append(Diagnostic.Note(failure))
        }
        return Diagnostic.report(id, message(reference.kind, reference.name, storyboard), at: span.location,
                                length: span.length, notes: notes,
                                fixIts: span.suggestions(for: reference.name, among: candidates))
    }

    /// A storyboard name (or qualifier) that names no storyboard.
    static func missingStoryboard(_ reference: FlowReference, at span: Span, known: [String], qualifier: Bool) -> Diagnostic {
        let name = qualifier ? (reference.storyboard ?? "") : reference.name
        let near = NearMiss.best(for: name, among: known)
        if qualifier {
            // The span covers the name, not the qualifier: suggest in a note, not as a replacement.
            return Diagnostic.report(id, storyboardMessage(name), at: span.location, length: span.length,
                                    notes: near.map { [Diagnostic.Note("did you mean storyboard '\($0)'?")] } ?? [])
        }
        var notes: [Diagnostic.Note] = []
        if reference.origin == .code, let failure = runtimeFailure(.storyboardName, name) { notes.append(Diagnostic.Note(failure)) }
        return Diagnostic.report(id, storyboardMessage(name), at: span.location, length: span.length, notes: notes,
                                fixIts: near.map { [span.suggestion($0)] } ?? [])
    }

    // MARK: Messages

    static func message(_ kind: FlowReference.Kind, _ name: String, _ storyboard: String?) -> String {
        let place = storyboard.map { "in storyboard '\($0)'" } ?? "in any storyboard (none is declared yet)"
        switch kind {
        case .scene: return "no scene '\(name)' \(place)"
        case .segue: return "no segue '\(name)' \(place)"
        case .storyboardID: return "no scene with storyboard ID '\(name)' \(place)"
        case .reuseIdentifier: return "no prototype cell with reuse identifier '\(name)' \(place)"
        case .storyboardName: return storyboardMessage(name)
        }
    }
    static func storyboardMessage(_ name: String) -> String { "no storyboard '\(name)'" }
    static func declaredLaterMessage(_ reference: FlowReference, storyboard: String, at location: SourceLocation) -> String {
        let what: String
        switch reference.kind {
        case .scene: what = "scene '\(reference.name)'"
        case .segue: what = "segue '\(reference.name)'"
        case .storyboardID: what = "storyboard ID '\(reference.name)'"
        case .reuseIdentifier: what = "reuse identifier '\(reference.name)'"
        case .storyboardName: what = "storyboard '\(reference.name)'"
        }
        let board = reference.kind == .storyboardName ? "" : " (storyboard '\(storyboard)')"
        return "\(what) is only declared later in the book, in \(location.path) line \(location.line)\(board); "
            + "a link or listing sees what is declared up to the end of its own chapter"
    }
    static let declaredLaterNote = "declared here; move the link after this chapter, or declare it earlier"
    static func notElsewhere(_ others: [String]) -> String {
        "nor in " + (others.count == 1 ? "storyboard " : "storyboards ") + others.map { "'\($0)'" }.joined(separator: ", ")
    }
    static func comparisonNote(_ name: String) -> String {
        "a comparison never raises: no segue has the identifier '\(name)', so this branch never runs"
    }
    static func runtimeFailure(_ kind: FlowReference.Kind, _ name: String) -> String? {
        switch kind {
        case .segue: "at run time UIKit would raise 'Receiver has no segue with identifier '\(name)''"
        case .storyboardID: "at run time UIKit would raise 'Storyboard doesn't contain a view controller with identifier '\(name)''"
        case .reuseIdentifier: "at run time UIKit would raise 'unable to dequeue a cell with identifier \(name)'"
        case .storyboardName: "at run time UIKit would raise 'Could not find a storyboard named '\(name)''"
        case .scene: nil
        }
    }
}
