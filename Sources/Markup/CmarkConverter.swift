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

    private func startLine(_ node: OpaquePointer) -> Int {
        positions[node]?.line ?? Int(cmark_node_get_start_line(node))
    }

    private func startColumn(_ node: OpaquePointer) -> Int {
        positions[node]?.column ?? Int(cmark_node_get_start_column(node))
    }

    mutating func walk(_ root: OpaquePointer) {
        CmarkTree.forEachEntered(root) { node in
            switch cmark_node_get_type(node) {
            case CMARK_NODE_HEADING:
                let text = plainText(node)
                // GitHub makes the id from the text of the heading's HTML, where a line break
                // (soft or hard, in a setext heading) is a newline, which the slug drops:
                // `Foo`⏎`bar` is `foobar`; an image is an element without text, so its
                // alternative text is not in the id (`![logo](x.png) Title` is `-title`). The text
                // shown (title, table of contents) keeps a space and the alternative text.
                let id = slugger.slug(for: plainText(node, lineBreak: 0x0A, imagesHaveText: false))
                headings.append(.init(level: Int(cmark_node_get_heading_level(node)), text: text, id: id,
                                      line: startLine(node)))
                if options.headingAnchors { headingNodes.append((node, headings.count - 1)) }
            case CMARK_NODE_CODE_BLOCK:
                // Appended last (moved, not copied: a copy retains each of its strings).
                let block = codeBlock(node)
                let isSlot = block.isSlot
                codeBlocks.append(block)
                if isSlot { codeNodes.append((node, codeBlocks.count - 1)) }
            case CMARK_NODE_PARAGRAPH where options.keepsParagraphs:
                let text = plainText(node)
                if !text.isEmpty { paragraphs.append(.init(text: text, line: Int(cmark_node_get_start_line(node)))) }
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
                let link = self.link(node, isImage: cmark_node_get_type(node) == CMARK_NODE_IMAGE)
                let isSlot = link.isSlot
                links.append(link)
                if isSlot { linkNodes.append((node, links.count - 1)) }
            default:
                break
            }
        }
    }

    /// Replaces slotted nodes with custom nodes that print markers.
    mutating func insertMarkers() {
        for (node, index) in headingNodes {
            guard let marker = CmarkMemory.node(CMARK_NODE_CUSTOM_INLINE) else { continue }
            cmark_node_set_on_enter(marker, "\u{1}h\(index)\u{2}")
            cmark_node_set_on_exit(marker, "")
            if cmark_node_prepend_child(node, marker) == 0 { cmark_node_free(marker) }
        }
        for (node, index) in codeNodes {
            guard let marker = CmarkMemory.node(CMARK_NODE_CUSTOM_BLOCK) else { continue }
            cmark_node_set_on_enter(marker, "\u{1}c\(index)\u{2}")
            cmark_node_set_on_exit(marker, "")
            if cmark_node_replace(node, marker) != 0 { cmark_node_free(node) } else { cmark_node_free(marker) }
        }
        // A marker just before the link or image: cmark still prints the node (so its own
        // escaping of the destination, title and alternative text is kept), and the slot is
        // the tag that follows the marker (see `document(fromRendered:)`). Inside an image's
        // alternative text cmark prints neither the marker nor the tag.
        for (node, index) in linkNodes {
            guard let marker = CmarkMemory.node(CMARK_NODE_CUSTOM_INLINE) else { continue }
            let kind = links[index].isImage ? "i" : "l"
            cmark_node_set_on_enter(marker, "\u{1}\(kind)\(index)\u{2}")
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

    /// Splits rendered HTML at the markers; heading markers are resolved here.
    ///
    /// Works on UTF-8 bytes: markers are ASCII control bytes that nothing else produces.
    /// Mutating: the links' rendered tags are set in place (a copy of the array would retain
    /// every string of every link).
    mutating func document(fromRendered bytes: UnsafeBufferPointer<UInt8>) -> MarkdownDocument {
        var parts: [String] = []
        var slots: [MarkdownDocument.Slot] = []
        do {
            var current: [UInt8] = []
            current.reserveCapacity(bytes.count)
            var runStart = 0
            var index = 0
            while index < bytes.count {
                guard let marker = ByteSearch.firstIndex(of: 1, in: bytes, from: index) else { break }
                index = marker
                guard let end = ByteSearch.firstIndex(of: 2, in: bytes, from: index + 1) else { break }
                current.append(contentsOf: bytes[runStart..<index])
                let kind = bytes[index + 1]
                let number = Int(String(decoding: UnsafeBufferPointer(rebasing: bytes[(index + 2)..<end]), as: UTF8.self))
                runStart = end + 1
                index = end + 1
                guard let number else { continue }
                switch kind {
                case UInt8(ascii: "h") where headings.indices.contains(number):
                    let heading = headings[number]
                    let open = Array("<h\(heading.level)>".utf8)
                    if current.count >= open.count, Array(current.suffix(open.count)) == open {
                        current.removeLast(open.count)
                    }
                    let id = HTMLEscaping.escape(heading.id)
                    current.append(contentsOf: "<h\(heading.level) id=\"\(id)\"><a class=\"anchor\" href=\"#\(id)\" aria-hidden=\"true\">#</a>".utf8)
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

    // MARK: Reading nodes

    /// The text of `node`'s inline content, markup removed; each line break is `lineBreak`.
    /// `imagesHaveText`: whether an image's alternative text counts (false: as in the HTML's
    /// text, where an image has none).
    private func plainText(_ node: OpaquePointer, lineBreak: UInt8 = 0x20, imagesHaveText: Bool = true) -> String {
        // Gathered as bytes, made a String once.
        var text: [UInt8] = []
        CmarkTree.forEachEntered(node) { child in
            switch cmark_node_get_type(child) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                if !imagesHaveText, Self.isInImage(child, below: node) { return }
                guard let literal = cmark_node_get_literal(child) else { return }
                let length = strlen(literal)
                literal.withMemoryRebound(to: UInt8.self, capacity: length) {
                    text.append(contentsOf: UnsafeBufferPointer(start: $0, count: length))
                }
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                text.append(lineBreak)
            default:
                break
            }
        }
        return String(decoding: text, as: UTF8.self)
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
        let language = info.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map { $0.lowercased() } ?? ""
        let startLine = self.startLine(node)
        let startColumn = self.startColumn(node)
        let fenced = isFence(line: startLine, column: startColumn)
        let infoLocation = locateInfo(info, line: startLine, fenceColumn: startColumn, fenced: fenced)
        var lines: [MarkdownDocument.CodeBlock.Line] = []
        var lineNumber = fenced ? startLine + 1 : startLine
        for piece in Self.contentLines(literal) {
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
            lines.append(.init(text: String(piece), line: lineNumber, column: column))
            lineNumber += 1
        }
        var block = MarkdownDocument.CodeBlock(
            info: info, language: language, literal: literal, infoLocation: infoLocation, lines: lines,
            isSlot: options.slotLanguages.contains(language))
        if fenced {
            // Never closed, or closed only by the closing fence of a later block: its content then
            // holds that block's opening fence (three or more backticks or tildes and an info string).
            block.isUnclosed = !isClosingFence(line: Int(cmark_node_get_end_line(node)), opening: startLine, column: startColumn)
                || lines.contains { Self.looksLikeOpeningFence($0.text) }
        }
        return block
    }

    /// Whether `line` ends with the bytes of `piece` (compared over the bytes' spans: walking
    /// two `UTF8View`s with their indices cost more than the rest of reading a listing).
    static func endsWith(_ line: Span<UInt8>, _ piece: Span<UInt8>) -> Bool {
        let offset = line.count - piece.count
        guard offset >= 0 else { return false }
        for index in piece.indices where line[offset + index] != piece[index] { return false }
        return true
    }

    /// The lines of a code block's content, without the last empty one. Split at `\n` bytes
    /// (a scan of contiguous UTF-8, not of Characters); text holding a CR is split by
    /// Characters, as before, so that a CRLF stays one piece.
    static func contentLines(_ literal: String) -> [Substring] {
        if ByteSearch.contains(literal, 0x0D) {
            var pieces = literal.split(separator: "\n", omittingEmptySubsequences: false)
            if pieces.last == "" { pieces.removeLast() }
            return pieces
        }
        var copy = literal
        let ends: [Int] = copy.withUTF8 { bytes in
            var ends: [Int] = []
            var from = 0
            while let newline = ByteSearch.firstIndex(of: 0x0A, in: bytes, from: from) {
                ends.append(newline)
                from = newline + 1
            }
            if from < bytes.count { ends.append(bytes.count) }
            return ends
        }
        let utf8 = literal.utf8
        var pieces: [Substring] = []
        pieces.reserveCapacity(ends.count)
        var start = utf8.startIndex
        for end in ends {
            let stop = utf8.index(utf8.startIndex, offsetBy: end)
            pieces.append(literal[start..<stop])
            if stop < utf8.endIndex { start = utf8.index(after: stop) }
        }
        return pieces
    }

    /// "```swift", "~~~ flow": a fence with an info string, which can only open a block.
    static func looksLikeOpeningFence(_ text: String) -> Bool {
        // Most lines are not fences: their first non-space byte says so, before any copy.
        guard let first = text.utf8.first(where: { $0 != UInt8(ascii: " ") }),
              first == UInt8(ascii: "`") || first == UInt8(ascii: "~") else { return false }
        let bytes = Array(text.utf8.drop { $0 == UInt8(ascii: " ") })
        guard let mark = bytes.first, mark == UInt8(ascii: "`") || mark == UInt8(ascii: "~") else { return false }
        let run = bytes.prefix { $0 == mark }.count
        guard run >= 3 else { return false }
        return bytes[run...].contains { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") && $0 != UInt8(ascii: "\r") }
    }

    /// Whether `line` closes the fence opened at (`opening`, `column`): the same character, at
    /// least as many, and nothing else but spaces. An unclosed fence runs to the end of its container.
    private func isClosingFence(line: Int, opening: Int, column: Int) -> Bool {
        guard line > opening else { return false }
        let open = Array(file.lineText(opening).utf8)
        var offset = max(0, column - 1)
        while offset < open.count, open[offset] == UInt8(ascii: " ") { offset += 1 }
        guard offset < open.count else { return false }
        let mark = open[offset]
        let width = open[offset...].prefix { $0 == mark }.count
        let close = Array(file.lineText(line).utf8)
        guard let first = close.firstIndex(of: mark) else { return false }
        let run = close[first...].prefix { $0 == mark }.count
        let rest = close[(first + run)...]
        return run >= width && rest.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
    }

    /// Whether a code block starting at this place opens with a fence (cmark 0.30 has no getter).
    private func isFence(line: Int, column: Int) -> Bool {
        let bytes = Array(file.lineText(line).utf8)
        var offset = max(0, column - 1)
        while offset < bytes.count, bytes[offset] == UInt8(ascii: " ") { offset += 1 }
        guard offset + 2 < bytes.count else { return false }
        let c = bytes[offset]
        return (c == UInt8(ascii: "`") || c == UInt8(ascii: "~")) && bytes[offset + 1] == c && bytes[offset + 2] == c
    }

    private func locateInfo(_ info: String, line: Int, fenceColumn: Int, fenced: Bool) -> SourceLocation {
        let sourceLine = file.lineText(line)
        guard fenced, !info.isEmpty else { return file.location(line: line, utf8Column: fenceColumn) }
        let bytes = Array(sourceLine.utf8)
        var offset = max(0, fenceColumn - 1)
        while offset < bytes.count, bytes[offset] == UInt8(ascii: " ") { offset += 1 }
        while offset < bytes.count, bytes[offset] == UInt8(ascii: "`") || bytes[offset] == UInt8(ascii: "~") { offset += 1 }
        while offset < bytes.count, bytes[offset] == UInt8(ascii: " ") || bytes[offset] == UInt8(ascii: "\t") { offset += 1 }
        return file.location(line: line, utf8Column: offset + 1)
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
        let destination = string(cmark_node_get_url(node))
        let title = string(cmark_node_get_title(node))
        let scheme = Self.scheme(of: destination)
        let isSlot = scheme.map { options.slotLinkSchemes.contains($0) } ?? (options.slotRelativeLinks && (Self.isSitePath(destination) || destination.utf8.first == UInt8(ascii: "#")))
        let line = max(1, startLine(node))
        let column = max(1, startColumn(node))
        let start = file.location(line: line, utf8Column: column)
        if locator == nil { locator = LinkLocator(file: file) }
        // cmark's end position is in the chapter only for nodes it parsed from the chapter
        // itself; for nodes of GFM's synthetic documents (table cells…) only the start is mapped.
        var location = positions[node] != nil ? nil
            : locator!.destination(destination, title: title, endLine: Int(cmark_node_get_end_line(node)),
                                   endColumn: Int(cmark_node_get_end_column(node)))
        if location == nil {
            location = locator!.destination(destination, title: title, text: plainText(node), startLine: line, startColumn: column)
        }
        if location == nil {
            // Best effort: the destination as written on the link's first line, else its start;
            // only inside the link's own source (cmark's end position): a reference link's
            // destination is elsewhere, and searching the rest of a long line for each of many
            // links would be quadratic.
            location = start
            let sourceLine = file.lineText(line)
            let startOffset = min(sourceLine.utf8.count, column - 1)
            let tail = sourceLine.utf8.index(sourceLine.startIndex, offsetBy: startOffset)
            let endLine = Int(cmark_node_get_end_line(node)), endColumn = Int(cmark_node_get_end_column(node))
            let endOffset = endLine == line && endColumn >= column ? min(sourceLine.utf8.count, endColumn) : sourceLine.utf8.count
            let head = sourceLine.utf8.index(sourceLine.startIndex, offsetBy: max(startOffset, endOffset))
            if !destination.isEmpty, let range = sourceLine[tail..<head].firstRange(of: destination) {
                let byteOffset = sourceLine.utf8.distance(from: sourceLine.startIndex, to: range.lowerBound)
                location = file.location(line: line, utf8Column: byteOffset + 1)
            }
        }
        // The text is read where a later stage uses it: images (alternative text) and `scene:` links.
        let text = isImage || (isSlot && scheme != nil) ? plainText(node) : ""
        return MarkdownDocument.Link(
            destination: destination, title: title, text: text, location: location!,
            length: max(1, destination.scalarCount), isSlot: isSlot, isImage: isImage, start: start)
    }

    /// The scheme of an absolute URL (`https`, `mailto`, `scene`), lower-cased; nil for a
    /// path or a fragment. A scheme is a letter, then letters, digits, `+`, `-` or `.`, then `:`.
    static func scheme(of destination: String) -> String? {
        // Found on bytes; one String is made, of the scheme alone.
        var length = 0
        for byte in destination.utf8 {
            switch byte {
            case UInt8(ascii: ":"):
                guard length > 0 else { return nil }
                return String(decoding: destination.utf8.prefix(length), as: UTF8.self).lowercased()
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
        guard let pointer else { return "" }
        return String(cString: pointer)
    }
}
