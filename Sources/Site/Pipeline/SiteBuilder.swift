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

    /// Told every template context the build renders (tests: `PageContextShapeTests`).
    package var contextObserver: (@Sendable (_ template: String, _ context: TemplateValue) -> Void)?

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
    /// step as it finishes (`[3/9] content: 1011 chapters`). `changed` (incremental builds):
    /// the paths, relative to the site folder, that changed since the last build, when a file
    /// watcher knows them; nil makes the build look at every file.
    package func build(
        into output: (any OutputConsumer)?, incremental: Bool = false, changed: [String]? = nil,
        progress: (@Sendable (String) -> Void)? = nil
    ) throws -> BuildReport {
        lock.lock()
        defer { lock.unlock() }
        var context = BuildContext(root: root, incremental: incremental)
        defer { Self.releaseInBackground(&context) }
        if incremental { _ = state.beginBuild() }
        var timings: [(String, Double)] = []
        var cpuTimings: [(String, Double)] = []
        var memory: [(String, Int?, Int?)] = []
        func run(_ step: BuildStep, _ body: (inout BuildContext) throws -> String) rethrows {
            let start = DispatchTime.now()
            let startCPU = clock()
            let detail = try body(&context)
            timings.append((step.rawValue, Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9))
            cpuTimings.append((step.rawValue, Double(clock() - startCPU) / Double(CLOCKS_PER_SEC)))
            let resident = ResidentMemory.now()
            memory.append((step.rawValue, resident.currentMiB, resident.peakMiB))
            progress?(step.counter + (detail.isEmpty ? "" : ": " + detail))
        }
        func report() -> BuildReport {
            var report = BuildReport(diagnostics: policy.apply(context.diagnostics), sources: context.sources,
                                     pageCount: context.pageCount, pagesRendered: context.pagesRendered,
                                     storyboards: context.analysis.storyboards, timings: timings,
                                     outputPaths: context.outputPaths)
            report.cpuTimings = cpuTimings
            report.memory = memory
            return report
        }

        try run(.settings) { try Steps.loadSettings(&$0) }
        try run(.theme) { try Steps.loadTheme(&$0) }
        if let contextObserver { context.theme?.library.contextObserver = contextObserver }
        try run(.content) {
            try Steps.loadContent(&$0, cache: incremental ? state.chapterCache : nil, keepsParagraphs: output != nil || incremental,
                                  changes: incremental ? Self.contentChanges(changed) : nil, state: incremental ? state : nil)
        }
        // A full build makes the search index on its own thread from here: the chapters'
        // entries while the flow pass and the link check leave a core idle, the storyboard
        // pages' once the flow pass has made them, then beside the pages.
        let search = output.flatMap { incremental ? nil : SearchIndexThread(tree: context.tree, into: $0) }
        run(.prepare) { Steps.prepare(&$0, state: incremental ? state : nil) }
        run(.flows) { Steps.analyzeFlows(&$0, state: incremental ? state : nil) }
        search?.provide(context.storyboardPages)
        run(.links) { Steps.checkLinks(&$0, state: incremental ? state : nil) }
        if incremental { state.keepSources(context.sources) }
        guard let output, !report().diagnostics.hasErrors else {
            search?.cancel()
            _ = try? search?.wait()  // never leave it writing into a folder being discarded
            return report()
        }
        if let search {
            search.proceed()
            do {
                try run(.pages) { try Steps.renderPages(&$0, into: output, state: state) }
            } catch {
                search.cancel()
                _ = try? search.wait()  // never leave it writing into a folder being discarded
                throw error
            }
            // The search line of the timings is only the wait for the index after the pages.
            try run(.search) { context in
                context.outputPaths.formUnion(try search.wait())
                return try Steps.writeSitemap(&context, into: output, state: state)
            }
            // Its own time, from when the chapters were read: whether it or the pages finish last.
            timings.append(("  (search, own thread)", search.seconds))
            cpuTimings.append(("  (search, own thread)", search.cpuSeconds))
            memory.append(("  (search, own thread)", nil, nil))
        } else {
            // `serve`: pages and the index files the edit touched, then the sitemap.
            try run(.pages) { try Steps.renderPages(&$0, into: output, state: state) }
            try run(.search) { try Steps.writeReaderFiles(&$0, into: output, state: state) }
        }
        try run(.staticFiles) { try Steps.copyStaticFiles(&$0, into: output, state: state) }
        var asBefore = false
        if context.keepsLastPaths {
            if let edit = context.edit, let last = state.lastOutputs, last.generation == edit.base {
                context.outputPaths = last.paths
                asBefore = true
            } else {
                context.outputPaths.formUnion(state.pages?.paths ?? [])
                context.outputPaths.formUnion(state.search.paths)
            }
        }
        var final = report()
        final.outputPathsAsBefore = asBefore
        if final.diagnostics.hasErrors {
            state.forgetPages()
        } else if incremental {
            state.lastOutputs = (state.generation, context.outputPaths)
        }
        return final
    }

    /// Lets a finished build's values be freed on another thread. At 10,000 chapters they are
    /// millions of small strings and arrays, and freeing them one by one took 0.3–0.4 s of one
    /// core after the last page was written; the caller (the CLI prints and exits, `serve`
    /// reloads the browser) need not wait for it. What the report shares stays alive through it.
    private static func releaseInBackground(_ context: inout BuildContext) {
        let finished = FinishedContext(context)
        context = BuildContext(root: context.root, incremental: context.incremental)
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(finished) {} }
    }

    /// The changed paths under `content/`, relative to it; nil when a change may affect every
    /// chapter (the settings, `content/` itself) or the changes are unknown.
    static func contentChanges(_ changed: [String]?) -> Set<String>? {
        guard let changed else { return nil }
        var paths = Set<String>()
        for path in changed {
            if path.hasPrefix("content/") {
                paths.insert(String(path.dropFirst("content/".count)))
            } else if path == "content" || path == SiteSettings.fileName || path.isEmpty || path.hasPrefix("/") {
                return nil
            }
        }
        return paths
    }
}

/// A finished build's context on its way to be freed (`SiteBuilder.releaseInBackground`).
private final class FinishedContext: @unchecked Sendable {
    let context: BuildContext
    init(_ context: BuildContext) { self.context = context }
}
