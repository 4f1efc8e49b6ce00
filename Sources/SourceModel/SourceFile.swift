#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The text of one input file with a line index, shared read-only across threads.
///
/// Offsets are UTF-8 byte offsets from the start of `text`; lines and columns are
/// 1-based (see `SourceLocation`).
package final class SourceFile: Sendable {
    package let path: String
    package let text: String
    /// UTF-8 offset of the first byte of each line.
    private let lineStarts: [Int]
    /// The number of scalars before byte offset `k * checkpointStride`, so that a byte column
    /// becomes a scalar column in constant time (many locations on one long line stay linear).
    private let scalarCheckpoints: [UInt32]
    private static let checkpointStride = 128
    /// Whether every byte is ASCII (then a byte column is a scalar column).
    private let isASCII: Bool

    package init(path: String, text: String) {
        self.path = path
        self.text = text
        // One pass over contiguous bytes: line starts found with memchr, scalars counted per
        // checkpoint chunk (a chunk of ASCII needs no per-byte test).
        var copy = text
        let stride = Self.checkpointStride
        (lineStarts, scalarCheckpoints, isASCII) = copy.withUTF8 { bytes -> ([Int], [UInt32], Bool) in
            var starts = [0]
            var checkpoints: [UInt32] = []
            checkpoints.reserveCapacity(bytes.count / stride + 1)
            var scalars = 0
            var ascii = true
            var chunk = 0
            while chunk <= bytes.count {
                checkpoints.append(UInt32(truncatingIfNeeded: scalars))
                let end = min(bytes.count, chunk + stride)
                var high: UInt8 = 0
                for index in chunk..<end { high |= bytes[index] }
                if high & 0x80 == 0 {
                    scalars += end - chunk
                } else {
                    ascii = false
                    for index in chunk..<end where bytes[index] & 0xC0 != 0x80 { scalars += 1 }
                }
                if end == bytes.count {
                    // A checkpoint at the very end too, when it falls on the stride.
                    if end > chunk, end % stride == 0 { checkpoints.append(UInt32(truncatingIfNeeded: scalars)) }
                    break
                }
                chunk = end
            }
            if let base = bytes.baseAddress {
                var offset = 0
                while offset < bytes.count, let found = memchr(base + offset, 0x0A, bytes.count - offset) {
                    offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                    starts.append(offset)
                }
            }
            return (starts, checkpoints, ascii)
        }
    }

    /// The number of Unicode scalars that start before the UTF-8 offset `offset`.
    private func scalarsBefore(_ offset: Int) -> Int {
        if isASCII { return offset }
        let checkpoint = offset / Self.checkpointStride
        var count = Int(scalarCheckpoints[checkpoint])
        let utf8 = text.utf8
        let from = utf8.index(utf8.startIndex, offsetBy: checkpoint * Self.checkpointStride)
        let to = utf8.index(utf8.startIndex, offsetBy: offset)
        for byte in utf8[from..<to] where byte & 0xC0 != 0x80 { count += 1 }
        return count
    }

    package var lineCount: Int { lineStarts.count }

    /// The text of a 1-based line, without its line terminator; empty when out of range.
    package func lineText(_ line: Int) -> Substring {
        guard line >= 1, line <= lineStarts.count else { return "" }
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: lineStarts[line - 1])
        var end = line < lineStarts.count
            ? utf8.index(utf8.startIndex, offsetBy: lineStarts[line] - 1)
            : utf8.endIndex
        if end > start, utf8[utf8.index(before: end)] == UInt8(ascii: "\r") { end = utf8.index(before: end) }
        return text[start..<end]
    }

    /// The location of a UTF-8 offset into `text`.
    package func location(utf8Offset: Int) -> SourceLocation {
        let offset = min(max(0, utf8Offset), text.utf8.count)
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return location(line: low + 1, utf8Column: offset - lineStarts[low] + 1)
    }

    /// Converts a 1-based byte column on `line` into a location with a scalar column.
    /// Constant time (see `scalarCheckpoints`).
    package func location(line: Int, utf8Column: Int) -> SourceLocation {
        let bytes = max(0, utf8Column - 1)
        guard line >= 1, line <= lineStarts.count else {
            return SourceLocation(path: path, line: line, column: bytes + 1)
        }
        let start = lineStarts[line - 1]
        let length = self.lineText(line).utf8.count
        let inside = min(bytes, length)
        let scalars = scalarsBefore(start + inside) - scalarsBefore(start)
        return SourceLocation(path: path, line: line, column: scalars + 1 + (bytes - inside))
    }

    /// A location from a 1-based line and a 1-based scalar column.
    package func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(path: path, line: line, column: column)
    }
}
