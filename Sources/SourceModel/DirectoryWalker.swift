#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lists folder trees with `opendir`/`readdir` (Foundation's enumerator costs more than
/// parsing the files it finds), without following symbolic links to folders (no loops) and
/// skipping the names a filter ignores. Shared by content loading and the file watchers.
package enum DirectoryWalker {
    /// One entry found by `entries(of:)`.
    package struct Entry {
        package var path: String
        /// A real folder (a link to a folder is neither a folder nor a file here).
        package var isDirectory: Bool
        /// A regular file, or a symbolic link to one.
        package var isFile: Bool
    }

    /// The direct children of `directory`, unsorted.
    package static func entries(of directory: String, ignoring isIgnored: (String) -> Bool) -> [Entry] {
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
            var isFile = st.st_mode & S_IFMT == S_IFREG
            if st.st_mode & S_IFMT == S_IFLNK {
                var target = stat()
                isFile = stat(path, &target) == 0 && target.st_mode & S_IFMT == S_IFREG
            }
            result.append(Entry(path: path, isDirectory: st.st_mode & S_IFMT == S_IFDIR, isFile: isFile))
        }
        return result
    }

    /// `directory` and every folder below it.
    package static func directories(under directory: String, ignoring isIgnored: (String) -> Bool) -> [String] {
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

    /// Every file (regular, or a link to one) below `directory`, unsorted.
    package static func files(under directory: String, ignoring isIgnored: (String) -> Bool) -> [String] {
        var result: [String] = []
        var pending = [directory]
        while let next = pending.popLast() {
            for entry in entries(of: next, ignoring: isIgnored) {
                if entry.isDirectory { pending.append(entry.path) } else if entry.isFile { result.append(entry.path) }
            }
        }
        return result
    }
}
