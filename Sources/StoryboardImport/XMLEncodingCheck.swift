import Foundation

/// Finds bytes that are not valid UTF-8 in a document that is read as UTF-8, before any
/// parser sees it. Linear, one pass.
package enum XMLEncodingCheck {
    struct Position: Equatable {
        var line: Int
        var column: Int
        var byte: UInt8
    }

    /// The first invalid byte (line and column 1-based, the column counted in Unicode
    /// scalars), or nil when the bytes are valid UTF-8 — or are in another encoding libxml2
    /// converts to UTF-8 itself: a UTF-16 or UTF-32 byte-order mark, or an XML declaration
    /// naming a single-byte encoding (ISO-8859-*, Windows-125*). Any other declaration
    /// (`encoding="UTF-16"` without a byte-order mark) is not trusted: libxml2 then passes the
    /// bytes through unconverted.
    static func firstInvalidUTF8(in data: Data) -> Position? {
        let bytes = [UInt8](data)
        guard !declaresOtherEncoding(bytes) else { return nil }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        var line = 1
        var column = 1
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
                if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
            case .emptyInput:
                return nil
            case .error:
                return Position(line: line, column: column, byte: bytes[offset])
            }
        }
    }

    private static func declaresOtherEncoding(_ bytes: [UInt8]) -> Bool {
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) { return true }
        if bytes.starts(with: [0, 0, 0xFE, 0xFF]) { return true }
        // `<?xml version="1.0" encoding="…"?>`: only the declaration, at the very start.
        guard bytes.starts(with: Array("<?xml".utf8)) else { return false }
        let head = bytes.prefix(256)
        guard let end = head.firstIndex(of: UInt8(ascii: ">")) else { return false }
        let declaration = String(decoding: head[..<end], as: UTF8.self).lowercased()
        guard let range = declaration.range(of: "encoding") else { return false }
        let rest = declaration[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\"" || $0 == "'" }
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        return ["iso-8859-", "iso8859-", "latin", "windows-125", "cp125"].contains { name.hasPrefix($0) }
    }
}
