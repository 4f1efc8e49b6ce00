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
    /// CPU seconds of the whole process (every thread) per step, in order.
    package var cpuTimings: [(step: String, seconds: Double)] = []
    /// Resident memory after each step, in order: now and the peak so far, in MiB (nil where
    /// the system does not say).
    package var memory: [(step: String, residentMiB: Int?, peakMiB: Int?)] = []
    /// Every site path the build produced (written or, incrementally, left unchanged): pages,
    /// theme static files and content assets. Empty when nothing was rendered. `serve`
    /// removes served files that are not in it.
    package var outputPaths: Set<String> = []
    /// Whether `outputPaths` are those of the last build that produced a site (an incremental
    /// rebuild that added and removed no file), so there is nothing stale to look for.
    package var outputPathsAsBefore = false

    package var succeeded: Bool { !diagnostics.hasErrors }

    package init(diagnostics: [Diagnostic], sources: [String: SourceFile], pageCount: Int, pagesRendered: Int,
                 storyboards: [Storyboard], timings: [(step: String, seconds: Double)], outputPaths: Set<String> = []) {
        self.diagnostics = diagnostics
        self.sources = sources
        self.pageCount = pageCount
        self.pagesRendered = pagesRendered
        self.storyboards = storyboards
        self.timings = timings
        self.outputPaths = outputPaths
    }

    /// A build that could not run at all, with the reason (`serve` shows it in the page).
    package init(failure: Diagnostic) {
        self.init(diagnostics: [failure], sources: [:], pageCount: 0, pagesRendered: 0, storyboards: [], timings: [])
    }
}
