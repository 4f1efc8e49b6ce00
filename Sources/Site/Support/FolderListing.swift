import Foundation
import SourceModel

/// The visible files of a folder (content, templates).
package enum FolderListing {
    /// Relative paths of the visible files under `url`, sorted. Hidden names (`.git`,
    /// `.DS_Store`) are skipped; links to files are followed, links to folders are not.
    /// Throws when `url` is not a folder.
    package static func files(_ url: URL) throws -> [String] {
        try filesWithSpecial(url).files
    }

    /// `files`, and apart the FIFOs, sockets and devices (relative, sorted), never opened.
    package static func filesWithSpecial(_ url: URL) throws -> (files: [String], special: [String]) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw SiteError.missingFolder(url.path)
        }
        let base = url.standardizedFileURL.path
        let found = DirectoryWalker.walk(under: base, ignoring: { $0.hasPrefix(".") })
        return (found.files.map { String($0.dropFirst(base.count + 1)) }.sorted(),
                found.special.map { String($0.dropFirst(base.count + 1)) }.sorted())
    }
}
