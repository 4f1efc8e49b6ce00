import SourceModel

/// `flow.no-entry-point`: no initial scene and no storyboard ID, so nothing could load the storyboard.
enum NoEntryPointRule: FlowGraphRule {
    static let id = "flow.no-entry-point"

    static func check(_ graph: FlowAnalysis) -> [Diagnostic] {
        guard !graph.hadSyntaxErrors, graph.roots.isEmpty, let first = graph.storyboard.scenes.first else { return [] }
        let span = first.nameSpan
        return [Diagnostic.report(id, message(graph.storyboard.name), at: span.location, length: span.length,
                                 notes: [Diagnostic.Note(hint(first.name))])]
    }

    // MARK: Messages

    static func message(_ storyboard: String) -> String {
        "storyboard '\(storyboard)' has no entry point: no scene is 'initial' and none has a storyboard ID, so nothing could ever load it"
    }
    static func hint(_ first: String) -> String {
        "mark the scene shown at launch with 'initial' (scene \(first): … initial), or give a scene created from code an 'id='"
    }
}
