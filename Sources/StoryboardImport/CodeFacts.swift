import CodeListings
import SourceModel

/// What an app's code says that a storyboard does not: which classes implement which unwind
/// actions, which action selectors dismiss, and the superclasses — read with `CodeOutline` from
/// the files `flowdoc import --sources DIR` gives.
package struct CodeFacts: Sendable {
    /// Unwind action name (as the flow writes it, `saveInput`) -> classes whose `@IBAction` takes a `UIStoryboardSegue`.
    var unwindImplementers: [String: Set<String>] = [:]
    /// Selectors of `@IBAction`s whose body calls `dismiss(animated:)` / `dismissViewControllerAnimated:`.
    var dismissingSelectors: Set<String> = []
    /// Class -> superclass, as the sources declare them.
    var superclass: [String: String] = [:]
    /// Classes whose code assigns a control's action (so a storyboard Cancel item may be wired in code).
    var classesWiringActions: Set<String> = []
    /// Classes with an action that dismisses and that their own file names in a `#selector(…)` /
    /// `@selector(…)`: a control made in code (`addTarget(_:action:for:)`) leads out of the scene.
    var classesDismissingFromCode: Set<String> = []
    /// Classes that override `canPerformUnwindSegueAction(_:from:withSender:)` (or `…sender:`): at
    /// run time they may decline an unwind whose action they implement, and UIKit's search goes on.
    var classesDecidingUnwinds: Set<String> = []

    package init(_ files: [SourceFile]) {
        for file in files {
            guard let language = SourceCodeChecker.language(forPath: file.path) else { continue }
            let outline = CodeOutline.scan(file.text, language: language)
            classesWiringActions.formUnion(outline.typesAssigningActions)
            for offset in Self.canPerformOverrides(in: file.text, language: language) {
                if let type = outline.enclosingType(at: offset) { classesDecidingUnwinds.insert(type) }
            }
            for type in outline.types {
                if let parent = type.superclass, superclass[type.name] == nil { superclass[type.name] = parent }
            }
            for action in outline.actions {
                if action.takesSegue, let type = action.type {
                    unwindImplementers[FlowNames.action(fromSelector: action.selector), default: []].insert(type)
                }
                if action.dismisses { dismissingSelectors.insert(action.selector) }
                if action.dismisses, let type = action.type, Self.namesSelector(action.selector, in: file.text) {
                    classesDismissingFromCode.insert(type)
                }
            }
        }
    }

    /// Whether `text` holds `#selector(name` or `@selector(name` for the selector `name:…`, the
    /// name not continuing (`returnToMenu` does not match `returnToMenuLater`).
    static func namesSelector(_ selector: String, in text: String) -> Bool {
        let name = selector.prefix { $0 != ":" && $0 != "(" }
        guard !name.isEmpty else { return false }
        for marker in ["#selector(", "@selector("] {
            var rest = text[...]
            while let found = rest.range(of: marker) {
                let after = rest[found.upperBound...].drop { $0 == " " }
                if after.hasPrefix(name) {
                    let next = after.dropFirst(name.count).first
                    if next.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true { return true }
                }
                rest = rest[found.upperBound...]
            }
        }
        return false
    }

    /// UTF-8 offsets of the methods named `canPerformUnwindSegueAction…` that `text` defines:
    /// Swift `func canPerformUnwindSegueAction(`, Objective-C `- (BOOL)canPerformUnwindSegueAction:`
    /// (read from tokens, so a mention in a comment or a string is not one).
    static func canPerformOverrides(in text: String, language: ListingLanguage) -> [Int] {
        let bytes = Array(text.utf8)
        let tokens = Lexer.tokens(text, language: language).filter { $0.kind != .whitespace && $0.kind != .comment }
        func spelling(_ index: Int) -> String { String(decoding: bytes[tokens[index].range], as: UTF8.self) }
        var offsets: [Int] = []
        for index in tokens.indices.dropFirst() where spelling(index) == "canPerformUnwindSegueAction" {
            switch language {
            case .swift:
                if spelling(index - 1) == "func" { offsets.append(tokens[index].range.lowerBound) }
            case .objectiveC:
                // `- (BOOL)canPerform…:` — a method's name follows its return type's `)`.
                if index >= 4, spelling(index - 1) == ")", spelling(index - 2) == "BOOL", spelling(index - 3) == "(",
                   spelling(index - 4) == "-" { offsets.append(tokens[index].range.lowerBound) }
            }
        }
        return offsets
    }

    /// Whether `className` or one of its superclasses overrides `canPerformUnwindSegueAction`.
    func decidesUnwinds(_ className: String) -> Bool {
        classOrSuperclass(of: className) { classesDecidingUnwinds.contains($0) }
    }

    /// Whether any class of the sources implements `action`.
    func implementsAnywhere(_ action: String) -> Bool { unwindImplementers[action]?.isEmpty == false }

    /// Whether `className` (`Module.Class` or `Class`) or one of its superclasses implements `action`.
    func implements(_ className: String, action: String) -> Bool {
        guard let classes = unwindImplementers[action] else { return false }
        return classOrSuperclass(of: className) { classes.contains($0) }
    }

    /// Whether `className` (`Module.Class` or `Class`) or one of its superclasses, up to 64
    /// levels (a cycle in hostile code ends there), passes `test`.
    private func classOrSuperclass(of className: String, _ test: (String) -> Bool) -> Bool {
        var current: String? = CodeStructureChecker.plainClass(className)
        var steps = 0
        while let name = current, steps < 64 {
            if test(name) { return true }
            current = superclass[name]
            steps += 1
        }
        return false
    }
}
