import Dispatch
import FlowGraph
import Foundation
import SourceModel
import Templates

/// What a build did.
public struct BuildReport: Sendable {
    init(diagnostics: [Diagnostic], sources: [String: SourceFile], pageCount: Int, pagesRendered: Int,
         storyboards: [Storyboard], timings: [(step: String, seconds: Double)]) {
        self.diagnostics = diagnostics
        self.sources = sources
        self.pageCount = pageCount
        self.pagesRendered = pagesRendered
        self.storyboards = storyboards
        self.timings = timings
    }

    /// After the policy (strict, per-rule levels), sorted.
    public var diagnostics: [Diagnostic]
    /// Every file diagnostics may point into, by path.
    public var sources: [String: SourceFile]
    /// Pages the site has (chapters, storyboard pages, 404).
    public var pageCount: Int
    /// Pages rendered by this build (fewer than `pageCount` on an incremental rebuild).
    public var pagesRendered: Int
    public var storyboards: [Storyboard]
    /// Seconds per step, in order.
    public var timings: [(step: String, seconds: Double)]
    /// Every site path the build produced (written or, incrementally, left unchanged): pages,
    /// theme static files and content assets. Empty when nothing was rendered. `serve`
    /// removes served files that are not in it.
    public var outputPaths: Set<String> = []

    public var succeeded: Bool { !diagnostics.hasErrors }

    /// A build that could not run at all, with the reason (`serve` shows it in the page).
    package init(failure: Diagnostic) {
        self.init(diagnostics: [failure], sources: [:], pageCount: 0, pagesRendered: 0, storyboards: [], timings: [])
    }
}

/// Builds a site: settings, theme, content, flows, pages, in that order.
///
/// Holds what it needs to rebuild quickly (`serve`): pages whose inputs did not change
/// since the previous build are not rendered again.
public final class SiteBuilder: @unchecked Sendable {
    public let root: URL
    public var policy: DiagnosticPolicy
    private var lastFingerprints: [String: Int] = [:]
    /// The last flow pass and what it was computed from: reused while no chapter's flow
    /// blocks, listings, links or their places change (an edit of prose elsewhere).
    private var lastFlows: (inputs: Int, analysis: BookAnalysis)?
    /// Parsed chapters, reused by incremental builds when their files did not change.
    private let chapterCache = ChapterCache()
    private let lock = NSLock()

    public init(root: URL, policy: DiagnosticPolicy = DiagnosticPolicy()) {
        self.root = root.standardizedFileURL
        self.policy = policy
    }

    /// Forgets what earlier builds rendered (the next build renders every page).
    public func reset() {
        lock.lock()
        lastFingerprints = [:]
        lock.unlock()
    }

    /// Runs the pipeline. With `output` nil nothing is rendered (`check`). Pages are written
    /// only when the build has no errors; throws only for the environment.
    /// `progress` is told each step as it finishes (`[2/5] content: 1011 chapters`).
    public func build(
        into output: (any OutputConsumer)?, incremental: Bool = false,
        progress: (@Sendable (String) -> Void)? = nil
    ) throws -> BuildReport {
        lock.lock()
        defer { lock.unlock() }
        var timings: [(String, Double)] = []
        var clock = DispatchTime.now()
        let steps = ["theme", "content", "flows", "pages", "static files"]
        func lap(_ step: String, _ detail: String = "") {
            let now = DispatchTime.now()
            timings.append((step, Double(now.uptimeNanoseconds - clock.uptimeNanoseconds) / 1e9))
            clock = now
            let number = (steps.firstIndex(of: step) ?? 0) + 1
            progress?("[\(number)/\(steps.count)] \(step)\(detail.isEmpty ? "" : ": " + detail)")
        }
        var diagnostics: [Diagnostic] = []
        var sources: [String: SourceFile] = [:]

        // Settings.
        var settings = SiteSettings()
        let settingsURL = root.appendingPathComponent(SiteSettings.fileName)
        if let data = FileManager.default.contents(atPath: settingsURL.path) {
            let (text, problems) = SourceDecoder.decode([UInt8](data), path: SiteSettings.fileName)
            let file = SourceFile(path: SiteSettings.fileName, text: text)
            sources[file.path] = file
            let (parsed, more) = SiteSettings.parse(file)
            settings = parsed
            diagnostics += problems + more
        }

        // Theme.
        let theme = try Theme.load(root: root)
        for file in theme.sources { sources[file.path] = file }
        diagnostics += theme.diagnostics
        lap("theme")

        // Content.
        let (tree, contentProblems) = try ContentLoader.load(
            root: root, settings: settings, cache: incremental ? chapterCache : nil)
        diagnostics += contentProblems
        for chapter in tree.chapters { sources[chapter.file.path] = chapter.file }
        lap("content", "\(tree.chapters.count) chapters")

        // Flows.
        var flowInputs = Hasher()
        flowInputs.combine(settings.defaultStoryboard)
        for chapter in tree.chapters {
            flowInputs.combine(chapter.file.path)
            flowInputs.combine(chapter.frontMatter.storyboard)
            flowInputs.combine(chapter.prepared)
        }
        let inputs = flowInputs.finalize()
        let analysis: BookAnalysis
        if incremental, let last = lastFlows, last.inputs == inputs {
            analysis = last.analysis
        } else {
            analysis = BookAnalysis.run(tree.chapters, settings: settings)
            lastFlows = incremental ? (inputs, analysis) : nil
        }
        diagnostics += analysis.diagnostics
        lap("flows", "\(analysis.storyboards.count) storyboards")

        let documented = Set(analysis.storyboards.map(\.name))
        let boards = analysis.storyboards.map { board in
            StoryboardPage(storyboard: board, mentions: analysis.mentions[board.name] ?? [:],
                           removed: analysis.removedScenes[board.name] ?? [], documentedStoryboards: documented)
        }
        let pageCount = tree.chapters.count + boards.count + 1
        var report = BuildReport(
            diagnostics: [], sources: sources, pageCount: pageCount, pagesRendered: 0,
            storyboards: analysis.storyboards, timings: [])
        report.diagnostics = policy.apply(diagnostics)
        guard let output, !report.diagnostics.hasErrors else {
            report.timings = timings
            return report
        }

        // Pages.
        let navigation = Navigation(tree: tree, storyboards: analysis.storyboardsInReadingOrder)
        let renderer = ChapterRenderer(analysis: analysis)
        let pages = PageAssembler(settings: settings, theme: theme, navigation: navigation, tree: tree)
        let themePrint = theme.fingerprint
        let previous = incremental ? lastFingerprints : [:]
        var jobs: [PageJob] = []
        for (index, chapter) in tree.chapters.enumerated() {
            var hasher = Hasher()
            hasher.combine(chapter.file.text)
            hasher.combine(chapter.outputPath)
            hasher.combine(navigation.fingerprint)
            hasher.combine(themePrint)
            hasher.combine(settings)
            hasher.combine(analysis.snapshotPrints[index])
            hasher.combine(analysis.linkTargets[index])
            hasher.combine(analysis.codeTargets[index])
            jobs.append(PageJob(path: chapter.outputPath, fingerprint: hasher.finalize(), kind: .chapter(index)))
        }
        for (index, board) in boards.enumerated() {
            var hasher = Hasher()
            hasher.combine(board.fingerprint)
            hasher.combine(navigation.fingerprint)
            hasher.combine(themePrint)
            hasher.combine(settings)
            jobs.append(PageJob(path: board.outputPath, fingerprint: hasher.finalize(), kind: .storyboard(index)))
        }
        var hasher = Hasher()
        hasher.combine(navigation.fingerprint)
        hasher.combine(themePrint)
        hasher.combine(settings)
        jobs.append(PageJob(path: "404.html", fingerprint: hasher.finalize(), kind: .notFound))
        let due = jobs.filter { previous[$0.path] != $0.fingerprint }

        let results = ParallelMap.map(due) { job -> (String, [Diagnostic], Error?) in
            let (html, problems): (String, [Diagnostic])
            switch job.kind {
            case .chapter(let index):
                (html, problems) = pages.chapterPage(index, body: renderer.body(of: tree.chapters[index], at: index))
            case .storyboard(let index):
                (html, problems) = pages.storyboardPage(boards[index])
            case .notFound:
                (html, problems) = pages.notFoundPage()
            }
            do {
                try output.write(job.path, html)
                return (job.path, problems, nil)
            } catch {
                return (job.path, problems, error)
            }
        }
        var renderProblems: [Diagnostic] = []
        for (_, problems, error) in results {
            renderProblems += problems
            if let error { throw error }
        }
        lap("pages")

        // Static files: the theme's, then content assets.
        if !incremental || previous["static:theme"] != themePrint {
            for (path, bytes) in theme.staticFiles.sorted(by: { $0.key < $1.key }) { try output.write(path, bytes) }
        }
        var outputPaths = Set(jobs.map(\.path)).union(theme.staticFiles.keys)
        for asset in tree.assets {
            if let data = FileManager.default.contents(atPath: root.appendingPathComponent("content/" + asset).path) {
                try output.write(asset, [UInt8](data))
                outputPaths.insert(asset)
            }
        }
        lap("static files")
        report.outputPaths = outputPaths

        report.diagnostics = policy.apply(diagnostics + renderProblems)
        report.pagesRendered = due.count
        report.timings = timings
        if !report.diagnostics.hasErrors {
            var fingerprints: [String: Int] = [:]
            for job in jobs { fingerprints[job.path] = job.fingerprint }
            fingerprints["static:theme"] = themePrint
            lastFingerprints = fingerprints
        }
        return report
    }
}

/// One page to render.
struct PageJob: Sendable {
    enum Kind: Sendable { case chapter(Int), storyboard(Int), notFound }
    var path: String
    var fingerprint: Int
    var kind: Kind
}

extension Theme {
    /// Changes when any template or static file changes.
    var fingerprint: Int {
        var hasher = Hasher()
        for file in sources { hasher.combine(file.path); hasher.combine(file.text) }
        for (path, bytes) in staticFiles.sorted(by: { $0.key < $1.key }) { hasher.combine(path); hasher.combine(bytes) }
        return hasher.finalize()
    }
}
