import SourceModel

/// A parsed chapter: cmark's HTML with slots for what later stages fill in, and the
/// parts of the tree later stages analyse (headings, code blocks, links), with positions.
///
/// No C pointer lives here: the cmark tree is freed before `CmarkConverter.parse` returns.
package struct MarkdownDocument: Sendable {
    /// The HTML between slots: `parts.count == slots.count + 1`.
    package var parts: [String]
    /// Slots in document order.
    package var slots: [Slot]
    package var headings: [Heading]
    package var codeBlocks: [CodeBlock]
    package var links: [Link]
    /// The plain text of each paragraph (and table-less block of prose), in document order,
    /// with the line it starts on: what the site's search index reads as body text.
    package var paragraphs: [Paragraph] = []
    /// Where the chapter holds raw HTML (an HTML block or inline tag), the first place and how
    /// many; nil when it holds none. Without `allowRawHTML` cmark left each out of `parts`.
    package var rawHTML: RawHTML? = nil

    /// Raw HTML in a chapter: its first place, and how many blocks and inline tags in all.
    package struct RawHTML: Sendable, Hashable {
        package var first: SourceLocation
        package var count: Int
        /// The first one's text, as written (at most one line).
        package var sample: String
    }

    /// Joins the HTML, asking `fill` for each slot's markup.
    /// The slots are filled first, in order, so the page is joined once at its final size.
    package func html(filling fill: (Slot) -> String) -> String {
        let filled = slots.map(fill)
        var out: [UInt8] = []
        out.reserveCapacity(partsUTF8Count + filled.reduce(0) { $0 + $1.utf8.count })
        html(into: &out) { index, out in out.append(contentsOf: filled[index].utf8) }
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the HTML to `out` as UTF-8, `fill` appending the markup of the slot at each index
    /// of `slots` where it goes, in order. The caller reserves the room (`partsUTF8Count` and
    /// its slots' markup): each byte is written once.
    package func html(into out: inout [UInt8], filling fill: (Int, inout [UInt8]) -> Void) {
        out.append(contentsOf: parts[0].utf8)
        for index in slots.indices {
            fill(index, &out)
            out.append(contentsOf: parts[index + 1].utf8)
        }
    }

    /// The length in UTF-8 bytes of the HTML between the slots.
    package var partsUTF8Count: Int {
        parts.reduce(0) { $0 + $1.utf8.count }
    }

    /// A place in the HTML that a later stage fills in.
    package enum Slot: Sendable, Hashable {
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
    package func cmarkHTML(for slot: Slot) -> String? {
        switch slot {
        case .codeBlock: nil
        case .linkOpen(let index), .image(let index): links[index].renderedTag
        }
    }

    /// A heading, with the id flowdoc gave it.
    package struct Heading: Sendable, Hashable {
        package var level: Int
        /// Plain text (markup removed).
        package var text: String
        /// Unique within the page.
        package var id: String
        package var line: Int
    }

    /// A paragraph's plain text (markup removed, line breaks as spaces).
    package struct Paragraph: Sendable, Hashable {
        package var text: String
        /// 1-based file line where it starts.
        package var line: Int
    }

    /// A fenced or indented code block.
    package struct CodeBlock: Sendable, Hashable {
        /// The full info string (`flow Colorboard`), empty for indented blocks.
        package var info: String
        /// The first word of the info string, lower-cased.
        package var language: String
        /// The content exactly as cmark gives it.
        package var literal: String
        /// Where the info string starts (or the block, when it has none).
        package var infoLocation: SourceLocation
        /// Each content line with its place in the file.
        package var lines: [Line]
        /// Whether this block is a slot (see `Slot.codeBlock`).
        package var isSlot: Bool
        /// Whether its opening fence was most likely left open: it is never closed (and runs to the
        /// end of its container), or its content holds another block's opening fence (```swift),
        /// whose closing fence closed it.
        package var isUnclosed = false
        /// The app source file `literal` was taken from (`file=` in the info string), relative to
        /// the site's `sources:` folder; nil for a pasted block.
        package var includedFrom: String? = nil

        package struct Line: Sendable, Hashable {
            /// The line's bytes as a slice of the block's `literal` (no string of its own: a
            /// book has tens of thousands of code lines, and only flow blocks read them).
            package var text: Substring
            /// 1-based file line.
            package var line: Int
            /// 1-based scalar column where `text` starts in the file.
            package var column: Int

            package init(text: Substring, line: Int, column: Int) {
                self.text = text
                self.line = line
                self.column = column
            }
        }
    }

    /// A link or an image.
    package struct Link: Sendable, Hashable {
        package var destination: String
        package var title: String
        /// Plain text of the link (an image's alternative text).
        package var text: String
        /// Where the destination starts in the file: in the link itself, or in the reference
        /// definition (`[ref]: dest`) a reference link uses; the link's start when unknown.
        package var location: SourceLocation
        /// Length of the destination in columns, for underlining.
        package var length: Int
        /// Whether this link is a slot (see `Slot.linkOpen` and `Slot.image`).
        package var isSlot: Bool
        /// `![alt](src)` rather than `[text](href)`.
        package var isImage: Bool = false
        /// Where the link starts (`[` or `![`), as far as cmark tells.
        package var start: SourceLocation? = nil
        /// For a slot: what cmark printed for it (see `MarkdownDocument.cmarkHTML(for:)`).
        package var renderedTag: String = ""
        /// An `<a href>` or `<img src>` of the chapter's raw HTML (`raw-html: true`), not a
        /// Markdown link: its tag is as the author wrote it (`RawHTMLTag`).
        package var isRawHTML: Bool = false
        /// A raw `<img>` written with an empty `alt` (`alt=""`): HTML's mark of an image that is
        /// not part of the content (decorative, or named by the text beside it, as the avatars of
        /// a README's contributors table are), which screen readers skip. A raw `<img>` without
        /// the attribute, and `![](…)`, which cannot say either way, are not marked.
        package var hasEmptyAltAttribute: Bool = false

        package init(destination: String, title: String, text: String, location: SourceLocation, length: Int,
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
