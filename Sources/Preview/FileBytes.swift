#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading site files with plain system calls: the descriptor is either closed here or
/// handed to libmicrohttpd, never leaked.
enum FileBytes {
    /// Opens a regular file (not through a final symlink); returns the descriptor and size.
    static func openRegular(_ path: String) -> (Int32, UInt64)? {
        let fd = path.withCString { open($0, O_RDONLY | O_CLOEXEC | O_NOFOLLOW) }
        guard fd >= 0 else { return nil }
        var st = stat()
        guard fstat(fd, &st) == 0, st.st_mode & S_IFMT == S_IFREG else {
            close(fd)
            return nil
        }
        return (fd, UInt64(st.st_size))
    }

    /// The whole contents of a regular file.
    static func readAll(_ path: String) -> [UInt8]? {
        guard let (fd, size) = openRegular(path) else { return nil }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: Int(size))
        var filled = 0
        while true {
            if filled == bytes.count { bytes.append(contentsOf: [UInt8](repeating: 0, count: 4096)) }
            let n = bytes.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return -1 }
                return read(fd, base + filled, buffer.count - filled)
            }
            if n < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if n == 0 { break }
            filled += n
        }
        bytes.removeSubrange(filled...)
        return bytes
    }
}
