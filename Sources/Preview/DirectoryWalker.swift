#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lists folder trees with `opendir`/`readdir`, without following symlinked folders
/// (no loops) and skipping names the watcher filter ignores.
enum DirectoryWalker {
    /// One entry found by `entries(of:)`.
    struct Entry {
        var path: String
        var isDirectory: Bool
    }

    /// The direct children of `directory`, unsorted.
    static func entries(of directory: String, ignoring isIgnored: (String) -> Bool) -> [Entry] {
        guard let dir = opendir(directory) else { return [] }
        defer { closedir(dir) }
        var result: [Entry] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name == "." || name == ".." || isIgnored(name) { continue }
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            var st = stat()
            guard lstat(path, &st) == 0 else { continue }
            result.append(Entry(path: path, isDirectory: st.st_mode & S_IFMT == S_IFDIR))
        }
        return result
    }

    /// `directory` and every folder below it.
    static func directories(under directory: String, ignoring isIgnored: (String) -> Bool) -> [String] {
        var result = [directory]
        var index = 0
        while index < result.count {
            for entry in entries(of: result[index], ignoring: isIgnored) where entry.isDirectory {
                result.append(entry.path)
            }
            index += 1
        }
        return result
    }

    /// Every file (not folder) below `directory`.
    static func files(under directory: String, ignoring isIgnored: (String) -> Bool) -> [String] {
        var result: [String] = []
        var pending = [directory]
        while let next = pending.popLast() {
            for entry in entries(of: next, ignoring: isIgnored) {
                if entry.isDirectory { pending.append(entry.path) } else { result.append(entry.path) }
            }
        }
        return result
    }
}
