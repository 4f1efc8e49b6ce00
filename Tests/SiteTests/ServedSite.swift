import Foundation
import Site

/// A site served the way `flowdoc serve` serves it: a throwaway site folder, one `SiteBuilder`
/// kept across builds (incremental), and the pages written to a folder of their own. `remove()`
/// deletes both folders.
struct ServedSite {
    let site: FixtureSite
    let builder: SiteBuilder
    let output: IncrementalOutput
    let folder: URL

    init(_ files: [String: String]) throws {
        site = try FixtureSite(files)
        builder = SiteBuilder(root: site.root)
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("flowdoc-served-\(UUID().uuidString)")
        output = IncrementalOutput(root: folder)
    }

    /// The site folder's file at `path` (relative to the site folder).
    func url(_ path: String) -> URL { site.root.appendingPathComponent(path) }

    /// Writes `text` to the site's file at `path` (making its folders), or removes the file
    /// when `text` is nil.
    func write(_ path: String, _ text: String?) throws {
        let url = url(path)
        if let text {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        } else {
            try FileManager.default.removeItem(at: url)
        }
    }

    /// An incremental build, told which paths changed (nil: it looks at every file).
    func rebuild(_ changed: [String]? = nil) throws -> BuildReport {
        try builder.build(into: output, incremental: true, changed: changed)
    }

    /// A page the served site holds.
    func page(_ path: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    /// A fresh full check of the same files (no pages).
    func fresh() throws -> BuildReport {
        try SiteBuilder(root: site.root).build(into: nil)
    }

    /// A fresh full build of the same files into a folder of its own (removed afterwards), and
    /// the paths it wrote whose bytes the served site does not hold.
    func freshBuild() throws -> (report: BuildReport, different: [String]) {
        let fresh = FileManager.default.temporaryDirectory.appendingPathComponent("flowdoc-fresh-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: fresh) }
        let report = try SiteBuilder(root: site.root).build(into: IncrementalOutput(root: fresh), incremental: false)
        let different = report.outputPaths.filter {
            (try? Data(contentsOf: folder.appendingPathComponent($0))) != (try? Data(contentsOf: fresh.appendingPathComponent($0)))
        }.sorted()
        return (report, different)
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
        try? FileManager.default.removeItem(at: site.root)
    }
}
