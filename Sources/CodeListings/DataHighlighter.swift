import SourceModel

extension Highlighter {
    /// HTML for the inside of `<code>` for a shell, JSON, XML or diff listing: the same
    /// `tok-*` spans as Swift and Objective-C, all text escaped. Diff lines that add or remove
    /// get `tok-inserted` / `tok-deleted`, file headers `tok-comment`, hunk headers `tok-directive`.
    /// Linear in the text's length; any input is accepted.
    package static func html(_ text: String, language: DataLanguage) -> String {
        let bytes = Array(text.utf8)
        let spans: [DataSpan]
        switch language {
        case .shell: spans = ShellLexer.spans(bytes)
        case .json: spans = JSONLexer.spans(bytes)
        case .xml: spans = XMLLexer.spans(bytes)
        case .diff: spans = DiffLexer.spans(bytes)
        }
        var html = ""
        html.reserveCapacity(bytes.count * 2)
        var cursor = 0
        for span in spans where span.range.lowerBound >= cursor && span.range.upperBound <= bytes.count && !span.range.isEmpty {
            html += HTMLEscaping.escape(String(decoding: bytes[cursor..<span.range.lowerBound], as: UTF8.self))
            html += "<span class=\"\(span.cssClass)\">"
            html += HTMLEscaping.escape(String(decoding: bytes[span.range], as: UTF8.self))
            html += "</span>"
            cursor = span.range.upperBound
        }
        html += HTMLEscaping.escape(String(decoding: bytes[cursor...], as: UTF8.self))
        return html
    }
}

/// A coloured stretch of a data listing (UTF-8 offsets; text between spans stays bare).
/// Lexers cut only at ASCII bytes, so spans fall on scalar boundaries.
struct DataSpan: Equatable {
    var range: Range<Int>
    var cssClass: String

    init(_ range: Range<Int>, _ kind: TokenKind) {
        self.range = range
        cssClass = kind.cssClass ?? "tok-other"
    }

    init(_ range: Range<Int>, cssClass: String) {
        self.range = range
        self.cssClass = cssClass
    }
}

/// Byte helpers the data lexers share.
enum DataBytes {
    static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// The index after the end of the line holding `index` (at its `\n`, or the end).
    static func lineEnd(_ bytes: [UInt8], from index: Int) -> Int {
        var end = index
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        return end
    }

    static func starts(_ bytes: [UInt8], at index: Int, with text: String) -> Bool {
        let pattern = Array(text.utf8)
        guard index + pattern.count <= bytes.count else { return false }
        for offset in 0..<pattern.count where bytes[index + offset] != pattern[offset] { return false }
        return true
    }
}
