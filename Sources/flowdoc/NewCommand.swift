import Foundation
import Site

/// `flowdoc new DIR`: a starter site that builds as it is.
enum NewCommand {
    static func run(_ arguments: inout Arguments) throws -> Int32 {
        guard let path = arguments.nextPositional() else { throw UsageError(message: "where? give a folder name") }
        try arguments.finish(known: [])
        let root = URL(fileURLWithPath: path)
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: root.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw UsageError(message: "'\(path)' is a file, not a folder; give the name of a new folder")
        }
        if let entries = try? manager.contentsOfDirectory(atPath: root.path), !entries.isEmpty {
            throw UsageError(message: "'\(path)' exists and is not empty; choose a new folder")
        }
        for (relative, text) in StarterSite.files {
            let url = root.appendingPathComponent(relative)
            try StarterSite.write(text, to: url)
        }
        Console.error("wrote a starter site to \(path)\nnext: flowdoc serve \(path)   (or: flowdoc build \(path))\n")
        return 0
    }
}
