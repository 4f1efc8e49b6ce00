/// Splits a Swift or Objective-C listing into tokens.
///
/// The lexer is total and linear: for any text it returns non-empty tokens that cover every UTF-8
/// byte exactly once, in order, each starting and ending on a Unicode scalar boundary. Unterminated
/// strings and comments, stray bytes and NUL are tokens like any other; nothing is an error.
package enum Lexer {
    /// The tokens of `text`, with UTF-8 byte ranges that tile the text.
    package static func tokens(_ text: String, language: ListingLanguage) -> [Token] {
        lex(text, language: language).tokens
    }

    /// The names and type names of a listing, in order, joined by single spaces: the search
    /// index's code field (which counts a term once per field, so one string does for them all,
    /// made with one decoding of the bytes rather than one per name).
    package static func identifierText(_ text: String, language: ListingLanguage) -> String {
        let listing = lex(text, language: language)
        return identifierText(listing.bytes, tokens: listing.tokens)
    }

    /// `identifierText(_:language:)` from the tokens of a `ListingScan` of `text`.
    package static func identifierText(_ text: String, scan: ListingScan) -> String {
        if !scan.shortTokens.isEmpty { return identifierText(Array(text.utf8), tokens: PackedTokens(packed: scan.shortTokens)) }
        if !scan.packedTokens.isEmpty { return identifierText(Array(text.utf8), tokens: PackedTokens(packed: scan.packedTokens)) }
        return identifierText(text, language: scan.language)
    }

    private static func identifierText(_ source: [UInt8], tokens: some TokenTiling) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(source.count / 2)
        var start = 0
        for index in 0..<tokens.count {
            let end = tokens.end(index)
            defer { start = end }
            let kind = tokens.kind(index)
            guard kind == .identifier || kind == .typeName else { continue }
            // Tokens are never empty: only the first name has no space before it.
            if !bytes.isEmpty { bytes.append(UInt8(ascii: " ")) }
            bytes.append(contentsOf: source[start..<end])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Tokens plus the string literals they spell, for the highlighter and the scanner.
    static func lex(_ text: String, language: ListingLanguage) -> LexedListing {
        let bytes = Array(text.utf8)
        switch language {
        case .swift:
            var lexer = SwiftLexer(bytes: bytes)
            return lexer.run()
        case .objectiveC:
            var lexer = ObjectiveCLexer(bytes: bytes)
            return lexer.run()
        }
    }
}
