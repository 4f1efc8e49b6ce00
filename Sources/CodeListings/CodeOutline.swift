/// The shape of a Swift or Objective-C source file that the code checks need: which types it
/// declares (with their bodies and superclasses) and which `@IBAction` methods each has.
///
/// Read from tokens, like the reference scanner, so nothing in comments or strings counts.
/// Swift: `class|struct|enum|actor|extension NAME[: Super, …] { … }`, `@IBAction func name(…) { … }`.
/// Objective-C: `@interface NAME : Super`, `@implementation NAME … @end`, `- (IBAction)name:(T *)x { … }`.
package struct CodeOutline: Sendable {
    /// A type declaration (or extension) and the UTF-8 range of its body.
    package struct TypeBody: Sendable, Hashable {
        package var name: String
        /// The first name after `:` of a Swift class, or after `:` of an Objective-C `@interface`.
        package var superclass: String?
        package var isExtension: Bool
        package var body: Range<Int>
    }

    /// An `@IBAction` / `IBAction` method.
    package struct Action: Sendable, Hashable {
        /// The type whose body holds it, if any.
        package var type: String?
        /// Its Objective-C selector, as a storyboard names it: `cancel:`, `unwindToListWithSegue:`.
        package var selector: String
        /// Whether its parameter is a `UIStoryboardSegue` (an unwind action).
        package var takesSegue: Bool
        /// Whether its body calls `dismiss(animated:…)` / `dismissViewControllerAnimated:`.
        package var dismisses: Bool
        /// UTF-8 offset of the method's name.
        package var offset: Int
    }

    package var types: [TypeBody] = []
    package var actions: [Action] = []
    /// Types whose code assigns a control's action (`navigationItem.leftBarButtonItem?.action = …`):
    /// their storyboard controls may be wired in code rather than in the storyboard.
    package var typesAssigningActions: Set<String> = []

    /// The innermost type (or extended type) whose body contains `offset`.
    package func enclosingType(at offset: Int) -> String? {
        types.filter { $0.body.contains(offset) }.min { $0.body.count < $1.body.count }?.name
    }

    /// Outlines `text`.
    package static func scan(_ text: String, language: ListingLanguage) -> CodeOutline {
        let view = ScanView(Lexer.lex(text, language: language), language: language)
        var outline = CodeOutline()
        switch language {
        case .swift: outline.scanSwift(view)
        case .objectiveC: outline.scanObjectiveC(view)
        }
        for index in outline.actions.indices {
            outline.actions[index].type = outline.enclosingType(at: outline.actions[index].offset)
        }
        for position in 0..<view.count where view.word(position, "action") && view.punct(position - 1, ".") && view.punct(position + 1, "=") {
            if let type = outline.enclosingType(at: outline.offset(view, position)) { outline.typesAssigningActions.insert(type) }
        }
        return outline
    }

    private static let swiftTypeKeywords: Set<String> = ["class", "struct", "enum", "actor", "extension"]

    private mutating func scanSwift(_ view: ScanView) {
        for position in 0..<view.count {
            let word = view.text(position)
            if view.kind(position) == .keyword, Self.swiftTypeKeywords.contains(word),
               let nameKind = view.kind(position + 1), nameKind == .typeName || nameKind == .identifier {
                // `class func` / `class var` are members, not types.
                var open = position + 2
                var superclass: String?
                if view.punct(open, ":"), view.kind(open + 1) == .typeName { superclass = view.text(open + 1) }
                while open < view.count, open - position <= 80, !view.punct(open, "{"), !view.punct(open, "}") {
                    open = view.next(open)
                }
                guard view.punct(open, "{") else { continue }
                let end = view.partner[open] >= 0 ? view.partner[open] : view.innerEnd[open]
                types.append(TypeBody(name: view.text(position + 1), superclass: word == "class" ? superclass : nil,
                                      isExtension: word == "extension", body: offset(view, open)..<offset(view, end)))
            }
            if view.kind(position) == .attribute, word == "@IBAction" {
                var func_ = position + 1
                while func_ < view.count, func_ - position <= 8, !view.is(func_, .keyword, "func") { func_ += 1 }
                guard view.is(func_, .keyword, "func"), view.punct(func_ + 2, "(") else { continue }
                let name = view.text(func_ + 1)
                let open = func_ + 2
                let close = view.partner[open]
                guard close > open else { continue }
                let parameters = (open + 1)..<close
                var selector = name
                if !parameters.isEmpty {
                    let label = view.text(open + 1)
                    selector += label == "_" ? ":" : "With" + label.prefix(1).uppercased() + label.dropFirst() + ":"
                }
                let takesSegue = parameters.contains { view.is($0, .typeName, "UIStoryboardSegue") }
                var body = close + 1
                while body < view.count, body - close <= 24, !view.punct(body, "{") { body = view.next(body) }
                let dismisses = view.punct(body, "{") && callsDismiss(view, from: body + 1, to: view.innerEnd[body])
                actions.append(Action(type: nil, selector: selector, takesSegue: takesSegue, dismisses: dismisses,
                                      offset: offset(view, func_ + 1)))
            }
        }
    }

    private mutating func scanObjectiveC(_ view: ScanView) {
        var superclasses: [String: String] = [:]
        var openImplementation: (name: String, start: Int)?
        for position in 0..<view.count {
            let word = view.text(position)
            if word == "@interface", view.kind(position + 1) == .typeName, view.punct(position + 2, ":") {
                superclasses[view.text(position + 1)] = view.text(position + 3)
            }
            if word == "@implementation", view.kind(position + 1) == .typeName {
                openImplementation = (view.text(position + 1), offset(view, position))
            }
            if word == "@end", let open = openImplementation {
                types.append(TypeBody(name: open.name, superclass: superclasses[open.name], isExtension: false,
                                      body: open.start..<offset(view, position)))
                openImplementation = nil
            }
            // `- (IBAction)name:(UIStoryboardSegue *)segue {`
            if view.punct(position, "-"), view.punct(position + 1, "("), view.word(position + 2, "IBAction"),
               view.punct(position + 3, ")") {
                let name = view.text(position + 4)
                var selector = name
                var takesSegue = false
                var cursor = position + 5
                if view.punct(cursor, ":") {
                    selector += ":"
                    if view.punct(cursor + 1, "(") {
                        takesSegue = view.is(cursor + 2, .typeName, "UIStoryboardSegue")
                        cursor = view.next(cursor + 1)
                    }
                }
                while cursor < view.count, cursor - position <= 40, !view.punct(cursor, "{"), !view.punct(cursor, ";") { cursor += 1 }
                let dismisses = view.punct(cursor, "{") && callsDismiss(view, from: cursor + 1, to: view.innerEnd[cursor])
                actions.append(Action(type: nil, selector: selector, takesSegue: takesSegue, dismisses: dismisses,
                                      offset: offset(view, position + 4)))
            }
        }
        if let open = openImplementation {
            types.append(TypeBody(name: open.name, superclass: superclasses[open.name], isExtension: false,
                                  body: open.start..<Int.max))
        }
        // Superclasses declared in headers apply to implementations in other files.
        for index in types.indices where types[index].superclass == nil {
            types[index].superclass = superclasses[types[index].name]
        }
        for (name, superclass) in superclasses where !types.contains(where: { $0.name == name }) {
            types.append(TypeBody(name: name, superclass: superclass, isExtension: false, body: 0..<0))
        }
    }

    /// Whether the tokens in `from..<to` call `dismiss(animated:…)` or `dismissViewControllerAnimated:`.
    private func callsDismiss(_ view: ScanView, from: Int, to: Int) -> Bool {
        guard from < to else { return false }
        for position in from..<min(to, view.count) {
            if view.word(position, "dismiss"), view.punct(position + 1, "(") { return true }
            if view.word(position, "dismissViewControllerAnimated") { return true }
        }
        return false
    }

    private func offset(_ view: ScanView, _ position: Int) -> Int {
        guard position >= 0, position < view.count else { return view.listing.bytes.count }
        return view.listing.tokens[view.significant[position]].range.lowerBound
    }
}
