import SourceModel

/// `flow.unwind-unknown-action`: the unwind target does not define the action (`actions=`).
///
/// In Xcode an unwind segue names only a selector (Exit lists the unwind actions of every class
/// of the project); at run time UIKit asks each view controller on its search
/// (`canPerformUnwindSegueAction`) and only one that implements the action answers yes. So the
/// flow's claim that this scene receives the unwind is false.
enum UnwindUnknownActionRule: FlowGraphRule {
    static let id = "flow.unwind-unknown-action"

    static func check(_ graph: FlowAnalysis) -> [Diagnostic] {
        graph.storyboard.unwinds.compactMap { unwind in
            guard let target = graph.scenes[unwind.target], !target.actions.contains(unwind.action) else { return nil }
            let span = unwind.actionSpan
            var notes: [Diagnostic.Note] = []
            if let other = graph.storyboard.scenes.first(where: { $0.actions.contains(unwind.action) }) {
                notes.append(Diagnostic.Note(definedElsewhere(other.name, unwind.action), at: other.nameSpan.location))
            } else if target.actions.isEmpty {
                notes.append(Diagnostic.Note(declareHint(target.name, unwind.action)))
            }
            return Diagnostic.report(id, message(target.name, unwind.action, target.actions), at: span.location,
                                    length: span.length, notes: notes,
                                    fixIts: span.suggestions(for: unwind.action, among: target.actions))
        }
    }

    // MARK: Messages

    static func message(_ target: String, _ action: String, _ actions: [String]) -> String {
        let known = actions.isEmpty ? "it defines none" : "it defines " + actions.map { "'\($0)'" }.joined(separator: ", ")
        return "'\(target)' has no unwind action '\(action)' (\(known)); UIKit hands an unwind only to a view controller that implements its action, so it would pass this scene by"
    }
    static func definedElsewhere(_ scene: String, _ action: String) -> String { "'\(scene)' defines '\(action)'" }
    static func declareHint(_ target: String, _ action: String) -> String {
        "declare the action on the scene: scene \(target): … actions=\(action)"
    }
}
