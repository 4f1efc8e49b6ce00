import Foundation
import Testing

/// Golden files beside the tests: compared byte for byte, re-recorded only when
/// FLOWDOC_RECORD=1 is set.
enum Golden {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static func check(_ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["FLOWDOC_RECORD"] == "1" {
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try? Data(actual.utf8).write(to: url)
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record("missing golden file \(name); run with FLOWDOC_RECORD=1 to create it", sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        if expected != actual {
            let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
            var diff = ""
            for index in 0..<max(a.count, b.count) where (index < a.count ? a[index] : nil) != (index < b.count ? b[index] : nil) {
                diff += "line \(index + 1):\n- \(index < a.count ? String(a[index]) : "")\n+ \(index < b.count ? String(b[index]) : "")\n"
                if diff.count > 2000 { break }
            }
            Issue.record("\(name) differs from its golden file:\n\(diff)", sourceLocation: sourceLocation)
        }
    }
}

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
