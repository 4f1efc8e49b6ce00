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

    /// The names and type names of a listing, in order, each as a String: the search index's
    /// code field (one copy of the bytes, the lexer's).
    package static func identifiers(_ text: String, language: ListingLanguage) -> [String] {
        let listing = lex(text, language: language)
        var names: [String] = []
        names.reserveCapacity(listing.tokens.count / 2)
        for index in listing.tokens.indices where listing.tokens[index].kind == .identifier || listing.tokens[index].kind == .typeName {
            names.append(listing.text(index))
        }
        return names
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
