import FlowGraph
import SourceModel

/// A storyboard read from Xcode XML, with what the import could not carry over.
package struct ImportedStoryboard: Sendable, Hashable {
    /// The scenes, segues and unwinds, named with readable flow identifiers.
    package var storyboard: Storyboard
    /// Elements that were skipped or guessed at (rule `import.skipped`), in document order.
    package var warnings: [Diagnostic]
    /// Reference scene name -> the storyboard it points to (`viewControllerPlaceholder storyboardName`),
    /// as written in the XML; the scene's `referencedStoryboard` holds the name the flow uses.
    package var references: [String: String]
    /// Reference scene name -> the storyboard ID it opens in the target (`referencedIdentifier`), when set.
    package var referencedIdentifiers: [String: String]
    /// Unwind key -> how its target scene was chosen (the XML does not record it).
    package var unwindTargets: [String: UnwindTargetReason]
    /// Unwind key -> where UIKit's search goes on when the target declines: the target's class
    /// overrides `canPerformUnwindSegueAction`, which may return false at run time. The next scene
    /// on the way back whose class implements the action, or "" when none of this storyboard does.
    package var declinableUnwinds: [String: String] = [:]
    /// Unwinds whose target cannot be in this storyboard: no scene of it leads to their source
    /// (its entry scene, shown from another storyboard through a reference, or from code).
    /// Their `target` is empty; they are not in `storyboard.unwinds`, and the chapter lists them
    /// as comments, since a flow `unwind` must name a scene of its own storyboard.
    package var outboundUnwinds: [Unwind]
    /// Segues and relationships whose destination a method of the source makes
    /// (`destinationCreationSelector`), in document order; `code.missing-segue-action` checks them.
    package var segueActions: [SegueAction] = []
    /// "watchOS" or "macOS" when the file is a WatchKit or AppKit storyboard: nothing is imported,
    /// and `warnings` holds the one `import.unsupported-platform` error that says so.
    package var unsupportedPlatform: String?

    package init(
        storyboard: Storyboard, warnings: [Diagnostic] = [], references: [String: String] = [:],
        referencedIdentifiers: [String: String] = [:], unwindTargets: [String: UnwindTargetReason] = [:],
        outboundUnwinds: [Unwind] = [], unsupportedPlatform: String? = nil
    ) {
        self.storyboard = storyboard
        self.warnings = warnings
        self.references = references
        self.referencedIdentifiers = referencedIdentifiers
        self.unwindTargets = unwindTargets
        self.outboundUnwinds = outboundUnwinds
        self.unsupportedPlatform = unsupportedPlatform
    }
}

/// How the importer chose an unwind's target scene.
///
/// In the XML an unwind segue's destination is the scene's Exit placeholder; the scene that
/// defines the action is only known to the compiler. The importer walks the incoming segues
/// and relationships backwards from the unwind's source (the ways the source can have been
/// reached) and picks, in this order:
package enum UnwindTargetReason: String, Sendable, Hashable, CaseIterable {
    /// The nearest ancestor whose class (or a superclass) implements the action, in the code
    /// given with `--sources`: the scene UIKit unwinds to.
    case implementedByClass = "nearest scene whose class implements the action"
    /// An ancestor whose class or scene name appears in the action (`cancelToPlayersViewController`).
    case namedInAction = "named in the action"
    /// The nearest ancestor that is not a container (it pushed, presented or embeds the source).
    case nearestPresenter = "nearest scene that leads to the source"
    /// No content scene leads to the source: it is shown from code or from another storyboard
    /// (an entry scene, or one created by storyboard ID), so the target is not in this file.
    /// With `--sources`, also when classes of the code implement the action but none is met on
    /// the way back (the implementer is a scene of another storyboard, as a split view's master
    /// is for a detail storyboard it references).
    /// Such unwinds go to `ImportedStoryboard.outboundUnwinds`, never to a guessed scene: any
    /// guess would make `flow.unwind-unreachable` fire on a storyboard that works.
    case outsideStoryboard = "outside this storyboard"
    /// With `--sources`: scenes lead to the source, but no class met on the way back implements
    /// the action, and classes elsewhere do. Kept aside like `outsideStoryboard`.
    case notOnTheWayBack = "no class on the way back implements the action"
    /// With `--sources`: nothing in this storyboard leads to the source (code shows it), and one
    /// scene of it has a class that implements the action: the unwind returns there when that
    /// scene is the one that shows the source. Kept aside as a comment naming that scene, since
    /// no segue records the way there.
    case implementerShowsIt = "the scene whose class implements the action, if it shows the source from code"
}
