/// One lexed piece of a code listing: its kind and where it sits in the listing's UTF-8 bytes.
public struct Token: Sendable, Hashable {
    /// What the piece is.
    public var kind: TokenKind
    /// Half-open UTF-8 byte offsets into the listing text. Never empty; always on scalar boundaries.
    public var range: Range<Int>

    /// Makes a token.
    public init(kind: TokenKind, range: Range<Int>) {
        self.kind = kind
        self.range = range
    }
}
