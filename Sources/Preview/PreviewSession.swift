import Dispatch
import Foundation
import Site
import SourceModel
import Synchronization

/// `flowdoc serve`: builds the site into a private folder, serves it, watches the sources,
/// rebuilds what a change affects, and tells open pages (reload, or show the errors).
///
/// Rebuilds run one at a time on their own queue. A failed rebuild writes nothing, so the
/// pages keep showing the last good site under the error overlay.
public final class PreviewSession: Sendable {
    public struct Options: Sendable {
        public var host: String
        public var port: UInt16
        public var polling: Bool
        public init(host: String = "127.0.0.1", port: UInt16 = 8000, polling: Bool = false) {
            self.host = host
            self.port = port
            self.polling = polling
        }
    }

    /// What one rebuild did, for the terminal.
    public struct Rebuild: Sendable {
        package var report: BuildReport
        public var written: [String]
        public var milliseconds: Double
        public var changed: [String]

        /// What kinds of input changed: `content`, `templates`, `static files`, `settings`.
        public var kinds: [String] {
            var kinds = Set<String>()
            for path in changed {
                if path.hasPrefix("content/") { kinds.insert("content") }
                else if path.hasPrefix("templates/static/") { kinds.insert("static files") }
                else if path.hasPrefix("templates/") { kinds.insert("templates") }
                else if path == "flowdoc.conf" { kinds.insert("settings") }
            }
            return kinds.sorted()
        }
    }

    public let root: URL
    public let servedFolder: URL
    private let builder: SiteBuilder
    private let output: IncrementalOutput
    private let server: PreviewServer
    private let watcher: any FileWatcher
    private let queue = DispatchQueue(label: "flowdoc.rebuild")
    private let generation = Mutex(0)

    /// Binds the port (throws `PreviewError.portInUse` at once when it is taken).
    public init(root: URL, policy: DiagnosticPolicy, options: Options) throws {
        self.root = root.standardizedFileURL
        servedFolder = FileManager.default.temporaryDirectory
            .appendingPathComponent("flowdoc-serve-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: servedFolder, withIntermediateDirectories: true)
        builder = SiteBuilder(root: root, policy: policy)
        output = IncrementalOutput(root: servedFolder)
        server = try PreviewServer(configuration: ServerConfiguration(
            root: servedFolder, host: options.host, port: options.port, notFoundPage: "404.html", injectLiveReload: true))
        let ignored: @Sendable (String) -> Bool = { name in
            WatchFilter.isIgnored(name) || name == "site" || name == ".build"
        }
        let roots = [self.root]
        #if os(Linux)
        watcher = options.polling ? PollingWatcher(roots: roots, ignoring: ignored) : InotifyWatcher(roots: roots, ignoring: ignored)
        #else
        watcher = PollingWatcher(roots: roots, ignoring: ignored)
        #endif
    }

    public var url: String { server.url }

    /// The first build, then serving and watching. `report` is called after every build.
    public func start(report: @escaping @Sendable (Rebuild) -> Void) throws {
        let first = try rebuild(changed: [])
        report(first)
        try server.start()
        try watcher.start { [weak self] paths in
            guard let self else { return }
            self.queue.async {
                do {
                    report(try self.rebuild(changed: paths.sorted()))
                } catch {
                    FileHandle.standardError.write(Data("flowdoc serve: rebuild failed: \(error)\n".utf8))
                }
            }
        }
    }

    /// Stops watching and serving, and removes the private folder.
    public func stop() {
        watcher.stop()
        server.stop()
        try? FileManager.default.removeItem(at: servedFolder)
    }

    /// Rebuilds (incrementally) and publishes the outcome to open pages.
    @discardableResult
    public func rebuild(changed: [String]) throws -> Rebuild {
        let start = DispatchTime.now()
        let report = try builder.build(into: output, incremental: true)
        let written = output.takeWritten()
        let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
        let next = generation.withLock { value -> Int in
            value += 1
            return value
        }
        server.publish(BuildStatus(generation: next, succeeded: report.succeeded, diagnostics: report.diagnostics))
        let relative = changed.map { path in
            path.hasPrefix(root.path + "/") ? String(path.dropFirst(root.path.count + 1)) : path
        }
        return Rebuild(report: report, written: written, milliseconds: milliseconds, changed: relative)
    }
}
