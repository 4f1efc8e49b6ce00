import SourceModel

/// Parses the tokens of one line into a statement, stopping at the first error.
///
/// A statement whose essential parts parsed (a scene's name and kind, a segue's ends and style,
/// an unwind's ends and action) is returned even when a later attribute fails, so one typo in an
/// attribute does not make every segue to that scene an unknown-scene error as well.
struct LineParser {
    let tokens: [FlowLexeme]
    var index = 0
    /// The column just after the last token: where "expected … at the end of the line" points.
    let endColumn: Int
    let path: String
    let line: Int

    init(tokens: [FlowLexeme], path: String, line: Int, firstColumn: Int) {
        self.tokens = tokens
        self.path = path
        self.line = line
        self.endColumn = tokens.last.map { $0.column + $0.length } ?? firstColumn
    }

    /// The statement (possibly partial) and the first failure on the line; both nil for an empty line.
    mutating func parse() -> (FlowStatement?, SyntaxFailure?) {
        guard let first = current else { return (nil, nil) }
        guard first.kind == .word, FlowVocabulary.statements.contains(first.text) else {
            return (nil, unknownWord(expected: SyntaxMessages.statement, choices: FlowVocabulary.statements))
        }
        index += 1
        let keyword = located(first)
        switch first.text {
        case "scene": return scene(keyword)
        case "segue": return segue(keyword)
        case "unwind": return unwind(keyword)
        default: return remove(keyword)
        }
    }

    // MARK: Cursor

    var current: FlowLexeme? { index < tokens.count ? tokens[index] : nil }

    func peek(_ offset: Int) -> FlowLexeme? {
        index + offset < tokens.count ? tokens[index + offset] : nil
    }

    func located(_ token: FlowLexeme) -> SyntaxToken {
        SyntaxToken(text: token.text, location: SourceLocation(path: path, line: line, column: token.column),
                    length: token.length, isQuoted: token.kind == .string)
    }

    /// "expected X, found Y" at the current token, or at the end of the line.
    func expected(_ what: @autoclosure () -> String, fix: (message: String, replacement: String)? = nil) -> SyntaxFailure {
        if let token = current { return SyntaxFailure(SyntaxMessages.expected(what(), found: token), at: token, fix: fix) }
        return SyntaxFailure(SyntaxMessages.expected(what(), found: nil), column: endColumn)
    }

    /// Consumes a punctuation token of the given kind.
    mutating func expect(_ kind: FlowLexeme.Kind, _ what: @autoclosure () -> String) throws(SyntaxFailure) {
        guard current?.kind == kind else { throw expected(what()) }
        index += 1
    }

    /// "expected …" with a did-you-mean when the current word is close to a choice.
    func unknownWord(expected what: @autoclosure () -> String, choices: [String]) -> SyntaxFailure {
        guard let token = current, token.kind == .word else { return expected(what()) }
        return expected(what(), fix: Self.suggestion(for: token.text, among: choices).map { (SyntaxMessages.didYouMean($0), $0) })
    }

    /// The nearest choice, also recognising UIKit spellings (`UITableViewController` → `table`,
    /// `viewControllerPlaceholder` → `reference`).
    static func suggestion(for word: String, among choices: [String]) -> String? {
        if let near = NearMiss.best(for: word, among: choices) { return near }
        var folded = word.lowercased().replacingAll("-", with: "").replacingAll("_", with: "")
        if folded.hasPrefix("ui") { folded.removeFirst(2) }
        for suffix in ["viewcontroller", "controller", "segue"] where folded.hasSuffix(suffix) && folded.count > suffix.count {
            folded.removeLast(suffix.count)
            break
        }
        if folded == "viewcontroller" || folded.isEmpty { folded = "view" }
        if folded == "tabbar" { folded = "tab" }
        if folded == "navigationbar" || folded == "nav" { folded = "navigation" }
        // `viewControllerPlaceholder` (the XML element), `UIStoryboardReference`, `storyboard`.
        if folded == "ref" || folded.hasSuffix("placeholder") || folded.hasPrefix("storyboard") { folded = "reference" }
        return choices.first { $0.replacingAll("-", with: "") == folded }
    }

    // MARK: Pieces

    /// A name of the given shape; `allowQuoted` also takes a non-empty quoted string.
    mutating func name(_ what: String, _ shape: NameRules.Shape, quoted allowQuoted: Bool = false,
                       expected phrase: @autoclosure () -> String) throws(SyntaxFailure) -> SyntaxToken {
        guard let token = current else { throw expected(phrase()) }
        switch token.kind {
        case .word:
            if let failure = NameRules.check(token.text, shape: shape, what: what, column: token.column, length: token.length) {
                throw failure
            }
        case .string where allowQuoted:
            if token.text.isEmpty { throw SyntaxFailure(SyntaxMessages.emptyName(what), at: token) }
        case .string:
            let valid = NameRules.check(token.text, shape: shape, what: what, column: token.column, length: token.length) == nil
            throw SyntaxFailure(SyntaxMessages.quotedName(what), at: token,
                                fix: valid ? (SyntaxMessages.removeQuotesFix, token.text) : nil)
        default:
            throw expected(phrase())
        }
        index += 1
        return located(token)
    }

    /// One word out of a fixed vocabulary.
    mutating func choice(_ category: String, _ choices: [String],
                         expected phrase: @autoclosure () -> String) throws(SyntaxFailure) -> SyntaxToken {
        guard let token = current, token.kind == .word, peek(1)?.kind != .equals else { throw expected(phrase()) }
        guard choices.contains(token.text) else {
            let fix = Self.suggestion(for: token.text, among: choices).map { (SyntaxMessages.didYouMean($0), $0) }
            throw SyntaxFailure(SyntaxMessages.unknownWord(category, token, choices), at: token, fix: fix)
        }
        index += 1
        return located(token)
    }

    /// An optional `IDENTIFIER:` before a segue or unwind's source.
    mutating func optionalIdentifier() throws(SyntaxFailure) -> SyntaxToken? {
        guard let token = current, token.kind == .word || token.kind == .string else { return nil }
        if peek(1)?.kind == .colon {
            let identifier = try name("segue identifier", .looseIdentifier, quoted: true, expected: "a segue identifier")
            index += 1
            return identifier
        }
        if let next = peek(1), next.kind == .word, peek(2)?.kind == .arrow {
            throw SyntaxFailure(SyntaxMessages.expected("':' after the identifier '\(FlowLexeme.shortened(token.text))'",
                                                        found: next), at: next)
        }
        return nil
    }
}
