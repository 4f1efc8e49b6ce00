import FlowGraph
import SourceModel

/// What a build did.
package struct BuildReport: Sendable {
    /// After the policy (strict, per-rule levels), sorted.
    package var diagnostics: [Diagnostic]
    /// Every file diagnostics may point into, by path.
    package var sources: [String: SourceFile]
    /// Pages the site has (chapters, storyboard pages, the storyboard index, 404).
    package var pageCount: Int
    /// Pages rendered by this build (fewer than `pageCount` on an incremental rebuild).
    package var pagesRendered: Int
    package var storyboards: [Storyboard]
    /// Seconds per step, in order.
    package var timings: [(step: String, seconds: Double)]

    package var succeeded: Bool { !diagnostics.hasErrors }
}
