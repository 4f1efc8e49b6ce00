/// Escaping for text placed in HTML or SVG. Every string from the input goes through here.
package enum HTMLEscaping {
    /// Escapes `&`, `<`, `>`, `"` and `'` so the result is safe in text and in quoted attributes.
    ///
    /// Works on UTF-8 bytes and copies unchanged runs whole: it runs once per string of
    /// every page, so it must be cheap.
    package static func escape(_ input: some StringProtocol) -> String {
        let text = String(input)
        let utf8 = text.utf8
        var result: String?
        var runStart = utf8.startIndex
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let replacement: String?
            switch utf8[index] {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">"): replacement = "&gt;"
            case UInt8(ascii: "\""): replacement = "&quot;"
            case UInt8(ascii: "'"): replacement = "&#39;"
            default: replacement = nil
            }
            if let replacement {
                if result == nil {
                    result = ""
                    result!.reserveCapacity(utf8.count + 16)
                }
                result!.append(contentsOf: Substring(utf8[runStart..<index]))
                result!.append(replacement)
                runStart = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        guard var escaped = result else { return text }
        escaped.append(contentsOf: Substring(utf8[runStart..<utf8.endIndex]))
        return escaped
    }
}
