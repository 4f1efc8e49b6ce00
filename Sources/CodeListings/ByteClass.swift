/// Byte predicates and constants for the lexers. Bytes of 0x80 and above (any non-ASCII scalar)
/// count as identifier bytes, so multi-byte scalars always stay inside one token.
enum ByteClass {
    static let slash = UInt8(ascii: "/")
    static let star = UInt8(ascii: "*")
    static let dot = UInt8(ascii: ".")
    static let zero = UInt8(ascii: "0")
    static let quote = UInt8(ascii: "\"")
    static let apostrophe = UInt8(ascii: "'")
    static let backslash = UInt8(ascii: "\\")
    static let hash = UInt8(ascii: "#")
    static let at = UInt8(ascii: "@")
    static let backtick = UInt8(ascii: "`")
    static let dollar = UInt8(ascii: "$")
    static let openParen = UInt8(ascii: "(")
    static let closeParen = UInt8(ascii: ")")
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")

    static func isNewline(_ byte: UInt8) -> Bool { byte == newline || byte == carriageReturn }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    static func isDigitOrUnderscore(_ byte: UInt8) -> Bool { isDigit(byte) || byte == 0x5F }

    static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x66)
    }

    static func isHexDigitOrUnderscore(_ byte: UInt8) -> Bool { isHexDigit(byte) || byte == 0x5F }

    static func isASCIILetter(_ byte: UInt8) -> Bool { byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A }

    static func isUppercase(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }

    static func isIdentifierStart(_ byte: UInt8) -> Bool { isASCIILetter(byte) || byte == 0x5F || byte >= 0x80 }

    /// A letter, digit, `_` or any byte of a non-ASCII scalar: one bit each of two constants
    /// for ASCII (a word's every byte is asked, so no chain of comparisons).
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        if byte >= 0x80 { return true }
        let mask: UInt64 = byte < 64 ? 0x03FF_0000_0000_0000 : 0x07FF_FFFE_87FF_FFFE
        return mask >> UInt64(byte & 63) & 1 != 0
    }

    static func isASCIIIdentifierByte(_ byte: UInt8) -> Bool { isASCIILetter(byte) || isDigit(byte) || byte == 0x5F }

    /// Characters that make up operators in both languages (`.` is handled separately).
    static func isOperatorByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            true
        default:
            false
        }
    }

    /// Brackets and separators, always one byte each.
    static func isSinglePunctuation(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"),
             UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            true
        default:
            false
        }
    }
}
