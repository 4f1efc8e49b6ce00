/// JSON listings: strings (keys apart), numbers, `true` / `false` / `null`. Lenient: any text
/// is highlighted as far as it looks like JSON, never refused.
enum JSONLexer {
    static func spans(_ bytes: [UInt8]) -> [DataSpan] {
        var spans: [DataSpan] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                var end = index + 1
                while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != 0x0A {
                    if bytes[end] == UInt8(ascii: "\\"), end + 1 < bytes.count, bytes[end + 1] != 0x0A { end += 1 }
                    end += 1
                }
                if end < bytes.count, bytes[end] == UInt8(ascii: "\"") { end += 1 }
                var after = end
                while after < bytes.count, bytes[after] == 0x20 || bytes[after] == 0x09 { after += 1 }
                let isKey = after < bytes.count && bytes[after] == UInt8(ascii: ":")
                spans.append(DataSpan(index..<end, isKey ? .attribute : .string))
                index = end
            } else if byte == UInt8(ascii: "-") || (byte >= 0x30 && byte <= 0x39) {
                var end = index + 1
                while end < bytes.count, (bytes[end] >= 0x30 && bytes[end] <= 0x39) || bytes[end] == UInt8(ascii: ".")
                        || bytes[end] == UInt8(ascii: "e") || bytes[end] == UInt8(ascii: "E")
                        || bytes[end] == UInt8(ascii: "+") || bytes[end] == UInt8(ascii: "-") {
                    end += 1
                }
                spans.append(DataSpan(index..<end, .number))
                index = end
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                let end = DataBytes.lineEnd(bytes, from: index)
                spans.append(DataSpan(index..<end, .comment))
                index = end
            } else if DataBytes.isNameByte(byte) {
                var end = index
                while end < bytes.count, DataBytes.isNameByte(bytes[end]) { end += 1 }
                let word = String(decoding: bytes[index..<end], as: UTF8.self)
                if word == "true" || word == "false" || word == "null" { spans.append(DataSpan(index..<end, .keyword)) }
                index = end
            } else {
                index += 1
            }
        }
        return spans
    }
}
