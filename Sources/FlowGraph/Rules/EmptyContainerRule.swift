import SourceModel

/// `flow.empty-container`: a navigation controller without a root, a tab bar controller without
/// tabs, a split view controller without master or detail (often left behind by a `remove scene`).
enum EmptyContainerRule: FlowGraphRule {
    static let id = "flow.empty-container"

    static func check(_ graph: FlowAnalysis) -> [Diagnostic] {
        graph.storyboard.scenes.compactMap { scene in
            let message: String
            switch scene.kind {
            case .navigation where scene.root == nil: message = noRoot(scene.name)
            case .tab where scene.tabs.isEmpty: message = noTabs(scene.name)
            case .split where scene.master == nil || scene.detail == nil:
                message = noColumn(scene.name, scene.master == nil ? "master" : "detail")
            default: return nil
            }
            let span = scene.nameSpan
            return Diagnostic.report(id, message, at: span.location, length: span.length)
        }
    }

    // MARK: Messages

    static func noRoot(_ name: String) -> String {
        "navigation controller '\(name)' has no root scene; add root=SCENE"
    }
    static func noTabs(_ name: String) -> String { "tab bar controller '\(name)' has no tabs; add tabs=FIRST,SECOND" }
    static func noColumn(_ name: String, _ column: String) -> String {
        "split view controller '\(name)' has no \(column) scene; add \(column)=SCENE"
    }
}
