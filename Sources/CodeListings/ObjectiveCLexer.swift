/// Lexes Objective-C: C tokens, `@keywords`, `@"…"` strings, character literals, preprocessor lines.
struct ObjectiveCLexer {
    private var state: LexerState
    /// Only whitespace has been seen since the last line break (a `#` here starts a directive).
    private var atLineStart = true

    init(bytes: [UInt8]) {
        state = LexerState(bytes: bytes)
    }

    mutating func run() -> LexedListing {
        while state.pos < state.count {
            let byte = state.bytes[state.pos]
            if ByteClass.isWhitespace(byte) {
                let start = state.pos
                state.lexWhitespace()
                if state.bytes[start..<state.pos].contains(where: ByteClass.isNewline) { atLineStart = true }
                continue
            }
            let wasAtLineStart = atLineStart
            atLineStart = false
            lexToken(byte, atLineStart: wasAtLineStart)
        }
        var listing = state.takeResult()
        ObjectiveCKeywordContext.refine(&listing)
        return listing
    }

    private mutating func lexToken(_ byte: UInt8, atLineStart: Bool) {
        let next = state.peek(1)
        if byte == ByteClass.slash, next == ByteClass.slash {
            state.lexLineComment()
        } else if byte == ByteClass.slash, next == ByteClass.star {
            state.lexBlockComment(nested: false)
            // A comment before a `#` keeps the line start: `/* x */ #define` is still a directive.
            self.atLineStart = atLineStart
        } else if byte == ByteClass.hash, atLineStart {
            lexDirective()
        } else if byte == ByteClass.at, next == ByteClass.quote {
            lexQuoted(start: state.pos, prefix: 2, closing: ByteClass.quote, atPrefixed: true)
        } else if byte == ByteClass.at, ByteClass.isIdentifierStart(next) {
            let start = state.pos
            state.pos += 1
            _ = state.scanWord()
            state.emit(.keyword, from: start)
        } else if byte == ByteClass.quote {
            lexQuoted(start: state.pos, prefix: 1, closing: ByteClass.quote, atPrefixed: false)
        } else if byte == ByteClass.apostrophe {
            lexQuoted(start: state.pos, prefix: 1, closing: ByteClass.apostrophe, atPrefixed: false)
        } else if ByteClass.isDigit(byte) {
            state.lexNumber()
        } else if ByteClass.isIdentifierStart(byte) {
            let word = state.scanWord()
            state.emit(Keywords.classify(state.bytes, word, keywords: Keywords.objectiveC), from: word.lowerBound)
        } else if byte == ByteClass.dot {
            state.lexOperator(allowDots: next == ByteClass.dot)
        } else if ByteClass.isOperatorByte(byte) {
            state.lexOperator(allowDots: false)
        } else if ByteClass.isSinglePunctuation(byte) || byte == ByteClass.at || byte == ByteClass.hash
                    || byte == ByteClass.backslash {
            state.single(.punctuation)
        } else {
            state.single(.other)
        }
    }

    /// `#import <UIKit/UIKit.h>`: the `#word` is a directive and a `<…>` path a string;
    /// `#pragma` takes its whole line. Anything else on the line is lexed as code.
    private mutating func lexDirective() {
        let start = state.pos
        state.pos += 1
        state.skip { $0 == 0x20 || $0 == 0x09 }
        guard ByteClass.isIdentifierStart(state.peek()) else {
            state.emit(.directive, from: start)
            return
        }
        let word = state.scanWord()
        let name = String(decoding: state.bytes[word], as: UTF8.self)
        if name == "pragma" {
            state.skip { !ByteClass.isNewline($0) }
        }
        state.emit(.directive, from: start)
        guard name == "import" || name == "include" else { return }
        let spaceStart = state.pos
        state.skip { $0 == 0x20 || $0 == 0x09 }
        state.emit(.whitespace, from: spaceStart)
        guard state.peek() == UInt8(ascii: "<") else { return }
        let pathStart = state.pos
        state.pos += 1
        state.skip { $0 != UInt8(ascii: ">") && !ByteClass.isNewline($0) }
        if state.peek() == UInt8(ascii: ">") { state.pos += 1 }
        state.emit(.string, from: pathStart)
    }

    /// A `"…"`, `@"…"` or `'…'` literal with backslash escapes; it ends at the line end if unclosed.
    private mutating func lexQuoted(start: Int, prefix: Int, closing: UInt8, atPrefixed: Bool) {
        state.pos += prefix
        let contentStart = state.pos
        let bytes = state.bytes
        while state.pos < state.count {
            let byte = bytes[state.pos]
            if byte == ByteClass.backslash {
                state.pos = min(state.pos + 2, state.count)
            } else if byte == closing {
                let contentEnd = state.pos
                state.pos += 1
                state.emit(.string, from: start)
                if closing == ByteClass.quote {
                    let index = state.tokens.count - 1
                    state.literals[index] = LexedListing.Literal(
                        firstToken: index, lastToken: index, content: contentStart..<contentEnd, hashes: 0,
                        multiline: false, atPrefixed: atPrefixed, interpolated: false)
                }
                return
            } else if ByteClass.isNewline(byte) {
                break
            } else {
                state.pos += 1
            }
        }
        state.emit(.string, from: start)
    }
}
