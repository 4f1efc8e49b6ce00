import SourceModel

/// `flow.multiple-entry-points`: more than one scene is marked `initial`.
enum MultipleEntryPointsRule: FlowGraphRule {
    static let id = "flow.multiple-entry-points"

    static func check(_ graph: FlowAnalysis) -> [Diagnostic] {
        let initial = graph.storyboard.initialScenes
        guard let first = initial.first, initial.count > 1 else { return [] }
        return initial.dropFirst().map { scene in
            let span = scene.initialSpan
            return Diagnostic.report(id, message(scene.name, first.name), at: span.location, length: span.length,
                                    notes: [Diagnostic.Note(firstNote(first.name), at: first.initialSpan.location)])
        }
    }

    // MARK: Messages

    static func message(_ scene: String, _ first: String) -> String {
        "'\(scene)' is marked 'initial', but '\(first)' already is; a storyboard has only one initial view controller"
    }
    static func firstNote(_ first: String) -> String { "'\(first)' is marked initial here" }
}
