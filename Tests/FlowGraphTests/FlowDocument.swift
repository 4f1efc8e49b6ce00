import FlowGraph
import FlowSyntax
import SourceModel

/// A Markdown-ish test document: finds its ```flow fences (no real CommonMark needed) and runs
/// them through the parser and a `FlowBook`, the way the site does.
struct FlowDocument {
    let file: SourceFile
    let blocks: [FlowBlockSource]

    init(file: SourceFile, blocks: [FlowBlockSource]) {
        self.file = file
        self.blocks = blocks
    }

    init(_ text: String, path: String = "chapter.md") {
        file = SourceFile(path: path, text: text)
        var blocks: [FlowBlockSource] = []
        var open: (info: String, fence: SourceLocation, indent: Int, lines: [FlowSourceLine])?
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (offset, raw) in lines.enumerated() {
            let number = offset + 1
            let indent = raw.prefix { $0 == " " }.count
            let rest = raw.dropFirst(indent)
            if var block = open {
                if rest.hasPrefix("```") {
                    blocks.append(FlowBlockSource(file: file, infoString: block.info, fenceLocation: block.fence, lines: block.lines))
                    open = nil
                } else {
                    let strip = min(indent, block.indent)
                    block.lines.append(FlowSourceLine(text: String(raw.dropFirst(strip)), line: number, column: strip + 1))
                    open = block
                }
            } else if rest.hasPrefix("```flow") {
                open = (String(rest.dropFirst(3)), SourceLocation(path: path, line: number, column: indent + 4), indent, [])
            }
        }
        self.blocks = blocks
    }

    /// Everything the site would report for this document as a whole book.
    struct Run {
        var book = FlowBook()
        var snapshots: [FlowBlockSnapshot] = []
        var blockDiagnostics: [Diagnostic] = []
        var finalDiagnostics: [Diagnostic] = []
        var all: [Diagnostic] { (blockDiagnostics + finalDiagnostics).sorted() }

        func only(_ rule: String) -> [Diagnostic] { all.filter { $0.rule == rule } }
    }

    func run(defaultStoryboard: String = "Main", into book: FlowBook = FlowBook()) -> Run {
        var run = Run(book: book)
        for source in blocks {
            let (block, syntax) = FlowParser.parse(source)
            let (snapshot, diagnostics) = run.book.apply(block, defaultStoryboard: defaultStoryboard)
            run.snapshots.append(snapshot)
            run.blockDiagnostics += syntax + diagnostics
        }
        run.finalDiagnostics = run.book.finalDiagnostics()
        return run
    }

    static func run(_ text: String, defaultStoryboard: String = "Main") -> Run {
        FlowDocument(text).run(defaultStoryboard: defaultStoryboard)
    }
}

extension Diagnostic {
    /// `rule severity line:column` — compact to compare in tests.
    var summary: String {
        "\(rule) \(severity.rawValue) \(location?.line ?? 0):\(location?.column ?? 0)"
    }
}
