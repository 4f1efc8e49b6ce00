import CFileSystem
import Foundation

/// Puts a finished build in place atomically, and never deletes what flowdoc did not make.
///
/// A build writes into a staging folder beside the output (`.site.flowdoc-staging-PID`);
/// only when the whole build succeeded is it exchanged with the output in one
/// `renameat2(RENAME_EXCHANGE)` (macOS: `renamex_np(RENAME_SWAP)`), so there is no instant
/// without a site; where the file system cannot exchange, two renames with the previous site
/// parked at `.site.flowdoc-old-PID`. A failed build discards the staging folder and leaves
/// the previous site exactly as it was. Leftovers of builds that were killed (their PID is
/// gone) are removed by the next build, and a site left parked is put back first.
package struct SiteWriter: Sendable {
    /// The file that marks a folder as flowdoc's output.
    package static let marker = ".flowdoc-site"
    package let output: URL

    /// Checks that `output` is safe to replace. Throws `SiteError.unsafeOutput` when it is,
    /// contains or lies inside one of the `sources` folders (content, templates: a build
    /// would read its own output back), is or contains the site `root` (which may hold the
    /// output, as `site/`), or is a non-empty folder flowdoc did not create.
    package init(output: URL, protecting sources: [URL], root: URL? = nil) throws {
        let out = Self.resolved(output)
        if out.path == "/" { throw SiteError.unsafeOutput("refusing to write the site to '/'") }
        for source in sources {
            let protected = Self.resolved(source)
            if out.path == protected.path || protected.path.hasPrefix(out.path + "/") {
                throw SiteError.unsafeOutput(
                    "refusing to write the site to '\(output.path)': it is or contains '\(source.path)'")
            }
            if out.path.hasPrefix(protected.path + "/") {
                throw SiteError.unsafeOutput(
                    "refusing to write the site to '\(output.path)': it is inside '\(source.path)', which the build reads "
                        + "(every build would copy the previous site into the next); choose a folder outside it with -o")
            }
        }
        if let root {
            let protected = Self.resolved(root)
            if out.path == protected.path || protected.path.hasPrefix(out.path + "/") {
                throw SiteError.unsafeOutput(
                    "refusing to write the site to '\(output.path)': it is or contains '\(root.path)'")
            }
        }
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: out.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw SiteError.unsafeOutput("refusing to replace '\(output.path)': it is a file, not a folder")
            }
            let entries = (try? manager.contentsOfDirectory(atPath: out.path)) ?? []
            if !entries.isEmpty, !entries.contains(Self.marker) {
                throw SiteError.unsafeOutput(
                    "refusing to replace '\(output.path)': flowdoc did not create it (no \(Self.marker) file); "
                        + "choose another folder with -o or empty it")
            }
        }
        self.output = out
    }

    /// The real path: symbolic links resolved for the part that exists.
    private static func resolved(_ url: URL) -> URL { url.standardizedFileURL.resolvingSymlinksInPath() }

    /// Creates an empty staging folder next to the output, after cleaning up what killed
    /// builds left there.
    package func makeStaging() throws -> URL {
        let parent = output.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        recoverLeftovers()
        let staging = path(.staging, pid: getpid())
        try? FileManager.default.removeItem(at: staging)
        do {
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false)
        } catch {
            throw SiteError.io("cannot create '\(staging.path)': \(IOFailure.reason(error))")
        }
        flowdoc_mark_top_folder(staging.path)
        return staging
    }

    /// Swaps the staging folder in as the output.
    package func commit(_ staging: URL) throws {
        let markerPath = staging.appendingPathComponent(Self.marker).path
        try writeFile(markerPath, Array("This folder is written by flowdoc and replaced on every build.\n".utf8))
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: output.path, isDirectory: &isDirectory) else {
            if rename(staging.path, output.path) != 0 {
                throw SiteError.io("cannot move the new site into place ('\(output.path)'): \(IOFailure.reason(errno))")
            }
            return
        }
        // One atomic exchange: the new site appears and the old one moves to the staging name.
        if flowdoc_exchange_paths(staging.path, output.path) == 0 {
            try? FileManager.default.removeItem(at: staging)
            return
        }
        let exchangeError = errno
        guard exchangeError == ENOSYS || exchangeError == EINVAL || exchangeError == ENOTSUP || exchangeError == EXDEV
        else {
            throw SiteError.io("cannot move the new site into place ('\(output.path)'): \(IOFailure.reason(exchangeError))")
        }
        // No exchange here: two renames. A build killed between them leaves the old site at
        // `.site.flowdoc-old-PID`, which the next build puts back (`recoverLeftovers`).
        let old = path(.old, pid: getpid())
        try? FileManager.default.removeItem(at: old)
        if rename(output.path, old.path) != 0 {
            throw SiteError.io("cannot move the previous site aside ('\(output.path)'): \(IOFailure.reason(errno))")
        }
        if rename(staging.path, output.path) != 0 {
            let reason = IOFailure.reason(errno)
            _ = rename(old.path, output.path)
            throw SiteError.io("cannot move the new site into place ('\(output.path)'): \(reason)")
        }
        try? FileManager.default.removeItem(at: old)
    }

    /// Throws the staging folder away (a failed build).
    package func discard(_ staging: URL) {
        try? FileManager.default.removeItem(at: staging)
    }

    // MARK: Leftovers of killed builds

    enum Leftover: String { case staging = "flowdoc-staging", old = "flowdoc-old" }

    /// `.site.flowdoc-staging-PID` beside the output.
    func path(_ kind: Leftover, pid: Int32) -> URL {
        output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).\(kind.rawValue)-\(pid)")
    }

    /// The leftovers beside the output whose build is gone, by kind and PID.
    func leftovers() -> [(kind: Leftover, pid: Int32, url: URL)] {
        let parent = output.deletingLastPathComponent()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        var found: [(Leftover, Int32, URL)] = []
        for name in names.sorted() {
            for kind in [Leftover.staging, .old] {
                let prefix = ".\(output.lastPathComponent).\(kind.rawValue)-"
                guard name.hasPrefix(prefix), let pid = Int32(name.dropFirst(prefix.count)), pid > 0 else { continue }
                let url = parent.appendingPathComponent(name)
                var info = stat()
                // Only real folders (never a link someone put there).
                guard lstat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { continue }
                found.append((kind, pid, url))
            }
        }
        return found
    }

    /// Puts back a site parked by a build killed between its two renames (when there is no
    /// output now), then removes every leftover whose process no longer runs. A live PID
    /// (another build running now) is left alone.
    package func recoverLeftovers() {
        let dead = leftovers().filter { !Self.isRunning($0.pid) && $0.pid != getpid() }
        if !FileManager.default.fileExists(atPath: output.path) {
            // The newest parked site: the highest modification time, then the highest PID.
            let parked = dead.filter { $0.kind == .old && FileManager.default.fileExists(
                atPath: $0.url.appendingPathComponent(Self.marker).path) }
            if let newest = parked.max(by: { Self.modified($0.url) < Self.modified($1.url) }) {
                _ = rename(newest.url.path, output.path)
            }
        }
        for leftover in dead where FileManager.default.fileExists(atPath: leftover.url.path) {
            try? FileManager.default.removeItem(at: leftover.url)
        }
    }

    private static func isRunning(_ pid: Int32) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }

    private static func modified(_ url: URL) -> Date {
        ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date) ?? .distantPast
    }
}
