/// A listing after lexing: its bytes, its tokens, and the string literals the tokens spell.
///
/// This is what the highlighter and the reference scanner share; `Lexer.tokens` exposes only the tokens.
struct LexedListing {
    /// A complete (terminated) string literal, found while lexing.
    struct Literal {
        /// Index in `tokens` of the literal's first token (the one holding the opening delimiter).
        var firstToken: Int
        /// Index in `tokens` of the literal's last token (the one holding the closing delimiter).
        var lastToken: Int
        /// UTF-8 offsets of the text between the delimiters.
        var content: Range<Int>
        /// Number of `#` around a Swift raw string; 0 otherwise.
        var hashes: Int
        /// A Swift `"""` literal.
        var multiline: Bool
        /// An Objective-C `@"…"` literal.
        var atPrefixed: Bool
        /// The literal contains at least one `\(…)`.
        var interpolated: Bool
    }

    let bytes: [UInt8]
    var tokens: [Token]
    /// Complete literals keyed by the index of their first token.
    let literals: [Int: Literal]
}

extension LexedListing {
    /// The text of token `index`.
    func text(_ index: Int) -> String {
        String(decoding: bytes[tokens[index].range], as: UTF8.self)
    }

    /// Whether token `index` is of `kind` and spells exactly `spelling`.
    /// (Lengths first, then the bytes, read through the spelling's `Span`: most tokens differ in
    /// length, and `elementsEqual` of a slice and a UTF-8 view cost about 100 instructions a call.)
    func token(_ index: Int, is kind: TokenKind, _ spelling: String) -> Bool {
        guard index >= 0, index < tokens.count, tokens[index].kind == kind else { return false }
        return spells(tokens[index].range, spelling)
    }

    /// Whether the bytes at `range` are `spelling`'s UTF-8.
    func spells(_ range: Range<Int>, _ spelling: String) -> Bool {
        let span = spelling.utf8.span
        guard range.count == span.count else { return false }
        for offset in span.indices where bytes[range.lowerBound + offset] != span[offset] { return false }
        return true
    }

    /// Indices of the tokens that are neither whitespace nor comments, in order.
    func significantIndices() -> [Int] {
        var indices: [Int] = []
        indices.reserveCapacity(tokens.count)
        for index in tokens.indices where tokens[index].kind.isSignificant { indices.append(index) }
        return indices
    }
}
