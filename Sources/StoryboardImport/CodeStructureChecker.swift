import CodeListings
import FlowGraph
import SourceModel

/// The code checks that need the code's structure, not only its strings (`CodeOutline`):
///
/// - `code.segue-wrong-source`: `performSegue(withIdentifier: "x")` on `self` inside class C,
///   where every segue "x" of the storyboards leaves a scene whose class is neither C nor a
///   subclass of C. UIKit raises "Receiver (<C: …>) has no segue with identifier 'x'". Only
///   what is certain is flagged: C must be the class of a scene, the call must be on `self`
///   (written or implied), the identifier must exist somewhere, and each scene it leaves must have
///   no custom class or one the sources declare (so its superclasses are known).
/// - `code.missing-unwind-action`: an unwind of a storyboard names an action that no class in
///   the sources implements as an `@IBAction` taking a `UIStoryboardSegue`; checked only for a
///   storyboard at least one of whose scene classes the sources declare (so the sources are
///   that app's code).
/// - `code.missing-segue-action`: a segue's `destinationCreationSelector` (an `@IBSegueAction`) that
///   the source scene's class does not implement, where that class and its superclasses up to
///   UIKit's are all declared in the Swift sources (an Objective-C class or an `@objcMembers` file
///   may have it unseen).
/// - Storyboard IDs instantiated from a named storyboard are checked against that storyboard only.
enum CodeStructureChecker {
    struct Scanned {
        var file: SourceFile
        var references: [CodeReference]
        var outline: CodeOutline
    }

    static func check(_ scanned: [Scanned], catalog: SourceCodeChecker.Catalog,
                      files: [String: SourceFile] = [:]) -> (diagnostics: [Diagnostic], handled: Set<SourceLocation>) {
        var diagnostics: [Diagnostic] = []
        var handled: Set<SourceLocation> = []
        var superclass: [String: String] = [:]
        var declaredClasses: Set<String> = []
        /// Classes declared in Objective-C files (`@interface`, `@implementation`).
        var objectiveCClasses: Set<String> = []
        var unwindActions: Set<String> = []
        /// Type -> the selectors of its methods the Objective-C runtime sees (`@IBAction`,
        /// `@IBSegueAction`, `@objc` taking a segue or a coder), extensions included.
        var selectors: [String: Set<String>] = [:]
        /// Classes declared in a file that says `@objcMembers`: any of their methods may be seen.
        var allMembersSeen: Set<String> = []
        for item in scanned {
            let objectiveC = SourceCodeChecker.language(forPath: item.file.path) == .objectiveC
            let membersSeen = !objectiveC && item.file.text.contains("@objcMembers")
            for type in item.outline.types {
                declaredClasses.insert(type.name)
                if objectiveC { objectiveCClasses.insert(type.name) }
                if membersSeen { allMembersSeen.insert(type.name) }
                if let parent = type.superclass, superclass[type.name] == nil { superclass[type.name] = parent }
            }
            for action in item.outline.actions {
                if action.takesSegue { unwindActions.insert(FlowNames.action(fromSelector: action.selector)) }
                if let type = action.type { selectors[type, default: []].insert(action.selector) }
            }
        }
        let sceneClasses = Set(catalog.storyboards.flatMap { $0.scenes.compactMap { $0.className.map(plainClass) } })

        for item in scanned {
            for reference in item.references {
                let location = SourceCodeChecker.literalFile(reference, in: item.file, files: files).location(utf8Offset: reference.range.lowerBound)
                let length = max(1, reference.value.unicodeScalars.count)
                if reference.kind == .storyboardID, let name = reference.storyboard, let board = catalog.storyboard(named: name) {
                    handled.insert(location)
                    let ids = Set(board.scenes.compactMap(\.storyboardID))
                    guard !ids.contains(reference.value) else { continue }
                    var notes: [Diagnostic.Note] = []
                    let elsewhere = catalog.storyboards.filter { $0.name != board.name && $0.scenes.contains { $0.storyboardID == reference.value } }
                    if let other = elsewhere.first {
                        notes.append(Diagnostic.Note("'\(reference.value)' is a storyboard ID of storyboard '\(other.name)', not of '\(board.name)'"))
                    }
                    notes.append(Diagnostic.Note("at run time UIKit would raise 'Storyboard (<UIStoryboard: …>) doesn't contain a view controller with identifier '\(reference.value)''"))
                    notes += SourceCodeChecker.useNote(reference, in: item.file)
                    let fixIts = NearMiss.best(for: reference.value, among: ids.sorted()).map {
                        [Diagnostic.FixIt("did you mean '\($0)'?", replacement: $0, at: location, length: length)]
                    } ?? []
                    diagnostics.append(.report(SourceCodeChecker.rule, "no scene with storyboard ID '\(reference.value)' in storyboard '\(board.name)', "
                                               + "which this code instantiates it from", at: location, length: length, notes: notes, fixIts: fixIts))
                    continue
                }
                guard reference.kind == .segue, reference.use == .perform, reference.onSelf,
                      let owner = item.outline.enclosingType(at: reference.site ?? reference.range.lowerBound), sceneClasses.contains(owner) else { continue }
                let segues = catalog.storyboards.flatMap { board in board.segues.filter { $0.identifier == reference.value }.map { (board, $0) } }
                guard !segues.isEmpty else { continue }
                let sources = segues.map { board, segue in (board, segue, board.scenes.first { $0.name == segue.source }) }
                let fits = sources.contains { _, _, scene in
                    guard let className = scene?.className.map(plainClass) else { return false }
                    // A class the sources do not declare (a framework's, another target's) may
                    // inherit from the owner: nothing certain.
                    return isSame(className, or: owner, superclass: superclass) || !declaredClasses.contains(className)
                }
                guard !fits, let first = sources.first else { continue }
                let sourceClass = first.2?.className.map(plainClass)
                let described = "'\(first.1.source)'" + (sourceClass.map { " (class \($0))" } ?? " (no custom class)")
                diagnostics.append(.report(
                    "code.segue-wrong-source",
                    "performSegue(withIdentifier: \"\(reference.value)\") in class \(owner), but segue '\(reference.value)' leaves scene "
                        + "\(described) in storyboard '\(first.0.name)', not a scene of class \(owner)",
                    at: location, length: length,
                    notes: [Diagnostic.Note("at run time UIKit would raise 'Receiver (<\(owner): …>) has no segue with identifier '\(reference.value)''")]
                        + SourceCodeChecker.useNote(reference, in: item.file)))
            }
        }

        for (index, board) in catalog.storyboards.prefix(catalog.checkedCount).enumerated()
        where board.scenes.contains(where: { $0.className.map(plainClass).map(declaredClasses.contains) == true }) {
            // The fix is written in the language of the storyboard's scene classes: Objective-C
            // when every one the sources declare is declared in Objective-C.
            let declared = board.scenes.compactMap { $0.className.map(plainClass) }.filter(declaredClasses.contains)
            let objectiveC = !declared.isEmpty && declared.allSatisfy(objectiveCClasses.contains)
            // An unwind that leaves its storyboard (written as a comment by the import) needs its
            // action implemented all the same, by a scene of another storyboard.
            for unwind in board.unwinds + (catalog.outboundUnwinds[index] ?? []) where !unwindActions.contains(unwind.action) {
                diagnostics.append(.report(
                    "code.missing-unwind-action",
                    "no class in the sources implements the unwind action '\(unwind.action)' of storyboard '\(board.name)'",
                    at: unwind.location, length: 1,
                    notes: [missingUnwindNote(unwind.action, objectiveC: objectiveC)]))
            }
        }
        for index in 0..<min(catalog.checkedCount, catalog.storyboards.count) {
            for action in catalog.segueActions[index] ?? [] {
                guard let className = action.sourceClass.map(plainClass),
                      lacksMethod(action.selector, from: className, selectors: selectors, superclass: superclass,
                                  declared: declaredClasses, unknown: objectiveCClasses.union(allMembersSeen))
                else { continue }
                let board = catalog.storyboards[index].name
                diagnostics.append(.report(
                    "code.missing-segue-action",
                    "no method '\(action.selector)' in class \(className) or its superclasses, which segue '\(action.segue)' "
                        + "of storyboard '\(board)' calls to create its destination",
                    at: action.location, length: 1,
                    notes: [Diagnostic.Note("UIKit sends '\(action.selector)' to the segue's source, '\(action.source)'; without the method it "
                                            + "logs 'Unable to find method -[\(className) \(action.selector)]' and never calls it"),
                            Diagnostic.Note("add an @IBSegueAction method taking an NSCoder, with that selector, to \(className), "
                                            + "or remove the segue's action in Interface Builder")]))
            }
        }
        return (diagnostics, handled)
    }

    /// Whether neither `className` nor a superclass has a method with `selector`, for certain: each
    /// class on the way up is declared in the Swift sources (no `@objcMembers`), up to a UIKit class.
    static func lacksMethod(_ selector: String, from className: String, selectors: [String: Set<String>],
                            superclass: [String: String], declared: Set<String>, unknown: Set<String>) -> Bool {
        var current: String? = className
        var steps = 0
        while let name = current, steps < 64 {
            guard declared.contains(name) else { return name.hasPrefix("UI") && name != className }
            if unknown.contains(name) || selectors[name]?.contains(selector) == true { return false }
            current = superclass[name]
            steps += 1
        }
        // A declared class with no superclass written, or a loop: nothing certain.
        return false
    }

    /// What UIKit does without the action, and what to add. A flow name with `_` may stand for a
    /// selector of several pieces (`done:sender:`), so no one-piece selector is quoted for it.
    static func missingUnwindNote(_ action: String, objectiveC: Bool = false) -> Diagnostic.Note {
        guard !action.contains("_") else {
            return Diagnostic.Note("UIKit finds no view controller that implements this unwind action, so the unwind is not performed; "
                                   + "add the @IBAction method taking a UIStoryboardSegue to the scene it returns to")
        }
        let method = objectiveC ? "- (IBAction)\(action):(UIStoryboardSegue *)segue" : "@IBAction func \(action)(_ segue: UIStoryboardSegue)"
        return Diagnostic.Note("UIKit finds no view controller that handles '\(action):', so the unwind is not performed; "
                               + "add \(method) to the scene it returns to")
    }

    /// `Module.Class` -> `Class`.
    static func plainClass(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }

    /// Whether `candidate` is `owner` or inherits from it, following the sources' superclasses.
    static func isSame(_ candidate: String, or owner: String, superclass: [String: String]) -> Bool {
        var current: String? = candidate
        var steps = 0
        while let name = current, steps < 64 {
            if name == owner { return true }
            current = superclass[name]
            steps += 1
        }
        return false
    }
}
