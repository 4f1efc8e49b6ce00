/// Decodes the backslash escapes of a string literal's content into its value.
enum EscapeDecoder {
    /// `\n \t \r \0 \\ \" \'` and Swift `\u{…}`; in a raw string the escape is `\` plus `hashes`
    /// `#`. Unknown escapes are kept as written.
    static func decode(_ content: ArraySlice<UInt8>, hashes: Int) -> String {
        guard content.contains(ByteClass.backslash) else { return String(decoding: content, as: UTF8.self) }
        var output: [UInt8] = []
        output.reserveCapacity(content.count)
        var index = content.startIndex
        while index < content.endIndex {
            let byte = content[index]
            var after = index + 1
            var seen = 0
            while seen < hashes, after < content.endIndex, content[after] == ByteClass.hash {
                seen += 1
                after += 1
            }
            guard byte == ByteClass.backslash, seen == hashes, after < content.endIndex else {
                output.append(byte)
                index += 1
                continue
            }
            let escaped = content[after]
            switch escaped {
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "0"): output.append(0x00)
            case ByteClass.backslash, ByteClass.quote, ByteClass.apostrophe: output.append(escaped)
            case UInt8(ascii: "u") where after + 1 < content.endIndex && content[after + 1] == UInt8(ascii: "{"):
                if let (scalar, end) = unicodeEscape(content, openBrace: after + 1) {
                    output.append(contentsOf: Array(String(Character(scalar)).utf8))
                    index = end
                    continue
                }
                output.append(contentsOf: content[index...after])
            default:
                output.append(contentsOf: content[index...after])
            }
            index = after + 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// `{1F600}` starting at `openBrace`: the scalar and the index after `}`.
    private static func unicodeEscape(_ content: ArraySlice<UInt8>, openBrace: Int) -> (Unicode.Scalar, Int)? {
        var value: UInt32 = 0
        var index = openBrace + 1
        var digits = 0
        while index < content.endIndex, ByteClass.isHexDigit(content[index]), digits < 8 {
            let byte = content[index]
            let digit = ByteClass.isDigit(byte) ? byte - 0x30 : (byte | 0x20) - 0x61 + 10
            value = value * 16 + UInt32(digit)
            digits += 1
            index += 1
        }
        guard digits > 0, index < content.endIndex, content[index] == UInt8(ascii: "}"),
              let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, index + 1)
    }
}
