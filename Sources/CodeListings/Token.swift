/// One lexed piece of a code listing: its kind and where it sits in the listing's UTF-8 bytes.
package struct Token: Sendable, Hashable {
    /// What the piece is.
    package var kind: TokenKind
    /// Half-open UTF-8 byte offsets into the listing text. Never empty; always on scalar boundaries.
    package var range: Range<Int>

    /// Makes a token.
    package init(kind: TokenKind, range: Range<Int>) {
        self.kind = kind
        self.range = range
    }
}
