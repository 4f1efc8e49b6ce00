import FlowGraph

/// Finds the control a scene's user leaves it by — what the flow language writes `dismiss=`.
///
/// A storyboard shows a way out when a bar button item or button is wired to an action and
/// either the item is a system Cancel or Done item (the conventional way out of a presented
/// scene), or the action's selector says it dismisses (`dismiss:`, `dismissSelf:`), or — when
/// the app's code is given — the method the selector names calls `dismiss(animated:)` /
/// `dismissViewControllerAnimated:`. Only the first such control is carried over.
enum DismissReader {
    ///
    /// A Cancel or Done system item with no connection in the storyboard counts too — it is the
    /// convention, and apps wire it in code (`leftBarButtonItem?.action = #selector(…)`) — unless
    /// the app's code was given and the scene's class assigns no control action at all.
    static func trigger(of controller: ParsedElement, dismissingSelectors: Set<String> = [], wiredInCode: Bool = false) -> Trigger? {
        let controls = controller.descendants { $0.name == "barButtonItem" || $0.name == "button" }
        for control in controls {
            let actions = control.child("connections")?.childElements.filter { $0.name == "action" } ?? []
            let system = control.value("systemItem")
            if actions.isEmpty, wiredInCode, system == "cancel" || system == "done",
               // (`wiredInCode` is also true when no code was given: a Cancel or Done item is the convention.)
               control.child("connections")?.childElements.isEmpty ?? true {
                return .label(label(of: control))
            }
            guard !actions.isEmpty else { continue }
            let selectors = actions.compactMap { $0.value("selector") }
            let dismisses = system == "cancel" || system == "done"
                || selectors.contains { $0.hasPrefix("dismiss") || dismissingSelectors.contains($0) }
            guard dismisses else { continue }
            return .label(label(of: control))
        }
        return nil
    }

    /// "Cancel button", "Done button", or the control's title with " button".
    static func label(of control: ParsedElement) -> String {
        if let system = control.value("systemItem"), !system.isEmpty {
            return system.prefix(1).uppercased() + system.dropFirst() + " button"
        }
        let title = control.value("title")
            ?? control.descendants(where: { $0.name == "state" && $0.value("key") == "normal" }).first?.value("title")
        if let title = title.map(TextCleaning.oneLine), !title.isEmpty { return title + " button" }
        return control.name == "barButtonItem" ? "bar button" : "button"
    }
}
