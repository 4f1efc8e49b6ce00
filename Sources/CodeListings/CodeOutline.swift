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
        /// Whether it makes a segue's destination: `@IBSegueAction`, or `@objc` taking an `NSCoder`.
        package var createsDestination = false
    }

    package var types: [TypeBody] = []
    package var actions: [Action] = []
    /// Types whose code assigns a control's action (`navigationItem.leftBarButtonItem?.action = …`):
    /// their storyboard controls may be wired in code rather than in the storyboard.
    package var typesAssigningActions: Set<String> = []

    /// The bodies of `types`, indexed once they are all read (`scan`).
    private var bodies = BodyIndex()

    /// The innermost type (or extended type) whose body contains `offset`.
    package func enclosingType(at offset: Int) -> String? {
        guard bodies.count == types.count else {
            return types.filter { $0.body.contains(offset) }.min { $0.body.count < $1.body.count }?.name
        }
        return bodies.innermost(at: offset).map { types[$0].name }
    }

    /// Outlines `text`.
    package static func scan(_ text: String, language: ListingLanguage) -> CodeOutline {
        let view = ScanView(Lexer.lex(text, language: language), language: language)
        var outline = CodeOutline()
        switch language {
        case .swift: outline.scanSwift(view)
        case .objectiveC: outline.scanObjectiveC(view)
        }
        outline.bodies = BodyIndex(outline.types.map(\.body))
        for index in outline.actions.indices {
            outline.actions[index].type = outline.enclosingType(at: outline.actions[index].offset)
        }
        for position in 0..<view.count where view.word(position, "action") && view.punct(position - 1, ".") && view.punct(position + 1, "=") {
            if let type = outline.enclosingType(at: outline.offset(view, position)) { outline.typesAssigningActions.insert(type) }
        }
        return outline
    }

    private static let swiftTypeKeywords: Set<String> = ["class", "struct", "enum", "actor", "extension"]

    mutating func scanSwift(_ view: ScanView) {
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
            // `@IBAction`, or `@objc` (also `@objc(name:)`): both reach the Objective-C runtime, where
            // UIKit looks an unwind action up by selector.
            // `@IBSegueAction`: UIKit sends its selector to a segue's source to make the destination.
            if view.kind(position) == .attribute, word == "@IBAction" || word == "@objc" || word == "@IBSegueAction" {
                var func_ = position + 1
                if word == "@objc", view.punct(func_, "("), view.partner[func_] > func_ { func_ = view.partner[func_] + 1 }
                while func_ < view.count, func_ - position <= 8, !view.is(func_, .keyword, "func") {
                    // `@objc class`, `@objc var`: not a method.
                    if view.kind(func_) == .keyword, !Self.modifiers.contains(view.text(func_)) { break }
                    func_ += 1
                }
                guard view.is(func_, .keyword, "func"), view.punct(func_ + 2, "(") else { continue }
                let name = view.text(func_ + 1)
                let open = func_ + 2
                let close = view.partner[open]
                guard close > open else { continue }
                let parameters = (open + 1)..<close
                let takesSegue = parameters.contains { view.is($0, .typeName, "UIStoryboardSegue") }
                let createsDestination = word == "@IBSegueAction"
                    || (word == "@objc" && parameters.contains { view.is($0, .typeName, "NSCoder") })
                // A plain `@objc` method matters only as an unwind or segue action.
                guard word == "@IBAction" || takesSegue || createsDestination else { continue }
                var labels: [String] = []
                var cursor = open + 1
                while cursor < close {
                    if cursor == open + 1 || view.punct(cursor - 1, ",") { labels.append(view.text(cursor)) }
                    cursor = view.next(cursor)
                }
                var selectors = [Self.swiftSelector(name: name, labels: labels)]
                // Swift 1 and 2 left a first parameter's single name out of the selector
                // (`func unwind(segue: …)` was `unwind:`); a storyboard saved then still says so.
                if let first = labels.first, first != "_", view.punct(open + 2, ":") {
                    selectors.append(Self.swiftSelector(name: name, labels: ["_"] + labels.dropFirst()))
                }
                if word == "@objc", let explicit = explicitSelector(view, after: position) { selectors = [explicit] }
                var body = close + 1
                while body < view.count, body - close <= 24, !view.punct(body, "{") { body = view.next(body) }
                let dismisses = view.punct(body, "{") && callsDismiss(view, from: body + 1, to: view.innerEnd[body])
                for selector in selectors {
                    actions.append(Action(type: nil, selector: selector, takesSegue: takesSegue, dismisses: dismisses,
                                          offset: offset(view, func_ + 1), createsDestination: createsDestination))
                }
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
            // `- (void)name:(UIStoryboardSegue *)segue`: any method reaches the runtime, so it handles an unwind.
            let isIBAction = view.word(position + 2, "IBAction") && view.punct(position + 3, ")")
            let isSegueMethod = view.punct(position + 3, ")") && view.punct(position + 5, ":") && view.punct(position + 6, "(")
                && view.is(position + 7, .typeName, "UIStoryboardSegue")
            if view.punct(position, "-"), view.punct(position + 1, "("), isIBAction || isSegueMethod {
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
                    // Further pieces: `sender:(id)sender`.
                    if view.kind(cursor) == .identifier { cursor += 1 }
                    while cursor < view.count, cursor - position <= 40, view.kind(cursor) == .identifier || view.kind(cursor) == .keyword,
                          view.punct(cursor + 1, ":") {
                        selector += view.text(cursor) + ":"
                        cursor += 2
                        if view.punct(cursor, "(") { cursor = view.next(cursor) }
                        if view.kind(cursor) == .identifier { cursor += 1 }
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

    /// Keywords that may stand between an attribute and `func`.
    private static let modifiers: Set<String> = ["private", "fileprivate", "internal", "public", "open", "override",
                                                 "final", "dynamic", "static", "class", "required", "nonisolated"]

    /// Words after which Swift adds no `With` to a selector, and before which it adds none.
    private static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since", "to",
        "until", "using", "via", "when", "with", "within",
    ]

    /// The Objective-C selector Swift gives `func name(label …, …)`, as a storyboard names actions:
    /// `name:` for `_`; otherwise the label capitalised is appended, after `With` unless the label
    /// starts with a preposition or the name ends with one (`unwind(for:)` -> `unwindFor:`,
    /// `backTo(segue:)` -> `backToSegue:`, `unwindToList(sender:)` -> `unwindToListWithSender:`).
    /// Each further parameter adds its label and `:` (`_` adds only `:`): `done(_:sender:)` -> `done:sender:`.
    static func swiftSelector(name: String, labels: [String]) -> String {
        guard let label = labels.first else { return name }
        var selector = name + ":"
        if label != "_" {
            let joins = prepositions.contains(firstWord(label).lowercased()) || prepositions.contains(lastWord(name).lowercased())
            selector = name + (joins ? "" : "With") + label.prefix(1).uppercased() + label.dropFirst() + ":"
        }
        for label in labels.dropFirst() { selector += (label == "_" ? "" : label) + ":" }
        return selector
    }

    private static func firstWord(_ name: String) -> String {
        String(name.prefix { !$0.isUppercase })
    }

    private static func lastWord(_ name: String) -> String {
        guard let start = name.lastIndex(where: \.isUppercase) else { return name }
        return String(name[start...])
    }

    /// `@objc(unwindHere:)` -> `unwindHere:`.
    private func explicitSelector(_ view: ScanView, after attribute: Int) -> String? {
        let open = attribute + 1
        guard view.punct(open, "("), view.partner[open] > open + 1 else { return nil }
        var selector = ""
        for position in (open + 1)..<view.partner[open] { selector += view.text(position) }
        return selector.isEmpty ? nil : selector
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

    func offset(_ view: ScanView, _ position: Int) -> Int {
        guard position >= 0, position < view.count else { return view.listing.bytes.count }
        return view.listing.tokens[view.significant[position]].range.lowerBound
    }
}
