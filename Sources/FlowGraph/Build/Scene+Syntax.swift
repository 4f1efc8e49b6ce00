import FlowSyntax

extension Scene {
    /// The scene a parsed `scene` statement declares.
    init(_ syntax: SceneSyntax) {
        let attributes = syntax.attributes
        func text(_ key: String) -> String? { attributes.named(key)?.value?.text }
        func texts(_ key: String) -> [String]? { attributes.named(key)?.values.map(\.text) }
        let cellStyle = text("cells")
        let cells: Cells
        if cellStyle == "static" || attributes.named("static") != nil {
            cells = .staticCells(texts("static") ?? [])
        } else if cellStyle == "dynamic" || attributes.named("prototypes") != nil {
            cells = .prototypes(texts("prototypes") ?? [])
        } else {
            cells = .none
        }
        self.init(
            name: syntax.name.text, kind: SceneKind(rawValue: syntax.kind.text) ?? .view, title: syntax.title?.text,
            className: text("class"), storyboardID: text("id"), isInitial: syntax.initial != nil, root: text("root"),
            tabs: texts("tabs") ?? [], master: text("master"), detail: text("detail"), cells: cells,
            actions: texts("actions") ?? [], location: syntax.keyword.location,
            dismiss: attributes.named("dismiss")?.value.map(Trigger.init), syntax: syntax,
            referencedStoryboard: text("storyboard"), referencedTarget: text("target"))
    }
}

extension Trigger {
    /// A `from=` or `dismiss=` value: a keyword, or a quoted label.
    init(_ token: SyntaxToken) {
        guard !token.isQuoted else {
            self = .label(token.text)
            return
        }
        switch token.text {
        case "cell": self = .cell
        case "button": self = .button
        case "bar-button": self = .barButton
        case "accessory": self = .accessory
        case "gesture": self = .gesture
        case "manual": self = .manual
        default: self = .label(token.text)
        }
    }
}
