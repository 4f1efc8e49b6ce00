import SourceModel

/// `flow.empty-container`: a navigation controller without a root, a tab bar controller without
/// tabs, a split view controller without master or detail (often left behind by a `remove scene`).
///
/// UIKit accepts such a container: code may fill it (`setViewControllers`, `viewControllers =`,
/// `setViewController(_:for:)`) — in `prepare(for:sender:)`, where it is created from code, or in
/// its own class. The message says so. When the container has a class of its own or a storyboard
/// ID, code very likely does exactly that: a note, not a warning. So too when every segue that
/// leads to it is a custom segue: its class's code decides what is shown, and may fill the
/// container or put another controller in its place (Apple's CustomTransitions sample loads the
/// destination from another storyboard in its segue's initializer).
enum EmptyContainerRule: FlowGraphRule {
    static let id = "flow.empty-container"

    static func check(_ graph: FlowAnalysis) -> [Diagnostic] {
        var incoming: [String: (all: Int, custom: Int)] = [:]
        for segue in graph.storyboard.segues {
            incoming[segue.destination, default: (0, 0)].all += 1
            if segue.style == .custom { incoming[segue.destination, default: (0, 0)].custom += 1 }
        }
        return graph.storyboard.scenes.compactMap { scene in
            let message: String
            switch scene.kind {
            case .navigation where scene.root == nil: message = noRoot(scene.name)
            case .tab where scene.tabs.isEmpty: message = noTabs(scene.name)
            case .split where scene.master == nil || scene.detail == nil:
                message = noColumn(scene.name, scene.master == nil ? "master" : "detail")
            default: return nil
            }
            let span = scene.nameSpan
            let onlyCustomSegues = incoming[scene.name].map { $0.all > 0 && $0.custom == $0.all } ?? false
            let handledInCode = scene.className != nil || scene.storyboardID != nil || onlyCustomSegues
            return Diagnostic.report(id, message + unlessCode, at: span.location, length: span.length, milder: handledInCode)
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
    static let unlessCode = ", unless code sets its view controllers before it is shown (it is empty on screen otherwise)"
}
