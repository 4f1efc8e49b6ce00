import Foundation
@testable import Preview
import Synchronization
import Testing

/// Records watcher callbacks.
final class ChangeLog: Sendable {
    private let batches = Mutex<[Set<String>]>([])
    func record(_ paths: Set<String>) { batches.withLock { $0.append(paths) } }
    var all: [Set<String>] { batches.withLock { $0 } }

    /// Waits until at least `count` batches arrived (or `timeout`), then `settle` more.
    func wait(for count: Int, timeout: Duration = .seconds(5), settle: Duration = .milliseconds(700)) async throws {
        let deadline = ContinuousClock.now + timeout
        while all.count < count && ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
        try await Task.sleep(for: settle)
    }
}

enum WatcherKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case inotify, polling
    var testDescription: String { rawValue }

    // A generous quiet period keeps the tests steady on a busy machine; the logic is the same.
    func make(_ root: URL) -> any FileWatcher {
        switch self {
        case .inotify: InotifyWatcher(roots: [root], quietPeriod: .milliseconds(200), settledPeriod: .milliseconds(200))
        case .polling: PollingWatcher(roots: [root], interval: .milliseconds(20), quietPeriod: .milliseconds(200))
        }
    }
}

@Suite("File watchers")
final class FileWatcherTests {
    let root: URL

    init() throws {
        root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("flowdoc-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("sub"), withIntermediateDirectories: true)
        for name in ["b.md", "c.md", "d.md", "sub/e.md"] { try write(name, "old") }
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    private func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    private func write(_ relative: String, _ text: String) throws {
        // Open, write, close: what a plain editor save does.
        let handle = FileHandle(forWritingAtPath: path(relative)) ?? {
            _ = FileManager.default.createFile(atPath: path(relative), contents: nil)
            return FileHandle(forWritingAtPath: path(relative))
        }()
        guard let handle else { throw CocoaError(.fileWriteUnknown) }
        handle.truncateFile(atOffset: 0)
        handle.write(Data(text.utf8))
        handle.closeFile()
    }

    @Test("one debounced batch for a burst of edits", arguments: WatcherKind.allCases)
    func burstIsOneBatch(kind: WatcherKind) async throws {
        let log = ChangeLog()
        let watcher = kind.make(root)
        try watcher.start { log.record($0) }
        defer { watcher.stop() }
        try await Task.sleep(for: .milliseconds(50))

        try write("a.md", "created")                                   // create
        try write("b.md", "first save")                                // write twice
        try write("b.md", "second save, longer")
        try write("c.md.tmp", "renamed over")                          // save by rename
        try FileManager.default.moveItem(atPath: path("c.md.tmp"), toPath: path("c.md.swap"))
        _ = rename(path("c.md.swap"), path("c.md"))
        try FileManager.default.removeItem(atPath: path("d.md"))       // delete
        try FileManager.default.createDirectory(atPath: path("new/deeper"), withIntermediateDirectories: true)
        try write("new/deeper/f.md", "in a new folder")                // new folder, file at once
        try write("sub/e.md", "nested edit")

        try await log.wait(for: 1)
        let batches = log.all
        #expect(batches.count == 1, "\(batches)")
        let changed = batches.first ?? []
        for expected in ["a.md", "b.md", "c.md", "d.md", "new/deeper/f.md", "sub/e.md"] {
            #expect(changed.contains(path(expected)), "\(expected) missing from \(changed.sorted())")
        }
    }

    @Test("separate edits give separate batches; new folders stay watched", arguments: WatcherKind.allCases)
    func laterEditsInNewFolders(kind: WatcherKind) async throws {
        let log = ChangeLog()
        let watcher = kind.make(root)
        try watcher.start { log.record($0) }
        defer { watcher.stop() }
        try await Task.sleep(for: .milliseconds(50))
        try FileManager.default.createDirectory(atPath: path("late"), withIntermediateDirectories: true)
        try await log.wait(for: 1)
        try write("late/g.md", "written after the folder was noticed")
        try await log.wait(for: 2)
        // Under load the write's events may straddle the quiet period and come as two batches;
        // what matters is that every later batch names the new file alone (the folder is watched).
        let later = log.all.dropFirst()
        #expect(!later.isEmpty)
        #expect(later.allSatisfy { $0 == [path("late/g.md")] }, "\(later)")
    }

    /// The names a build skips (`FolderListing.skips(name:)`): hidden ones, an editor's backup
    /// `b.md~` and Emacs's auto-save `#b.md#`.
    @Test("what a build skips is ignored", arguments: WatcherKind.allCases)
    func ignoredNames(kind: WatcherKind) async throws {
        let log = ChangeLog()
        let watcher = kind.make(root)
        try watcher.start { log.record($0) }
        defer { watcher.stop() }
        try await Task.sleep(for: .milliseconds(50))
        try write(".b.md.swp", "swap")
        try write("b.md~", "backup")
        try write("#b.md#", "auto-save")
        try FileManager.default.createDirectory(atPath: path(".git/objects"), withIntermediateDirectories: true)
        try write(".git/objects/x", "object")
        try await log.wait(for: 1, timeout: .milliseconds(600), settle: .zero)
        #expect(log.all.isEmpty, "\(log.all)")
    }

    /// Any other name a build publishes is reported, Vim's `4913` probe and a lone `#` included:
    /// `serve` must publish (and remove) what `flowdoc build` publishes.
    @Test("what a build publishes is reported", arguments: WatcherKind.allCases)
    func publishedNamesAreReported(kind: WatcherKind) async throws {
        let log = ChangeLog()
        let watcher = kind.make(root)
        try watcher.start { log.record($0) }
        defer { watcher.stop() }
        try await Task.sleep(for: .milliseconds(50))
        try write("sub/4913", "probe")
        try write("#", "a name")
        try await log.wait(for: 1, timeout: .seconds(5), settle: .milliseconds(400))
        let reported = log.all.reduce(into: Set<String>()) { $0.formUnion($1) }
        #expect(reported.isSuperset(of: [path("sub/4913"), path("#")]), "\(log.all)")
    }

    @Test("no callback after stop", arguments: WatcherKind.allCases)
    func stopIsFinal(kind: WatcherKind) async throws {
        let log = ChangeLog()
        let watcher = kind.make(root)
        try watcher.start { log.record($0) }
        watcher.stop()
        try write("b.md", "after stop")
        try await Task.sleep(for: .milliseconds(500))
        #expect(log.all.isEmpty)
        watcher.stop()
    }

    @Test("a callback may stop its own watcher", arguments: WatcherKind.allCases)
    func stopFromCallback(kind: WatcherKind) async throws {
        let log = ChangeLog()
        let watcher = kind.make(root)
        try watcher.start { paths in
            log.record(paths)
            watcher.stop()
        }
        try await Task.sleep(for: .milliseconds(50))
        try write("b.md", "one")
        try await log.wait(for: 1, settle: .milliseconds(300))
        try write("c.md", "two")
        try await Task.sleep(for: .milliseconds(500))
        #expect(log.all.count == 1)
    }

    @Test("a missing folder cannot be watched", arguments: WatcherKind.allCases)
    func missingFolder(kind: WatcherKind) {
        let watcher = kind.make(root.appendingPathComponent("absent"))
        #expect(throws: PreviewError.self) { try watcher.start { _ in } }
    }
}
