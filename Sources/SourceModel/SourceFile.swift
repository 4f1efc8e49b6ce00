/// The text of one input file with a line index, shared read-only across threads.
///
/// Offsets are UTF-8 byte offsets from the start of `text`; lines and columns are
/// 1-based (see `SourceLocation`).
public final class SourceFile: Sendable {
    public let path: String
    public let text: String
    /// UTF-8 offset of the first byte of each line.
    private let lineStarts: [Int]

    public init(path: String, text: String) {
        self.path = path
        self.text = text
        var starts = [0]
        var offset = 0
        for byte in text.utf8 {
            offset += 1
            if byte == UInt8(ascii: "\n") { starts.append(offset) }
        }
        self.lineStarts = starts
    }

    public var lineCount: Int { lineStarts.count }

    /// The text of a 1-based line, without its line terminator; empty when out of range.
    public func lineText(_ line: Int) -> Substring {
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
    public func location(utf8Offset: Int) -> SourceLocation {
        let offset = min(max(0, utf8Offset), text.utf8.count)
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return location(line: low + 1, utf8Column: offset - lineStarts[low] + 1)
    }

    /// Converts a 1-based byte column on `line` into a location with a scalar column.
    public func location(line: Int, utf8Column: Int) -> SourceLocation {
        let lineText = self.lineText(line)
        let bytes = max(0, utf8Column - 1)
        let utf8 = lineText.utf8
        let limit = utf8.index(utf8.startIndex, offsetBy: min(bytes, utf8.count))
        let prefix = Substring(lineText[lineText.startIndex..<limit])
        let extra = max(0, bytes - utf8.count)
        return SourceLocation(path: path, line: line, column: prefix.unicodeScalars.count + 1 + extra)
    }

    /// A location from a 1-based line and a 1-based scalar column.
    public func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(path: path, line: line, column: column)
    }
}
