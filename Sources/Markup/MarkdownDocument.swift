import SourceModel

/// A parsed chapter: cmark's HTML with slots for what later stages fill in, and the
/// parts of the tree later stages analyse (headings, code blocks, links), with positions.
///
/// No C pointer lives here: the cmark tree is freed before `CmarkConverter.parse` returns.
public struct MarkdownDocument: Sendable {
    /// The HTML between slots: `parts.count == slots.count + 1`.
    public var parts: [String]
    /// Slots in document order.
    public var slots: [Slot]
    public var headings: [Heading]
    public var codeBlocks: [CodeBlock]
    public var links: [Link]
    /// The plain text of each paragraph (and table-less block of prose), in document order,
    /// with the line it starts on: what the site's search index reads as body text.
    public var paragraphs: [Paragraph] = []

    /// Joins the HTML, asking `fill` for each slot's markup.
    public func html(filling fill: (Slot) -> String) -> String {
        var out = parts[0]
        out.reserveCapacity(parts.reduce(0) { $0 + $1.utf8.count } + slots.count * 64)
        for (index, slot) in slots.enumerated() {
            out += fill(slot)
            out += parts[index + 1]
        }
        return out
    }

    /// A place in the HTML that a later stage fills in.
    public enum Slot: Sendable, Hashable {
        /// A code block whose language a later stage renders (flow diagram, highlighted listing):
        /// index into `codeBlocks`.
        case codeBlock(Int)
        /// The opening `<a …>` tag of a link whose target a later stage resolves
        /// (`scene:` and `segue:` links, relative paths): index into `links`. The closing
        /// `</a>` is in the HTML.
        case linkOpen(Int)
        /// The whole `<img …>` tag of an image whose source a later stage resolves (relative
        /// paths): index into `links`.
        case image(Int)
    }

    /// What cmark itself printed for a slot: the link's opening tag or the image's tag as
    /// written; nil for code blocks, which cmark does not render.
    public func cmarkHTML(for slot: Slot) -> String? {
        switch slot {
        case .codeBlock: nil
        case .linkOpen(let index), .image(let index): links[index].renderedTag
        }
    }

    /// A heading, with the id flowdoc gave it.
    public struct Heading: Sendable, Hashable {
        public var level: Int
        /// Plain text (markup removed).
        public var text: String
        /// Unique within the page.
        public var id: String
        public var line: Int
    }

    /// A paragraph's plain text (markup removed, line breaks as spaces).
    public struct Paragraph: Sendable, Hashable {
        public var text: String
        /// 1-based file line where it starts.
        public var line: Int
    }

    /// A fenced or indented code block.
    public struct CodeBlock: Sendable, Hashable {
        /// The full info string (`flow Colorboard`), empty for indented blocks.
        public var info: String
        /// The first word of the info string, lower-cased.
        public var language: String
        /// The content exactly as cmark gives it.
        public var literal: String
        /// Where the info string starts (or the block, when it has none).
        public var infoLocation: SourceLocation
        /// Each content line with its place in the file.
        public var lines: [Line]
        /// Whether this block is a slot (see `Slot.codeBlock`).
        public var isSlot: Bool
        /// Whether its opening fence was most likely left open: it is never closed (and runs to the
        /// end of its container), or its content holds another block's opening fence (```swift),
        /// whose closing fence closed it.
        public var isUnclosed = false
        /// The app source file `literal` was taken from (`file=` in the info string), relative to
        /// the site's `sources:` folder; nil for a pasted block.
        public var includedFrom: String? = nil

        public struct Line: Sendable, Hashable {
            public var text: String
            /// 1-based file line.
            public var line: Int
            /// 1-based scalar column where `text` starts in the file.
            public var column: Int

            package init(text: String, line: Int, column: Int) {
                self.text = text
                self.line = line
                self.column = column
            }
        }
    }

    /// A link or an image.
    public struct Link: Sendable, Hashable {
        public var destination: String
        public var title: String
        /// Plain text of the link (an image's alternative text).
        public var text: String
        /// Where the destination starts in the file: in the link itself, or in the reference
        /// definition (`[ref]: dest`) a reference link uses; the link's start when unknown.
        public var location: SourceLocation
        /// Length of the destination in columns, for underlining.
        public var length: Int
        /// Whether this link is a slot (see `Slot.linkOpen` and `Slot.image`).
        public var isSlot: Bool
        /// `![alt](src)` rather than `[text](href)`.
        public var isImage: Bool = false
        /// Where the link starts (`[` or `![`), as far as cmark tells.
        public var start: SourceLocation? = nil
        /// For a slot: what cmark printed for it (see `MarkdownDocument.cmarkHTML(for:)`).
        public var renderedTag: String = ""

        public init(destination: String, title: String, text: String, location: SourceLocation, length: Int,
                    isSlot: Bool, isImage: Bool = false, start: SourceLocation? = nil) {
            self.destination = destination
            self.title = title
            self.text = text
            self.location = location
            self.length = length
            self.isSlot = isSlot
            self.isImage = isImage
            self.start = start
        }
    }
}
