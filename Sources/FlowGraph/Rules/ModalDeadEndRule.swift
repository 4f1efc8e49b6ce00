import SourceModel

/// `flow.modal-dead-end`: a scene presented modally (with the stack a presented navigation
/// controller holds) has no way back: no unwind leaves it and no scene in it has `dismiss=`.
/// Quiet when what is presented includes a storyboard reference, whose scenes are declared elsewhere.
///
/// The rule cannot know the code, which may dismiss: its message says what the *flow* shows,
/// and a note says what UIKit offers, so the warning is a true statement either way. Imported
/// storyboards carry `dismiss=` for Cancel/Done items and dismissing actions (`DismissReader`).
enum ModalDeadEndRule: FlowGraphRule {
    static let id = "flow.modal-dead-end"

    static func check(_ graph: FlowAnalysis) -> [Diagnostic] {
        var checked: Set<String> = []
        var result: [Diagnostic] = []
        for segue in graph.storyboard.segues where segue.style == .present || segue.style == .modal {
            guard checked.insert(segue.destination).inserted else { continue }
            let presented = segue.destination
            // What stays on screen with it: its children, its navigation stack, embedded views.
            var unit = graph.reach(from: presented) { edge in
                switch edge.kind {
                case .relationship: true
                case .segue(let style): style == .push || style == .show || style == .embed || style == .showDetail
                }
            }
            unit.insert(presented)
            // A storyboard reference stands for scenes of another storyboard: the way back may live there.
            guard !unit.contains(where: { graph.scenes[$0]?.kind == .reference }) else { continue }
            var everything = graph.reach(from: presented)
            everything.insert(presented)
            let dismisses = unit.contains { graph.scenes[$0]?.dismiss != nil }
            let unwindsOut = graph.storyboard.unwinds.contains { everything.contains($0.source) && !unit.contains($0.target) }
            guard !dismisses, !unwindsOut else { continue }
            let leaf = graph.storyboard.scenes.first { unit.contains($0.name) && !$0.kind.isContainer }?.name ?? presented
            let span = segue.destinationSpan
            result.append(Diagnostic.report(id, message(presented), at: span.location, length: span.length,
                                             notes: [Diagnostic.Note(uikitNote), Diagnostic.Note(hint(leaf, segue.source))]))
        }
        return result
    }

    // MARK: Messages

    static func message(_ presented: String) -> String {
        "'\(presented)' is presented modally, and the flow shows no way back from it: no unwind leaves it "
            + "and none of its scenes has a dismiss action"
    }
    /// What is true of UIKit, whatever the code does: the rule can only see what the flow shows.
    static let uikitNote = "UIKit never dismisses a presented scene by itself: the way back is an unwind, a control whose "
        + "action calls dismiss(animated:), or, for a page sheet (the default since iOS 13), a swipe down; "
        + "if the code has one of these, declare it"
    static func hint(_ leaf: String, _ presenter: String) -> String {
        "add an unwind (unwind \(leaf) -> \(presenter).done, with actions=done on '\(presenter)'), "
            + "or mark the button that calls dismiss(animated:) on '\(leaf)' with dismiss=\"Done button\""
    }
}
