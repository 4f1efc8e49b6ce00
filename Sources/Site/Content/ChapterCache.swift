import Foundation
import Markup
import SourceModel

/// When a file was last changed, as far as a rebuild needs to know.
struct FileStamp: Hashable, Sendable {
    var size: Int64
    var modified: Int64
    /// Settings that change how a chapter parses: raw HTML, the Markdown flavour, and the
    /// `sources` folder its listings may include from.
    var rawHTML: Bool
    var flavor: MarkdownFlavor
    var sources: String

    init?(path: String, options rawHTML: Bool, flavor: MarkdownFlavor = .gfm, sources: String = "") {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        size = Int64(info.st_size)
        #if canImport(Darwin)
        modified = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        #else
        modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        #endif
        self.rawHTML = rawHTML
        self.flavor = flavor
        self.sources = sources
    }
}

/// Parsed chapters kept between builds of one `serve` session, by content-relative path.
package final class ChapterCache: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String: (stamp: FileStamp, result: (LoadedChapter?, [Diagnostic]))] = [:]

    package init() {}

    func lookup(_ path: String, stamp: FileStamp) -> (LoadedChapter?, [Diagnostic])? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[path], entry.stamp == stamp else { return nil }
        return entry.result
    }

    func store(_ path: String, stamp: FileStamp, result: (LoadedChapter?, [Diagnostic])) {
        lock.lock()
        entries[path] = (stamp, result)
        lock.unlock()
    }

    /// A file's last result whatever its stamp (the caller knows it did not change), when it
    /// was parsed with these settings.
    func lookup(_ path: String, options rawHTML: Bool, flavor: MarkdownFlavor, sources: String) -> (LoadedChapter?, [Diagnostic])? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[path], entry.stamp.rawHTML == rawHTML, entry.stamp.flavor == flavor,
              entry.stamp.sources == sources else { return nil }
        return entry.result
    }

    /// The last listing of `content/`: files (and FIFOs, sockets, devices, skipped links), relative.
    private(set) var listing: (whole: FolderListing.Listing, set: Set<String>)?

    func keep(listing: FolderListing.Listing) {
        self.listing = (listing, Set(listing.files + listing.special))
    }

    /// Whether the last listing still holds after `changes` (content-relative paths): each one
    /// is a regular file it lists, or something it does not list that is not there (a
    /// temporary file already gone). A new or deleted file or a folder means listing again; so
    /// does any change when a file is listed through a symbolic link (its real file changing
    /// changes it too, and the watcher names only the real one).
    func listingStillHolds(changes: Set<String>, in folder: URL) -> Bool {
        guard let listing, !listing.whole.followsLinks else { return false }
        for path in changes {
            var info = stat()
            let exists = lstat(folder.path + "/" + path, &info) == 0
            if listing.set.contains(path) {
                guard exists, info.st_mode & S_IFMT == S_IFREG, !listing.whole.special.contains(path) else { return false }
            } else if exists {
                return false
            }
        }
        return true
    }

    /// The last tree loaded with this cache: what it reported, where each published chapter
    /// is (by content-relative path), the assets' source paths.
    private(set) var lastTree: (tree: ContentTree, diagnostics: [Diagnostic], keepsParagraphs: Bool,
                                positions: [String: Int], assets: Set<String>)?

    /// `inPlace`: the tree is the last one with chapters replaced where they were (positions
    /// and assets unchanged).
    func keep(tree: ContentTree, diagnostics: [Diagnostic], keepsParagraphs: Bool, inPlace: Bool = false) {
        if inPlace, let last = lastTree {
            lastTree = (tree, diagnostics, keepsParagraphs, last.positions, last.assets)
            return
        }
        var positions: [String: Int] = [:]
        for (position, chapter) in tree.chapters.enumerated() {
            positions[String(chapter.file.path.dropFirst("content/".count))] = position
        }
        lastTree = (tree, diagnostics, keepsParagraphs, positions, Set(tree.assets.map(\.source)))
    }

    /// Whether the file's last load reported nothing.
    func hadNoDiagnostics(_ path: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return entries[path]?.result.1.isEmpty == true
    }

    /// Forgets files that are gone.
    func keep(only paths: Set<String>) {
        lock.lock()
        entries = entries.filter { paths.contains($0.key) }
        lock.unlock()
    }
}
