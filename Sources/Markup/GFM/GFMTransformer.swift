import CCmark

/// GitHub Flavored Markdown on a cmark (CommonMark) tree.
///
/// cmark parses the chapter; this pass then finds pipe tables in the raw lines of paragraphs,
/// parses their cells' inline Markdown in a second, synthetic document (which also holds the
/// footnote bodies and the chapter's link reference definitions), grafts the results into the
/// tree as custom nodes, and rewrites text nodes for footnote references, strikethrough and
/// extended autolinks, list items for task checkboxes and block quotes for alerts. Grafted
/// nodes keep their places in the chapter in `positions`.
///
/// Owns the synthetic tree until `free()`: grafted nodes may point into nothing of it, but the
/// rest of it must outlive rendering of the main tree only as long as they share memory, so
/// it is freed last.
final class GFMTransformer {
    let options: MarkdownOptions
    private let text: String
    /// The chapter's lines, made when a pass first needs them.
    private(set) lazy var chapter = LineTable(Array(text.utf8))
    private(set) var synthetic = SyntheticDocument()
    private var syntheticLines = LineTable([])
    private var syntheticRoot: OpaquePointer?
    /// Chapter places (line, byte column) of nodes that came from the synthetic document, and
    /// of autolinks.
    private(set) var positions: [OpaquePointer: (line: Int, column: Int)] = [:]
    private var grafted: Set<OpaquePointer> = []
    /// Source bytes removed from the start of a text node's literal (a task item's `[ ] `).
    var droppedPrefix: [OpaquePointer: Int] = [:]
    /// Links made by the autolink pass (their text is their source, for the flanking rules).
    var autolinkNodes: Set<OpaquePointer> = []
    private var footnotes: [FootnoteScanner.Definition] = []
    private var footnoteEntries: [Int] = []
    private var takenLines: [ClosedRange<Int>] = []

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

    /// The text cmark parses: footnote definitions blanked out (lines kept, so places stay).
    func preparedInput(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "^")) else { return text }
        let (definitions, taken) = FootnoteScanner.scan(chapter)
        guard !taken.isEmpty else { return text }
        footnotes = definitions
        takenLines = taken
        var bytes = chapter.bytes
        for range in taken {
            for line in range {
                let slice = chapter[line]
                for index in slice.indices { bytes[index] = 0x20 }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: The pass

    func transform(_ root: OpaquePointer) {
        let plans = findTables(root)
        if !plans.isEmpty || !footnotes.isEmpty {
            buildSynthetic(root, plans: plans)
        }
        var footnoteBlocks: [OpaquePointer] = []
        if let syntheticRoot, let blocks = syntheticBlocks(syntheticRoot) {
            applyTables(blocks: blocks)
            footnoteBlocks = footnoteEntries.map { blocks[$0] }
        }
        var lists: [OpaquePointer] = []
        var quotes: [OpaquePointer] = []
        var inlineHolders: [OpaquePointer] = []
        var html: [OpaquePointer] = []
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

    private func collect(_ root: OpaquePointer, items: inout [OpaquePointer], quotes: inout [OpaquePointer],
                         holders: inout [OpaquePointer], html: inout [OpaquePointer]) {
        guard let iterator = cmark_iter_new(root) else { return }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            switch cmark_node_get_type(node) {
            case CMARK_NODE_ITEM: items.append(node)
            case CMARK_NODE_BLOCK_QUOTE:
                if cmark_node_get_type(cmark_node_parent(node)) == CMARK_NODE_DOCUMENT { quotes.append(node) }
            case CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING: holders.append(node)
            case CMARK_NODE_CUSTOM_INLINE:
                if cellNodes.contains(node) { holders.append(node) }
            case CMARK_NODE_HTML_BLOCK, CMARK_NODE_HTML_INLINE: html.append(node)
            default: break
            }
        }
    }

    // MARK: Tables

    struct PlacedLine {
        var line: Int
        var start: Int
        var bytes: ArraySlice<UInt8>
    }

    struct TablePlan {
        var node: OpaquePointer
        var before: [PlacedLine]
        var header: (row: TableRow, place: PlacedLine)
        var alignments: [TableAlignment]
        var rows: [(row: TableRow, place: PlacedLine)]
        var rule: Bool
        /// Lines after the table that are a paragraph again.
        var after: [PlacedLine] = []
        var beforeEntry: Int?
        var afterEntry: Int?
        /// Entry index per cell, row by row (header first); nil for an empty cell.
        var cellEntries: [[Int?]] = []
    }

    private var cellNodes: Set<OpaquePointer> = []

    private func findTables(_ root: OpaquePointer) -> [TablePlan] {
        var plans: [TablePlan] = []
        guard Self.mayHoldDelimiterRow(text) else { return plans }
        guard let iterator = cmark_iter_new(root) else { return plans }
        defer { cmark_iter_free(iterator) }
        var quoteDepth = 0
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(node)
            if type == CMARK_NODE_BLOCK_QUOTE { quoteDepth += event == CMARK_EVENT_ENTER ? 1 : -1; continue }
            guard event == CMARK_EVENT_ENTER, type == CMARK_NODE_PARAGRAPH || type == CMARK_NODE_HEADING else { continue }
            if let plan = tablePlan(node, isHeading: type == CMARK_NODE_HEADING, quotes: quoteDepth) { plans.append(plan) }
        }
        return plans
    }

    private func tablePlan(_ node: OpaquePointer, isHeading: Bool, quotes: Int) -> TablePlan? {
        var first = Int(cmark_node_get_start_line(node))
        var firstColumn = Int(cmark_node_get_start_column(node))
        var last = Int(cmark_node_get_end_line(node))
        guard first >= 1, last >= first + (isHeading ? 2 : 1) else { return nil }
        var underline: ArraySlice<UInt8>?
        if isHeading {
            // The underline: the last line that is one (cmark's end line may be one further).
            while last > first, !Self.isSetextUnderline(content(of: last, quotes: quotes)) { last -= 1 }
            guard last >= first + 2 else { return nil }
            underline = content(of: last, quotes: quotes)
            last -= 1
        } else if let child = cmark_node_first_child(node) {
            // Link reference definitions at the start of a paragraph are not part of it.
            let childLine = Int(cmark_node_get_start_line(child))
            if childLine > first, childLine <= last {
                first = childLine
                firstColumn = Int(cmark_node_get_start_column(child))
            }
        }
        var lines: [PlacedLine] = []
        var lazy: [Bool] = []
        var sawPipe = false  // a possible delimiter row
        // Inside a list item (and no block quote), lines indented less than the paragraph's
        // first line are lazy.
        let indent = quotes == 0 && isInListItem(node) ? max(0, firstColumn - 1) : 0
        for line in first...last {
            let slice: ArraySlice<UInt8>
            if line == first {
                let raw = chapter[line]
                let start = min(raw.endIndex, raw.startIndex + max(0, firstColumn - 1))
                slice = raw[start...]
                lazy.append(false)
            } else {
                let found = contentAndLaziness(of: line, quotes: quotes, indent: indent)
                slice = found.content
                lazy.append(found.lazy)
            }
            // Only a line that starts with `|`, `:` or `-` can be a delimiter row.
            if !sawPipe, line > first, let lead = slice.first(where: { !TableRow.isSpace($0) }),
               lead == UInt8(ascii: "|") || lead == UInt8(ascii: ":") || lead == UInt8(ascii: "-") {
                sawPipe = true
            }
            lines.append(PlacedLine(line: line, start: slice.startIndex - chapter.start(of: line), bytes: slice))
        }
        guard sawPipe else { return nil }
        var headerIndex: Int?
        var alignments: [TableAlignment] = []
        for index in 0..<(lines.count - 1) {
            // cmark-gfm does not take a lazy continuation line as the delimiter row.
            guard !lazy[index + 1], let found = TableAlignment.delimiterRow(lines[index + 1].bytes),
                  let header = TableRow.split(lines[index].bytes), header.cells.count == found.count else { continue }
            headerIndex = index
            alignments = found
            break
        }
        guard let headerIndex, let header = TableRow.split(lines[headerIndex].bytes) else { return nil }
        var rows: [(TableRow, PlacedLine)] = []
        var after: [PlacedLine] = []
        for (offset, place) in lines[(headerIndex + 2)...].enumerated() {
            // A line that is only a pipe is no row: the table ends and the rest is a paragraph.
            if place.bytes.filter({ !TableRow.isSpace($0) }) == [UInt8(ascii: "|")] {
                after = Array(lines[(headerIndex + 2 + offset)...])
                break
            }
            guard let row = TableRow.split(place.bytes) else { continue }
            rows.append((row, place))
        }
        var rule = false
        if let underline {
            let trimmed = underline.filter { !TableRow.isSpace($0) }
            if trimmed.first == UInt8(ascii: "-") {
                rule = true
            } else if let row = TableRow.split(underline) {
                let line = last + 1
                rows.append((row, PlacedLine(line: line, start: underline.startIndex - chapter.start(of: line), bytes: underline)))
            }
        }
        if !after.isEmpty { rule = false }
        return TablePlan(node: node, before: Array(lines[..<headerIndex]), header: (header, lines[headerIndex]),
                         alignments: alignments, rows: rows, rule: rule, after: after)
    }

    static func isSetextUnderline(_ line: ArraySlice<UInt8>) -> Bool {
        var bytes = line
        while let last = bytes.last, TableRow.isSpace(last) { bytes = bytes.dropLast() }
        guard let first = bytes.first, first == UInt8(ascii: "=") || first == UInt8(ascii: "-") else { return false }
        return bytes.allSatisfy { $0 == first }
    }

    private func isInListItem(_ node: OpaquePointer) -> Bool {
        var ancestor = cmark_node_parent(node)
        while let current = ancestor {
            if cmark_node_get_type(current) == CMARK_NODE_ITEM { return true }
            ancestor = cmark_node_parent(current)
        }
        return false
    }

    /// Whether some line is made only of `|`, `:`, `-`, `>` and white space, with a `-` (a
    /// table needs such a delimiter row): one pass over the bytes, so that chapters without a
    /// table cost nothing more.
    static func mayHoldDelimiterRow(_ text: String) -> Bool {
        var onlyDelimiters = true, sawDash = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\n"):
                if onlyDelimiters, sawDash { return true }
                onlyDelimiters = true
                sawDash = false
            case UInt8(ascii: "-"): sawDash = true
            case UInt8(ascii: "|"), UInt8(ascii: ":"), UInt8(ascii: ">"), 0x20, 0x09, 0x0D: break
            default: onlyDelimiters = false
            }
        }
        return onlyDelimiters && sawDash
    }

    /// A paragraph line without its container markers (`>` of enclosing block quotes) and
    /// leading white space.
    private func content(of line: Int, quotes: Int) -> ArraySlice<UInt8> {
        contentAndLaziness(of: line, quotes: quotes, indent: 0).content
    }

    /// The content of a paragraph line, and whether it cannot be a delimiter row: a lazy
    /// continuation line (a `>` of an enclosing block quote missing, or less indented than the
    /// list item's content) or one indented four columns or more.
    private func contentAndLaziness(of line: Int, quotes: Int, indent: Int) -> (content: ArraySlice<UInt8>, lazy: Bool) {
        let raw = chapter[line]
        var index = raw.startIndex
        var remaining = quotes
        var lazy = false
        var indentation = 0
        while true {
            let spaces = index
            while index < raw.endIndex, TableRow.isSpace(raw[index]) { index += 1 }
            if remaining == 0, quotes == 0, indent > 0, index - spaces < indent { lazy = true }
            if remaining == 0 { indentation = FootnoteScanner.leadingSpaces(raw[spaces..<index]) - (quotes == 0 ? indent : 0) }
            guard remaining > 0 else { break }
            guard index < raw.endIndex, raw[index] == UInt8(ascii: ">") else { lazy = true; break }
            index += 1
            if index < raw.endIndex, raw[index] == 0x20 { index += 1 }
            remaining -= 1
        }
        // Four columns of indentation make a delimiter row a plain continuation line.
        return (raw[index...], lazy || indentation >= 4)
    }

    // MARK: The synthetic document

    private func buildSynthetic(_ root: OpaquePointer, plans: [TablePlan]) {
        var planned = plans
        for index in planned.indices {
            var plan = planned[index]
            if !plan.before.isEmpty {
                // cmark-gfm turns `\|` into `|` in the whole paragraph a table interrupts.
                plan.beforeEntry = synthetic.addParagraph(plan.before.map { place in
                    let (text, removed) = TableRow.unescapingPipes(place.bytes)
                    return (SyntheticDocument.LineMap(line: place.line, start: place.start, added: 0, removed: removed), text[...])
                })
            }
            if !plan.after.isEmpty {
                plan.afterEntry = synthetic.addParagraph(plan.after.map { place in
                    (SyntheticDocument.LineMap(line: place.line, start: place.start, added: 0, removed: []), place.bytes)
                })
            }
            var entries: [[Int?]] = []
            for (row, place) in [plan.header] + plan.rows {
                var rowEntries: [Int?] = []
                for cell in row.cells.prefix(plan.alignments.count) {
                    guard !cell.text.isEmpty else { rowEntries.append(nil); continue }
                    let map = SyntheticDocument.LineMap(
                        line: place.line, start: place.start + cell.start, added: 0,
                        removed: cell.removed.map { $0 - cell.start })
                    rowEntries.append(synthetic.addParagraph([(map, cell.text[...])]))
                }
                entries.append(rowEntries)
            }
            plan.cellEntries = entries
            planned[index] = plan
        }
        tablePlans = planned
        for definition in footnotes {
            let entry = synthetic.addChunk(definition.lines.map { line in
                (SyntheticDocument.LineMap(line: line.line, start: line.start, added: 0, removed: []), line.bytes)
            })
            footnoteEntries.append(entry)
        }
        synthetic.addDefinitions(definitionLines(root))
        syntheticLines = LineTable(synthetic.bytes)
        let cmarkOptions = options.allowRawHTML ? CMARK_OPT_UNSAFE : CMARK_OPT_DEFAULT
        syntheticRoot = synthetic.bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.flatMap { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { cmark_parse_document($0, buffer.count, cmarkOptions) }
            }
        }
    }

    private var tablePlans: [TablePlan] = []

    /// The chapter lines outside every leaf block: where link reference definitions are.
    private func definitionLines(_ root: OpaquePointer) -> [UInt8] {
        guard text.utf8.contains(UInt8(ascii: "]")) else { return [] }
        var covered = [Bool](repeating: false, count: chapter.count + 2)
        guard let iterator = cmark_iter_new(root) else { return [] }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            switch cmark_node_get_type(node) {
            case CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING, CMARK_NODE_CODE_BLOCK, CMARK_NODE_HTML_BLOCK, CMARK_NODE_THEMATIC_BREAK:
                let start = Int(cmark_node_get_start_line(node)), end = Int(cmark_node_get_end_line(node))
                var firstContent = start
                if cmark_node_get_type(node) == CMARK_NODE_PARAGRAPH, let child = cmark_node_first_child(node) {
                    firstContent = max(start, Int(cmark_node_get_start_line(child)))
                }
                if firstContent >= 1, end >= firstContent {
                    for line in firstContent...min(end, chapter.count) { covered[line] = true }
                }
            default: break
            }
        }
        var result: [UInt8] = [0x0A]
        for range in takenLines { for line in range { covered[line] = true } }
        for line in 1...max(1, chapter.count) where !covered[line] {
            let stripped = content(of: line, quotes: Int.max)
            guard !stripped.isEmpty else { result.append(0x0A); continue }
            result += stripped
            result.append(0x0A)
        }
        return result
    }

    /// The synthetic document's top-level blocks, one per entry, or nil when its shape is not
    /// the expected one (then nothing is grafted).
    private func syntheticBlocks(_ root: OpaquePointer) -> [OpaquePointer]? {
        var blocks: [OpaquePointer] = []
        var node = cmark_node_first_child(root)
        for kind in synthetic.kinds {
            guard let current = node else { return nil }
            let type = cmark_node_get_type(current)
            switch kind {
            case .paragraph: guard type == CMARK_NODE_PARAGRAPH else { return nil }
            case .chunk: guard type == CMARK_NODE_BLOCK_QUOTE else { return nil }
            }
            blocks.append(current)
            node = cmark_node_next(current)
        }
        return blocks
    }

    private func applyTables(blocks: [OpaquePointer]) {
        for plan in tablePlans { applyTable(plan, blocks: blocks) }
    }

    private func applyTable(_ plan: TablePlan, blocks: [OpaquePointer]) {
        let target = plan.node
        if let entry = plan.beforeEntry {
            let paragraph = blocks[entry]
            cmark_node_unlink(paragraph)
            dropGuard(paragraph)
            markGrafted(paragraph)
            if cmark_node_insert_before(target, paragraph) == 0 { cmark_node_free(paragraph) }
        }
        guard let table = customBlock(enter: "<table>\n<thead>\n<tr>", exit: "</table>") else { return }
        if cmark_node_insert_before(target, table) == 0 { cmark_node_free(table); return }
        for (rowIndex, entries) in plan.cellEntries.enumerated() {
            let isHeader = rowIndex == 0
            if rowIndex == 1 { appendMarker(table, "</tr>\n</thead>\n<tbody>\n") }
            if !isHeader { appendMarker(table, "<tr>\n") }
            for column in 0..<plan.alignments.count {
                let tag = isHeader ? "th" : "td"
                guard let cell = cmark_node_new(CMARK_NODE_CUSTOM_INLINE) else { continue }
                cmark_node_set_on_enter(cell, "<\(tag)\(plan.alignments[column].attribute)>")
                cmark_node_set_on_exit(cell, "</\(tag)>\n")
                if cmark_node_append_child(table, cell) == 0 { cmark_node_free(cell); continue }
                cellNodes.insert(cell)
                guard column < entries.count, let entry = entries[column] else { continue }
                let paragraph = blocks[entry]
                dropGuard(paragraph)
                while let child = cmark_node_first_child(paragraph) {
                    cmark_node_unlink(child)
                    markGrafted(child)
                    if cmark_node_append_child(cell, child) == 0 { cmark_node_free(child) }
                }
            }
            if !isHeader { appendMarker(table, "</tr>\n") }
        }
        appendMarker(table, plan.cellEntries.count > 1 ? "</tbody>\n" : "</tr>\n</thead>\n")
        if let entry = plan.afterEntry {
            let paragraph = blocks[entry]
            cmark_node_unlink(paragraph)
            dropGuard(paragraph)
            markGrafted(paragraph)
            if cmark_node_insert_after(table, paragraph) == 0 { cmark_node_free(paragraph) }
        }
        if plan.rule, let rule = cmark_node_new(CMARK_NODE_THEMATIC_BREAK) {
            if cmark_node_insert_after(table, rule) == 0 { cmark_node_free(rule) }
        }
        forget(target)
        cmark_node_unlink(target)
        cmark_node_free(target)
    }

    private func appendMarker(_ parent: OpaquePointer, _ text: String) {
        guard let marker = cmark_node_new(CMARK_NODE_CUSTOM_INLINE) else { return }
        cmark_node_set_on_enter(marker, text)
        cmark_node_set_on_exit(marker, "")
        if cmark_node_append_child(parent, marker) == 0 { cmark_node_free(marker) }
    }

    func customBlock(enter: String, exit: String) -> OpaquePointer? {
        guard let node = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { return nil }
        cmark_node_set_on_enter(node, enter)
        cmark_node_set_on_exit(node, exit)
        return node
    }

    /// Removes the guard character the synthetic paragraph starts with.
    private func dropGuard(_ paragraph: OpaquePointer) {
        guard let first = cmark_node_first_child(paragraph), cmark_node_get_type(first) == CMARK_NODE_TEXT,
              let literal = cmark_node_get_literal(first) else { return }
        let bytes = Array(String(cString: literal).utf8)
        guard bytes.starts(with: SyntheticDocument.guardBytes) else { return }
        let rest = Array(bytes.dropFirst(SyntheticDocument.guardBytes.count))
        if rest.isEmpty {
            forget(first)
            cmark_node_unlink(first)
            cmark_node_free(first)
        } else {
            setLiteral(first, rest)
            guardDropped.insert(first)
        }
    }

    /// Text nodes whose literal lost the guard (their synthetic place still counts it).
    private(set) var guardDropped: Set<OpaquePointer> = []

    /// Records the chapter places of a subtree moved from the synthetic document.
    private func markGrafted(_ top: OpaquePointer) {
        guard let iterator = cmark_iter_new(top) else { return }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            grafted.insert(node)
            let line = Int(cmark_node_get_start_line(node)), column = Int(cmark_node_get_start_column(node))
            if let place = synthetic.chapterPlace(line: line, column: column) { positions[node] = place }
        }
    }

    // MARK: Footnotes

    private func appendFootnotes(_ root: OpaquePointer, blocks: [OpaquePointer], inline: inout InlinePass) {
        // Bodies of referenced footnotes are read in number order; they may reference more.
        var done = 0
        while done < inline.footnoteOrder.count {
            let definition = inline.footnoteOrder[done]
            let quote = blocks[definition]
            markGrafted(quote)
            var holders: [OpaquePointer] = []
            var items: [OpaquePointer] = [], quotes: [OpaquePointer] = [], html: [OpaquePointer] = []
            collect(quote, items: &items, quotes: &quotes, holders: &holders, html: &html)
            for item in items { taskItem(item) }
            for holder in holders { inline.run(holder) }
            if options.allowRawHTML { for node in html { TagFilter.apply(node) } }
            done += 1
        }
        guard !inline.footnoteOrder.isEmpty,
              let section = customBlock(enter: "<section class=\"footnotes\">\n<ol>", exit: "</ol>\n</section>") else { return }
        if cmark_node_append_child(root, section) == 0 { cmark_node_free(section); return }
        for (index, definition) in inline.footnoteOrder.enumerated() {
            let number = index + 1
            guard let item = customBlock(enter: "<li id=\"fn\(number)\">", exit: "</li>") else { continue }
            if cmark_node_append_child(section, item) == 0 { cmark_node_free(item); continue }
            let quote = blocks[definition]
            while let child = cmark_node_first_child(quote) {
                cmark_node_unlink(child)
                if cmark_node_append_child(item, child) == 0 { cmark_node_free(child) }
            }
            let count = inline.referenceCounts[definition] ?? 1
            var backrefs = ""
            for reference in 1...max(1, count) {
                let id = reference == 1 ? "fnref\(number)" : "fnref\(number)-\(reference)"
                let mark = reference == 1 ? "" : "<sup class=\"footnote-ref\">\(reference)</sup>"
                backrefs += " <a href=\"#\(id)\" class=\"footnote-backref\">↩\(mark)</a>"
            }
            if let last = cmark_node_last_child(item), cmark_node_get_type(last) == CMARK_NODE_PARAGRAPH,
               let marker = cmark_node_new(CMARK_NODE_CUSTOM_INLINE) {
                cmark_node_set_on_enter(marker, backrefs)
                cmark_node_set_on_exit(marker, "")
                if cmark_node_append_child(last, marker) == 0 { cmark_node_free(marker) }
            } else if let block = customBlock(enter: String(backrefs.dropFirst()), exit: "") {
                if cmark_node_append_child(item, block) == 0 { cmark_node_free(block) }
            }
        }
    }

    // MARK: Task list items

    private func taskItem(_ item: OpaquePointer) {
        // Not inside a block quote: cmark-gfm (so GitHub) leaves `> - [ ] x` as text.
        var ancestor = cmark_node_parent(item)
        while let current = ancestor {
            if cmark_node_get_type(current) == CMARK_NODE_BLOCK_QUOTE { return }
            ancestor = cmark_node_parent(current)
        }
        guard let paragraph = cmark_node_first_child(item), cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH,
              Int(cmark_node_get_start_line(paragraph)) == Int(cmark_node_get_start_line(item)) || grafted.contains(item),
              let text = cmark_node_first_child(paragraph), cmark_node_get_type(text) == CMARK_NODE_TEXT,
              let literal = cmark_node_get_literal(text), literal[0] == CChar(UInt8(ascii: "[")) else { return }
        let bytes = Array(String(cString: literal).utf8)
        guard bytes.count >= 4, bytes[0] == UInt8(ascii: "["), bytes[2] == UInt8(ascii: "]"),
              TableRow.isSpace(bytes[3]) else { return }
        let checked: Bool
        switch bytes[1] {
        case UInt8(ascii: " "): checked = false
        case UInt8(ascii: "x"), UInt8(ascii: "X"): checked = true
        default: return
        }
        var rest = 3
        while rest < bytes.count, TableRow.isSpace(bytes[rest]) { rest += 1 }
        if rest == bytes.count {
            forget(text)
            cmark_node_unlink(text)
            cmark_node_free(text)
        } else {
            setLiteral(text, Array(bytes[rest...]))
            droppedPrefix[text] = rest
        }
        guard let box = cmark_node_new(CMARK_NODE_CUSTOM_INLINE) else { return }
        cmark_node_set_on_enter(box, checked ? "<input type=\"checkbox\" checked=\"\" disabled=\"\" /> "
                                             : "<input type=\"checkbox\" disabled=\"\" /> ")
        cmark_node_set_on_exit(box, "")
        if cmark_node_prepend_child(paragraph, box) == 0 { cmark_node_free(box) }
    }

    // MARK: Alerts

    static let alertKinds = ["note": "Note", "tip": "Tip", "important": "Important", "warning": "Warning", "caution": "Caution"]

    private func alert(_ quote: OpaquePointer) {
        guard let paragraph = cmark_node_first_child(quote), cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH,
              let text = cmark_node_first_child(paragraph), cmark_node_get_type(text) == CMARK_NODE_TEXT,
              let literal = cmark_node_get_literal(text) else { return }
        let marker = String(cString: literal)
        guard marker.hasPrefix("[!"), marker.hasSuffix("]"), marker.utf8.count <= 12 else { return }
        let kind = marker.dropFirst(2).dropLast().lowercased()
        guard let title = Self.alertKinds[kind] else { return }
        let next = cmark_node_next(text)
        if let next, cmark_node_get_type(next) != CMARK_NODE_SOFTBREAK { return }
        if next == nil, cmark_node_next(paragraph) == nil { return }
        guard let box = customBlock(
            enter: "<div class=\"markdown-alert markdown-alert-\(kind)\">\n<p class=\"markdown-alert-title\">\(title)</p>",
            exit: "</div>") else { return }
        if cmark_node_insert_before(quote, box) == 0 { cmark_node_free(box); return }
        if let next { forget(next); cmark_node_unlink(next); cmark_node_free(next) }
        forget(text)
        cmark_node_unlink(text)
        cmark_node_free(text)
        if cmark_node_first_child(paragraph) == nil {
            forget(paragraph)
            cmark_node_unlink(paragraph)
            cmark_node_free(paragraph)
        }
        while let child = cmark_node_first_child(quote) {
            cmark_node_unlink(child)
            if cmark_node_append_child(box, child) == 0 { cmark_node_free(child) }
        }
        forget(quote)
        cmark_node_unlink(quote)
        cmark_node_free(quote)
    }

    // MARK: Helpers for the inline pass

    func setLiteral(_ node: OpaquePointer, _ bytes: [UInt8]) {
        var copy = bytes
        copy.append(0)
        copy.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { _ = cmark_node_set_literal(node, $0) }
        }
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
