/// JSON string literals, written by hand so output order and escaping are exact. The one JSON
/// escaper of the project: diagnostics (`--format json`, SARIF), `flowdoc graph`, the preview's
/// status, the search index and the Play data all quote through it.
package enum JSONString {
    /// `text` as a JSON string literal. Quote and backslash are escaped; newline, carriage return
    /// and tab as `\n`, `\r`, `\t`; the other control characters (U+0000–U+001F) and the two
    /// JavaScript line separators U+2028 and U+2029 as `\uXXXX`. Every other scalar, non-BMP
    /// included, is written as itself in UTF-8 (valid JSON, and shorter than surrogate pairs).
    package static func quote(_ text: String) -> String { quote(text, forScript: false) }

    /// `quote`, with `<`, `>` and `&` written `\u003c`, `\u003e`, `\u0026` too, so the literal
    /// can sit inside an HTML `<script>` element: no text can close the element or open a comment.
    package static func quoteForScript(_ text: String) -> String { quote(text, forScript: true) }

    private static func quote(_ text: String, forScript: Bool) -> String {
        if !needsEscaping(text.utf8.span, forScript: forScript) { return "\"" + text + "\"" }
        var out = "\""
        out.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<" where forScript, ">" where forScript, "&" where forScript, "\u{2028}", "\u{2029}":
                out += unicodeEscape(scalar.value)
            default:
                if scalar.value < 0x20 { out += unicodeEscape(scalar.value) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }

    /// Whether any of `bytes` (a string's UTF-8) needs an escape: a control character, quote,
    /// backslash, U+2028 or U+2029 (E2 80 A8, E2 80 A9), and `<`, `>`, `&` for a script. Most
    /// strings have none and are copied whole — a search snippet's closing ` …` (E2 80 A6) or
    /// typographic quotes (E2 80 9C) included.
    private static func needsEscaping(_ bytes: Span<UInt8>, forScript: Bool) -> Bool {
        // Without a byte that may need it, nothing does (a word at a time: search snippets).
        if !forScript, !ByteSearch.mayNeedJSONEscape(bytes) { return false }
        for index in bytes.indices {
            switch bytes[index] {
            case 0..<0x20, UInt8(ascii: "\""), UInt8(ascii: "\\"): return true
            case 0xE2:
                if index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] & 0xFE == 0xA8 { return true }
            case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"): if forScript { return true }
            default: continue
            }
        }
        return false
    }

    /// `\u` and four lowercase hex digits.
    private static func unicodeEscape(_ value: UInt32) -> String {
        let digits = Array("0123456789abcdef".utf8)
        let bytes = [UInt8(ascii: "\\"), UInt8(ascii: "u")] + [12, 8, 4, 0].map { digits[Int(value >> UInt32($0) & 15)] }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `quote(text)` for `text.utf8` to a byte buffer, made from the UTF-8 bytes (the
    /// same escapes; for writers that assemble bytes, like the search index's records).
    package static func appendQuoted(_ bytes: String.UTF8View, to out: inout [UInt8]) {
        // Most text needs no escape: then its bytes are appended as they are, without a copy.
        if !needsEscaping(bytes.span, forScript: false) {
            out.append(UInt8(ascii: "\""))
            out.append(contentsOf: bytes)
            out.append(UInt8(ascii: "\""))
            return
        }
        let text = Array(bytes)
        out.append(UInt8(ascii: "\""))
        // Runs of bytes that need no escape are copied whole.
        var run = 0
        var index = 0
        func escape(_ replacement: String, skipping count: Int) {
            out.append(contentsOf: text[run..<index])
            out.append(contentsOf: replacement.utf8)
            index += count
            run = index
        }
        while index < text.count {
            let byte = text[index]
            switch byte {
            case UInt8(ascii: "\""): escape("\\\"", skipping: 1)
            case UInt8(ascii: "\\"): escape("\\\\", skipping: 1)
            case 0x0A: escape("\\n", skipping: 1)
            case 0x0D: escape("\\r", skipping: 1)
            case 0x09: escape("\\t", skipping: 1)
            case 0..<0x20: escape(unicodeEscape(UInt32(byte)), skipping: 1)
            // U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
            case 0xE2 where index + 2 < text.count && text[index + 1] == 0x80 && text[index + 2] == 0xA8:
                escape("\\u2028", skipping: 3)
            case 0xE2 where index + 2 < text.count && text[index + 1] == 0x80 && text[index + 2] == 0xA9:
                escape("\\u2029", skipping: 3)
            default: index += 1
            }
        }
        out.append(contentsOf: text[run...])
        out.append(UInt8(ascii: "\""))
    }
}
