import Foundation
@testable import Preview
import Site
import SourceModel
import Synchronization
import Testing

/// Records the rebuilds of a session.
final class RebuildLog: Sendable {
    private let items = Mutex<[PreviewSession.Rebuild]>([])
    func record(_ rebuild: PreviewSession.Rebuild) { items.withLock { $0.append(rebuild) } }
    var all: [PreviewSession.Rebuild] { items.withLock { $0 } }

    /// Waits until there are `count` rebuilds (or `timeout`); returns the last.
    func wait(for count: Int, timeout: Duration = .seconds(10)) async throws -> PreviewSession.Rebuild? {
        let deadline = ContinuousClock.now + timeout
        while all.count < count && ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
        return all.count >= count ? all.last : nil
    }

    /// The first rebuild after the first `after` ones that satisfies `wanted`: a change made of
    /// many file events (a folder removed file by file) may be rebuilt in more than one batch.
    /// The log is looked at once more after the deadline: on a loaded machine (CI runs every
    /// suite at once on two cores) the waiting task may resume only after it, when the rebuild
    /// has long been logged.
    func first(after: Int, timeout: Duration = .seconds(10), where wanted: (PreviewSession.Rebuild) -> Bool) async throws -> PreviewSession.Rebuild? {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if let hit = all.dropFirst(after).first(where: wanted) { return hit }
            try await Task.sleep(for: .milliseconds(20))
        }
        return all.dropFirst(after).first(where: wanted)
    }
}

/// A whole `serve` session on a small real site (issue 14, defects 3, 9 and 12).
@Suite("Preview session", .serialized)
final class PreviewSessionTests {
    let root: URL
    let session: PreviewSession
    let log = RebuildLog()
    let port: UInt16

    init() async throws {
        root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("flowdoc-session-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("content"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("templates"), withIntermediateDirectories: true)
        try Self.write(root, "content/index.md", "# Home\n\nWelcome.\n")
        try Self.write(root, "content/01-first.md", "# First\n\nOne.\n")
        try Self.write(root, "content/02-second.md", "# Second\n\nTwo.\n")
        session = try PreviewSession(root: root, policy: DiagnosticPolicy(), options: .init(port: 0))
        port = try #require(URL(string: session.url)?.port.flatMap { UInt16($0) })
        let log = self.log
        try session.start { log.record($0) }
        _ = try await log.wait(for: 1)
    }

    deinit {
        session.stop()
        try? FileManager.default.removeItem(at: root)
    }

    static func write(_ root: URL, _ path: String, _ text: String) throws {
        try Data(text.utf8).write(to: root.appendingPathComponent(path))
    }

    func status() throws -> String {
        try #require(RawHTTPClient.get(port, "/__flowdoc/status")).body
    }

    @Test func filesThatAreNotInputsTriggerNoRebuild() async throws {
        #expect(log.all.count == 1)
        for round in 0..<5 {
            try Self.write(root, "preview.log", "rebuilt \(round)\n")
            try Self.write(root, "notes.txt", "note \(round)")
            try Self.write(root, "templates/foo.txt", "x \(round)")
        }
        try await Task.sleep(for: .milliseconds(1200))
        #expect(log.all.count == 1, "non-inputs caused \(log.all.count - 1) rebuilds")
        // An input does (so the quiet above is not a watcher that sees nothing).
        try Self.write(root, "content/notes.txt", "an asset")
        let rebuild = try #require(try await log.wait(for: 2))
        #expect(rebuild.written == ["notes.txt"])
        #expect(rebuild.kinds == ["content"])
    }

    @Test func aRebuildThatWritesNothingReloadsNothing() async throws {
        let before = try status()
        try Self.write(root, "content/01-first.md", "# First\n\nOne.\n")  // the same bytes
        let rebuild = try #require(try await log.wait(for: 2))
        #expect(rebuild.written.isEmpty)
        #expect(!rebuild.reloaded)
        #expect(try status() == before, "no new generation, so open pages do not reload")
        try Self.write(root, "content/01-first.md", "# First\n\nOne, changed.\n")
        let changed = try #require(try await log.wait(for: 3))
        // The chapter's page, plus what every chapter's text feeds: the print page and the search index.
        #expect(changed.written.filter { $0 != "print.html" && !$0.hasPrefix("search/") } == ["first.html"])
        #expect(changed.reloaded)
        #expect(try status() != before)
    }

    @Test func aDeletedChapterIsGoneAfterTheRebuild() async throws {
        #expect(try #require(RawHTTPClient.get(port, "/second.html")).status == 200)
        try FileManager.default.removeItem(at: root.appendingPathComponent("content/02-second.md"))
        let rebuild = try #require(try await log.wait(for: 2))
        #expect(rebuild.removed.filter { !$0.hasPrefix("search/") } == ["second.html"])
        #expect(rebuild.reloaded)
        #expect(try #require(RawHTTPClient.get(port, "/second.html")).status == 404)
        #expect(try #require(RawHTTPClient.get(port, "/first.html")).status == 200)
    }

    /// A README.md is the home page once the index.md beside it is gone (`FolderReadmeTests`):
    /// the session serves what a fresh build writes, and the README's old page is removed.
    @Test func aReadmeBecomesTheHomePageWhenTheIndexIsRemoved() async throws {
        try Self.write(root, "content/README.md", "# Read me\n\nThe readme text.\n")
        let added = try #require(try await log.first(after: 1) { $0.written.contains("readme.html") })
        #expect(added.report.succeeded)
        try FileManager.default.removeItem(at: root.appendingPathComponent("content/index.md"))
        let removed = try #require(try await log.first(after: 1) { $0.removed.contains("readme.html") })
        #expect(removed.report.succeeded)
        #expect(try #require(RawHTTPClient.get(port, "/readme.html")).status == 404)
        #expect(try #require(RawHTTPClient.get(port, "/index.html")).body.contains("The readme text."))
    }

    @Test func deletingContentIsAFailedBuildInTheStatus() async throws {
        #expect(try status().contains("\"succeeded\":true"))
        try FileManager.default.removeItem(at: root.appendingPathComponent("content"))
        _ = try #require(try await log.first(after: 1) { !$0.report.succeeded })
        let text = try status()
        #expect(text.contains("\"succeeded\":false"))
        #expect(text.contains("\"rule\":\"serve.build-failed\""))
        #expect(text.contains("no content/ folder"))
        // The last good pages stay.
        #expect(try #require(RawHTTPClient.get(port, "/first.html")).status == 200)
    }
}

/// Issue 14, defect 12: a `serve` that cannot start leaves no temporary folder.
@Suite("Preview session start failures")
struct PreviewSessionStartTests {
    /// The scratch option is where the served folder really goes (else the test below proves nothing).
    @Test func theServedFolderLivesInTheScratchFolderUntilStop() throws {
        let scratch = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("flowdoc-scratch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let session = try PreviewSession(root: URL(fileURLWithPath: NSTemporaryDirectory()), policy: DiagnosticPolicy(),
                                         options: .init(port: 0, scratch: scratch))
        #expect(session.servedFolder.deletingLastPathComponent().standardizedFileURL.path == scratch.standardizedFileURL.path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).count == 1)
        session.stop()
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty)
    }

    @Test func aPortInUseLeavesNoFolder() throws {
        let busy = try PreviewServer(configuration: ServerConfiguration(root: URL(fileURLWithPath: "/nonexistent"), port: 0))
        defer { busy.stop() }
        // A scratch folder of this test's own: nothing else makes folders in it.
        let scratch = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("flowdoc-scratch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        #expect(throws: PreviewError.portInUse(busy.port)) {
            _ = try PreviewSession(root: URL(fileURLWithPath: NSTemporaryDirectory()), policy: DiagnosticPolicy(),
                                   options: .init(port: busy.port, scratch: scratch))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty)
    }
}

/// An edit saved right after the first build's "built" line is rebuilt: the watcher is armed
/// before that build (it used to be armed after it, and on a 10,000-chapter book an edit in
/// between was missed). The edit is made inside the report of the first build, the earliest
/// moment a user could see "built", so the test does not depend on timing.
@Suite("Preview session first build")
struct PreviewSessionFirstBuildTests {
    @Test func anEditRightAfterTheFirstBuildIsRebuilt() async throws {
        let root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("flowdoc-first-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("content"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try PreviewSessionTests.write(root, "content/index.md", "# Home\n\nWelcome.\n")
        let session = try PreviewSession(root: root, policy: DiagnosticPolicy(), options: .init(port: 0))
        defer { session.stop() }
        let log = RebuildLog()
        try session.start { rebuild in
            if rebuild.changed.isEmpty {
                try? PreviewSessionTests.write(root, "content/index.md", "# Home\n\nEdited at once.\n")
            }
            log.record(rebuild)
        }
        let second = try await log.wait(for: 2)
        #expect(second?.changed == ["content/index.md"])
    }
}
