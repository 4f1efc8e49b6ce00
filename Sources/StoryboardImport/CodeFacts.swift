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

    package init(_ files: [SourceFile]) {
        for file in files {
            guard let language = SourceCodeChecker.language(forPath: file.path) else { continue }
            let outline = CodeOutline.scan(file.text, language: language)
            classesWiringActions.formUnion(outline.typesAssigningActions)
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

    /// Whether any class of the sources implements `action`.
    func implementsAnywhere(_ action: String) -> Bool { unwindImplementers[action]?.isEmpty == false }

    /// Whether `className` (`Module.Class` or `Class`) or one of its superclasses implements `action`.
    func implements(_ className: String, action: String) -> Bool {
        guard let classes = unwindImplementers[action] else { return false }
        var current: String? = CodeStructureChecker.plainClass(className)
        var steps = 0
        while let name = current, steps < 64 {
            if classes.contains(name) { return true }
            current = superclass[name]
            steps += 1
        }
        return false
    }
}
