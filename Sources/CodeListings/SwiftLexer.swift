/// Lexes Swift: nested block comments, raw and multi-line strings, and `\(…)` interpolation
/// (nested to any depth, tracked with an explicit stack, never recursion).
struct SwiftLexer {
    /// A string literal being lexed.
    private struct OpenLiteral {
        var firstToken: Int
        var contentStart: Int
        var hashes: Int
        var multiline: Bool
        var interpolated = false
    }

    /// An interpolation being lexed: the literal it belongs to and its open-parenthesis depth.
    private struct Frame {
        var literal: OpenLiteral
        var depth = 0
    }

    private var state: LexerState
    private var frames: [Frame] = []

    init(bytes: [UInt8]) {
        state = LexerState(bytes: bytes)
    }

    mutating func run() -> LexedListing {
        while state.pos < state.count {
            let byte = state.bytes[state.pos]
            if !frames.isEmpty {
                let top = frames.count - 1
                if byte == ByteClass.closeParen, frames[top].depth == 0 {
                    state.single(.stringInterpolation)
                    let frame = frames.removeLast()
                    lexStringBody(frame.literal, segmentStart: state.pos)
                    continue
                }
                if byte == ByteClass.openParen {
                    frames[top].depth += 1
                } else if byte == ByteClass.closeParen {
                    frames[top].depth -= 1
                }
            }
            lexCodeToken()
            if !frames.isEmpty, let last = state.tokens.last, last.kind == .whitespace,
               state.bytes[last.range].contains(where: ByteClass.isNewline) {
                // A single-line literal cannot run past its line; drop those interpolations.
                while let frame = frames.last, !frame.literal.multiline { frames.removeLast() }
            }
        }
        var listing = state.takeResult()
        SwiftKeywordContext.refine(&listing)
        return listing
    }

    /// One token, chosen by its first byte (a switch: one jump, not a chain of tests per token).
    private mutating func lexCodeToken() {
        let byte = state.bytes[state.pos]
        switch byte {
        case 0x09...0x0D, 0x20:
            state.lexWhitespace()
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), 0x80...0xFF:
            let word = state.scanWord()
            state.emit(Keywords.classify(state.bytes, word, keywords: Keywords.swift), from: word.lowerBound)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            state.lexNumber()
        case ByteClass.slash where state.peek(1) == ByteClass.slash:
            state.lexLineComment()
        case ByteClass.slash where state.peek(1) == ByteClass.star:
            state.lexBlockComment(nested: true)
        case ByteClass.quote:
            openString(hashes: 0)
        case ByteClass.hash:
            lexHash()
        case ByteClass.at:
            lexPrefixedWord(kind: .attribute)
        case ByteClass.backtick:
            lexBacktick()
        case ByteClass.dollar:
            lexDollar()
        case ByteClass.dot:
            if state.peek(1) == ByteClass.dot { state.lexOperator(allowDots: true) } else { state.single(.punctuation) }
        default:
            if ByteClass.isOperatorByte(byte) {
                state.lexOperator(allowDots: false)
            } else if ByteClass.isSinglePunctuation(byte) || byte == ByteClass.backslash {
                state.single(.punctuation)
            } else {
                state.single(.other)
            }
        }
    }

    /// `#"…"#` raw strings, `#if`-style directives, or a bare `#`.
    private mutating func lexHash() {
        var hashes = 0
        while state.peek(hashes) == ByteClass.hash { hashes += 1 }
        if state.peek(hashes) == ByteClass.quote {
            openString(hashes: hashes)
        } else if hashes == 1, ByteClass.isIdentifierStart(state.peek(1)) {
            lexPrefixedWord(kind: .directive)
        } else {
            let start = state.pos
            state.pos += hashes
            state.emit(.punctuation, from: start)
        }
    }

    /// `@word` or `#word` as one token of `kind`; a bare sigil is punctuation.
    private mutating func lexPrefixedWord(kind: TokenKind) {
        guard ByteClass.isIdentifierStart(state.peek(1)) else {
            state.single(.punctuation)
            return
        }
        let start = state.pos
        state.pos += 1
        _ = state.scanWord()
        state.emit(kind, from: start)
    }

    /// `` `name` `` on one line is an identifier; a lone backtick is `other`.
    private mutating func lexBacktick() {
        var end = state.pos + 1
        while end < state.count, state.bytes[end] != ByteClass.backtick, !ByteClass.isNewline(state.bytes[end]) {
            end += 1
        }
        if end < state.count, state.bytes[end] == ByteClass.backtick, end > state.pos + 1 {
            let start = state.pos
            state.pos = end + 1
            state.emit(.identifier, from: start)
        } else {
            state.single(.other)
        }
    }

    /// `$0`, `$name`: identifiers; a lone `$` is `other`.
    private mutating func lexDollar() {
        let start = state.pos
        state.pos += 1
        state.skip(ByteClass.isIdentifierByte)
        state.emit(state.pos - start > 1 ? .identifier : .other, from: start)
    }

    /// At the opening delimiter (after `hashes` `#`): starts a literal and lexes its first segment.
    private mutating func openString(hashes: Int) {
        let start = state.pos
        var delimiter = hashes + 1
        let multiline = state.peek(hashes + 1) == ByteClass.quote && state.peek(hashes + 2) == ByteClass.quote
        if multiline { delimiter += 2 }
        state.pos += delimiter
        let literal = OpenLiteral(
            firstToken: state.tokens.count, contentStart: state.pos, hashes: hashes, multiline: multiline)
        lexStringBody(literal, segmentStart: start)
    }

    /// Lexes string text from the cursor until the literal closes, an interpolation opens (pushed
    /// as a frame; lexing resumes in code), the line ends (single-line only) or the text ends.
    private mutating func lexStringBody(_ literal: OpenLiteral, segmentStart: Int) {
        var literal = literal
        let bytes = state.bytes
        while state.pos < state.count {
            let byte = bytes[state.pos]
            if byte == ByteClass.backslash {
                var after = state.pos + 1
                var hashes = 0
                while hashes < literal.hashes, after < state.count, bytes[after] == ByteClass.hash {
                    hashes += 1
                    after += 1
                }
                guard hashes == literal.hashes else {
                    state.pos += 1
                    continue
                }
                if after < state.count, bytes[after] == ByteClass.openParen {
                    state.emit(.string, from: segmentStart)
                    let start = state.pos
                    state.pos = after + 1
                    state.emit(.stringInterpolation, from: start)
                    literal.interpolated = true
                    frames.append(Frame(literal: literal))
                    return
                }
                state.pos = after
                if state.pos < state.count, literal.multiline || !ByteClass.isNewline(bytes[state.pos]) {
                    state.pos += 1
                }
            } else if byte == ByteClass.quote, let length = closingLength(literal) {
                let contentEnd = state.pos
                state.pos += length
                state.emit(.string, from: segmentStart)
                state.literals[literal.firstToken] = LexedListing.Literal(
                    firstToken: literal.firstToken, lastToken: state.tokens.count - 1,
                    content: literal.contentStart..<contentEnd, hashes: literal.hashes,
                    multiline: literal.multiline, atPrefixed: false, interpolated: literal.interpolated)
                return
            } else if ByteClass.isNewline(byte), !literal.multiline {
                break
            } else {
                state.pos += 1
            }
        }
        state.emit(.string, from: segmentStart)
    }

    /// At a `"`: the length of the closing delimiter if one starts here.
    private func closingLength(_ literal: OpenLiteral) -> Int? {
        var length = 1
        if literal.multiline {
            guard state.peek(1) == ByteClass.quote, state.peek(2) == ByteClass.quote else { return nil }
            length = 3
        }
        for offset in 0..<literal.hashes where state.peek(length + offset) != ByteClass.hash {
            return nil
        }
        return length + literal.hashes
    }
}
