import FlowGraph
import FlowSyntax

/// Prints model elements as flow statements through `FlowPrinter`, the grammar's own printer.
enum FlowStatementPrinter {
    static func quoted(_ text: String) -> String { FlowPrinter.quoted(text) }

    /// A segue identifier, storyboard ID or reuse identifier: bare when the lexer reads it as one word.
    static func loose(_ text: String) -> String { FlowPrinter.write(.loose(text)) }

    /// A `from=` / `dismiss=` value.
    static func triggerValue(_ trigger: Trigger?) -> FlowPrinter.Value? {
        guard let trigger else { return nil }
        if case .label(let text) = trigger { return text.isEmpty ? nil : .text(text) }
        return .keyword(trigger.spelling)
    }

    static func trigger(_ trigger: Trigger?) -> String? {
        triggerValue(trigger).map { FlowPrinter.attribute("from", [$0]) }
    }

    /// `scene Name: kind ["Title"] storyboard=… target=… class=… id=… root=… tabs=… master=… detail=… cells=…
    /// prototypes=… actions=… dismiss=… initial`. A storyboard reference with no storyboard of its own
    /// opens `ownStoryboard`, as in Xcode.
    static func scene(_ scene: Scene, ownStoryboard: String) -> String {
        var attributes: [String] = []
        func add(_ key: String, _ values: [FlowPrinter.Value]) { attributes.append(FlowPrinter.attribute(key, values)) }
        if scene.kind == .reference {
            add("storyboard", [.storyboard(FlowNames.storyboardName(scene.referencedStoryboard ?? ownStoryboard))])
            if let target = scene.referencedTarget { add("target", [.loose(target)]) }
        }
        if let className = scene.className { add("class", [.className(className)]) }
        if let id = scene.storyboardID { add("id", [.loose(id)]) }
        if let root = scene.root { add("root", [.name(root)]) }
        if !scene.tabs.isEmpty { add("tabs", scene.tabs.map { .name($0) }) }
        if let master = scene.master { add("master", [.name(master)]) }
        if let detail = scene.detail { add("detail", [.name(detail)]) }
        switch scene.cells {
        case .none: break
        case .staticCells(let titles):
            add("cells", [.keyword("static")])
            if titles.contains(where: { !$0.isEmpty }) { add("static", titles.map { .text($0) }) }
        case .prototypes(let identifiers):
            if !identifiers.isEmpty { add("prototypes", identifiers.map { .loose($0) }) }
        }
        if !scene.actions.isEmpty { add("actions", scene.actions.map { .name($0) }) }
        if scene.kind != .reference, let dismiss = triggerValue(scene.dismiss) { add("dismiss", [dismiss]) }
        if scene.isInitial { add("initial", []) }
        return FlowPrinter.scene(scene.name, kind: scene.kind.rawValue, title: scene.title, attributes: attributes)
    }

    /// `segue [id:] A -> B style [from=…] [class=…] [presentation=…]`.
    static func segue(_ segue: Segue) -> String {
        var attributes: [String] = []
        if let from = trigger(segue.trigger) { attributes.append(from) }
        if segue.style == .custom, let className = segue.className {
            attributes.append(FlowPrinter.attribute("class", [.className(className)]))
        }
        if segue.style == .present || segue.style == .modal, segue.presentation != .automatic {
            attributes.append(FlowPrinter.attribute("presentation", [.keyword(segue.presentation.rawValue)]))
        }
        return FlowPrinter.segue(segue.identifier, segue.source, segue.destination, style: segue.style.rawValue,
                                 attributes: attributes)
    }

    /// `unwind [id:] A -> B.action [from=…]`.
    static func unwind(_ unwind: Unwind) -> String {
        FlowPrinter.unwind(unwind.identifier, unwind.source, unwind.target, action: unwind.action,
                           attributes: trigger(unwind.trigger).map { [$0] } ?? [])
    }

    /// An unwind no segue of this storyboard leads back along, as a comment: its target is in
    /// another storyboard, or (`target` set) the scene of this one that shows the source from code.
    static func outboundUnwind(_ unwind: Unwind) -> String {
        "# " + FlowPrinter.unwind(unwind.identifier, unwind.source, unwind.target.isEmpty ? "(another storyboard)" : unwind.target,
                                  action: unwind.action, attributes: trigger(unwind.trigger).map { [$0] } ?? [])
    }
}
