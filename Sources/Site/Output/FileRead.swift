import CFileSystem
import Foundation

/// Reads a whole file into bytes through the CFileSystem bridge: one stat, then open/read/close
/// into an array of the file's size. Chapters are read this way (thousands of small files:
/// Foundation's `contents(atPath:)` costs more than the read itself).
enum FileRead {
    /// The file's bytes, or nil when it cannot be read. A file that grows between the stat and
    /// the read is read again whole (the array is one byte larger than the size, so growth
    /// shows); one that keeps growing is read by Foundation.
    static func bytes(atPath path: String) -> [UInt8]? {
        for _ in 0..<3 {
            let size = flowdoc_file_size(path)
            guard size >= 0, size < Int64(Int.max) else { return nil }
            var bytes = [UInt8](repeating: 0, count: Int(size) + 1)
            let read = flowdoc_read_file(path, &bytes, bytes.count)
            guard read >= 0 else { return nil }
            if read <= size {
                bytes.removeLast(bytes.count - Int(read))
                return bytes
            }
        }
        return FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }
}
