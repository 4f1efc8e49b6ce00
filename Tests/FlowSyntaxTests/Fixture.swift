import SourceModel
@testable import FlowSyntax

/// Builds a fake chapter around a flow block and parses it.
enum Fixture {
    /// Parses `body` as the content of a fence that opens on line 1; content starts on line 2.
    /// Each line is prefixed by `indent` spaces, so columns start at `indent + 1`.
    static func parse(_ body: String, info: String = "flow", indent: Int = 0, path: String = "chapter.md")
        -> (block: FlowBlockSyntax, diagnostics: [Diagnostic]) {
        let bodyLines = body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let pad = String(repeating: " ", count: indent)
        let text = pad + "```" + info + "\n" + bodyLines.map { pad + $0 }.joined(separator: "\n") + "\n" + pad + "```\n"
        let file = SourceFile(path: path, text: text)
        let lines = bodyLines.enumerated().map { FlowSourceLine(text: $0.element, line: $0.offset + 2, column: indent + 1) }
        let source = FlowBlockSource(file: file, infoString: info,
                                     fenceLocation: SourceLocation(path: path, line: 1, column: indent + 4), lines: lines)
        return FlowParser.parse(source)
    }

    /// The single statement of a one-line block, which must parse cleanly.
    static func statement(_ line: String) -> FlowStatement? {
        let (block, diagnostics) = parse(line)
        guard diagnostics.isEmpty, block.statements.count == 1 else { return nil }
        return block.statements[0]
    }

    /// The single diagnostic of a one-line block.
    static func failure(_ line: String, indent: Int = 0) -> Diagnostic? {
        let (_, diagnostics) = parse(line, indent: indent)
        return diagnostics.count == 1 ? diagnostics[0] : nil
    }
}

extension FlowStatement {
    var scene: SceneSyntax? { if case .scene(let s) = self { s } else { nil } }
    var segue: SegueSyntax? { if case .segue(let s) = self { s } else { nil } }
    var unwind: UnwindSyntax? { if case .unwind(let s) = self { s } else { nil } }
    var remove: RemoveSyntax? { if case .remove(let s) = self { s } else { nil } }
}
