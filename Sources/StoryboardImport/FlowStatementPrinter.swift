import FlowGraph

/// Prints model elements as flow statements (DESIGN section 3), quoting what needs quotes.
enum FlowStatementPrinter {
    /// A `"…"` string with `"` and `\` escaped; control characters become spaces.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default:
                result += scalar.value < 0x20 || scalar.value == 0x7F ? " " : String(scalar)
            }
        }
        return result + "\""
    }

    /// A segue identifier, storyboard ID or reuse identifier: bare when the lexer reads it as one word.
    static func loose(_ text: String) -> String { FlowNames.isLooseIdentifier(text) ? text : quoted(text) }

    /// A class name: bare when it is an identifier.
    static func className(_ text: String) -> String { FlowNames.isIdentifier(text) ? text : quoted(text) }

    static func trigger(_ trigger: Trigger?) -> String? {
        guard let trigger else { return nil }
        if case .label(let text) = trigger {
            return text.isEmpty ? nil : "from=" + quoted(text)
        }
        return "from=" + trigger.spelling
    }

    /// `scene Name: kind ["Title"] storyboard=… target=… class=… id=… root=… tabs=… master=… detail=… cells=…
    /// prototypes=… actions=… initial`. A storyboard reference with no storyboard of its own
    /// opens `ownStoryboard`, as in Xcode.
    static func scene(_ scene: Scene, ownStoryboard: String) -> String {
        var parts = ["scene \(scene.name):", scene.kind.rawValue]
        if let title = scene.title { parts.append(quoted(title)) }
        if scene.kind == .reference {
            parts.append("storyboard=" + FlowNames.storyboardName(scene.referencedStoryboard ?? ownStoryboard))
            if let target = scene.referencedTarget { parts.append("target=" + loose(target)) }
        }
        if let className = scene.className { parts.append("class=" + Self.className(className)) }
        if let id = scene.storyboardID { parts.append("id=" + loose(id)) }
        if let root = scene.root { parts.append("root=" + root) }
        if !scene.tabs.isEmpty { parts.append("tabs=" + scene.tabs.joined(separator: ",")) }
        if let master = scene.master { parts.append("master=" + master) }
        if let detail = scene.detail { parts.append("detail=" + detail) }
        switch scene.cells {
        case .none: break
        case .staticCells(let titles):
            parts.append("cells=static")
            if titles.contains(where: { !$0.isEmpty }) { parts.append("static=" + titles.map(quoted).joined(separator: ",")) }
        case .prototypes(let identifiers):
            if !identifiers.isEmpty { parts.append("prototypes=" + identifiers.map(loose).joined(separator: ",")) }
        }
        if !scene.actions.isEmpty { parts.append("actions=" + scene.actions.joined(separator: ",")) }
        if scene.kind != .reference, let dismiss = trigger(scene.dismiss) { parts.append("dismiss=" + dismiss.dropFirst("from=".count)) }
        if scene.isInitial { parts.append("initial") }
        return parts.joined(separator: " ")
    }

    /// `segue [id:] A -> B style [from=…] [class=…]`.
    static func segue(_ segue: Segue) -> String {
        var parts = ["segue"]
        if let identifier = segue.identifier { parts.append(loose(identifier) + ":") }
        parts += [segue.source, "->", segue.destination, segue.style.rawValue]
        if let from = trigger(segue.trigger) { parts.append(from) }
        if segue.style == .custom, let className = segue.className { parts.append("class=" + Self.className(className)) }
        return parts.joined(separator: " ")
    }

    /// `unwind [id:] A -> B.action [from=…]`.
    static func unwind(_ unwind: Unwind) -> String {
        var parts = ["unwind"]
        if let identifier = unwind.identifier { parts.append(loose(identifier) + ":") }
        parts += [unwind.source, "->", "\(unwind.target).\(unwind.action)"]
        if let from = trigger(unwind.trigger) { parts.append(from) }
        return parts.joined(separator: " ")
    }

    /// An unwind whose target is in another storyboard, as a comment: the flow language needs
    /// a target scene of the same storyboard.
    static func outboundUnwind(_ unwind: Unwind) -> String {
        var parts = ["# unwind"]
        if let identifier = unwind.identifier { parts.append(loose(identifier) + ":") }
        parts += [unwind.source, "->", "(another storyboard)." + unwind.action]
        if let from = trigger(unwind.trigger) { parts.append(from) }
        return parts.joined(separator: " ")
    }
}
