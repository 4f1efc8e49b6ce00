import SourceModel

/// Splits one line of a flow block into tokens, in one pass; stops at the first lexical error.
///
/// Words are runs of ASCII letters, digits, `_` and `-` (and, so they can be reported whole,
/// other non-space scalars); strings are `"…"` with the escapes `\"` and `\\`; `#` starts a
/// comment; `:` `=` `,` `.` and `->` are punctuation. Tabs and control characters are errors.
struct FlowLexer {
    private let scalars: [Unicode.Scalar]
    private let firstColumn: Int

    init(scalars: [Unicode.Scalar], firstColumn: Int) {
        self.scalars = scalars
        self.firstColumn = firstColumn
    }

    /// The tokens of the line, or the first lexical error.
    func tokens() -> Result<[FlowLexeme], SyntaxFailure> {
        var tokens: [FlowLexeme] = []
        var i = 0
        let n = scalars.count
        while i < n {
            let c = scalars[i]
            let column = firstColumn + i
            switch c {
            case " ":
                i += 1
            case "#":
                if let failure = checkComment(from: i + 1) { return .failure(failure) }
                return .success(tokens)
            case "\t":
                return .failure(SyntaxFailure(SyntaxMessages.tab, column: column, fix: (SyntaxMessages.tabFix, " ")))
            case "\"":
                switch string(from: i) {
                case .success(let (token, next)):
                    tokens.append(token)
                    i = next
                case .failure(let failure):
                    return .failure(failure)
                }
            case ":", "=", ",", ".":
                if c == "=", i + 1 < n, scalars[i + 1] == ">" {
                    return .failure(SyntaxFailure(SyntaxMessages.wrongArrow("=>"), column: column, length: 2,
                                                  fix: (SyntaxMessages.arrowFix, "->")))
                }
                let kind: FlowLexeme.Kind = c == ":" ? .colon : c == "=" ? .equals : c == "," ? .comma : .dot
                tokens.append(FlowLexeme(kind: kind, text: String(c), column: column, length: 1))
                i += 1
            case "-" where i + 1 < n && scalars[i + 1] == ">":
                tokens.append(FlowLexeme(kind: .arrow, text: "->", column: column, length: 2))
                i += 2
            case "\u{2192}", "\u{27F6}":
                return .failure(SyntaxFailure(SyntaxMessages.wrongArrow(String(c)), column: column,
                                              fix: (SyntaxMessages.arrowFix, "->")))
            default:
                if let failure = Self.strayFailure(c, column: column) { return .failure(failure) }
                let start = i
                while i < n, Self.isWordScalar(scalars[i]) {
                    if scalars[i] == "-", i + 1 < n, scalars[i + 1] == ">" { break }
                    i += 1
                }
                tokens.append(FlowLexeme(kind: .word, text: String(scalars: scalars[start..<i]),
                                         column: firstColumn + start, length: i - start))
            }
        }
        return .success(tokens)
    }

    /// Whether a scalar continues a word. Non-ASCII letters are taken in so the name is reported whole.
    static func isWordScalar(_ c: Unicode.Scalar) -> Bool {
        switch c.value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F, 0x2D: return true
        case 0..<0x80: return false
        default:
            return !c.properties.isWhitespace && !isQuoteLookalike(c) && c != "\u{2192}" && c != "\u{27F6}"
                && !isInvisible(c)
        }
    }

    /// Characters that cannot start a token, with a message saying why.
    static func strayFailure(_ c: Unicode.Scalar, column: Int) -> SyntaxFailure? {
        if isWordScalar(c) { return nil }
        if c.value < 0x20 || c.value == 0x7F || (0x80..<0xA0).contains(c.value) {
            return SyntaxFailure(SyntaxMessages.controlCharacter(c), column: column)
        }
        if isQuoteLookalike(c) {
            return SyntaxFailure(SyntaxMessages.curlyQuote(c), column: column,
                                 fix: (SyntaxMessages.straightQuoteFix, "\""))
        }
        if isInvisible(c) {
            return SyntaxFailure(SyntaxMessages.invisible(c), column: column, fix: (SyntaxMessages.removeFix, ""))
        }
        if c.properties.isWhitespace {
            return SyntaxFailure(SyntaxMessages.oddSpace(c), column: column, fix: (SyntaxMessages.plainSpaceFix, " "))
        }
        return SyntaxFailure(SyntaxMessages.strayCharacter(c), column: column)
    }

    static func isQuoteLookalike(_ c: Unicode.Scalar) -> Bool {
        c == "\u{201C}" || c == "\u{201D}" || c == "\u{2018}" || c == "\u{2019}" || c == "\u{201E}"
            || c == "\u{00AB}" || c == "\u{00BB}"
    }

    /// Zero-width and formatting characters that would hide in a name.
    static func isInvisible(_ c: Unicode.Scalar) -> Bool {
        (0x200B...0x200F).contains(c.value) || (0x2060...0x2064).contains(c.value) || c.value == 0xFEFF
            || (0x202A...0x202E).contains(c.value)
    }

    /// Scans a quoted string starting at the quote; returns the token and the index after it.
    private func string(from start: Int) -> Result<(FlowLexeme, Int), SyntaxFailure> {
        var text = ""
        var i = start + 1
        let n = scalars.count
        while i < n {
            let c = scalars[i]
            if c == "\"" {
                let token = FlowLexeme(kind: .string, text: text, column: firstColumn + start, length: i + 1 - start)
                return .success((token, i + 1))
            }
            if c == "\\" {
                guard i + 1 < n else { break }
                let next = scalars[i + 1]
                guard next == "\"" || next == "\\" else {
                    return .failure(SyntaxFailure(SyntaxMessages.unknownEscape(next), column: firstColumn + i, length: 2))
                }
                text.unicodeScalars.append(next)
                i += 2
                continue
            }
            if c.value < 0x20 || c.value == 0x7F {
                return .failure(SyntaxFailure(SyntaxMessages.controlInString(c), column: firstColumn + i))
            }
            text.unicodeScalars.append(c)
            i += 1
        }
        return .failure(SyntaxFailure(SyntaxMessages.unterminatedString, column: firstColumn + start,
                                      length: n - start, fix: nil))
    }

    /// Comments may hold anything printable, and tabs.
    private func checkComment(from start: Int) -> SyntaxFailure? {
        var i = start
        while i < scalars.count {
            let c = scalars[i]
            if c != "\t", c.value < 0x20 || c.value == 0x7F {
                return SyntaxFailure(SyntaxMessages.controlCharacter(c), column: firstColumn + i)
            }
            i += 1
        }
        return nil
    }
}
