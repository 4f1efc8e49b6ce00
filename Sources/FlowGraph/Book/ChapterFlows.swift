import FlowSyntax
import SourceModel

/// A chapter's place in reading order: the flow pass names chapters by it.
package struct ChapterID: Hashable, Comparable, Sendable {
    package var position: Int
    package init(_ position: Int) { self.position = position }
    package static func < (a: ChapterID, b: ChapterID) -> Bool { a.position < b.position }
}

/// A code block of a chapter (flow block or listing), by its place among the chapter's code blocks.
package struct BlockID: Hashable, Comparable, Sendable {
    package var index: Int
    package init(_ index: Int) { self.index = index }
    package static func < (a: BlockID, b: BlockID) -> Bool { a.index < b.index }
}

/// A `scene:`/`segue:` link of a chapter, by its place among the chapter's links.
package struct LinkID: Hashable, Comparable, Sendable {
    package var index: Int
    package init(_ index: Int) { self.index = index }
    package static func < (a: LinkID, b: LinkID) -> Bool { a.index < b.index }
}

/// What the flow pass needs from one chapter, worked out from that chapter alone (its flow
/// blocks parsed, the identifiers of its listings and its `scene:`/`segue:` links found).
/// No Markdown here: the Site stage fills it from a parsed chapter, tests from flow text.
package struct ChapterFlows: Sendable, Hashable {
    package struct Block: Sendable, Hashable {
        package var id: BlockID
        package let syntax: FlowBlockSyntax
        /// Syntax errors, reported when the pass reaches the block.
        package var diagnostics: [Diagnostic]
        /// `syntax` hashed once, when the block is parsed (in parallel): the pass's running hash
        /// of each storyboard and the chapter's own hash take it (a block's syntax, with a
        /// location per token, costs about 13,000 instructions to hash).
        let syntaxPrint: Int

        package init(id: BlockID, syntax: FlowBlockSyntax, diagnostics: [Diagnostic]) {
            self.id = id
            self.syntax = syntax
            self.diagnostics = diagnostics
            syntaxPrint = syntax.hashValue
        }

        package static func == (a: Block, b: Block) -> Bool {
            a.id == b.id && a.syntaxPrint == b.syntaxPrint && a.syntax == b.syntax && a.diagnostics == b.diagnostics
        }

        package func hash(into hasher: inout Hasher) {
            hasher.combine(id)
            hasher.combine(syntaxPrint)
            hasher.combine(diagnostics)
        }
    }

    /// An identifier in a listing: the listing and the UTF-8 range of its literal.
    package struct CodeReference: Sendable, Hashable {
        package var block: BlockID
        package var range: Range<Int>
        package var reference: FlowReference
        package init(block: BlockID, range: Range<Int>, reference: FlowReference) {
            self.block = block
            self.range = range
            self.reference = reference
        }
    }

    package struct LinkReference: Sendable, Hashable {
        package var link: LinkID
        package var reference: FlowReference
        package init(link: LinkID, reference: FlowReference) {
            self.link = link
            self.reference = reference
        }
    }

    /// The storyboard of the chapter's unnamed blocks (front matter), nil for the book's default.
    package var storyboard: String?
    package var blocks: [Block]
    package var code: [CodeReference]
    package var links: [LinkReference]

    package static let empty = ChapterFlows(storyboard: nil, blocks: [], code: [], links: [])

    package init(storyboard: String?, blocks: [Block], code: [CodeReference], links: [LinkReference]) {
        self.storyboard = storyboard
        self.blocks = blocks
        self.code = code
        self.links = links
    }

    /// Whether the chapter takes part in the flow pass at all.
    package var isEmpty: Bool { blocks.isEmpty && code.isEmpty && links.isEmpty }
}

/// What the flow pass found for one chapter: the storyboard after each of its flow blocks and
/// where each of its references points. Travels with the chapter (no lookup by position).
package struct ChapterFlowResults: Sendable {
    package var snapshots: [BlockID: FlowBlockSnapshot] = [:]
    package var links: [LinkID: ResolvedReference] = [:]
    package var code: [BlockID: [Range<Int>: ResolvedReference]] = [:]
    /// Changes when any storyboard state the chapter shows changes (a running hash of the
    /// blocks applied to each storyboard so far: cheap to compare between builds).
    package var fingerprint: Int = 0
    /// Changes when any of its links or listing identifiers points somewhere else.
    package var targetsPrint: Int = 0
    /// The storyboards the chapter's blocks show, in the order it shows them.
    package var storyboards: [String] = []

    package init() {}
}
