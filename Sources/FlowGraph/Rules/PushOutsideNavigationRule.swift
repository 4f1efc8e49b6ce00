import SourceModel

/// `flow.push-outside-navigation`: a push or show segue whose source has no navigation controller above it.
///
/// A `push` segue then fails at run time; a `show` segue quietly presents modally instead.
enum PushOutsideNavigationRule: FlowGraphRule {
    static let id = "flow.push-outside-navigation"

    static func check(_ graph: FlowAnalysis) -> [Diagnostic] {
        graph.storyboard.segues.compactMap { segue in
            guard segue.style.needsNavigation, graph.reachable.contains(segue.source),
                  !graph.insideNavigation.contains(segue.source) else { return nil }
            let span = segue.styleSpan
            let note = Diagnostic.Note(hint(segue.source))
            if segue.style == .push {
                return Diagnostic.error(id, pushMessage(segue.source, segue.destination), at: span.location,
                                        length: span.length, notes: [note])
            }
            return Diagnostic.warning(id, showMessage(segue.source, segue.destination), at: span.location,
                                      length: span.length, notes: [note])
        }
    }

    // MARK: Messages

    static func pushMessage(_ source: String, _ destination: String) -> String {
        "push segue from '\(source)' to '\(destination)', but '\(source)' has no navigation controller above it; "
            + "UIKit would fail with 'Could not find a navigation controller for segue'"
    }
    static func showMessage(_ source: String, _ destination: String) -> String {
        "show segue from '\(source)' to '\(destination)', but '\(source)' has no navigation controller above it; "
            + "UIKit would present '\(destination)' modally instead of pushing it"
    }
    static func hint(_ source: String) -> String {
        "embed '\(source)' in a navigation controller: scene \(source)Nav: navigation root=\(source)"
    }
}
