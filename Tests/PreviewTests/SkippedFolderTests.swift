import Foundation
@testable import Preview
import SourceModel
import Testing

/// `serve` skips the site's own output (`site/`, where `flowdoc build` writes by default) and
/// SwiftPM's `.build` at the top of the site only. The watcher's filter was given names alone,
/// so a part named `site` (`content/site/`, or a `site` folder deeper down) was never watched:
/// its chapters were served as first built, whatever was saved, while `flowdoc build` read them.
@Suite("Preview session skipped folders", .serialized)
struct SkippedFolderTests {
    @Test(arguments: [false, true])
    func aFolderNamedSiteUnderContentIsWatched(polling: Bool) async throws {
        let root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("flowdoc-skip-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for folder in ["content/site", "content/02-guide/site", "site"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try PreviewSessionTests.write(root, "content/index.md", "# Home\n")
        try PreviewSessionTests.write(root, "content/site/01-a.md", "# A\n\nFirst.\n")
        try PreviewSessionTests.write(root, "content/02-guide/site/b.md", "# B\n\nFirst.\n")
        let session = try PreviewSession(root: root, policy: DiagnosticPolicy(), options: .init(port: 0, polling: polling))
        defer { session.stop() }
        let port = try #require(URL(string: session.url)?.port.flatMap { UInt16($0) })
        let log = RebuildLog()
        try session.start { log.record($0) }
        _ = try #require(try await log.wait(for: 1))

        try PreviewSessionTests.write(root, "content/site/01-a.md", "# A\n\nSecond.\n")
        let first = try #require(try await log.first(after: 1, timeout: .seconds(60)) { $0.changed.contains("content/site/01-a.md") })
        #expect(first.report.succeeded)
        #expect(try #require(RawHTTPClient.get(port, "/site/a.html")).body.contains("Second."))

        try PreviewSessionTests.write(root, "content/02-guide/site/b.md", "# B\n\nSecond.\n")
        _ = try #require(try await log.first(after: 1, timeout: .seconds(60)) { $0.changed.contains("content/02-guide/site/b.md") })
        #expect(try #require(RawHTTPClient.get(port, "/guide/site/b.html")).body.contains("Second."))

        // The top-level output folder is still not watched: writing there rebuilds nothing.
        let count = log.all.count
        try PreviewSessionTests.write(root, "site/index.html", "<p>built elsewhere</p>")
        try await Task.sleep(for: .milliseconds(800))
        #expect(log.all.count == count)
    }
}
