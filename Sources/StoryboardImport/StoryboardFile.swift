import Foundation
import SourceModel

/// Reads a storyboard file's bytes, with a message a person understands when that fails.
package enum StoryboardFile {
    /// Why the bytes could not be read; `message` names the path as given.
    package struct Failure: Error, Sendable, Hashable {
        package var message: String
    }

    /// The file's bytes: fails for a missing path, a folder, or an unreadable file.
    package static func read(_ path: String) -> Result<Data, Failure> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(Failure(message: "cannot read '\(path)': no such file"))
        }
        if isDirectory.boolValue {
            return .failure(Failure(message: "cannot read '\(path)': it is a folder, not a .storyboard file"))
        }
        if let what = FileKind(path: path).specialDescription {
            // Never opened: a FIFO would block, a device never ends.
            return .failure(Failure(message: "cannot read '\(path)': it is \(what), not a .storyboard file"))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(Failure(message: "cannot read '\(path)': permission denied or an I/O error"))
        }
        return .success(data)
    }
}
