import Foundation
import Site

/// `flowdoc new DIR`: a starter site that builds as it is.
enum NewCommand {
    static func run(_ arguments: inout Arguments) throws -> Int32 {
        guard let path = arguments.nextPositional() else { throw UsageError(message: "where? give a folder name") }
        try arguments.finish(known: [])
        let root = URL(fileURLWithPath: path)
        let manager = FileManager.default
        if let entries = try? manager.contentsOfDirectory(atPath: root.path), !entries.isEmpty {
            throw UsageError(message: "'\(path)' exists and is not empty; choose a new folder")
        }
        for (relative, text) in StarterSite.files {
            let url = root.appendingPathComponent(relative)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            guard manager.createFile(atPath: url.path, contents: Data(text.utf8)) else {
                throw SiteError.io("cannot write '\(url.path)'")
            }
        }
        Console.error("wrote a starter site to \(path)\nnext: flowdoc serve \(path)   (or: flowdoc build \(path))\n")
        return 0
    }
}
