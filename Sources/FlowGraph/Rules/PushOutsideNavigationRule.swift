import SourceModel

/// `flow.push-outside-navigation`: a push or show segue whose source has no navigation controller above it.
///
/// A `push` segue then fails at run time (`UIStoryboardPushSegue` raises). A `show` segue calls
/// `show(_:sender:)`, which adapts: with no navigation controller to push onto it presents the
/// destination modally — legal UIKit, so only a note saying what will happen. A scene created
/// from code (storyboard ID, nothing leading to it) or opened by a storyboard reference of the
/// book may be put in a navigation controller the flow does not show: quiet (`FlowAnalysis`).
enum PushOutsideNavigationRule: FlowGraphRule {
    static let id = "flow.push-outside-navigation"

    static func check(_ graph: FlowAnalysis) -> [Diagnostic] {
        graph.storyboard.segues.compactMap { segue in
            guard segue.style.needsNavigation, graph.reachable.contains(segue.source),
                  !graph.insideNavigation.contains(segue.source) else { return nil }
            let span = segue.styleSpan
            let (note, fixIts) = wrap(segue.source, in: graph)
            if segue.style == .push {
                return Diagnostic.report(id, pushMessage(segue.source, segue.destination), at: span.location,
                                        length: span.length, notes: [note], fixIts: fixIts)
            }
            return Diagnostic.report(id, showMessage(segue.source, segue.destination), at: span.location,
                                      length: span.length, notes: [note], fixIts: fixIts, milder: true)
        }
    }

    /// The advice, and — when the source is the initial scene — the fix-its that embed it in a new
    /// navigation controller and move `initial` to that controller (leaving `initial` on the old
    /// scene would make the new controller unreachable: a fix that creates a warning). For a
    /// scene reached by segues, those segues must be pointed at the controller too, which needs
    /// the author's judgement: only the note then.
    static func wrap(_ source: String, in graph: FlowAnalysis) -> (Diagnostic.Note, [Diagnostic.FixIt]) {
        var name = source + "Nav"
        var suffix = 2
        while graph.scenes[name] != nil {
            name = source + "Nav\(suffix)"
            suffix += 1
        }
        guard let scene = graph.scenes[source], scene.isInitial, let initial = scene.syntax?.initial,
              initial.location.line == scene.location.line, initial.location.column > scene.location.column else {
            return (Diagnostic.Note(hint(source, navigation: name)), [])
        }
        let indent = String(repeating: " ", count: max(0, scene.location.column - 1))
        let declaration = "scene \(name): navigation root=\(source) initial"
        let insert = Diagnostic.FixIt(wrapFix(source, navigation: name), replacement: declaration + "\n" + indent,
                                      at: scene.location, length: 0)
        let flag = SourceLocation(path: initial.location.path, line: initial.location.line, column: initial.location.column - 1)
        let remove = Diagnostic.FixIt(moveInitialFix(source, navigation: name), replacement: "", at: flag,
                                      length: initial.length + 1)
        return (Diagnostic.Note(hintInitial(source, navigation: name)), [insert, remove])
    }

    // MARK: Messages

    static func pushMessage(_ source: String, _ destination: String) -> String {
        "push segue from '\(source)' to '\(destination)', but '\(source)' has no navigation controller above it; "
            + "UIKit would fail with 'Could not find a navigation controller for segue'"
    }
    static func showMessage(_ source: String, _ destination: String) -> String {
        "show segue from '\(source)' to '\(destination)': '\(source)' has no navigation controller above it, "
            + "so UIKit's show(_:sender:) presents '\(destination)' modally instead of pushing it"
    }
    static func hint(_ source: String, navigation: String) -> String {
        "embed '\(source)' in a navigation controller (scene \(navigation): navigation root=\(source)) "
            + "and point the segues that lead to '\(source)' at '\(navigation)'"
    }
    static func hintInitial(_ source: String, navigation: String) -> String {
        "embed '\(source)' in a navigation controller and make that controller the initial scene"
    }
    static func wrapFix(_ source: String, navigation: String) -> String {
        "declare 'scene \(navigation): navigation root=\(source) initial'"
    }
    static func moveInitialFix(_ source: String, navigation: String) -> String {
        "remove 'initial' from '\(source)': '\(navigation)' is the entry point now"
    }
}
