import CCmark
import SourceModel

/// GitHub Flavored Markdown on a cmark (CommonMark) tree.
///
/// cmark parses the chapter; this pass then finds pipe tables in the raw lines of paragraphs,
/// parses their cells' inline Markdown in a second, synthetic document (which also holds the
/// footnote bodies and the chapter's link reference definitions), grafts the results into the
/// tree as custom nodes, and rewrites text nodes for footnote references, strikethrough and
/// extended autolinks, list items for task checkboxes and block quotes for alerts. Grafted
/// nodes keep their places in the chapter in `positions`.
///
/// Owns what is left of the synthetic tree (grafted nodes are moved out of it) until `free()`,
/// which `CmarkConverter` calls after the main tree is rendered and freed. The state below is
/// shared by the extensions in `GFMTransformer+*.swift`.
final class GFMTransformer {
    let options: MarkdownOptions
    let text: String
    /// The chapter's lines, made when a pass first needs them.
    private(set) lazy var chapter = LineTable(Array(text.utf8))
    var synthetic = SyntheticDocument()
    var syntheticLines = LineTable([])
    var syntheticRoot: OpaquePointer?
    /// Chapter places (line, byte column) of nodes that came from the synthetic document, and
    /// of autolinks.
    var positions: [OpaquePointer: (line: Int, column: Int)] = [:]
    var grafted: Set<OpaquePointer> = []
    /// Source bytes removed from the start of a text node's literal (a task item's `[ ] `).
    var droppedPrefix: [OpaquePointer: Int] = [:]
    /// Links made by the autolink pass (their text is their source, for the flanking rules).
    var autolinkNodes: Set<OpaquePointer> = []
    var footnotes: [FootnoteScanner.Definition] = []
    var footnoteEntries: [Int] = []
    /// Lines that may start a footnote definition, their `[` hidden from cmark
    /// (`hiddenBracket`), and what the tree made of them.
    var definitionStartLines: Set<Int> = []
    var hiddenBracket: UInt8 = 0
    var footnotePlans: [FootnotePlan] = []
    var cellNodes: Set<OpaquePointer> = []
    var tablePlans: [TablePlan] = []
    /// Text nodes whose literal lost the guard (their synthetic place still counts it).
    var guardDropped: Set<OpaquePointer> = []

    init(text: String, options: MarkdownOptions) {
        self.options = options
        self.text = text
    }

    deinit { free() }

    func free() {
        if let syntheticRoot { cmark_node_free(syntheticRoot) }
        syntheticRoot = nil
    }

    // MARK: Before cmark

    /// The text cmark parses: the `[` of each line that may start a footnote definition
    /// replaced by a byte the chapter does not hold (cmark would take `[^1]: note` for a link
    /// reference definition, and the reference `[^1]` for a link to `note`), lines and columns
    /// kept; the tree tells which are definitions, and the byte is put back everywhere else
    /// (`findFootnoteDefinitions`).
    func preparedInput(_ text: String) -> String {
        guard ByteSearch.contains(text, UInt8(ascii: "^")),
              let free = Self.hiddenBracketChoices.first(where: { !ByteSearch.contains(text, $0) }) else { return text }
        let starts = FootnoteScanner.starts(chapter)
        guard !starts.isEmpty else { return text }
        hiddenBracket = free
        var bytes = chapter.bytes
        for start in starts {
            bytes[start.offset] = free
            definitionStartLines.insert(start.line)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// C0 control characters that cmark reads as plain text (not white space, not markers of
    /// `CmarkConverter`), first the ASCII substitute.
    static let hiddenBracketChoices: [UInt8] = [0x1A] + Array(0x1C...0x1F) + Array(0x03...0x08) + Array(0x0E...0x19)

    // MARK: The pass

    func transform(_ root: OpaquePointer) {
        let plans = findTables(root)
        if !definitionStartLines.isEmpty { findFootnoteDefinitions(root, tables: plans) }
        if !plans.isEmpty || !footnotes.isEmpty {
            buildSynthetic(root, plans: plans)
        }
        var footnoteBlocks: [OpaquePointer] = []
        if let syntheticRoot, let blocks = syntheticBlocks(syntheticRoot) {
            applyTables(blocks: blocks)
            applyFootnotePlans(blocks: blocks)
            footnoteBlocks = footnoteEntries.map { blocks[$0] }
        }
        var lists: [OpaquePointer] = []
        var quotes: [OpaquePointer] = []
        var inlineHolders: [OpaquePointer] = []
        var html: [OpaquePointer] = []
        // Room for a chapter's paragraphs and list items (grown from empty, 1, 2, 4…, the arrays
        // cost 2.6 M instructions on a 1,000-chapter book).
        lists.reserveCapacity(16)
        inlineHolders.reserveCapacity(64)
        collect(root, items: &lists, quotes: &quotes, holders: &inlineHolders, html: &html)
        for item in lists { taskItem(item) }
        var inline = InlinePass(transformer: self, definitions: Dictionary(footnotes.enumerated().map { ($1.label, $0) }, uniquingKeysWith: { a, _ in a }))
        for holder in inlineHolders { inline.run(holder) }
        if !footnoteBlocks.isEmpty {
            appendFootnotes(root, blocks: footnoteBlocks, inline: &inline)
        }
        for quote in quotes { alert(quote) }
        if options.allowRawHTML { for node in html { TagFilter.apply(node) } }
    }

    /// Finds, in document order, the list items, the top-level block quotes, the inline
    /// containers (paragraphs, headings, table cells) and the raw HTML. All but inline raw HTML
    /// are blocks or a table's cells: the walk goes through blocks only (cmark's iterator over
    /// every inline node cost more than the rest of the pass), and into a container's inline
    /// nodes only when raw HTML is kept (the tag filter needs inline HTML too).
    func collect(_ root: OpaquePointer, items: inout [OpaquePointer], quotes: inout [OpaquePointer],
                 holders: inout [OpaquePointer], html: inout [OpaquePointer]) {
        var node: OpaquePointer? = root
        while let current = node {
            var descends = false
            switch cmark_node_get_type(current) {
            case CMARK_NODE_DOCUMENT, CMARK_NODE_LIST, CMARK_NODE_CUSTOM_BLOCK:
                descends = true
            case CMARK_NODE_ITEM:
                items.append(current)
                descends = true
            case CMARK_NODE_BLOCK_QUOTE:
                if cmark_node_get_type(cmark_node_parent(current)) == CMARK_NODE_DOCUMENT { quotes.append(current) }
                descends = true
            case CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING:
                holders.append(current)
                if options.allowRawHTML { collectInlineHTML(current, into: &html) }
            case CMARK_NODE_CUSTOM_INLINE:
                if cellNodes.contains(current) {
                    holders.append(current)
                    if options.allowRawHTML { collectInlineHTML(current, into: &html) }
                }
            case CMARK_NODE_HTML_BLOCK:
                html.append(current)
            default:
                break
            }
            // The next node in document order: the first child, else the next sibling of the
            // node or of its nearest ancestor below `root` that has one (no recursion: nesting
            // can be deep).
            if descends, let child = cmark_node_first_child(current) {
                node = child
                continue
            }
            var climbing: OpaquePointer? = current
            node = nil
            while let here = climbing, here != root {
                if let next = cmark_node_next(here) {
                    node = next
                    break
                }
                climbing = cmark_node_parent(here)
            }
        }
    }

    /// The inline raw HTML below an inline container, in document order.
    private func collectInlineHTML(_ container: OpaquePointer, into html: inout [OpaquePointer]) {
        CmarkTree.forEachEntered(container) { node in
            let type = cmark_node_get_type(node)
            if type == CMARK_NODE_HTML_INLINE { html.append(node) }
        }
    }

    // MARK: Helpers for the inline pass

    func setLiteral(_ node: OpaquePointer, _ bytes: [UInt8]) {
        CmarkTree.setLiteral(node, bytes)
    }

    /// A node's place in the chapter (line, byte column), or nil.
    func place(of node: OpaquePointer) -> (line: Int, column: Int)? {
        if let known = positions[node] { return known }
        if grafted.contains(node) { return nil }
        let line = Int(cmark_node_get_start_line(node))
        guard line >= 1 else { return nil }
        return (line, Int(cmark_node_get_start_column(node)))
    }

    func recordPlace(_ node: OpaquePointer, _ place: (line: Int, column: Int)?) {
        positions[node] = place
    }

    /// Drops what is known about a node about to be freed (its address may be reused).
    func forget(_ node: OpaquePointer) {
        positions[node] = nil
        grafted.remove(node)
        droppedPrefix[node] = nil
        autolinkNodes.remove(node)
    }

    /// The source line a text node was parsed from (chapter or synthetic) and its 1-based
    /// byte columns, when it lies on one line.
    func sourceLine(of node: OpaquePointer) -> (line: ArraySlice<UInt8>, start: Int, end: Int)? {
        let line = Int(cmark_node_get_start_line(node)), endLine = Int(cmark_node_get_end_line(node))
        let start = Int(cmark_node_get_start_column(node)), end = Int(cmark_node_get_end_column(node))
        guard line >= 1, line == endLine, start >= 1, end >= start else { return nil }
        let table = grafted.contains(node) ? syntheticLines : chapter
        return (table[line], start, end)
    }
}
