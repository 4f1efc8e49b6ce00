/// Escaping for text placed in HTML or SVG. Every string from the input goes through here.
public enum HTMLEscaping {
    /// Escapes `&`, `<`, `>`, `"` and `'` so the result is safe in text and in quoted attributes.
    public static func escape(_ text: some StringProtocol) -> String {
        var needs = false
        for byte in text.utf8 where byte == 38 || byte == 60 || byte == 62 || byte == 34 || byte == 39 {
            needs = true
            break
        }
        guard needs else { return String(text) }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
