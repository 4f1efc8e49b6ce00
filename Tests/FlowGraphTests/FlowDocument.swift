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
        let file = SourceFile(path: path, text: text)
        self.file = file
        let found = Self.fences(in: text)
        blocks = found.filter { $0.info == "flow" || $0.info.hasPrefix("flow ") }.map { fence in
            FlowBlockSource(file: file, infoString: fence.info,
                            fenceLocation: SourceLocation(path: path, line: fence.line, column: fence.infoColumn),
                            lines: fence.lines)
        }
    }

    /// A fenced code block: its info string, where that starts, and its content lines.
    struct Fence {
        var info: String
        var line: Int
        var infoColumn: Int
        var lines: [FlowSourceLine]
    }

    /// Backtick fences as CommonMark reads them (enough for tests): up to three spaces of
    /// indentation, at least three backticks, closed by at least as many.
    static func fences(in text: String) -> [Fence] {
        var result: [Fence] = []
        var open: (fence: Fence, ticks: Int, indent: Int)?
        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = offset + 1
            let indent = raw.prefix { $0 == " " }.count
            let rest = raw.dropFirst(indent)
            let ticks = rest.prefix { $0 == "`" }.count
            if var current = open {
                if indent < 4, ticks >= current.ticks, rest.dropFirst(ticks).allSatisfy({ $0 == " " }) {
                    result.append(current.fence)
                    open = nil
                } else {
                    let strip = min(indent, current.indent)
                    current.fence.lines.append(FlowSourceLine(text: String(raw.dropFirst(strip)), line: number, column: strip + 1))
                    open = current
                }
            } else if indent < 4, ticks >= 3 {
                let info = rest.dropFirst(ticks)
                let lead = info.prefix { $0 == " " }.count
                let fence = Fence(info: String(info.dropFirst(lead)).trimmingTrailingSpaces, line: number,
                                  infoColumn: indent + ticks + lead + 1, lines: [])
                open = (fence, ticks, indent)
            }
        }
        return result
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

extension String {
    var trimmingTrailingSpaces: String {
        var copy = self
        while copy.hasSuffix(" ") { copy.removeLast() }
        return copy
    }
}
