#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import SourceModel
import Synchronization

/// Watches folder trees by comparing each file's modification time, change time, size and
/// inode every `interval`; portable, and immune to the limits of native notifications.
/// Changes are reported in debounced batches (see `FileWatcher`).
package final class PollingWatcher: FileWatcher {
    private let roots: [String]
    private let interval: Duration
    private let quietPeriod: Duration
    private let isIgnored: @Sendable (String) -> Bool
    private let running = Mutex<Running?>(nil)

    private struct Running: Sendable {
        var wake: DispatchSemaphore
        var stopFlag: StopFlag
        var thread: WatcherThread
    }

    /// Scans `roots` every `interval`; reports after `quietPeriod` without further changes.
    /// `isIgnored` is given each absolute path (see `WatchFilter`).
    package init(
        roots: [URL], interval: Duration = .milliseconds(200), quietPeriod: Duration = .milliseconds(50),
        ignoring isIgnored: @escaping @Sendable (String) -> Bool = WatchFilter.isIgnored
    ) {
        self.roots = roots.map { $0.standardizedFileURL.path }
        self.interval = interval
        self.quietPeriod = quietPeriod
        self.isIgnored = isIgnored
    }

    deinit { stop() }

    package func start(onChange: @escaping @Sendable (Set<String>) -> Void) throws {
        try running.withLock { running in
            guard running == nil else { return }
            for root in roots {
                var st = stat()
                guard stat(root, &st) == 0, st.st_mode & S_IFMT == S_IFDIR else {
                    throw PreviewError.cannotWatch("\(root) is not a folder")
                }
            }
            let wake = DispatchSemaphore(value: 0)
            let stopFlag = StopFlag()
            let (roots, interval, quiet, isIgnored) = (self.roots, self.interval, self.quietPeriod, self.isIgnored)
            let initial = Self.scan(roots, isIgnored)  // before start() returns: later changes count
            let thread = WatcherThread(name: "flowdoc.polling") {
                var batch = ChangeBatch()
                var snapshot = initial
                while true {
                    let wait = batch.isEmpty ? interval : quiet
                    _ = wake.wait(timeout: .now() + .nanoseconds(Int(wait.components.seconds * 1_000_000_000
                        + wait.components.attoseconds / 1_000_000_000)))
                    if stopFlag.isSet { return }
                    let next = Self.scan(roots, isIgnored)
                    let changed = Self.difference(snapshot, next)
                    snapshot = next
                    for path in changed { batch.add(path) }
                    if let due = batch.due(quiet: quiet), changed.isEmpty || due <= .now {
                        onChange(batch.take())
                    }
                }
            }
            running = Running(wake: wake, stopFlag: stopFlag, thread: thread)
        }
    }

    package func stop() {
        guard let stopped = running.withLock({ running -> Running? in
            defer { running = nil }
            return running
        }) else { return }
        stopped.stopFlag.set()
        stopped.wake.signal()
        stopped.thread.join()
    }

    /// What identifies a version of a file.
    struct Stamp: Equatable {
        var modified: Int64, modifiedNanos: Int64, changed: Int64, changedNanos: Int64
        var size: Int64, inode: UInt64, isDirectory: Bool
    }

    static func scan(_ roots: [String], _ isIgnored: (String) -> Bool) -> [String: Stamp] {
        var result: [String: Stamp] = [:]
        var pending = roots
        while let folder = pending.popLast() {
            for entry in DirectoryWalker.entries(of: folder, ignoring: { _, path in isIgnored(path) }) {
                var st = stat()
                guard stat(entry.path, &st) == 0 else { continue }  // follows file symlinks
                result[entry.path] = Stamp(
                    modified: Int64(st.st_mtim.tv_sec), modifiedNanos: Int64(st.st_mtim.tv_nsec),
                    changed: Int64(st.st_ctim.tv_sec), changedNanos: Int64(st.st_ctim.tv_nsec),
                    size: Int64(st.st_size), inode: UInt64(st.st_ino), isDirectory: entry.isDirectory)
                if entry.isDirectory { pending.append(entry.path) }
            }
        }
        return result
    }

    /// Paths added, removed or changed between two scans (folders only when added or removed).
    static func difference(_ old: [String: Stamp], _ new: [String: Stamp]) -> Set<String> {
        var changed: Set<String> = []
        for (path, stamp) in new {
            guard let before = old[path] else { changed.insert(path); continue }
            if stamp.isDirectory && before.isDirectory { continue }
            if stamp != before { changed.insert(path) }
        }
        for path in old.keys where new[path] == nil { changed.insert(path) }
        return changed
    }
}

/// A flag set once, read from the polling thread.
final class StopFlag: Sendable {
    private let value = Atomic<Bool>(false)
    func set() { value.store(true, ordering: .releasing) }
    var isSet: Bool { value.load(ordering: .acquiring) }
}
