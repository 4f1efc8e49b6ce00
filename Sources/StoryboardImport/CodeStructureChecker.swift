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
        for item in scanned {
            let objectiveC = SourceCodeChecker.language(forPath: item.file.path) == .objectiveC
            for type in item.outline.types {
                declaredClasses.insert(type.name)
                if objectiveC { objectiveCClasses.insert(type.name) }
                if let parent = type.superclass, superclass[type.name] == nil { superclass[type.name] = parent }
            }
            for action in item.outline.actions where action.takesSegue {
                unwindActions.insert(FlowNames.action(fromSelector: action.selector))
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
        return (diagnostics, handled)
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
