import Dispatch
import Foundation
import Site
import SourceModel
import Synchronization

/// `flowdoc serve`: builds the site into a private folder, serves it, watches the sources,
/// rebuilds what a change affects, and tells open pages (reload, or show the errors).
///
/// Rebuilds run one at a time on their own queue, and only when an input changed (see
/// `SiteInput`). A failed rebuild writes nothing, so the pages keep showing the last good
/// site under the error overlay. A good rebuild removes pages the site no longer has (a
/// deleted chapter is a 404 at once). Open pages reload only when a rebuild wrote or removed
/// something; a rebuild whose status did not change tells them nothing.
package final class PreviewSession: Sendable {
    package struct Options: Sendable {
        package var host: String
        package var port: UInt16
        package var polling: Bool
        /// Where the private folder of served files is made (the system's temporary folder).
        package var scratch: URL
        package init(host: String = "127.0.0.1", port: UInt16 = 8000, polling: Bool = false,
                     scratch: URL = FileManager.default.temporaryDirectory) {
            self.host = host
            self.port = port
            self.polling = polling
            self.scratch = scratch
        }
    }

    /// What one rebuild did, for the terminal.
    package struct Rebuild: Sendable {
        package var report: BuildReport
        /// Site paths written (their bytes changed).
        package var written: [String]
        /// Site paths removed (the site no longer has them).
        package var removed: [String] = []
        package var milliseconds: Double
        /// The changed inputs, relative to the site folder.
        package var changed: [String]
        /// Whether open pages were told to reload.
        package var reloaded = false

        /// What kinds of input changed: `content`, `templates`, `static files`, `settings`.
        package var kinds: [String] {
            Set(changed.compactMap { SiteInput.kind(of: $0)?.rawValue }).sorted()
        }
    }

    package let root: URL
    package let servedFolder: URL
    private let builder: SiteBuilder
    private let output: IncrementalOutput
    private let server: PreviewServer
    private let watcher: any FileWatcher
    private let queue = DispatchQueue(label: "flowdoc.rebuild")
    /// The version of the served files: counts rebuilds that wrote or removed something.
    private let generation = Mutex(0)
    /// What the last good build produced (site paths), once there was one.
    private let produced = Mutex<Set<String>?>(nil)
    /// Changed paths the watcher reported that no rebuild has taken yet.
    private let pending = Mutex<Set<String>>([])

    /// Binds the port (throws `PreviewError.portInUse` at once when it is taken; nothing is
    /// left behind then).
    package init(root: URL, policy: DiagnosticPolicy, options: Options) throws {
        self.root = root.standardizedFileURL
        let folder = options.scratch
            .appendingPathComponent("flowdoc-serve-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        do {
            // The server resolves its root's real path once, so the folder exists first.
            server = try PreviewServer(configuration: ServerConfiguration(
                root: folder, host: options.host, port: options.port, notFoundPage: "404.html", injectLiveReload: true))
        } catch {
            try? FileManager.default.removeItem(at: folder)
            throw error
        }
        servedFolder = folder
        builder = SiteBuilder(root: root, policy: policy)
        output = IncrementalOutput(root: servedFolder)
        // The site's default output (`flowdoc build` writes `site/`) and SwiftPM's `.build`
        // are skipped at the top of the site only: `content/site/` is a part like any other.
        let skipped: Set<String> = [self.root.path + "/site", self.root.path + "/.build"]
        let ignored: @Sendable (String) -> Bool = { path in
            WatchFilter.isIgnored(path) || skipped.contains(path)
        }
        let roots = [self.root]
        #if os(Linux)
        watcher = options.polling ? PollingWatcher(roots: roots, ignoring: ignored) : InotifyWatcher(roots: roots, ignoring: ignored)
        #else
        watcher = PollingWatcher(roots: roots, ignoring: ignored)
        #endif
    }

    package var url: String { server.url }

    /// The first build, then serving and watching. `report` is called after every build.
    /// When starting fails, everything is stopped and the private folder removed.
    package func start(report: @escaping @Sendable (Rebuild) -> Void) throws {
        do {
            // The watcher is armed before the first build, which runs on the rebuild queue: an
            // edit saved during that build or right after its "built" line is a change, rebuilt
            // next. (Armed after it, the watches of a 10,000-chapter book were still being set
            // up when "built" was printed, and such an edit could be missed.)
            let rootPath = root.path
            try watcher.start { [weak self] paths in
                guard let self else { return }
                // The root itself means "events were lost, look at everything".
                let inputs = paths.filter { $0 == rootPath || SiteInput.kind(ofPath: $0, under: rootPath) != nil }
                guard !inputs.isEmpty else { return }
                self.pending.withLock { $0.formUnion(inputs) }
                self.queue.async {
                    // Changes that arrived while an earlier rebuild ran are rebuilt together.
                    let batch = self.pending.withLock { pending -> [String] in
                        defer { pending = [] }
                        return pending.sorted()
                    }
                    guard !batch.isEmpty else { return }
                    report(self.rebuild(changed: batch))
                }
            }
            queue.sync { report(rebuild(changed: [])) }
            try server.start()
        } catch {
            stop()
            throw error
        }
    }

    /// Stops watching and serving, and removes the private folder.
    package func stop() {
        watcher.stop()
        server.stop()
        try? FileManager.default.removeItem(at: servedFolder)
    }

    /// Rebuilds (incrementally) and publishes the outcome to open pages. A build that cannot
    /// run at all (the `content/` folder was deleted) is a failed build with one diagnostic.
    /// `changed`: absolute paths the watcher reported; empty for the first build. Only those
    /// files are looked at again, unless the root is among them (events were lost).
    @discardableResult
    package func rebuild(changed: [String]) -> Rebuild {
        let start = DispatchTime.now()
        var report: BuildReport
        let prefix = root.path + "/"
        let known: [String]? = changed.isEmpty || changed.contains(where: { !$0.hasPrefix(prefix) })
            ? nil : changed.map { String($0.dropFirst(prefix.count)) }
        do {
            report = try builder.build(into: output, incremental: true, changed: known)
        } catch {
            _ = output.takeWritten()
            produced.withLock { $0 = nil }  // it may have written some files: walk the folder next time
            report = BuildReport(failure: .report(Self.buildFailedRule, "\(error)", at: nil))
        }
        let written = output.takeWritten()
        let removed = report.succeeded ? removeStale(keeping: report.outputPaths, asBefore: report.outputPathsAsBefore) : []
        let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
        let changedFiles = !written.isEmpty || !removed.isEmpty
        let current = generation.withLock { value -> Int in
            if changedFiles { value += 1 }
            return value
        }
        let status = BuildStatus(generation: current, succeeded: report.succeeded, diagnostics: report.diagnostics)
        if status != server.latestStatus { server.publish(status) }
        let relative = changed.map { path in
            path.hasPrefix(root.path + "/") ? String(path.dropFirst(root.path.count + 1)) : path
        }
        return Rebuild(report: report, written: written, removed: removed, milliseconds: milliseconds,
                       changed: relative, reloaded: changedFiles && report.succeeded)
    }

    /// Rule id of a rebuild that could not run (its message says why).
    package static let buildFailedRule = "serve.build-failed"

    /// Deletes served files the last good build did not produce; returns their site paths.
    /// Only builds write into the served folder, so after the first one (which walks the
    /// folder) the stale files are those the previous good build produced and this one did not.
    /// `asBefore`: the paths are those of the last build that produced a site (nothing to remove).
    private func removeStale(keeping paths: Set<String>, asBefore: Bool) -> [String] {
        let base = servedFolder.path
        var removed: [String] = []
        let previous = produced.withLock { last -> Set<String>? in
            defer { last = paths }
            return last
        }
        if previous != nil, asBefore { return [] }
        if let previous {
            for relative in previous where !paths.contains(relative) {
                if unlink(base + "/" + relative) == 0 { removed.append(relative) }
            }
            return removed.sorted()
        }
        for file in DirectoryWalker.files(under: base, ignoring: { _, _ in false }) {
            let relative = String(file.dropFirst(base.count + 1))
            if !paths.contains(relative), unlink(file) == 0 { removed.append(relative) }
        }
        return removed.sorted()
    }
}
