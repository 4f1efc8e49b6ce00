import CCmark
import SourceModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The only code that touches libcmark.
///
/// Parses Markdown with cmark, reads what later stages need into a `MarkdownDocument`,
/// replaces the nodes that later stages render (headings' ids, slotted code blocks and
/// links) with markers, renders the HTML with cmark's own renderer, and frees the C tree
/// before returning. Invariant: no `cmark_node` pointer escapes this file.
package enum CmarkConverter {
    /// Parses `text` (which belongs to `file` and has the same line numbering) into a document.
    ///
    /// `text` may differ from `file.text` only in lines blanked out (front matter).
    package static func parse(_ text: String, file: SourceFile, options: MarkdownOptions) -> MarkdownDocument {
        // Every tree of this parse lives in the thread's arena (`CmarkMemory`), thrown away at once.
        CmarkMemory.withArena { opened in parse(text, file: file, options: options, freesTrees: !opened) }
    }

    /// `freesTrees`: whether the trees are freed node by node (false when the arena this call
    /// opened throws them away).
    private static func parse(_ text: String, file: SourceFile, options: MarkdownOptions, freesTrees: Bool) -> MarkdownDocument {
        var input = sanitized(text)
        let cmarkOptions = options.allowRawHTML ? CMARK_OPT_UNSAFE : CMARK_OPT_DEFAULT
        let gfm = options.flavor == .gfm ? GFMTransformer(text: input, options: options) : nil
        if let gfm { input = gfm.preparedInput(input) }
        // The length is the UTF-8 count, never strlen: a NUL inside the text must not cut it
        // short (cmark turns NUL into U+FFFD itself).
        let root: OpaquePointer? = input.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                withNonNullBase(chars) { CmarkMemory.parse($0, count: chars.count, options: cmarkOptions) }
            }
        }
        guard let root else {
            return MarkdownDocument(parts: [""], slots: [], headings: [], codeBlocks: [], links: [])
        }
        // The main tree first: grafted nodes belong to it; what is left of the synthetic tree after.
        defer {
            if freesTrees {
                cmark_node_free(root)
                gfm?.free()
            } else {
                gfm?.syntheticRoot = nil
            }
        }
        gfm?.transform(root)

        var collector = Collector(file: file, options: options, positions: gfm?.positions ?? [:])
        collector.walk(root)
        collector.insertMarkers()

        guard let rendered = cmark_render_html(root, cmarkOptions) else {
            return MarkdownDocument(parts: [""], slots: [], headings: collector.headings,
                                    codeBlocks: collector.codeBlocks, links: collector.links,
                                    paragraphs: collector.paragraphs)
        }
        defer { CmarkMemory.freeString(rendered) }
        // Read in place: no String of the whole page (validated once more, then copied).
        let length = strlen(rendered)
        return rendered.withMemoryRebound(to: UInt8.self, capacity: length) {
            collector.document(fromRendered: UnsafeBufferPointer(start: $0, count: length))
        }
    }

    /// cmark's HTML for `text` with default options: the reference output, for tests and
    /// for `flowdoc render --plain`.
    package static func referenceHTML(_ text: String, allowRawHTML: Bool = false) -> String {
        let cmarkOptions = allowRawHTML ? CMARK_OPT_UNSAFE : CMARK_OPT_DEFAULT
        var input = text
        return input.withUTF8 { bytes -> String in
            let rendered = bytes.withMemoryRebound(to: CChar.self) { chars in
                withNonNullBase(chars) { cmark_markdown_to_html($0, chars.count, cmarkOptions) }
            }
            guard let rendered else { return "" }
            defer { flowdoc_cmark_free_string(rendered) }
            return String(cString: rendered)
        }
    }

    /// An empty buffer may have no address; cmark wants one even for zero bytes.
    private static func withNonNullBase<R>(_ chars: UnsafeBufferPointer<CChar>, _ body: (UnsafePointer<CChar>) -> R) -> R {
        if let base = chars.baseAddress { return body(base) }
        var empty: CChar = 0
        return withUnsafePointer(to: &empty) { body($0) }
    }

    /// Markers are U+0001 … U+0002; those two control characters cannot come from the input.
    static func sanitized(_ text: String) -> String {
        let hasMarkers = ByteSearch.contains(text, 1) || ByteSearch.contains(text, 2)
        guard hasMarkers else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if scalar == "\u{1}" || scalar == "\u{2}" { result += "\u{FFFD}" } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    /// The offset of the first `\n` at or after `from` in `bytes` (memchr), or nil.
    static func newline(in bytes: Span<UInt8>, from: Int) -> Int? {
        bytes.withUnsafeBufferPointer { ByteSearch.firstIndex(of: UInt8(ascii: "\n"), in: $0, from: from) }
    }

    /// How many pieces splitting `bytes` at each `\n` gives, the empty piece after a last `\n`
    /// left out (a code block's lines).
    static func pieceCount(_ bytes: Span<UInt8>) -> Int {
        var count = 0
        var start = 0
        while start < bytes.count {
            count += 1
            guard let end = newline(in: bytes, from: start) else { break }
            start = end + 1
        }
        return count
    }

    /// Whether `count` bytes of `first` from `firstStart` equal those of `second` from
    /// `secondStart` (both ranges in bounds): one `memcmp`, where a loop over the two spans,
    /// bounds-checked byte by byte, cost 18 M instructions on a 1,000-chapter book (every line
    /// of every code block is compared with the end of its source line).
    static func bytesEqual(_ first: Span<UInt8>, at firstStart: Int, _ second: Span<UInt8>, at secondStart: Int,
                           count: Int) -> Bool {
        precondition(firstStart >= 0 && count >= 0 && firstStart + count <= first.count
                     && secondStart >= 0 && secondStart + count <= second.count)
        guard count > 0 else { return true }
        return first.withUnsafeBufferPointer { a in
            second.withUnsafeBufferPointer { b in
                memcmp(a.baseAddress! + firstStart, b.baseAddress! + secondStart, count) == 0
            }
        }
    }
}

/// Walks the C tree once, records headings, code blocks and links, and remembers which
/// nodes to replace with markers.
private struct Collector {
    let file: SourceFile
    let options: MarkdownOptions
    var headings: [MarkdownDocument.Heading] = []
    var codeBlocks: [MarkdownDocument.CodeBlock] = []
    var links: [MarkdownDocument.Link] = []
    var paragraphs: [MarkdownDocument.Paragraph] = []
    var rawHTML: MarkdownDocument.RawHTML?
    private var slugger: HeadingSlugger
    private var locator: LinkLocator?
    /// Nodes to mutate after the walk (mutating during iteration is unsafe).
    private var headingNodes: [(node: OpaquePointer, index: Int)] = []
    private var codeNodes: [(node: OpaquePointer, index: Int)] = []
    private var linkNodes: [(node: OpaquePointer, index: Int)] = []
    /// Raw HTML nodes whose `<a href>` and `<img src>` tags are slots: the literal, and for each
    /// tag its byte offset and its link's index.
    private var rawHTMLNodes: [(node: OpaquePointer, literal: String, tags: [(offset: Int, index: Int)])] = []

    /// Chapter places (line, byte column) of nodes that cmark's own positions do not give
    /// (nodes parsed from GFM's synthetic document, autolinks).
    let positions: [OpaquePointer: (line: Int, column: Int)]

    init(file: SourceFile, options: MarkdownOptions, positions: [OpaquePointer: (line: Int, column: Int)] = [:]) {
        self.file = file
        self.options = options
        self.positions = positions
        slugger = HeadingSlugger(reserved: options.reservedIDs)
    }

    /// The chapter place `positions` holds for `node` (most chapters have no table, footnote
    /// or autolink: the table is then empty, and no node is hashed).
    private func mappedPosition(_ node: OpaquePointer) -> (line: Int, column: Int)? {
        positions.isEmpty ? nil : positions[node]
    }

    private func startLine(_ node: OpaquePointer) -> Int {
        mappedPosition(node)?.line ?? Int(cmark_node_get_start_line(node))
    }

    private func startColumn(_ node: OpaquePointer) -> Int {
        mappedPosition(node)?.column ?? Int(cmark_node_get_start_column(node))
    }

    mutating func walk(_ root: OpaquePointer) {
        // The paragraph being walked and its text so far (`plainText` of it): its inline nodes
        // are the ones entered before it is left, gathered on the way rather than by a walk of
        // their own, into one buffer that every paragraph reuses.
        var paragraph: OpaquePointer?
        var text: [UInt8] = []
        // Room for most paragraphs, and for the few headings, code blocks and links of a
        // chapter, taken with the first of each: growing the arrays one element at a time
        // (1, 2, 4, 8…) cost about 8 M instructions on a 1,000-chapter book.
        text.reserveCapacity(512)
        let events = CmarkTree.Events(root)
        while let (node, entering) = events.next() {
            guard entering else {
                if let open = paragraph, open == node {
                    if !text.isEmpty {
                        if paragraphs.isEmpty { paragraphs.reserveCapacity(16) }
                        paragraphs.append(.init(text: String(decoding: text, as: UTF8.self),
                                                line: Int(cmark_node_get_start_line(node))))
                        text.removeAll(keepingCapacity: true)
                    }
                    paragraph = nil
                }
                continue
            }
            let type = cmark_node_get_type(node)
            switch type {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                guard paragraph != nil, let literal = cmark_node_get_literal(node) else { break }
                let length = strlen(literal)
                literal.withMemoryRebound(to: UInt8.self, capacity: length) {
                    text.append(contentsOf: UnsafeBufferPointer(start: $0, count: length))
                }
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                if paragraph != nil { text.append(0x20) }
            case CMARK_NODE_HEADING:
                // GitHub makes the id from the text of the heading's HTML, where a line break
                // (soft or hard, in a setext heading) is a newline, which the slug drops:
                // `Foo`⏎`bar` is `foobar`; an image is an element without text, so its
                // alternative text is not in the id (`![logo](x.png) Title` is `-title`). The text
                // shown (title, table of contents) keeps a space and the alternative text.
                let (text, idText, idBytes) = headingTexts(node)
                let id = slugger.slug(for: idText, utf8: idBytes)
                if headings.isEmpty { headings.reserveCapacity(8) }
                headings.append(.init(level: Int(cmark_node_get_heading_level(node)), text: text, id: id,
                                      line: startLine(node)))
                if options.headingAnchors {
                    if headingNodes.isEmpty { headingNodes.reserveCapacity(8) }
                    headingNodes.append((node, headings.count - 1))
                }
            case CMARK_NODE_CODE_BLOCK:
                // Made in place (a copy retains each of its strings).
                if codeBlocks.isEmpty { codeBlocks.reserveCapacity(4) }
                codeBlocks.append(codeBlock(node))
                if codeBlocks[codeBlocks.count - 1].isSlot { codeNodes.append((node, codeBlocks.count - 1)) }
            case CMARK_NODE_PARAGRAPH where options.keepsParagraphs:
                paragraph = node
                // (Left empty by the paragraph before: `removeAll` costs a call even then.)
                if !text.isEmpty { text.removeAll(keepingCapacity: true) }
            case CMARK_NODE_HTML_BLOCK, CMARK_NODE_HTML_INLINE:
                // A comment shows nothing, kept or left out (TSPL ends each chapter with one).
                if RawHTMLTag.isOnlyComments(string(cmark_node_get_literal(node))) { break }
                if rawHTML == nil {
                    let line = startLine(node)
                    let sample = string(cmark_node_get_literal(node)).prefix { $0 != "\n" && $0 != "\r" }
                    rawHTML = .init(first: file.location(line: max(1, line), utf8Column: max(1, startColumn(node))),
                                    count: 0, sample: String(sample.prefix(80)))
                }
                rawHTML?.count += 1
                if options.allowRawHTML { rawHTMLLinks(node) }
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
                // Made in place (a copy retains each of its strings).
                if links.isEmpty { links.reserveCapacity(8) }
                links.append(link(node, isImage: type == CMARK_NODE_IMAGE))
                if links[links.count - 1].isSlot { linkNodes.append((node, links.count - 1)) }
            default:
                break
            }
        }
    }

    /// Replaces slotted nodes with custom nodes that print markers.
    mutating func insertMarkers() {
        // Each marker's C string is written into one buffer (no String made per marker).
        var text = [CChar](repeating: 0, count: Self.markerCapacity)
        for (node, index) in headingNodes {
            guard let marker = CmarkMemory.node(CMARK_NODE_CUSTOM_INLINE) else { continue }
            Self.marker(kind: "h", index, into: &text)
            cmark_node_set_on_enter(marker, text)
            cmark_node_set_on_exit(marker, "")
            if cmark_node_prepend_child(node, marker) == 0 { cmark_node_free(marker) }
        }
        for (node, index) in codeNodes {
            guard let marker = CmarkMemory.node(CMARK_NODE_CUSTOM_BLOCK) else { continue }
            Self.marker(kind: "c", index, into: &text)
            cmark_node_set_on_enter(marker, text)
            cmark_node_set_on_exit(marker, "")
            if cmark_node_replace(node, marker) != 0 { cmark_node_free(node) } else { cmark_node_free(marker) }
        }
        // A marker just before the link or image: cmark still prints the node (so its own
        // escaping of the destination, title and alternative text is kept), and the slot is
        // the tag that follows the marker (see `document(fromRendered:)`). Inside an image's
        // alternative text cmark prints neither the marker nor the tag.
        for (node, index) in linkNodes {
            guard let marker = CmarkMemory.node(CMARK_NODE_CUSTOM_INLINE) else { continue }
            Self.marker(kind: links[index].isImage ? "i" : "l", index, into: &text)
            cmark_node_set_on_enter(marker, text)
            cmark_node_set_on_exit(marker, "")
            if cmark_node_insert_before(node, marker) == 0 { cmark_node_free(marker) }
        }
        // Raw HTML is printed as written: the markers go into its text, before each tag.
        for (node, literal, tags) in rawHTMLNodes {
            // Built in one pass (tags are in order): inserting into the text would be quadratic.
            let bytes = Array(literal.utf8)
            var marked: [UInt8] = []
            marked.reserveCapacity(bytes.count + tags.count * 12)
            var copied = 0
            for (offset, index) in tags {
                marked += bytes[copied..<offset]
                marked += Array("\u{1}\(links[index].isImage ? "i" : "l")\(index)\u{2}".utf8)
                copied = offset
            }
            marked += bytes[copied...]
            cmark_node_set_literal(node, String(decoding: marked, as: UTF8.self))
        }
    }

    /// Room for the longest marker as a C string: U+0001, the kind, 19 digits, U+0002 and NUL.
    static let markerCapacity = 24

    /// `"\u{1}" + kind + String(index) + "\u{2}"` as a C string (NUL-terminated), written over
    /// the start of `text` (`markerCapacity` bytes; what follows the NUL is not read). Written in
    /// place, digits from the last: clearing and growing the buffer for each marker, then
    /// reversing its digits, cost about 340 instructions a marker.
    static func marker(kind: Unicode.Scalar, _ index: Int, into text: inout [CChar]) {
        precondition(index >= 0 && text.count >= markerCapacity)
        var digits = 1
        var rest = index / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        text[0] = 1
        text[1] = CChar(truncatingIfNeeded: kind.value)
        rest = index
        for position in stride(from: 1 + digits, to: 1, by: -1) {
            text[position] = CChar(truncatingIfNeeded: 0x30 + rest % 10)
            rest /= 10
        }
        text[2 + digits] = 2
        text[3 + digits] = 0
    }

    /// Splits rendered HTML at the markers; heading markers are resolved here.
    ///
    /// Works on UTF-8 bytes: markers are ASCII control bytes that nothing else produces.
    /// Mutating: the links' rendered tags are set in place (a copy of the array would retain
    /// every string of every link).
    mutating func document(fromRendered bytes: UnsafeBufferPointer<UInt8>) -> MarkdownDocument {
        // Room for every part and slot, and for the page with its headings' anchors: growing
        // them cost about 5 M instructions on a 1,000-chapter book (the page's bytes were copied
        // once more when its anchors overflowed a buffer of its own size).
        var parts: [String] = []
        parts.reserveCapacity(codeNodes.count + linkNodes.count + rawHTMLNodes.reduce(0) { $0 + $1.tags.count } + 1)
        var slots: [MarkdownDocument.Slot] = []
        slots.reserveCapacity(parts.capacity)
        do {
            var anchors = 0
            for (_, index) in headingNodes { anchors += Self.anchorLength + 2 * headings[index].id.utf8.count }
            var current: [UInt8] = []
            current.reserveCapacity(bytes.count + anchors)
            var runStart = 0
            var index = 0
            while index < bytes.count {
                guard let marker = ByteSearch.firstIndex(of: 1, in: bytes, from: index) else { break }
                index = marker
                guard let end = ByteSearch.firstIndex(of: 2, in: bytes, from: index + 1) else { break }
                current.append(contentsOf: bytes[runStart..<index])
                let kind = bytes[index + 1]
                let number = Self.number(bytes[(index + 2)..<end])
                runStart = end + 1
                index = end + 1
                guard let number else { continue }
                switch kind {
                case UInt8(ascii: "h") where headings.indices.contains(number):
                    let heading = headings[number]
                    // cmark's `<hN>` just before the marker is replaced by the tag with the id.
                    let level = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: heading.level)
                    let count = current.count
                    if count >= 4, current[count - 4] == UInt8(ascii: "<"), current[count - 3] == UInt8(ascii: "h"),
                       current[count - 2] == level, current[count - 1] == UInt8(ascii: ">") {
                        current.removeLast(4)
                    }
                    let id = HTMLEscaping.escape(heading.id).utf8
                    current.append(UInt8(ascii: "<"))
                    current.append(UInt8(ascii: "h"))
                    current.append(level)
                    current.append(contentsOf: Self.idAttribute)
                    current.append(contentsOf: id)
                    current.append(contentsOf: Self.anchorHref)
                    current.append(contentsOf: id)
                    current.append(contentsOf: Self.anchorEnd)
                case UInt8(ascii: "c") where codeBlocks.indices.contains(number):
                    parts.append(String(decoding: current, as: UTF8.self))
                    current.removeAll(keepingCapacity: true)
                    slots.append(.codeBlock(number))
                case UInt8(ascii: "l"), UInt8(ascii: "i"):
                    // The tag after the marker ends at the first `>`: cmark escapes `>` in
                    // destinations, titles and alternative text.
                    guard links.indices.contains(number), index < bytes.count, bytes[index] == UInt8(ascii: "<") else { break }
                    var tagEnd = index
                    while tagEnd < bytes.count, bytes[tagEnd] != UInt8(ascii: ">") { tagEnd += 1 }
                    guard tagEnd < bytes.count else { break }
                    parts.append(String(decoding: current, as: UTF8.self))
                    current.removeAll(keepingCapacity: true)
                    links[number].renderedTag = String(decoding: UnsafeBufferPointer(rebasing: bytes[index...tagEnd]), as: UTF8.self)
                    runStart = tagEnd + 1
                    index = tagEnd + 1
                    slots.append(kind == UInt8(ascii: "i") ? .image(number) : .linkOpen(number))
                default:
                    break
                }
            }
            current.append(contentsOf: bytes[runStart..<bytes.count])
            parts.append(String(decoding: current, as: UTF8.self))
        }
        return MarkdownDocument(parts: parts, slots: slots, headings: headings, codeBlocks: codeBlocks, links: links,
                                paragraphs: paragraphs, rawHTML: rawHTML)
    }

    /// The pieces of a heading's opening tag around its id: `<hN id="ID"><a class="anchor"
    /// href="#ID" aria-hidden="true">#</a>`.
    private static let idAttribute = Array(" id=\"".utf8)
    private static let anchorHref = Array("\"><a class=\"anchor\" href=\"#".utf8)
    private static let anchorEnd = Array("\" aria-hidden=\"true\">#</a>".utf8)
    /// The bytes of a heading's opening tag but its id (twice): `<hN`, then the three pieces above.
    private static let anchorLength = 3 + idAttribute.count + anchorHref.count + anchorEnd.count

    /// The decimal number a marker holds (markers are written by `insertMarkers`: digits only).
    private static func number(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        guard !digits.isEmpty, digits.count <= 18 else { return nil }
        var value = 0
        for digit in digits {
            guard digit &- UInt8(ascii: "0") < 10 else { return nil }
            value = value * 10 + Int(digit &- UInt8(ascii: "0"))
        }
        return value
    }

    // MARK: Reading nodes

    /// The text of `node`'s inline content, markup removed (an image's alternative text kept);
    /// each line break is a space.
    private func plainText(_ node: OpaquePointer) -> String {
        // Gathered as bytes, made a String once.
        var text: [UInt8] = []
        CmarkTree.forEachEntered(node) { child in
            switch cmark_node_get_type(child) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                Self.withLiteral(child) { text.append(contentsOf: $0) }
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                text.append(0x20)
            default:
                break
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// A heading's two texts, gathered in one walk: the text shown (`plainText(node)`) and the
    /// text its id is made from, as in the heading's HTML: a line break is a newline, and an
    /// image has no text.
    private func headingTexts(_ node: OpaquePointer) -> (shown: String, id: String, idBytes: [UInt8]) {
        // One text child (most headings): both texts are its literal, read without an iterator.
        if let child = cmark_node_first_child(node), cmark_node_next(child) == nil,
           cmark_node_get_type(child) == CMARK_NODE_TEXT {
            var bytes: [UInt8] = []
            Self.withLiteral(child) { bytes.append(contentsOf: $0) }
            let text = String(decoding: bytes, as: UTF8.self)
            return (text, text, bytes)
        }
        var shown: [UInt8] = []
        var id: [UInt8] = []
        // Most headings are one line without images: their two texts are one (one String).
        var differs = false
        CmarkTree.forEachEntered(node) { child in
            switch cmark_node_get_type(child) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                Self.withLiteral(child) { bytes in
                    shown.append(contentsOf: bytes)
                    if !Self.isInImage(child, below: node) { id.append(contentsOf: bytes) } else if !bytes.isEmpty { differs = true }
                }
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                shown.append(0x20)
                id.append(0x0A)
                differs = true
            default:
                break
            }
        }
        let shownText = String(decoding: shown, as: UTF8.self)
        return (shownText, differs ? String(decoding: id, as: UTF8.self) : shownText, id)
    }

    /// Hands `node`'s literal to `body` as the UTF-8 bytes cmark holds (nothing without one).
    private static func withLiteral(_ node: OpaquePointer, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        guard let literal = cmark_node_get_literal(node) else { return }
        withLiteral(literal, body)
    }

    /// Hands a C string cmark holds to `body` as its UTF-8 bytes.
    private static func withLiteral(_ literal: UnsafePointer<CChar>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        let length = strlen(literal)
        literal.withMemoryRebound(to: UInt8.self, capacity: length) { body(UnsafeBufferPointer(start: $0, count: length)) }
    }

    /// Whether `node` is inside an image, below `top`.
    private static func isInImage(_ node: OpaquePointer, below top: OpaquePointer) -> Bool {
        var current = cmark_node_parent(node)
        while let parent = current, parent != top {
            if cmark_node_get_type(parent) == CMARK_NODE_IMAGE { return true }
            current = cmark_node_parent(parent)
        }
        return false
    }

    private func codeBlock(_ node: OpaquePointer) -> MarkdownDocument.CodeBlock {
        let info = string(cmark_node_get_fence_info(node))
        let literal = string(cmark_node_get_literal(node))
        let language = Self.language(of: info)
        let startLine = self.startLine(node)
        let startColumn = self.startColumn(node)
        let fenced = isFence(line: startLine, column: startColumn)
        let infoLocation = locateInfo(info, line: startLine, fenceColumn: startColumn, fenced: fenced)
        let firstLine = fenced ? startLine + 1 : startLine
        let (lines, opensFence) = ByteSearch.contains(literal, 0x0D)
            ? Self.withOpeningFences(linesWithCR(literal, firstLine: firstLine, startColumn: startColumn))
            : lines(literal, firstLine: firstLine, startColumn: startColumn)
        var block = MarkdownDocument.CodeBlock(
            info: info, language: language, literal: literal, infoLocation: infoLocation, lines: lines,
            isSlot: options.slotLanguages.contains(language))
        if fenced {
            // Never closed, or closed only by the closing fence of a later block: its content then
            // holds that block's opening fence (three or more backticks or tildes and an info string).
            block.isUnclosed = !isClosingFence(line: Int(cmark_node_get_end_line(node)), opening: startLine, column: startColumn)
                || opensFence
        }
        return block
    }

    /// The first word of an info string, lower-cased. An ASCII info string is read on its bytes
    /// (the same answer: its Characters are its bytes, and lower-casing ASCII maps only A-Z).
    static func language(of info: String) -> String {
        let view = info.utf8
        let bytes = view.span
        // Most info strings are one lower-case ASCII word (`swift`, `flow`): that is the language.
        var isWord = true
        for index in bytes.indices {
            let byte = bytes[index]
            if byte >= 0x80 || byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte &- UInt8(ascii: "A") < 26 {
                isWord = false
                break
            }
        }
        if isWord { return info }
        guard ByteSearch.isASCII(bytes, in: bytes.indices) else {
            return info.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map { $0.lowercased() } ?? ""
        }
        var start = 0
        while start < bytes.count, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") { start += 1 }
        var word: [UInt8] = []
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: " "), bytes[end] != UInt8(ascii: "\t") {
            let byte = bytes[end]
            word.append(byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte)
            end += 1
        }
        return String(decoding: word, as: UTF8.self)
    }

    /// A code block's content lines (no CR in `literal`): split at `\n` bytes, each placed at the
    /// end of its source line, read on the bytes' spans (no String per source line); each line's
    /// text is a slice of `literal`.
    /// `lines` and whether one of them looks like an opening fence (`looksLikeOpeningFence`).
    private static func withOpeningFences(_ lines: [MarkdownDocument.CodeBlock.Line])
        -> (lines: [MarkdownDocument.CodeBlock.Line], opensFence: Bool) {
        (lines, lines.contains { looksLikeOpeningFence($0.text) })
    }

    /// (Also says whether a line looks like an opening fence, read on the literal's span as the
    /// lines are split: asked of each line's Substring it cost about 160 instructions a line.)
    private func lines(_ literal: String, firstLine: Int, startColumn: Int)
        -> (lines: [MarkdownDocument.CodeBlock.Line], opensFence: Bool) {
        let literalView = literal.utf8
        let content = literalView.span
        let fileView = file.text.utf8
        let source = fileView.span
        // The pieces between `\n` bytes, found by memchr (counted first, for one allocation; no
        // array of their starts is made).
        var lines: [MarkdownDocument.CodeBlock.Line] = []
        lines.reserveCapacity(CmarkConverter.pieceCount(content))
        var lineNumber = firstLine
        var pieceStart = 0
        var opensFence = false
        while pieceStart < content.count {
            let pieceEnd = CmarkConverter.newline(in: content, from: pieceStart) ?? content.count
            defer { pieceStart = pieceEnd + 1 }
            if !opensFence { opensFence = Self.looksLikeOpeningFence(content, in: pieceStart..<pieceEnd) }
            let range = file.lineRange(lineNumber, in: source)
            let length = pieceEnd - pieceStart
            let offset = range.count - length
            var column = 0
            if offset >= 0 {
                if CmarkConverter.bytesEqual(source, at: range.lowerBound + offset, content, at: pieceStart, count: length) {
                    // The prefix is indentation and container markers: ASCII, so bytes are columns.
                    let isASCII = ByteSearch.isASCII(source, in: range.lowerBound..<(range.lowerBound + offset))
                    column = isASCII ? offset + 1 : file.location(line: lineNumber, utf8Column: offset + 1).column
                }
            }
            if column == 0 { column = file.location(line: lineNumber, utf8Column: startColumn).column }
            // A slice of the literal on its UTF-8 (a `\n` is a Character boundary: no rounding).
            let text = Substring(literalView[literalView.index(literalView.startIndex, offsetBy: pieceStart)..<literalView.index(literalView.startIndex, offsetBy: pieceEnd)])
            lines.append(.init(text: text, line: lineNumber, column: column))
            lineNumber += 1
        }
        return (lines, opensFence)
    }

    /// A code block's content lines when it holds a CR: split by Characters, so that a CRLF
    /// stays one piece.
    private func linesWithCR(_ literal: String, firstLine: Int, startColumn: Int) -> [MarkdownDocument.CodeBlock.Line] {
        var pieces = literal.split(separator: "\n", omittingEmptySubsequences: false)
        if pieces.last == "" { pieces.removeLast() }
        var lines: [MarkdownDocument.CodeBlock.Line] = []
        var lineNumber = firstLine
        for piece in pieces {
            let sourceLine = file.lineText(lineNumber)
            let column: Int
            let lineBytes = sourceLine.utf8, pieceBytes = piece.utf8
            let offset = lineBytes.count - pieceBytes.count
            if offset >= 0, Self.endsWith(lineBytes.span, pieceBytes.span) {
                // The prefix is indentation and container markers: ASCII, so bytes are columns.
                let prefix = lineBytes.prefix(offset)
                column = prefix.allSatisfy { $0 < 0x80 }
                    ? offset + 1
                    : file.location(line: lineNumber, utf8Column: offset + 1).column
            } else {
                column = file.location(line: lineNumber, utf8Column: startColumn).column
            }
            lines.append(.init(text: piece, line: lineNumber, column: column))
            lineNumber += 1
        }
        return lines
    }

    /// Whether `line` ends with the bytes of `piece` (compared over the bytes' spans: walking
    /// two `UTF8View`s with their indices cost more than the rest of reading a listing).
    static func endsWith(_ line: Span<UInt8>, _ piece: Span<UInt8>) -> Bool {
        let offset = line.count - piece.count
        guard offset >= 0 else { return false }
        for index in piece.indices where line[offset + index] != piece[index] { return false }
        return true
    }

    /// "```swift", "~~~ flow": a fence with an info string, which can only open a block.
    static func looksLikeOpeningFence(_ text: Substring) -> Bool {
        let view = text.utf8
        let bytes = view.span
        return looksLikeOpeningFence(bytes, in: bytes.indices)
    }

    /// `looksLikeOpeningFence` of the line `bytes[range]`.
    static func looksLikeOpeningFence(_ bytes: borrowing Span<UInt8>, in range: Range<Int>) -> Bool {
        // Most lines are not fences: their first non-space byte says so, before any copy.
        var offset = range.lowerBound
        while offset < range.upperBound, bytes[offset] == UInt8(ascii: " ") { offset += 1 }
        guard offset < range.upperBound else { return false }
        let mark = bytes[offset]
        guard mark == UInt8(ascii: "`") || mark == UInt8(ascii: "~") else { return false }
        var end = offset
        while end < range.upperBound, bytes[end] == mark { end += 1 }
        guard end - offset >= 3 else { return false }
        for index in end..<range.upperBound
        where bytes[index] != UInt8(ascii: " ") && bytes[index] != UInt8(ascii: "\t") && bytes[index] != UInt8(ascii: "\r") {
            return true
        }
        return false
    }

    /// Whether `line` closes the fence opened at (`opening`, `column`): the same character, at
    /// least as many, and nothing else but spaces. An unclosed fence runs to the end of its container.
    /// (Read on the file's bytes, each line a range of them.)
    private func isClosingFence(line: Int, opening: Int, column: Int) -> Bool {
        guard line > opening else { return false }
        let view = file.text.utf8
        let bytes = view.span
        let open = file.lineRange(opening)
        var offset = open.lowerBound + max(0, column - 1)
        while offset < open.upperBound, bytes[offset] == UInt8(ascii: " ") { offset += 1 }
        guard offset < open.upperBound else { return false }
        let mark = bytes[offset]
        var width = 0
        while offset + width < open.upperBound, bytes[offset + width] == mark { width += 1 }
        let close = file.lineRange(line)
        var first = close.lowerBound
        while first < close.upperBound, bytes[first] != mark { first += 1 }
        guard first < close.upperBound else { return false }
        var rest = first
        while rest < close.upperBound, bytes[rest] == mark { rest += 1 }
        guard rest - first >= width else { return false }
        for index in rest..<close.upperBound
        where bytes[index] != UInt8(ascii: " ") && bytes[index] != UInt8(ascii: "\t") && bytes[index] != UInt8(ascii: "\r") {
            return false
        }
        return true
    }

    /// Whether a code block starting at this place opens with a fence (cmark 0.30 has no getter).
    private func isFence(line: Int, column: Int) -> Bool {
        let view = file.text.utf8
        let bytes = view.span
        let range = file.lineRange(line)
        var offset = range.lowerBound + max(0, column - 1)
        while offset < range.upperBound, bytes[offset] == UInt8(ascii: " ") { offset += 1 }
        guard offset + 2 < range.upperBound else { return false }
        let c = bytes[offset]
        return (c == UInt8(ascii: "`") || c == UInt8(ascii: "~")) && bytes[offset + 1] == c && bytes[offset + 2] == c
    }

    private func locateInfo(_ info: String, line: Int, fenceColumn: Int, fenced: Bool) -> SourceLocation {
        guard fenced, !info.isEmpty else { return file.location(line: line, utf8Column: fenceColumn) }
        let view = file.text.utf8
        let bytes = view.span
        let range = file.lineRange(line)
        var offset = range.lowerBound + max(0, fenceColumn - 1)
        while offset < range.upperBound, bytes[offset] == UInt8(ascii: " ") { offset += 1 }
        while offset < range.upperBound, bytes[offset] == UInt8(ascii: "`") || bytes[offset] == UInt8(ascii: "~") { offset += 1 }
        while offset < range.upperBound, bytes[offset] == UInt8(ascii: " ") || bytes[offset] == UInt8(ascii: "\t") { offset += 1 }
        return file.location(line: line, utf8Column: offset - range.lowerBound + 1)
    }

    /// The `<a href>` and `<img src>` tags of a raw HTML node become links (checked and
    /// rewritten like Markdown links), each located at its URL in the chapter.
    private mutating func rawHTMLLinks(_ node: OpaquePointer) {
        let literal = string(cmark_node_get_literal(node))
        guard literal.utf8.contains(UInt8(ascii: "<")) else { return }
        let tags = RawHTMLTag.scan(literal)
        guard !tags.isEmpty else { return }
        let bytes = Array(literal.utf8)
        let firstLine = max(1, startLine(node)), firstColumn = max(1, startColumn(node))
        // Where each of the node's lines starts (found once: a block may hold many tags).
        var lineStarts = [0]
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") { lineStarts.append(index + 1) }
        var slots: [(offset: Int, index: Int)] = []
        for tag in tags {
            let destination = tag.url
            let scheme = Self.scheme(of: destination)
            let isSlot = scheme.map { options.slotLinkSchemes.contains($0) } ?? (options.slotRelativeLinks && (Self.isSitePath(destination) || destination.utf8.first == UInt8(ascii: "#")))
            let location = rawHTMLLocation(of: tag.value.lowerBound, in: bytes, lineStarts: lineStarts, line: firstLine, column: firstColumn)
            let start = rawHTMLLocation(of: tag.start, in: bytes, lineStarts: lineStarts, line: firstLine, column: firstColumn)
            var link = MarkdownDocument.Link(
                destination: destination, title: "", text: tag.alt ?? "", location: location,
                length: max(1, String(decoding: bytes[tag.value], as: UTF8.self).unicodeScalars.count),
                isSlot: isSlot, isImage: tag.isImage, start: start)
            link.isRawHTML = true
            link.hasEmptyAltAttribute = tag.isImage && tag.alt?.isEmpty == true
            links.append(link)
            if isSlot { slots.append((tag.start, links.count - 1)) }
        }
        if !slots.isEmpty { rawHTMLNodes.append((node, literal, slots)) }
    }

    /// Where byte `offset` of a raw HTML node's text is in the chapter. The node's lines are the
    /// ends of its source lines (a container's markers come before them); its first line starts
    /// at the node's column.
    private func rawHTMLLocation(of offset: Int, in bytes: [UInt8], lineStarts: [Int], line firstLine: Int,
                                 column firstColumn: Int) -> SourceLocation {
        // The last line start at or before `offset` (binary search).
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let lineStart = lineStarts[low]
        let line = firstLine + low
        if low == 0 { return file.location(line: line, utf8Column: firstColumn + offset) }
        var lineEnd = lineStart
        while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
        let source = Array(file.lineText(line).utf8)
        let piece = bytes[lineStart..<lineEnd]
        // The whole line of the node ends the source line: the node's text starts at their difference.
        if source.count >= piece.count, source[(source.count - piece.count)...].elementsEqual(piece) {
            return file.location(line: line, utf8Column: source.count - piece.count + offset - lineStart + 1)
        }
        // Inline HTML over several lines: its line is the start of the source line's text.
        let indent = source.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: ">") }.count
        return file.location(line: line, utf8Column: indent + offset - lineStart + 1)
    }

    private mutating func link(_ node: OpaquePointer, isImage: Bool) -> MarkdownDocument.Link {
        let (destination, destinationScalars) = Self.stringAndScalarCount(cmark_node_get_url(node))
        let title = string(cmark_node_get_title(node))
        let scheme = Self.scheme(of: destination)
        let isSlot = if let scheme {
            options.slotLinkSchemes.contains(scheme)
        } else {
            options.slotRelativeLinks && (Self.isSitePath(destination) || destination.utf8.first == UInt8(ascii: "#"))
        }
        let mapped = mappedPosition(node)
        let line = max(1, mapped?.line ?? Int(cmark_node_get_start_line(node)))
        let column = max(1, mapped?.column ?? Int(cmark_node_get_start_column(node)))
        let start = file.location(line: line, utf8Column: column)
        if locator == nil { locator = LinkLocator(file: file) }
        // cmark's end position is in the chapter only for nodes it parsed from the chapter
        // itself; for nodes of GFM's synthetic documents (table cells…) only the start is mapped.
        // (Each step is tried with `if let`: comparing an optional location with nil went through
        // generic equality, about 350 instructions a link.)
        let location: SourceLocation
        if mapped == nil, let found = locator!.destination(destination, title: title, endLine: Int(cmark_node_get_end_line(node)),
                                                          endColumn: Int(cmark_node_get_end_column(node))) {
            location = found
        } else if let found = locator!.destination(destination, title: title, text: plainText(node), startLine: line,
                                                   startColumn: column) {
            location = found
        } else {
            location = fallbackLocation(node, destination: destination, start: start, line: line, column: column)
        }
        // The text is read where a later stage uses it: images (alternative text) and `scene:` links.
        let text = isImage || (isSlot && scheme != nil) ? plainText(node) : ""
        return MarkdownDocument.Link(
            destination: destination, title: title, text: text, location: location,
            length: max(1, destinationScalars), isSlot: isSlot, isImage: isImage, start: start)
    }

    /// Best effort: the destination as written on the link's first line, else its start; only
    /// inside the link's own source (cmark's end position): a reference link's destination is
    /// elsewhere, and searching the rest of a long line for each of many links would be quadratic.
    private func fallbackLocation(_ node: OpaquePointer, destination: String, start: SourceLocation, line: Int,
                                  column: Int) -> SourceLocation {
        let sourceLine = file.lineText(line)
        let startOffset = min(sourceLine.utf8.count, column - 1)
        let tail = sourceLine.utf8.index(sourceLine.startIndex, offsetBy: startOffset)
        let endLine = Int(cmark_node_get_end_line(node)), endColumn = Int(cmark_node_get_end_column(node))
        let endOffset = endLine == line && endColumn >= column ? min(sourceLine.utf8.count, endColumn) : sourceLine.utf8.count
        let head = sourceLine.utf8.index(sourceLine.startIndex, offsetBy: max(startOffset, endOffset))
        if !destination.isEmpty, let range = sourceLine[tail..<head].firstRange(of: destination) {
            let byteOffset = sourceLine.utf8.distance(from: sourceLine.startIndex, to: range.lowerBound)
            return file.location(line: line, utf8Column: byteOffset + 1)
        }
        return start
    }

    /// A C string as a String, with its count of Unicode scalars (`String.scalarCount`), counted
    /// on cmark's bytes when they are ASCII (each byte a scalar): counting on the String cost
    /// about 560 instructions a link.
    private static func stringAndScalarCount(_ pointer: UnsafePointer<CChar>?) -> (String, Int) {
        guard let pointer, pointer.pointee != 0 else { return ("", 0) }
        var result = ("", 0)
        withLiteral(pointer) { bytes in
            var high: UInt8 = 0
            for byte in bytes { high |= byte }
            let string = String(decoding: bytes, as: UTF8.self)
            result = (string, high < 0x80 ? bytes.count : string.scalarCount)
        }
        return result
    }

    /// The scheme of an absolute URL (`https`, `mailto`, `scene`), lower-cased; nil for a
    /// path or a fragment. A scheme is a letter, then letters, digits, `+`, `-` or `.`, then `:`.
    static func scheme(of destination: String) -> String? {
        // Found on the bytes' span; one String is made, of the scheme alone (its letters are
        // ASCII, so lower-casing maps only A-Z).
        let view = destination.utf8
        let bytes = view.span
        var length = 0
        for index in bytes.indices {
            switch bytes[index] {
            case UInt8(ascii: ":"):
                guard length > 0 else { return nil }
                var hasUpper = false
                for offset in 0..<length where bytes[offset] &- UInt8(ascii: "A") < 26 { hasUpper = true; break }
                if !hasUpper { return commonScheme(bytes, length: length) ?? String(decoding: view.prefix(length), as: UTF8.self) }
                var scheme: [UInt8] = []
                scheme.reserveCapacity(length)
                for offset in 0..<length {
                    let byte = bytes[offset]
                    scheme.append(byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte)
                }
                return String(decoding: scheme, as: UTF8.self)
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                length += 1
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
                guard length > 0 else { return nil }
                length += 1
            default:
                return nil
            }
        }
        return nil
    }

    /// The common scheme spelled by the first `length` bytes (lower case), or nil: the bytes
    /// packed into one number (first byte highest) and matched against each scheme's, so that a
    /// common scheme's String is a literal (making a `String` of the bytes costs several hundred
    /// instructions a link, and comparing with a table of spellings about 140).
    private static func commonScheme(_ bytes: Span<UInt8>, length: Int) -> String? {
        guard length <= 8 else { return nil }
        var key: UInt64 = 0
        for offset in 0..<length { key = key << 8 | UInt64(bytes[offset]) }
        switch key {
        case 0x68_74_74_70_73: return "https"  // h t t p s
        case 0x68_74_74_70: return "http"
        case 0x6D_61_69_6C_74_6F: return "mailto"
        case 0x73_63_65_6E_65: return "scene"
        case 0x73_65_67_75_65: return "segue"
        case 0x64_6F_63: return "doc"
        default: return nil
        }
    }

    /// (A link to a fragment of the chapter's own page, `#Usage`, is a slot too: the link check
    /// writes it with the case of the id it names, see `LinkCheck`.)
    /// A path of the site, which the link check may rewrite: relative to the chapter
    /// (`02-friends.md#x`, `img/a.png`, `../b.md`) or rooted (`/docs/FAQ.md`, read from
    /// `content/` as GitHub reads it from the repository's root); not empty, no scheme, not only
    /// a fragment or query, not another host (`//host/x`).
    static func isSitePath(_ destination: String) -> Bool {
        let bytes = destination.utf8
        guard let first = bytes.first else { return false }
        if first == UInt8(ascii: "/") { return bytes.dropFirst().first.map { $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: "\\") } ?? true }
        return first != UInt8(ascii: "#") && first != UInt8(ascii: "?")
            && first != UInt8(ascii: "\\") && scheme(of: destination) == nil
    }

    private func string(_ pointer: UnsafePointer<CChar>?) -> String {
        // Most titles and many info strings are empty.
        guard let pointer, pointer.pointee != 0 else { return "" }
        return String(cString: pointer)
    }
}
