import Foundation
import Testing
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

    /// The `<main>` element of a page (the theme around it is not what these tests check).
    static func main(of html: String) -> String {
        guard let start = html.firstRange(of: "<main"), let end = html.firstRange(of: "</main>") else { return html }
        return String(html[start.lowerBound..<end.upperBound])
    }
}
