/// A fenced code block's info string, as the listing languages read it.
enum InfoString {
    /// The first word (split at spaces, tabs and line ends), lower-cased; empty when there is none.
    static func firstWord(_ infoString: String) -> String {
        infoString
            .split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
            .first
            .map { $0.lowercased() } ?? ""
    }

    /// `ListingLanguage(infoString:)` read from the bytes when `infoString` is ASCII without `\r`
    /// (there every Character is one byte, so splitting bytes is splitting Characters, and
    /// lower-casing is ASCII's): `.some(nil)` for no listing language; `nil` when the String
    /// path must answer. A listing's info string is read three times a build, and the String
    /// path (split into Substrings, lower-cased, hashed) cost about 3,800 instructions.
    static func asciiFirstWordLanguage(_ infoString: String) -> ListingLanguage?? {
        let span = infoString.utf8.span
        var start = -1
        var end = span.count
        for index in span.indices {
            let byte = span[index]
            guard byte < 0x80, byte != UInt8(ascii: "\r") else { return nil }
            let isSeparator = byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            if start < 0 {
                if !isSeparator { start = index }
            } else if isSeparator, end == span.count {
                end = index
            }
        }
        guard start >= 0 else { return .some(nil) }
        // The word is compared in place with each name (no lower-cased copy made).
        if spells(span, start..<end, "swift") { return .some(.swift) }
        for (name, language) in ListingLanguage.infoStrings where spells(span, start..<end, name) {
            return .some(language)
        }
        return .some(nil)
    }

    /// Whether the ASCII bytes at `range` of `span`, lower-cased, are `name` (lower case).
    private static func spells(_ span: Span<UInt8>, _ range: Range<Int>, _ name: String) -> Bool {
        let view = name.utf8
        guard view.count == range.count else { return false }
        let bytes = view.span
        for offset in bytes.indices {
            let byte = span[range.lowerBound + offset]
            if (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte) != bytes[offset] { return false }
        }
        return true
    }
}
