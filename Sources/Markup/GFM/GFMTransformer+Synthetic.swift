import CCmark
import SourceModel

/// The synthetic document: table cells, paragraph lines before a table, footnote bodies and
/// the chapter's link reference definitions, parsed by cmark in one go; grafting its nodes.
extension GFMTransformer {
    // MARK: The synthetic document

    func buildSynthetic(_ root: OpaquePointer, plans: [TablePlan]) {
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
        for index in footnotePlans.indices {
            footnotePlans[index].paragraphEntries = footnotePlans[index].paragraphs.map { lines in
                synthetic.addParagraph(lines.map { place in
                    (SyntheticDocument.LineMap(line: place.line, start: place.start, added: 0, removed: []), place.bytes)
                })
            }
        }
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
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { CmarkMemory.parse($0, count: buffer.count, options: cmarkOptions) }
            }
        }
    }


    /// The chapter lines outside every leaf block: where link reference definitions are.
    func definitionLines(_ root: OpaquePointer) -> [UInt8] {
        guard ByteSearch.contains(text, UInt8(ascii: "]")) else { return [] }
        var covered = [Bool](repeating: false, count: chapter.count + 2)
        CmarkTree.forEachEntered(root) { node in
            switch cmark_node_get_type(node) {
            case CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING, CMARK_NODE_CODE_BLOCK, CMARK_NODE_HTML_BLOCK, CMARK_NODE_THEMATIC_BREAK:
                let start = Int(cmark_node_get_start_line(node)), end = Int(cmark_node_get_end_line(node))
                var firstContent = start
                if cmark_node_get_type(node) == CMARK_NODE_PARAGRAPH, let child = cmark_node_first_child(node) {
                    firstContent = max(start, Int(cmark_node_get_start_line(child)))
                }
                // cmark may count a line the chapter's line table does not (a NUL or a lone CR at
                // the end): clamp, never form an empty-but-reversed range.
                let last = min(end, chapter.count)
                if firstContent >= 1, last >= firstContent {
                    for line in firstContent...last { covered[line] = true }
                }
            default: break
            }
        }
        var result: [UInt8] = [0x0A]
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
    func syntheticBlocks(_ root: OpaquePointer) -> [OpaquePointer]? {
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

    func applyTables(blocks: [OpaquePointer]) {
        for plan in tablePlans { applyTable(plan, blocks: blocks) }
    }

    func applyTable(_ plan: TablePlan, blocks: [OpaquePointer]) {
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
                guard let cell = CmarkMemory.node(CMARK_NODE_CUSTOM_INLINE) else { continue }
                cmark_node_set_on_enter(cell, "<\(tag)\(plan.alignments[column].attribute(asClass: options.pageHTML))>")
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
        if plan.rule, let rule = CmarkMemory.node(CMARK_NODE_THEMATIC_BREAK) {
            if cmark_node_insert_after(table, rule) == 0 { cmark_node_free(rule) }
        }
        forget(target)
        cmark_node_unlink(target)
        cmark_node_free(target)
    }

    func appendMarker(_ parent: OpaquePointer, _ text: String) {
        guard let marker = CmarkMemory.node(CMARK_NODE_CUSTOM_INLINE) else { return }
        cmark_node_set_on_enter(marker, text)
        cmark_node_set_on_exit(marker, "")
        if cmark_node_append_child(parent, marker) == 0 { cmark_node_free(marker) }
    }

    func customBlock(enter: String, exit: String) -> OpaquePointer? {
        guard let node = CmarkMemory.node(CMARK_NODE_CUSTOM_BLOCK) else { return nil }
        cmark_node_set_on_enter(node, enter)
        cmark_node_set_on_exit(node, exit)
        return node
    }

    /// Removes the guard character the synthetic paragraph starts with.
    func dropGuard(_ paragraph: OpaquePointer) {
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


    /// Records the chapter places of a subtree moved from the synthetic document.
    func markGrafted(_ top: OpaquePointer) {
        CmarkTree.forEachEntered(top) { node in
            grafted.insert(node)
            let line = Int(cmark_node_get_start_line(node)), column = Int(cmark_node_get_start_column(node))
            if let place = synthetic.chapterPlace(line: line, column: column) { positions[node] = place }
        }
    }
}
