import Foundation
import SourceModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The visible files of a folder (content, templates), with one rule for symbolic links: a link
/// whose target lies outside the folder is never read (`SkippedLink.Reason.leadsOut`); a link
/// inside it is what it points to — a file is listed under the link's name, a folder is walked
/// under the link's name — except a link back to a folder that holds it (a loop) and a link to
/// a folder found inside a linked folder (followed one link deep, so the walk is finite and
/// at most one copy of the folder per link), which are skipped and said so.
package enum FolderListing {
    /// What a walk found: files and special files (relative, sorted), and the links it skipped.
    package struct Listing: Sendable, Equatable {
        package var files: [String]
        /// FIFOs, sockets and devices (or links to them), never opened.
        package var special: [String]
        /// Links not followed, sorted by path.
        package var skippedLinks: [SkippedLink]
        /// Whether a file or folder is listed through a link (so a change to the real file
        /// changes a listed path the watcher does not name).
        package var followsLinks: Bool
    }

    /// Relative paths of the visible files under `url`, sorted. Throws when `url` is not a folder.
    package static func files(_ url: URL) throws -> [String] {
        try listing(url).files
    }

    /// Whether a walk skips the file or folder `name`: hidden names (`.git`, `.DS_Store`, an
    /// editor's `.chapter.md.swp` or `.#chapter.md` lock), an editor's backup `chapter.md~` and
    /// Emacs's auto-save `#chapter.md#`. They are an editor's files, not the author's: a site
    /// that published them would serve stale copies of its chapters (Jekyll and Hugo skip the
    /// same names). `serve`'s watchers skip exactly these.
    package static func skips(name: some StringProtocol) -> Bool {
        name.hasPrefix(".") || name.hasSuffix("~") || (name.count > 1 && name.hasPrefix("#") && name.hasSuffix("#"))
    }

    /// Walks `url`, skipping what `skips(name:)` says. Throws when `url` is not a folder.
    package static func listing(_ url: URL) throws -> Listing {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue,
              let realBase = realPath(url.path) else {
            throw SiteError.missingFolder(url.path)
        }
        let base = url.standardizedFileURL.path
        // By bytes: a walk's path is its folder's path, `/` and the name (and a Character count
        // would take a combining mark at the start of a name into the `/` before it).
        let baseBytes = base.utf8.count
        func relative(_ path: String) -> String { String(Substring(path.utf8.dropFirst(baseBytes + 1))) }

        /// A folder to list: where the walk is, where it really is, and whether a link led there.
        struct Folder { var path: String; var real: String; var throughLink: Bool }
        /// A finding, with where its entry really is (one entry may be met through a link too).
        /// `target`: where a skipped link leads, relative to the folder walked, when that is inside it.
        struct Found {
            var path: String, real: String, throughLink: Bool, reason: SkippedLink.Reason?, target: String? = nil
        }
        var files: [String] = []
        var found: [Found] = []
        var followsLinks = false
        var pending = [Folder(path: base, real: realBase, throughLink: false)]
        while let folder = pending.popLast() {
            for entry in DirectoryWalker.entries(of: folder.path, ignoring: { name, _ in skips(name: name) }) {
                let name = String(Substring(entry.path.utf8.dropFirst(folder.path.utf8.count + 1)))
                let real = folder.real + "/" + name
                guard entry.isLink else {
                    if entry.isDirectory {
                        pending.append(Folder(path: entry.path, real: real, throughLink: folder.throughLink))
                    } else if entry.isFile {
                        files.append(relative(entry.path))
                    } else if entry.isSpecial {
                        found.append(Found(path: relative(entry.path), real: real, throughLink: folder.throughLink, reason: nil))
                    }
                    continue
                }
                // A dangling link names nothing: like a missing file, it is not listed.
                guard let target = realPath(entry.path) else { continue }
                func skip(_ reason: SkippedLink.Reason) {
                    let inside: String? = target == realBase ? ""
                        : target.hasPrefix(realBase + "/") ? String(target.dropFirst(realBase.count + 1)) : nil
                    found.append(Found(path: relative(entry.path), real: real, throughLink: folder.throughLink, reason: reason,
                                       target: inside))
                }
                let written = (try? FileManager.default.destinationOfSymbolicLink(atPath: entry.path)) ?? target
                guard target.hasPrefix(realBase + "/") || target == realBase else {
                    skip(.leadsOut(target: written))
                    continue
                }
                if entry.isLinkToDirectory {
                    if folder.real == target || folder.real.hasPrefix(target + "/") {
                        skip(.loop(target: written))
                    } else if folder.throughLink {
                        skip(.insideLinkedFolder(target: written))
                    } else {
                        followsLinks = true
                        pending.append(Folder(path: entry.path, real: target, throughLink: true))
                    }
                } else if entry.isFile {
                    followsLinks = true
                    files.append(relative(entry.path))
                } else if entry.isSpecial {
                    found.append(Found(path: relative(entry.path), real: real, throughLink: folder.throughLink, reason: nil))
                }
            }
        }
        // An entry met both where it is and through a link to its folder is reported once: where
        // it is (else at the first path); the other paths are kept as its aliases.
        var chosen: [String: Found] = [:]
        var paths: [String: [String]] = [:]
        for item in found {
            paths[item.real, default: []].append(item.path)
            if let kept = chosen[item.real],
               kept.throughLink != item.throughLink ? !kept.throughLink : kept.path <= item.path { continue }
            chosen[item.real] = item
        }
        let kept = chosen.values.sorted { $0.path < $1.path }
        let skipped = kept.compactMap { item in
            item.reason.map {
                SkippedLink(path: item.path, reason: $0, aliases: (paths[item.real] ?? []).filter { $0 != item.path }.sorted(),
                            realPath: item.target)
            }
        }
        return Listing(files: files.sorted(), special: kept.filter { $0.reason == nil }.map(\.path),
                       skippedLinks: skipped, followsLinks: followsLinks)
    }

    /// The canonical absolute path with every link resolved, or nil when it does not exist.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
