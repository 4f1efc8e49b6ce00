import SourceModel

/// `flow.unreachable-scene`: no path from an entry point (initial scene or storyboard-ID scene)
/// through relationships and segues, and no storyboard ID of its own.
enum UnreachableSceneRule: FlowGraphRule {
    static let id = "flow.unreachable-scene"

    static func check(_ graph: FlowAnalysis) -> [Diagnostic] {
        guard !graph.hadSyntaxErrors, !graph.roots.isEmpty else { return [] }
        return graph.storyboard.scenes.filter { !graph.reachable.contains($0.name) }.map { scene in
            let span = scene.nameSpan
            return Diagnostic.report(id, message(scene.name), at: span.location, length: span.length,
                                      notes: [Diagnostic.Note(hint(scene.name))])
        }
    }

    // MARK: Messages

    static func message(_ scene: String) -> String {
        "scene '\(scene)' is unreachable: nothing leads to it from the initial scene and it has no storyboard ID"
    }
    static func hint(_ scene: String) -> String {
        "add a segue or relationship to '\(scene)', or give it an 'id=' to create it with instantiateViewController(withIdentifier:)"
    }
}
