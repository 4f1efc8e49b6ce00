import SourceModel

/// `flow.duplicate-storyboard-id`: two scenes of one storyboard share a storyboard ID, so
/// `instantiateViewController(withIdentifier:)` can only ever return one of them.
enum DuplicateStoryboardIDRule: FlowGraphRule {
    static let id = "flow.duplicate-storyboard-id"

    static func check(_ graph: FlowAnalysis) -> [Diagnostic] {
        var first: [String: Scene] = [:]
        var diagnostics: [Diagnostic] = []
        for scene in graph.storyboard.scenes {
            guard let identifier = scene.storyboardID else { continue }
            guard let earlier = first[identifier] else {
                first[identifier] = scene
                continue
            }
            let token = scene.syntax?.attributes.named("id")?.value
            diagnostics.append(Diagnostic.report(
                id, message(identifier, scene.name, earlier.name),
                at: token?.location ?? scene.location, length: token?.length ?? 1,
                notes: [Diagnostic.Note(firstNote(earlier.name), at: earlier.syntax?.attributes.named("id")?.value?.location ?? earlier.location)]))
        }
        return diagnostics
    }

    // MARK: Messages

    static func message(_ identifier: String, _ scene: String, _ earlier: String) -> String {
        "'\(scene)' has the storyboard ID '\(identifier)', like '\(earlier)'; "
            + "instantiateViewController(withIdentifier:) could only ever return one of them"
    }
    static func firstNote(_ earlier: String) -> String { "'\(earlier)' uses it here" }
}
