import CodeListings
import FlowGraph
import FlowSyntax
import Markup
import SourceModel

/// The part of the flow pass that depends on one chapter alone — parsing its flow blocks,
/// finding identifiers in its listings and `scene:`/`segue:` links — done when the chapter is
/// parsed, in parallel, and kept with it. The sequential pass (`BookAnalysis`) only applies
/// blocks to the growing storyboards and resolves references.
struct PreparedChapter: Sendable, Hashable {
    struct Block: Sendable, Hashable {
        var codeBlock: Int
        var syntax: FlowBlockSyntax
        var diagnostics: [Diagnostic]
    }

    struct CodeReference: Sendable, Hashable {
        var codeBlock: Int
        var range: Range<Int>
        var reference: FlowReference
    }

    struct LinkReference: Sendable, Hashable {
        var link: Int
        var reference: FlowReference
    }

    var blocks: [Block]
    var code: [CodeReference]
    var links: [LinkReference]

    static let empty = PreparedChapter(blocks: [], code: [], links: [])

    private init(blocks: [Block], code: [CodeReference], links: [LinkReference]) {
        self.blocks = blocks
        self.code = code
        self.links = links
    }

    init(_ chapter: Chapter) {
        var blocks: [Block] = []
        var code: [CodeReference] = []
        var links: [LinkReference] = []
        for (index, block) in chapter.document.codeBlocks.enumerated() where block.isSlot {
            if block.language == "flow" {
                let source = FlowBlockSource(
                    file: chapter.file, infoString: block.info, fenceLocation: block.infoLocation,
                    lines: block.lines.map { FlowSourceLine(text: $0.text, line: $0.line, column: $0.column) })
                let (syntax, problems) = FlowParser.parse(source)
                blocks.append(Block(codeBlock: index, syntax: syntax, diagnostics: problems))
            } else if let language = ListingLanguage(infoString: block.language) {
                let listing = SourceFile(path: chapter.file.path, text: block.literal)
                for found in ReferenceScanner.references(in: block.literal, language: language) {
                    guard let (location, length) = BookAnalysis.locate(found.range, in: block, listing: listing, file: chapter.file)
                    else { continue }
                    let reference = FlowReference(
                        kind: BookAnalysis.kind(of: found.kind), name: found.value, storyboard: nil,
                        location: location, length: length, origin: .code)
                    code.append(CodeReference(codeBlock: index, range: found.range, reference: reference))
                }
            }
        }
        for (index, link) in chapter.document.links.enumerated() where link.isSlot {
            guard let reference = BookAnalysis.reference(from: link) else { continue }
            links.append(LinkReference(link: index, reference: reference))
        }
        self.init(blocks: blocks, code: code, links: links)
    }
}
