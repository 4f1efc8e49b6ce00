import FlowGraph
import FlowSyntax
import Markup
import SourceModel

/// A test chapter: its ```flow blocks found by cmark and run through the parser and the site's
/// flow pass (`BookAnalysis`), the way a build does.
struct FlowDocument {
    let file: SourceFile
    let blocks: [FlowBlockSource]

    init(file: SourceFile, blocks: [FlowBlockSource]) {
        self.file = file
        self.blocks = blocks
    }

    /// Finds the ```flow blocks with cmark, as the site's chapter parser does.
    init(_ text: String, path: String = "chapter.md") {
        let file = SourceFile(path: path, text: text)
        self.file = file
        let options = MarkdownOptions(allowRawHTML: false, slotLanguages: ["flow"], slotLinkSchemes: [], headingAnchors: false)
        let document = CmarkConverter.parse(text, file: file, options: options)
        blocks = document.codeBlocks.filter { $0.isSlot && $0.language == "flow" }.map { block in
            FlowBlockSource(file: file, infoString: block.info, fenceLocation: block.infoLocation,
                            lines: block.lines.map { FlowSourceLine(text: String($0.text), line: $0.line, column: $0.column) })
        }
    }

    /// A fenced code block: its info string, where that starts, and its content lines.
    struct Fence {
        var info: String
        var line: Int
        var infoColumn: Int
        var lines: [FlowSourceLine]
    }

    /// Every fenced code block, as cmark reads it.
    static func fences(in text: String) -> [Fence] {
        let file = SourceFile(path: "fences.md", text: text)
        let options = MarkdownOptions(allowRawHTML: false, slotLanguages: [], slotLinkSchemes: [], headingAnchors: false)
        return CmarkConverter.parse(text, file: file, options: options).codeBlocks.map { block in
            Fence(info: block.info, line: block.infoLocation.line, infoColumn: block.infoLocation.column,
                  lines: block.lines.map { FlowSourceLine(text: String($0.text), line: $0.line, column: $0.column) })
        }
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

    /// Runs the document through the site's flow pass (`BookAnalysis`), as a book of one chapter.
    func run(defaultStoryboard: String = "Main") -> Run {
        let flows = ChapterFlows(storyboard: nil, blocks: blocks.enumerated().map { index, source in
            let (syntax, problems) = FlowParser.parse(source)
            return ChapterFlows.Block(id: BlockID(index), syntax: syntax, diagnostics: problems)
        }, code: [], links: [])
        let (analysis, results) = BookAnalysis.run([flows], defaultStoryboard: defaultStoryboard)
        var run = Run(book: analysis.book)
        run.snapshots = results[0].snapshots.sorted { $0.key < $1.key }.map(\.value)
        run.blockDiagnostics = analysis.chapterDiagnostics
        run.finalDiagnostics = analysis.finalDiagnostics
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
