import Foundation

/// Puts a finished build in place atomically, and never deletes what flowdoc did not make.
///
/// A build writes into a staging folder beside the output; only when the whole build
/// succeeded is the staging folder swapped in with two renames. A failed build discards
/// the staging folder and leaves the previous site exactly as it was.
public struct SiteWriter: Sendable {
    /// The file that marks a folder as flowdoc's output.
    public static let marker = ".flowdoc-site"
    public let output: URL

    /// Checks that `output` is safe to replace. Throws `SiteError.unsafeOutput` when it is
    /// (or contains) a source folder, or is a non-empty folder flowdoc did not create.
    public init(output: URL, protecting sources: [URL]) throws {
        let out = output.standardizedFileURL.resolvingSymlinksInPath()
        for source in sources {
            let protected = source.standardizedFileURL.resolvingSymlinksInPath()
            if out.path == protected.path || protected.path.hasPrefix(out.path + "/") || out.path == "/" {
                throw SiteError.unsafeOutput(
                    "refusing to write the site to '\(output.path)': it is or contains '\(source.path)'")
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

    /// Creates an empty staging folder next to the output.
    public func makeStaging() throws -> URL {
        let parent = output.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        let staging = parent.appendingPathComponent(".\(output.lastPathComponent).flowdoc-staging-\(getpid())")
        try? FileManager.default.removeItem(at: staging)
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false)
        return staging
    }

    /// Swaps the staging folder in as the output.
    public func commit(_ staging: URL) throws {
        let manager = FileManager.default
        guard manager.createFile(atPath: staging.appendingPathComponent(Self.marker).path,
                                 contents: Data("This folder is written by flowdoc and replaced on every build.\n".utf8))
        else { throw SiteError.io("cannot write into '\(staging.path)'") }
        let old = output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).flowdoc-old-\(getpid())")
        try? manager.removeItem(at: old)
        let hadOutput = manager.fileExists(atPath: output.path)
        if hadOutput, rename(output.path, old.path) != 0 {
            throw SiteError.io("cannot move the previous site aside ('\(output.path)')")
        }
        if rename(staging.path, output.path) != 0 {
            if hadOutput { _ = rename(old.path, output.path) }
            throw SiteError.io("cannot move the new site into place ('\(output.path)')")
        }
        if hadOutput { try? manager.removeItem(at: old) }
    }

    /// Throws the staging folder away (a failed build).
    public func discard(_ staging: URL) {
        try? FileManager.default.removeItem(at: staging)
    }
}
