import Dispatch
import FlowGraph
import Foundation
import SourceModel
import Templates

/// Builds a site. Each chapter is one value flowing one way —
/// `LoadedChapter` → `PreparedChapter` → `AnalyzedChapter` → `RenderedPage` — through named
/// steps (`BuildStep`) over a `BuildContext`. What a rebuild may reuse (`serve`) is held in one
/// place, the `IncrementalState`.
package final class SiteBuilder: @unchecked Sendable {
    package let root: URL
    package var policy: DiagnosticPolicy
    private let state = IncrementalState()
    private let lock = NSLock()

    package init(root: URL, policy: DiagnosticPolicy = DiagnosticPolicy()) {
        self.root = root.standardizedFileURL
        self.policy = policy
    }

    /// Forgets what earlier builds rendered (the next build renders every page).
    package func reset() {
        lock.lock()
        state.forgetPages()
        lock.unlock()
    }

    /// Runs the steps. With `output` nil nothing is rendered (`check`). Pages are written only
    /// when the build has no errors; throws only for the environment. `progress` is told each
    /// step as it finishes (`[3/9] content: 1011 chapters`).
    package func build(
        into output: (any OutputConsumer)?, incremental: Bool = false,
        progress: (@Sendable (String) -> Void)? = nil
    ) throws -> BuildReport {
        lock.lock()
        defer { lock.unlock() }
        var context = BuildContext(root: root, incremental: incremental)
        var timings: [(String, Double)] = []
        var cpuTimings: [(String, Double)] = []
        func run(_ step: BuildStep, _ body: (inout BuildContext) throws -> String) rethrows {
            let start = DispatchTime.now()
            let startCPU = clock()
            let detail = try body(&context)
            timings.append((step.rawValue, Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9))
            cpuTimings.append((step.rawValue, Double(clock() - startCPU) / Double(CLOCKS_PER_SEC)))
            progress?(step.counter + (detail.isEmpty ? "" : ": " + detail))
        }
        func report() -> BuildReport {
            var report = BuildReport(diagnostics: policy.apply(context.diagnostics), sources: context.sources,
                                     pageCount: context.pageCount, pagesRendered: context.pagesRendered,
                                     storyboards: context.analysis.storyboards, timings: timings,
                                     outputPaths: context.outputPaths)
            report.cpuTimings = cpuTimings
            return report
        }

        try run(.settings) { try Steps.loadSettings(&$0) }
        try run(.theme) { try Steps.loadTheme(&$0) }
        try run(.content) {
            try Steps.loadContent(&$0, cache: incremental ? state.chapterCache : nil, keepsParagraphs: output != nil || incremental)
        }
        run(.prepare) { Steps.prepare(&$0, state: incremental ? state : nil) }
        run(.flows) { Steps.analyzeFlows(&$0, state: incremental ? state : nil) }
        run(.links) { Steps.checkLinks(&$0) }
        guard let output, !report().diagnostics.hasErrors else { return report() }
        try run(.pages) { try Steps.renderPages(&$0, into: output, state: state) }
        try run(.search) { try Steps.writeReaderFiles(&$0, into: output, state: state) }
        try run(.staticFiles) { try Steps.copyStaticFiles(&$0, into: output, state: state) }
        let final = report()
        if final.diagnostics.hasErrors { state.forgetPages() }
        return final
    }
}
