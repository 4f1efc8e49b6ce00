import SourceModel

/// Turns file bytes into text, reporting invalid UTF-8 at its line and column.
public enum SourceDecoder {
    /// Chapters larger than this are refused (a diagnostic, not a slow build).
    public static let maximumSize = 16 * 1024 * 1024

    /// Decodes `bytes`; invalid sequences become U+FFFD and the first one is reported.
    public static func decode(_ bytes: [UInt8], path: String) -> (String, [Diagnostic]) {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        let text = String(decoding: body, as: UTF8.self)
        guard let bad = firstInvalidOffset(body) else { return (text, []) }
        // Locate the bad byte by counting lines in the valid prefix.
        let prefix = body[body.startIndex..<(body.startIndex + bad)]
        var line = 1
        var lineStart = prefix.startIndex
        for index in prefix.indices where prefix[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        let column = String(decoding: prefix[lineStart...], as: UTF8.self).unicodeScalars.count + 1
        let diagnostic = Diagnostic.error(
            "content.invalid-utf8",
            "the file is not valid UTF-8 (byte 0x\(String(body[body.startIndex + bad], radix: 16, uppercase: true))); save it as UTF-8",
            at: SourceLocation(path: path, line: line, column: column))
        return (text, [diagnostic])
    }

    /// The offset of the first byte that starts an invalid UTF-8 sequence, if any.
    static func firstInvalidOffset(_ bytes: ArraySlice<UInt8>) -> Int? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        var consumedBefore = 0
        // Walk scalars, tracking byte offsets by re-encoding lengths.
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                consumedBefore = offset
                offset += UTF8.width(scalar)
            case .emptyInput:
                return nil
            case .error:
                _ = consumedBefore
                return offset
            }
        }
    }
}
