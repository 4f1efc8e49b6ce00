/// The cursor and output shared by the Swift and Objective-C lexers.
///
/// Every lexing step consumes at least one byte and ends tokens only at ASCII bytes, so tokens
/// tile the text and never split a Unicode scalar.
struct LexerState {
    let bytes: [UInt8]
    var pos = 0
    var tokens: [Token] = []
    var literals: [Int: LexedListing.Literal] = [:]

    init(bytes: [UInt8]) {
        self.bytes = bytes
        tokens.reserveCapacity(bytes.count / 3 + 1)
    }

    var count: Int { bytes.count }

    /// The byte `offset` places after the cursor, or 0 past the end.
    func peek(_ offset: Int = 0) -> UInt8 {
        let index = pos + offset
        return index < bytes.count ? bytes[index] : 0
    }

    /// Appends a token from `start` to the cursor, unless that would be empty.
    mutating func emit(_ kind: TokenKind, from start: Int) {
        if pos > start { tokens.append(Token(kind: kind, range: start..<pos)) }
    }

    /// Consumes one byte as a token of `kind`.
    mutating func single(_ kind: TokenKind) {
        let start = pos
        pos += 1
        emit(kind, from: start)
    }

    /// The listing lexed, its tokens moved out of the state (left empty): the keyword pass then
    /// changes them in place, where a copy shared with the state was copied whole on its first change.
    mutating func takeResult() -> LexedListing {
        var listing = LexedListing(bytes: bytes, tokens: [], literals: literals)
        swap(&listing.tokens, &tokens)
        return listing
    }

    // MARK: Pieces both languages share

    mutating func lexWhitespace() {
        let start = pos
        // Scanned with a local cursor over the bytes' `Span`, then stored once.
        var end = start
        do {
            let span = bytes.span
            while end < span.count, ByteClass.isWhitespace(span[end]) { end += 1 }
        }
        pos = end
        emit(.whitespace, from: start)
    }

    /// `//` up to, not including, the line break.
    mutating func lexLineComment() {
        let start = pos
        while pos < count, !ByteClass.isNewline(bytes[pos]) { pos += 1 }
        emit(.comment, from: start)
    }

    /// `/* … */`, nested (Swift) or not (C); unterminated runs to the end.
    mutating func lexBlockComment(nested: Bool) {
        let start = pos
        pos += 2
        var depth = 1
        while pos < count {
            if bytes[pos] == ByteClass.star, peek(1) == ByteClass.slash {
                pos += 2
                depth -= 1
                if depth == 0 { break }
            } else if nested, bytes[pos] == ByteClass.slash, peek(1) == ByteClass.star {
                pos += 2
                depth += 1
            } else {
                pos += 1
            }
        }
        emit(.comment, from: start)
    }

    /// A run of identifier bytes starting at the cursor (which must be an identifier start).
    mutating func scanWord() -> Range<Int> {
        let start = pos
        var end = start + 1
        do {
            let span = bytes.span
            while end < span.count, ByteClass.isIdentifierByte(span[end]) { end += 1 }
        }
        pos = end
        return start..<end
    }

    /// Decimal, hex (`0x`, with `p` exponents), binary, octal; underscores; fractions; exponents;
    /// then any letters glued on (C suffixes like `1.0f`, `10UL`).
    mutating func lexNumber() {
        let start = pos
        let prefix = peek(1) | 0x20
        if bytes[pos] == ByteClass.zero, prefix == UInt8(ascii: "x") {
            pos += 2
            skip(ByteClass.isHexDigitOrUnderscore)
            if peek() == ByteClass.dot, ByteClass.isHexDigit(peek(1)) {
                pos += 1
                skip(ByteClass.isHexDigitOrUnderscore)
            }
            if peek() | 0x20 == UInt8(ascii: "p") { skipExponent() }
        } else if bytes[pos] == ByteClass.zero, prefix == UInt8(ascii: "b") || prefix == UInt8(ascii: "o") {
            pos += 2
            skip(ByteClass.isDigitOrUnderscore)
        } else {
            skip(ByteClass.isDigitOrUnderscore)
            let afterDot = start > 0 && bytes[start - 1] == ByteClass.dot
            if !afterDot, peek() == ByteClass.dot, ByteClass.isDigit(peek(1)) {
                pos += 1
                skip(ByteClass.isDigitOrUnderscore)
            }
            if !afterDot, peek() | 0x20 == UInt8(ascii: "e") { skipExponent() }
        }
        skip(ByteClass.isASCIIIdentifierByte)
        emit(.number, from: start)
    }

    /// At `e` or `p`: consumes it with a sign and digits, only if digits follow.
    private mutating func skipExponent() {
        var offset = 1
        if peek(offset) == UInt8(ascii: "+") || peek(offset) == UInt8(ascii: "-") { offset += 1 }
        guard ByteClass.isDigit(peek(offset)) else { return }
        pos += offset
        skip(ByteClass.isDigitOrUnderscore)
    }

    mutating func skip(_ predicate: (UInt8) -> Bool) {
        while pos < count, predicate(bytes[pos]) { pos += 1 }
    }

    /// A run of operator characters; it stops before `//` and `/*`, which start comments.
    mutating func lexOperator(allowDots: Bool) {
        let start = pos
        while pos < count {
            let byte = bytes[pos]
            if byte == ByteClass.slash, pos > start, peek(1) == ByteClass.slash || peek(1) == ByteClass.star { break }
            if ByteClass.isOperatorByte(byte) || (allowDots && byte == ByteClass.dot) {
                pos += 1
            } else {
                break
            }
        }
        if pos == start { pos += 1 }
        emit(.punctuation, from: start)
    }
}
