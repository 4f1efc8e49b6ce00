import Site

/// Watches folders and reports changed files, several changes close together as one batch.
///
/// `onChange` runs on the watcher's own thread with the absolute paths of files (and
/// folders) created, modified, renamed or deleted since the last call. Saving a file
/// twice in quick succession, or an editor's write-to-temporary-then-rename, yields one call.
package protocol FileWatcher: Sendable {
    /// Begins watching. Throws `PreviewError.cannotWatch` when a folder cannot be watched.
    func start(onChange: @escaping @Sendable (Set<String>) -> Void) throws
    /// Stops watching; no callback runs after this returns.
    func stop()
}

/// Which paths watchers skip: the names a build skips when it lists `content/` and `templates/`
/// (`FolderListing.skips(name:)`: hidden names, editor backups and auto-saves), so `serve` sees
/// every file a build publishes come and go. Vim's `4913` probe is an ordinary name: it comes
/// and goes within one batch, which costs nothing (the last listing holds).
///
/// A watcher's filter is given the whole path (absolute, under one of its roots), not only the
/// name: a folder skipped in one place (the site's own `site/` output) is watched elsewhere
/// (`content/site/` holds chapters).
package enum WatchFilter {
    /// The default rule, applied to the last component of `path`.
    @Sendable package static func isIgnored(_ path: String) -> Bool {
        let name = path.lastIndex(of: "/").map { path[path.index(after: $0)...] } ?? Substring(path)
        return FolderListing.skips(name: name)
    }
}

/// Collects changed paths and decides when a batch is quiet enough to report.
///
/// A watcher that knows when a file is complete (inotify: closed after writing, renamed into
/// place, deleted) says so with `settled`; while every path of the batch is settled, the batch
/// waits only the short `settled` period (for the rest of the same save), so a plain save is
/// reported at once. A file still being written (created or modified, not yet closed) holds
/// the batch for the whole quiet period.
struct ChangeBatch {
    private(set) var paths: Set<String> = []
    /// Paths whose last change does not say they are complete.
    private var unsettled: Set<String> = []
    private var first: ContinuousClock.Instant?
    private var last: ContinuousClock.Instant?

    /// Longest a busy stream of changes can postpone a report.
    static let maximumDelay: Duration = .seconds(1)

    var isEmpty: Bool { paths.isEmpty }

    mutating func add(_ path: String, at now: ContinuousClock.Instant = .now, settled: Bool = false) {
        paths.insert(path)
        if settled { unsettled.remove(path) } else { unsettled.insert(path) }
        if first == nil { first = now }
        last = now
    }

    /// When to report: `quiet` after the last change (`settled` when every path is complete,
    /// if shorter), but no later than `maximumDelay` after the first. Nil when there is nothing
    /// to report.
    func due(quiet: Duration, settled: Duration? = nil) -> ContinuousClock.Instant? {
        guard let first, let last, !paths.isEmpty else { return nil }
        let wait = unsettled.isEmpty ? min(settled ?? quiet, quiet) : quiet
        return min(last + wait, first + Self.maximumDelay)
    }

    /// Empties the batch and returns what it held.
    mutating func take() -> Set<String> {
        defer { self = ChangeBatch() }
        return paths
    }
}
