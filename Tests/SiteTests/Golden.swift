import Foundation
import Testing
import Site
@_exported import TestSupport

/// A throwaway site folder.
struct FixtureSite {
    let root: URL

    init(_ files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("flowdoc-site-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    /// A full build of `files` into memory; the folder is removed afterwards.
    static func build(_ files: [String: String]) throws -> (BuildReport, MemoryOutput) {
        let site = try FixtureSite(files)
        defer { try? FileManager.default.removeItem(at: site.root) }
        let output = MemoryOutput()
        let report = try SiteBuilder(root: site.root).build(into: output)
        return (report, output)
    }

    /// The `<main>` element of a page (the theme around it is not what these tests check).
    static func main(of html: String) -> String {
        guard let start = html.firstRange(of: "<main"), let end = html.firstRange(of: "</main>") else { return html }
        return String(html[start.lowerBound..<end.upperBound])
    }
}
