import SourceModel

/// `flow.unknown-storyboard-reference`: a storyboard reference opens a scene by storyboard ID
/// (`target=`) in a storyboard the book documents, and no scene of that storyboard has the ID.
/// UIKit would raise "Storyboard (…) doesn't contain a view controller with identifier …" as
/// soon as the reference is shown.
///
/// References to storyboards the book does not document are not checked: a book may describe
/// one storyboard of an app whose others it never mentions. Neither is a storyboard whose blocks
/// had syntax errors, since a skipped line may have declared the scene.
enum UnknownStoryboardReferenceRule: FlowGraphRule {
    static let id = "flow.unknown-storyboard-reference"

    static func check(_ graph: FlowAnalysis) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for scene in graph.storyboard.scenes where scene.kind == .reference {
            guard let name = scene.referencedStoryboard, let target = scene.referencedTarget,
                  !graph.storyboardsWithSyntaxErrors.contains(name) else { continue }
            let opened = name == graph.storyboard.name ? graph.storyboard : graph.book[name]
            guard let opened else { continue }
            var identifiers: [String] = []
            for other in opened.scenes {
                if let identifier = other.storyboardID, !identifiers.contains(identifier) { identifiers.append(identifier) }
            }
            guard !identifiers.contains(target) else { continue }
            let span = scene.valueSpan("target")
            let note = identifiers.isEmpty ? noIDsNote(name, target) : knownNote(name, identifiers)
            diagnostics.append(Diagnostic.report(id, message(scene.name, target, name), at: span.location,
                                                length: span.length, notes: [Diagnostic.Note(note)],
                                                fixIts: span.suggestions(for: target, among: identifiers.sorted())))
        }
        return diagnostics
    }

    // MARK: Messages

    static func message(_ reference: String, _ target: String, _ storyboard: String) -> String {
        "'\(reference)' opens the scene with storyboard ID '\(target)' in storyboard '\(storyboard)', but no scene there "
            + "has that ID; UIKit would fail with \"Storyboard doesn't contain a view controller with identifier '\(target)'\""
    }
    static func knownNote(_ storyboard: String, _ identifiers: [String]) -> String {
        let shown = identifiers.prefix(8).map { "'\($0)'" }.joined(separator: ", ")
        return "storyboard '\(storyboard)' has the storyboard IDs \(shown)\(identifiers.count > 8 ? ", …" : "")"
    }
    static func noIDsNote(_ storyboard: String, _ target: String) -> String {
        "no scene of storyboard '\(storyboard)' has a storyboard ID; give the scene meant id=\(target), "
            + "or drop target= to open the storyboard's initial scene"
    }
}
