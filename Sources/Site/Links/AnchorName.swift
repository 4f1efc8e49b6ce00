import SourceModel

/// The `name` of an `<a>` element in a chapter's raw HTML (`<a name="legacy"></a>`, the classic
/// README anchor): a browser scrolls to it for `#legacy` when no element has that id (HTML's
/// "find a potential indicated element"), and GitHub keeps it working too, so it is a link
/// target like an id (`LinkTargets.ids(of:)`), and the print page prefixes it like an id
/// (`PrintPage.prefixed`).
enum AnchorName {
    /// For the tag whose `<` is at `start`: where the value of its `name` attribute lies (inside
    /// the quotes, if any) when the tag is an `<a>` start tag that has one; nil otherwise.
    /// Attributes are read as HTML reads them, so `title="a name='x'"` is not a name.
    static func value(in bytes: [UInt8], tagAt start: Int) -> Range<Int>? {
        var index = start + 1
        guard index + 1 < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "a"), isSpace(bytes[index + 1]) else { return nil }
        index += 1
        while index < bytes.count {
            while index < bytes.count, isSpace(bytes[index]) || bytes[index] == UInt8(ascii: "/") { index += 1 }
            guard index < bytes.count, bytes[index] != UInt8(ascii: ">") else { return nil }
            let nameStart = index
            while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: "="), bytes[index] != UInt8(ascii: ">"),
                  bytes[index] != UInt8(ascii: "/") { index += 1 }
            let isName = index - nameStart == 4 && zip(bytes[nameStart..<index], "name".utf8).allSatisfy { $0 | 0x20 == $1 }
            var after = index
            while after < bytes.count, isSpace(bytes[after]) { after += 1 }
            guard after < bytes.count, bytes[after] == UInt8(ascii: "=") else { continue }
            index = after + 1
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count else { return nil }
            let value: Range<Int>
            if bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
                let quote = bytes[index]
                let end = bytes[(index + 1)...].firstIndex(of: quote) ?? bytes.count
                value = (index + 1)..<end
                index = min(bytes.count, end + 1)
            } else {
                let begin = index
                while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">") { index += 1 }
                value = begin..<index
            }
            if isName { return value.isEmpty ? nil : value }
        }
        return nil
    }

    /// Every `<a name>` of an HTML text, as the browser reads it (the five entities decoded).
    static func all(in html: String) -> [String] {
        let bytes = Array(html.utf8)
        var names: [String] = []
        var index = 0
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            if let value = value(in: bytes, tagAt: open) {
                names.append(HTMLEntities.decode(String(decoding: bytes[value], as: UTF8.self)))
            }
            index = open + 1
        }
        return names
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
            || byte == 0x0C
    }
}
