/// A token of one line, as the lexer produced it (columns are file columns).
struct FlowLexeme: Sendable {
    enum Kind: Sendable, Equatable {
        case word, string, colon, equals, comma, dot, arrow
    }

    var kind: Kind
    /// The word, the unescaped string contents, or the punctuation itself.
    var text: String
    var column: Int
    /// Columns covered in the source (quotes included).
    var length: Int

    /// How messages quote the token: `'root'`, `the string "Friends"`, `':'`.
    var described: String {
        switch kind {
        case .string: "the string \"\(Self.shortened(text))\""
        default: "'\(Self.shortened(text))'"
        }
    }

    /// Long tokens are cut in messages so a 9,000-character word does not flood the terminal.
    static func shortened(_ text: String) -> String {
        var count = 0
        var index = text.startIndex
        while index < text.endIndex {
            count += 1
            if count > 40 { return String(text[..<index]) + "…" }
            index = text.index(after: index)
        }
        return text
    }
}
