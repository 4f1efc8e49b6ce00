#if canImport(Glibc)
import Glibc
import Foundation
import SourceModel
import Synchronization

/// Watches folder trees with Linux inotify: one watch per folder, added for new folders as
/// they appear, and changes reported in debounced batches (see `FileWatcher`).
///
/// Editors that save by writing a temporary file and renaming it over the original are
/// seen through `IN_MOVED_TO`; plain writes through `IN_CLOSE_WRITE`/`IN_MODIFY`.
package final class InotifyWatcher: FileWatcher {
    private let roots: [String]
    private let quietPeriod: Duration
    private let settledPeriod: Duration
    private let isIgnored: @Sendable (String) -> Bool
    private let running = Mutex<Running?>(nil)

    private struct Running: Sendable {
        var wakeWrite: Int32
        var thread: WatcherThread
    }

    /// Watches `roots` (folders); reports after `quietPeriod` without further changes, or after
    /// `settledPeriod` when every changed file is complete (closed after writing, renamed into
    /// place or deleted: see `ChangeBatch`). `isIgnored` is given each absolute path (see
    /// `WatchFilter`).
    package init(
        roots: [URL], quietPeriod: Duration = .milliseconds(50), settledPeriod: Duration = .milliseconds(8),
        ignoring isIgnored: @escaping @Sendable (String) -> Bool = WatchFilter.isIgnored
    ) {
        self.roots = roots.map { $0.standardizedFileURL.path }
        self.quietPeriod = quietPeriod
        self.settledPeriod = settledPeriod
        self.isIgnored = isIgnored
    }

    deinit { stop() }

    package func start(onChange: @escaping @Sendable (Set<String>) -> Void) throws {
        try running.withLock { running in
            guard running == nil else { return }
            let inotify = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
            guard inotify >= 0 else { throw PreviewError.cannotWatch("inotify_init1: \(String(cString: strerror(errno)))") }
            var pipeFDs: [Int32] = [0, 0]
            guard pipe(&pipeFDs) == 0 else {
                close(inotify)
                throw PreviewError.cannotWatch("pipe2: \(String(cString: strerror(errno)))")
            }
            for fd in pipeFDs {
                _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
                _ = fcntl(fd, F_SETFL, O_NONBLOCK)
            }
            let loop = InotifyLoop(inotify: inotify, wakeRead: pipeFDs[0], roots: roots, quietPeriod: quietPeriod,
                                   settledPeriod: settledPeriod,
                                   isIgnored: isIgnored, onChange: onChange)
            do {
                try loop.watchRoots()
            } catch {
                loop.closeDescriptors()
                close(pipeFDs[1])
                throw error
            }
            let thread = WatcherThread(name: "flowdoc.inotify") {
                loop.run()
                loop.closeDescriptors()
            }
            running = Running(wakeWrite: pipeFDs[1], thread: thread)
        }
    }

    package func stop() {
        guard let stopped = running.withLock({ running -> Running? in
            defer { running = nil }
            return running
        }) else { return }
        var byte: UInt8 = 1
        _ = write(stopped.wakeWrite, &byte, 1)
        stopped.thread.join()
        close(stopped.wakeWrite)
    }
}

/// The watcher thread's state: the inotify descriptor, folder watches, the pending batch.
/// Only the watcher thread touches it once `run()` starts.
private final class InotifyLoop: @unchecked Sendable {
    private let inotify: Int32
    private let wakeRead: Int32
    private let roots: [String]
    private let quietPeriod: Duration
    private let settledPeriod: Duration
    private let isIgnored: @Sendable (String) -> Bool
    private let onChange: @Sendable (Set<String>) -> Void
    private var folders: [Int32: String] = [:]
    private var batch = ChangeBatch()

    private static let mask = UInt32(IN_CREATE | IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE
        | IN_MODIFY | IN_ATTRIB | IN_ONLYDIR | IN_DONT_FOLLOW | IN_EXCL_UNLINK)

    init(inotify: Int32, wakeRead: Int32, roots: [String], quietPeriod: Duration, settledPeriod: Duration,
         isIgnored: @escaping @Sendable (String) -> Bool, onChange: @escaping @Sendable (Set<String>) -> Void) {
        self.inotify = inotify
        self.wakeRead = wakeRead
        self.roots = roots
        self.quietPeriod = quietPeriod
        self.settledPeriod = settledPeriod
        self.isIgnored = isIgnored
        self.onChange = onChange
    }

    /// The walker's filter: the watcher's, given the whole path.
    private var skips: (String, String) -> Bool {
        let isIgnored = self.isIgnored
        return { _, path in isIgnored(path) }
    }

    func watchRoots() throws {
        for root in roots {
            var st = stat()
            guard stat(root, &st) == 0, st.st_mode & S_IFMT == S_IFDIR else {
                throw PreviewError.cannotWatch("\(root) is not a folder")
            }
            for folder in DirectoryWalker.directories(under: root, ignoring: skips) {
                if !addWatch(folder) && errno == ENOSPC {
                    throw PreviewError.cannotWatch(
                        "the inotify watch limit is reached (raise fs.inotify.max_user_watches, or use polling)")
                }
            }
        }
    }

    func closeDescriptors() {
        close(inotify)
        close(wakeRead)
    }

    @discardableResult
    private func addWatch(_ folder: String) -> Bool {
        let wd = inotify_add_watch(inotify, folder, Self.mask)
        guard wd >= 0 else { return false }
        folders[wd] = folder
        return true
    }

    func run() {
        var fds = [pollfd(fd: inotify, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
        while true {
            var timeout: Int32 = -1
            if let due = batch.due(quiet: quietPeriod, settled: settledPeriod) {
                let left = ContinuousClock.now.duration(to: due)
                timeout = left <= .zero ? 0 : Int32(min(left.components.seconds * 1000
                    + left.components.attoseconds / 1_000_000_000_000_000 + 1, 60_000))
            }
            let ready = poll(&fds, 2, timeout)
            if ready < 0 && errno != EINTR { return }
            if fds[1].revents != 0 { return }
            if fds[0].revents & Int16(POLLIN) != 0 { drainEvents() }
            if let due = batch.due(quiet: quietPeriod, settled: settledPeriod), due <= .now {
                onChange(batch.take())
            }
        }
    }

    private func drainEvents() {
        let capacity = 64 * 1024
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 8)
        defer { buffer.deallocate() }
        while true {
            let count = read(inotify, buffer, capacity)
            if count <= 0 { return }
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= count {
                let wd = buffer.loadUnaligned(fromByteOffset: offset, as: Int32.self)
                let mask = buffer.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                let nameLength = Int(buffer.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                var name = ""
                if nameLength > 0 {
                    let start = buffer.advanced(by: offset + header).assumingMemoryBound(to: CChar.self)
                    name = String(cString: start)  // NUL-padded by the kernel
                }
                handle(wd: wd, mask: mask, name: name)
                offset += header + nameLength
            }
        }
    }

    private func handle(wd: Int32, mask: UInt32, name: String) {
        if mask & UInt32(IN_Q_OVERFLOW) != 0 {
            // Events were lost: report the roots so the caller rebuilds everything.
            for root in roots { batch.add(root) }
            return
        }
        if mask & UInt32(IN_IGNORED) != 0 {
            folders[wd] = nil
            return
        }
        guard let folder = folders[wd], !name.isEmpty else { return }
        let path = folder + "/" + name
        guard !isIgnored(path) else { return }
        // A file closed after writing, renamed into place or gone is complete; one created or
        // modified may still be being written.
        let complete = mask & UInt32(IN_ISDIR) == 0
            && mask & UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_ATTRIB) != 0
        batch.add(path, settled: complete)
        guard mask & UInt32(IN_ISDIR) != 0 else { return }
        if mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
            // A new folder: watch it and everything below, and report files that were
            // created in it before the watch existed.
            for sub in DirectoryWalker.directories(under: path, ignoring: skips) { addWatch(sub) }
            for file in DirectoryWalker.files(under: path, ignoring: skips) { batch.add(file) }
        } else if mask & UInt32(IN_MOVED_FROM) != 0 {
            // The folder left (or moved within) the tree: forget its watches; a move within
            // the tree re-adds them through IN_MOVED_TO.
            for (oldWD, oldPath) in folders where oldPath == path || oldPath.hasPrefix(path + "/") {
                inotify_rm_watch(inotify, oldWD)
                folders[oldWD] = nil
            }
        }
    }
}
#endif
