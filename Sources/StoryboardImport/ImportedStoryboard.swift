import FlowGraph
import SourceModel

/// A storyboard read from Xcode XML, with what the import could not carry over.
public struct ImportedStoryboard: Sendable, Hashable {
    /// The scenes, segues and unwinds, named with readable flow identifiers.
    public var storyboard: Storyboard
    /// Elements that were skipped or guessed at (rule `import.skipped`), in document order.
    public var warnings: [Diagnostic]
    /// Reference scene name -> the storyboard it points to (`viewControllerPlaceholder storyboardName`).
    public var references: [String: String]
    /// Reference scene name -> the storyboard ID it opens in the target (`referencedIdentifier`), when set.
    public var referencedIdentifiers: [String: String]
    /// Unwind key -> how its target scene was chosen (the XML does not record it).
    public var unwindTargets: [String: UnwindTargetReason]

    public init(
        storyboard: Storyboard, warnings: [Diagnostic] = [], references: [String: String] = [:],
        referencedIdentifiers: [String: String] = [:], unwindTargets: [String: UnwindTargetReason] = [:]
    ) {
        self.storyboard = storyboard
        self.warnings = warnings
        self.references = references
        self.referencedIdentifiers = referencedIdentifiers
        self.unwindTargets = unwindTargets
    }
}

/// How the importer chose an unwind's target scene.
///
/// In the XML an unwind segue's destination is the scene's Exit placeholder; the scene that
/// defines the action is only known to the compiler. The importer walks the incoming segues
/// and relationships backwards from the unwind's source (the ways the source can have been
/// reached) and picks, in this order:
public enum UnwindTargetReason: String, Sendable, Hashable, CaseIterable {
    /// An ancestor whose class or scene name appears in the action (`cancelToPlayersViewController`).
    case namedInAction = "named in the action"
    /// The nearest ancestor that is not a container (it pushed, presented or embeds the source).
    case nearestPresenter = "nearest scene that leads to the source"
    /// No ancestor: the initial scene (or the first content scene inside it).
    case initialScene = "initial scene"
    /// Nothing better: the source itself.
    case source = "no way back found; the source itself"
}
