/// Character references in HTML text read back: the five `HTMLEscaping` writes (`&amp;`,
/// `&lt;`, `&gt;`, `&quot;`, `&#39;`), `&apos;`, and numeric ones (`&#233;`, `&#xE9;`); any
/// other `&` is kept as written. Ids, `<a name>` values and raw HTML URLs are compared and
/// resolved as the browser reads them.
package enum HTMLEntities {
    package static func decode(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        var out = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            if let semicolon = after.prefix(11).firstIndex(of: ";"), let decoded = reference(after[..<semicolon]) {
                out += decoded
                rest = rest[rest.index(after: semicolon)...]
            } else {
                out += "&"
                rest = after
            }
        }
        return out + rest
    }

    /// What `&name;` stands for, nil when it is not one read here.
    private static func reference(_ name: Substring) -> String? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            let hex = name.hasPrefix("#x") || name.hasPrefix("#X")
            guard name.hasPrefix("#"), let value = UInt32(name.dropFirst(hex ? 2 : 1), radix: hex ? 16 : 10),
                  let scalar = Unicode.Scalar(value) else { return nil }
            return String(scalar)
        }
    }
}
