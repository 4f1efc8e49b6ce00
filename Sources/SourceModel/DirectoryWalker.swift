#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lists folder trees with `opendir`/`readdir` (Foundation's enumerator costs more than
/// parsing the files it finds), without following symbolic links to folders (no loops) and
/// skipping the entries a filter ignores. The filter is given each entry's name and whole path
/// (`directory/name`): a rule may hold for a name anywhere (hidden files) or for one place only
/// (`serve` skips the site's own `site/` output, not a `content/site/` part). Shared by the file watchers and, through `entries(of:)`,
/// by content loading (`FolderListing`, which adds its own rule for links: followed inside the
/// folder, refused out of it).
package enum DirectoryWalker {
    /// One entry found by `entries(of:)`.
    package struct Entry {
        package var path: String
        /// A real folder (a link to a folder is neither a folder nor a file here).
        package var isDirectory: Bool
        /// A regular file, or a symbolic link to one.
        package var isFile: Bool
        /// A FIFO, socket or device (or a link to one): never opened, but reported.
        package var isSpecial: Bool = false
        /// A symbolic link (to anything, or dangling); `isFile` and `isSpecial` describe its target.
        package var isLink: Bool = false
        /// A symbolic link to a folder.
        package var isLinkToDirectory: Bool = false
    }

    /// The direct children of `directory`, unsorted.
    package static func entries(of directory: String, ignoring isIgnored: (_ name: String, _ path: String) -> Bool) -> [Entry] {
        guard let dir = opendir(directory) else { return [] }
        defer { closedir(dir) }
        var result: [Entry] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            if isIgnored(name, path) { continue }
            var st = stat()
            guard lstat(path, &st) == 0 else { continue }
            var mode = st.st_mode & S_IFMT
            let isLink = mode == S_IFLNK
            if isLink {
                var target = stat()
                mode = stat(path, &target) == 0 ? target.st_mode & S_IFMT : S_IFLNK
            }
            let isFile = mode == S_IFREG
            let isSpecial = mode == S_IFIFO || mode == S_IFSOCK || mode == S_IFCHR || mode == S_IFBLK
            result.append(Entry(path: path, isDirectory: st.st_mode & S_IFMT == S_IFDIR, isFile: isFile, isSpecial: isSpecial,
                                isLink: isLink, isLinkToDirectory: isLink && mode == S_IFDIR))
        }
        return result
    }

    /// `directory` and every folder below it.
    package static func directories(under directory: String, ignoring isIgnored: (_ name: String, _ path: String) -> Bool) -> [String] {
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
    package static func files(under directory: String, ignoring isIgnored: (_ name: String, _ path: String) -> Bool) -> [String] {
        walk(under: directory, ignoring: isIgnored).files
    }

    /// Every file below `directory`, and apart the FIFOs, sockets and devices found there
    /// (which are never opened: reading a FIFO blocks), both unsorted.
    package static func walk(under directory: String, ignoring isIgnored: (_ name: String, _ path: String) -> Bool) -> (files: [String], special: [String]) {
        var result: [String] = []
        var special: [String] = []
        var pending = [directory]
        while let next = pending.popLast() {
            for entry in entries(of: next, ignoring: isIgnored) {
                if entry.isDirectory {
                    pending.append(entry.path)
                } else if entry.isFile {
                    result.append(entry.path)
                } else if entry.isSpecial {
                    special.append(entry.path)
                }
            }
        }
        return (result, special)
    }
}
