import SourceModel

/// Turns file bytes into text, reporting invalid UTF-8 at its line and column.
package enum SourceDecoder {
    /// Chapters larger than this are refused (a diagnostic, not a slow build).
    package static let maximumSize = 16 * 1024 * 1024

    /// Decodes `bytes`: a byte-order mark is dropped, CRLF line ends become LF, NUL bytes
    /// become U+FFFD (as CommonMark says: the rest of the file is read, not cut off at the C
    /// boundary), invalid sequences become U+FFFD and the first one is reported.
    package static func decode(_ bytes: [UInt8], path: String) -> (String, [Diagnostic]) {
        var body = bytes
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body.removeFirst(3) }
        if ByteSearch.contains(body, UInt8(ascii: "\r")) { body = withoutCarriageReturns(body) }
        if ByteSearch.contains(body, 0) { body = withoutNULs(body) }
        if let text = String(validating: body, as: UTF8.self) { return (text, []) }
        let text = String(decoding: body, as: UTF8.self)
        guard let bad = firstInvalidOffset(body) else { return (text, []) }
        var line = 1
        var lineStart = 0
        for index in 0..<bad where body[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        let column = String(decoding: body[lineStart..<bad], as: UTF8.self).unicodeScalars.count + 1
        let diagnostic = Diagnostic.report(
            "content.invalid-utf8",
            "the file is not valid UTF-8 (byte 0x\(String(body[bad], radix: 16, uppercase: true))); save it as UTF-8",
            at: SourceLocation(path: path, line: line, column: column))
        return (text, [diagnostic])
    }

    /// CRLF and lone CR become LF, so line numbers and columns agree with every editor.
    private static func withoutCarriageReturns(_ view: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(view.count)
        var index = 0
        while index < view.count {
            let byte = view[index]
            if byte == UInt8(ascii: "\r") {
                result.append(UInt8(ascii: "\n"))
                if index + 1 < view.count, view[index + 1] == UInt8(ascii: "\n") { index += 1 }
            } else {
                result.append(byte)
            }
            index += 1
        }
        return result
    }

    /// Each NUL byte becomes U+FFFD (one scalar, so columns do not move).
    private static func withoutNULs(_ view: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(view.count + 16)
        for byte in view {
            if byte == 0 { result += [0xEF, 0xBF, 0xBD] } else { result.append(byte) }
        }
        return result
    }

    /// The offset of the first byte that starts an invalid UTF-8 sequence, if any.
    static func firstInvalidOffset(_ bytes: [UInt8]) -> Int? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
