import CFileSystem
import Foundation

/// Copies and compares files through a fixed buffer on the C side of the CFileSystem bridge,
/// so a large asset (a video, a PDF) is never read into memory whole.
enum FileCopy {
    /// Copies `source` to `destination` (created or truncated).
    static func copy(from source: String, to destination: String) throws {
        var failedSide: Int32 = 0
        let failure = flowdoc_copy_file(source, destination, &failedSide)
        guard failure != 0 else { return }
        if failedSide == 0 { throw SiteError.io("cannot read '\(source)': \(IOFailure.reason(failure))") }
        throw SiteError.io("cannot write '\(destination)': \(IOFailure.reason(failure))")
    }

    /// Whether two files hold the same bytes (false when either cannot be read).
    static func sameContents(_ a: String, _ b: String) -> Bool {
        flowdoc_same_contents(a, b) == 1
    }
}
