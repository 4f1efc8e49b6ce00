/// The text of one input file with a line index, shared read-only across threads.
///
/// Offsets are UTF-8 byte offsets from the start of `text`; lines and columns are
/// 1-based (see `SourceLocation`).
package final class SourceFile: Sendable {
    package let path: String
    package let text: String
    /// UTF-8 offset of the first byte of each line (after each `\n`).
    package let lineStarts: [Int]
    /// The number of scalars before byte offset `k * checkpointStride`, so that a byte column
    /// becomes a scalar column in constant time (many locations on one long line stay linear).
    private let scalarCheckpoints: [UInt32]
    private static let checkpointStride = 128
    /// Whether every byte is ASCII (then a byte column is a scalar column).
    private let isASCII: Bool

    package init(path: String, text: String) {
        self.path = path
        self.text = text
        // Scans of contiguous bytes (ByteSearch): line starts with memchr, scalars counted per
        // checkpoint chunk (a chunk of ASCII needs no per-byte test).
        lineStarts = ByteSearch.lineStarts(text)
        (scalarCheckpoints, isASCII) = ByteSearch.scalarCheckpoints(text, stride: Self.checkpointStride)
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
        let range = lineRange(line)
        let utf8 = text.utf8
        return text[utf8.index(utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: range.upperBound)]
    }

    /// The UTF-8 offsets of a 1-based line's text, without its line terminator (what
    /// `lineText` holds); empty when out of range. For callers that read `text.utf8.span`.
    package func lineRange(_ line: Int) -> Range<Int> {
        let view = text.utf8
        return lineRange(line, in: view.span)
    }

    /// `lineRange(line)` for a caller that holds `text.utf8.span` already (`utf8`), asking for
    /// many lines: getting the span for each cost about 110 instructions a line.
    package func lineRange(_ line: Int, in utf8: borrowing Span<UInt8>) -> Range<Int> {
        guard line >= 1, line <= lineStarts.count else { return 0..<0 }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] - 1 : utf8.count
        if end > start, utf8[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return start..<end
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
        let length = lineRange(line).count
        let inside = min(bytes, length)
        let scalars = scalarsBefore(start + inside) - scalarsBefore(start)
        return SourceLocation(path: path, line: line, column: scalars + 1 + (bytes - inside))
    }

    /// A location from a 1-based line and a 1-based scalar column.
    package func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(path: path, line: line, column: column)
    }
}
