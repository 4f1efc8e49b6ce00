import SourceModel

/// Parses flow blocks: one statement per line, recovering at the next line after an error.
package enum FlowParser {
    /// Parses a block; every malformed line yields exactly one `flow.syntax` diagnostic.
    ///
    /// A block whose fence is never closed runs on into the chapter's prose and code: it yields
    /// one error, at the opening fence, and keeps the statements before the first line that does
    /// not parse (where the closing fence was most likely forgotten).
    package static func parse(_ source: FlowBlockSource) -> (FlowBlockSyntax, [Diagnostic]) {
        let path = source.file.path
        var diagnostics: [Diagnostic] = []
        let name = storyboardName(source, into: &diagnostics)
        var statements: [FlowStatement] = []
        let before = diagnostics.count
        var lastStatementLine: Int?
        for line in source.lines {
            if source.isUnclosed, diagnostics.count > before {
                diagnostics.removeLast(diagnostics.count - before)
                break
            }
            var text = Substring(line.text)
            if text.hasSuffix("\r") { text = text.dropLast() }
            let scalars = Array(text.unicodeScalars)
            if scalars.count > FlowVocabulary.maximumLineLength {
                let failure = SyntaxFailure(SyntaxMessages.lineTooLong(scalars.count),
                                            column: line.column + FlowVocabulary.maximumLineLength)
                diagnostics.append(diagnostic(failure, path: path, line: line.line))
                continue
            }
            switch FlowLexer(scalars: scalars, firstColumn: line.column).tokens() {
            case .failure(let failure):
                diagnostics.append(diagnostic(failure, path: path, line: line.line))
            case .success(let tokens):
                var parser = LineParser(tokens: tokens, path: path, line: line.line, firstColumn: line.column)
                let (statement, failure) = parser.parse()
                if let statement {
                    statements.append(statement)
                    lastStatementLine = line.line
                }
                if let failure { diagnostics.append(diagnostic(failure, path: path, line: line.line)) }
            }
        }
        if source.isUnclosed {
            if diagnostics.count > before { diagnostics.removeLast(diagnostics.count - before) }
            diagnostics.append(unclosedFence(source, lastStatementLine: lastStatementLine))
        }
        let block = FlowBlockSyntax(storyboardName: name, fenceLocation: source.fenceLocation, statements: statements,
                                    hasErrors: !diagnostics.isEmpty)
        return (block, diagnostics)
    }

    /// The storyboard named by the info string (`flow NAME`), diagnosed at the info string when invalid.
    static func storyboardName(_ source: FlowBlockSource, into diagnostics: inout [Diagnostic]) -> SyntaxToken? {
        let fence = source.fenceLocation
        var words: [(text: String, offset: Int, length: Int)] = []
        var offset = 0
        var current: (text: String, offset: Int, length: Int)?
        for scalar in source.infoString.unicodeScalars {
            if scalar == " " || scalar == "\t" || scalar == "\r" {
                if let word = current { words.append(word) }
                current = nil
            } else if current == nil {
                current = (String(scalar), offset, 1)
            } else {
                current?.text.unicodeScalars.append(scalar)
                current?.length += 1
            }
            offset += 1
        }
        if let word = current { words.append(word) }
        func report(_ failure: SyntaxFailure) {
            diagnostics.append(diagnostic(failure, path: fence.path, line: fence.line))
        }
        guard let first = words.first, first.text == "flow" else {
            report(SyntaxFailure(SyntaxMessages.infoString, column: fence.column, length: words.first?.length ?? 1))
            return nil
        }
        if words.count > 2 {
            let extra = words[2]
            report(SyntaxFailure(SyntaxMessages.extraInInfoString(extra.text), column: fence.column + extra.offset,
                                 length: extra.length))
        }
        guard words.count > 1 else { return nil }
        let word = words[1]
        let column = fence.column + word.offset
        if let failure = NameRules.check(word.text, shape: .storyboardName, what: "storyboard name", column: column,
                                         length: word.length) {
            report(failure)
            return nil
        }
        return SyntaxToken(text: word.text, location: SourceLocation(path: fence.path, line: fence.line, column: column),
                           length: word.length)
    }

    /// The one error of a block whose fence is never closed, at the opening fence.
    static func unclosedFence(_ source: FlowBlockSource, lastStatementLine: Int?) -> Diagnostic {
        let fence = source.fenceLocation
        var notes: [Diagnostic.Note] = []
        if let lastStatementLine {
            notes.append(Diagnostic.Note(SyntaxMessages.unclosedFenceHint,
                                         at: SourceLocation(path: fence.path, line: lastStatementLine + 1, column: 1)))
        }
        return Diagnostic.report(SyntaxMessages.rule, SyntaxMessages.unclosedFence, at: fence,
                                length: max(1, source.infoString.unicodeScalars.count), notes: notes)
    }

    static func diagnostic(_ failure: SyntaxFailure, path: String, line: Int) -> Diagnostic {
        let location = SourceLocation(path: path, line: line, column: failure.column)
        let fixIts = failure.fix.map {
            [Diagnostic.FixIt($0.message, replacement: $0.replacement, at: location, length: failure.length)]
        } ?? []
        return Diagnostic.report(SyntaxMessages.rule, failure.message, at: location, length: failure.length, fixIts: fixIts)
    }
}
