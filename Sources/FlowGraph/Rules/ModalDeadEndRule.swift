import SourceModel

/// `flow.modal-dead-end`: a scene presented modally (with the stack a presented navigation
/// controller holds) has no way back: no unwind leaves it and no scene in it has `dismiss=`.
/// Only for presentations without a dismissing gesture (`presentation=fullScreen`, `overFullScreen`,
/// `currentContext`, `overCurrentContext`, `custom`): since iOS 13 the default (`automatic`) and the
/// sheets are swiped down, and a popover is dismissed by a tap outside it, so those are quiet.
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
        for segue in graph.storyboard.segues
        where (segue.style == .present || segue.style == .modal) && !segue.presentation.dismissesInteractively {
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
            let style = segue.presentation.rawValue
            result.append(Diagnostic.report(id, message(presented, style), at: span.location, length: span.length,
                                             notes: [Diagnostic.Note(uikitNote(style)), Diagnostic.Note(hint(leaf, segue.source))]))
        }
        return result
    }

    // MARK: Messages

    static func message(_ presented: String, _ style: String) -> String {
        "'\(presented)' is presented modally with presentation=\(style), which UIKit gives no swipe-down to dismiss, and the flow "
            + "shows no way back from it: no unwind leaves it and none of its scenes has a dismiss action"
    }
    /// What is true of UIKit, whatever the code does: the rule can only see what the flow shows.
    static func uikitNote(_ style: String) -> String {
        "UIKit never dismisses a presented scene by itself, and gives a \(style) presentation no swipe-down gesture "
            + "(only sheets have one, and popovers close on a tap outside): the way back is an unwind or a control "
            + "whose action calls dismiss(animated:); if the code has one, declare it"
    }
    static func hint(_ leaf: String, _ presenter: String) -> String {
        "add an unwind (unwind \(leaf) -> \(presenter).done, with actions=done on '\(presenter)'), "
            + "or mark the button that calls dismiss(animated:) on '\(leaf)' with dismiss=\"Done button\", "
            + "or drop presentation= to present it as a sheet"
    }
}
