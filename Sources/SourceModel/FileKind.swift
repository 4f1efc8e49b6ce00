#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path is, asked with `stat` (links followed) before anything opens it: opening a
/// FIFO blocks until someone writes, and a device never ends, so only regular files are read.
package enum FileKind: Equatable, Sendable {
    case missing
    case regular(size: Int)
    case directory
    /// A FIFO, socket or device, named for messages (`a FIFO (named pipe)`).
    case special(String)

    package init(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            self = .missing
            return
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: self = .regular(size: Int(info.st_size))
        case S_IFDIR: self = .directory
        case S_IFIFO: self = .special("a FIFO (named pipe)")
        case S_IFSOCK: self = .special("a socket")
        case S_IFCHR: self = .special("a character device")
        case S_IFBLK: self = .special("a block device")
        default: self = .special("not a regular file")
        }
    }

    /// Why the path is not read, for a special file.
    package var specialDescription: String? {
        if case .special(let what) = self { return what }
        return nil
    }
}
