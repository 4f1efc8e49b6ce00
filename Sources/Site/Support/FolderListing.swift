import Foundation
import SourceModel

/// The visible files of a folder (content, templates).
package enum FolderListing {
    /// Relative paths of the visible files under `url`, sorted. Hidden names (`.git`,
    /// `.DS_Store`) are skipped; links to files are followed, links to folders are not.
    /// Throws when `url` is not a folder.
    package static func files(_ url: URL) throws -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw SiteError.missingFolder(url.path)
        }
        let base = url.standardizedFileURL.path
        return DirectoryWalker.files(under: base, ignoring: { $0.hasPrefix(".") })
            .map { String($0.dropFirst(base.count + 1)) }
            .sorted()
    }
}
