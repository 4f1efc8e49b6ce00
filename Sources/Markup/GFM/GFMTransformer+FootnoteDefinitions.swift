import CCmark
import SourceModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Footnote definitions, read as cmark-gfm (so GitHub) reads them, at the top level and inside
/// block quotes and list items (`> [^1]: note`, `- [^1]: note`): a definition starts a block,
/// which interrupts a paragraph, takes the paragraph's following lines, and, outside block
/// quotes, the blocks indented four columns past it. cmark parsed each such line as paragraph
/// text, its `[` hidden (`preparedInput`); here the paragraph is cut at its definitions, the
/// lines that are no definition's become paragraphs again (parsed in the synthetic document),
/// and the definitions are kept for the footnotes at the end of the page.
extension GFMTransformer {
    struct FootnotePlan {
        /// The paragraph (or setext heading) the definitions were read from.
        var node: OpaquePointer
        /// The blocks after it that are the last definition's too.
        var swallowed: [OpaquePointer] = []
        /// The paragraphs left around the definitions, in order, and their synthetic entries.
        var paragraphs: [[PlacedLine]] = []
        var paragraphEntries: [Int] = []
        /// A setext heading's `---` under a definition: a thematic break after it.
        var rule = false
        /// The list of the item the paragraph is in, when cmark-gfm's looseness differs from
        /// cmark's: the swallowed blocks' blank lines are the definition's own, and a definition
        /// left empty counts as a blank line (`loosens`) when something follows it in the list.
        var list: OpaquePointer?
        var loosens = false
        var tight: Bool?
    }

    /// Puts back every hidden `[` (in code, raw HTML, text that starts no definition), plans
    /// the paragraphs that hold definitions and keeps their definitions in `footnotes`, in the
    /// chapter's order (the first of a label counts, as in cmark-gfm).
    func findFootnoteDefinitions(_ root: OpaquePointer, tables: [TablePlan]) {
        let tableNodes = Set(tables.map(\.node))
        var found: [FootnoteScanner.Definition] = []
        var swallowed: Set<OpaquePointer> = []
        CmarkTree.forEachEntered(root) { (node: OpaquePointer, quotes: Int) in
            switch cmark_node_get_type(node) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_CODE_BLOCK, CMARK_NODE_HTML_BLOCK, CMARK_NODE_HTML_INLINE:
                restoreBracket(node)
            case CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING:
                guard !tableNodes.contains(node), !swallowed.contains(node),
                      let (plan, definitions) = footnotePlan(node, quotes: quotes) else { break }
                footnotePlans.append(plan)
                swallowed.formUnion(plan.swallowed)
                found += definitions
            default:
                break
            }
        }
        var seen: Set<String> = []
        footnotes = found.filter { seen.insert($0.label).inserted }
        // Worked out on cmark's tree, before any plan changes it.
        var swallowedIn: [OpaquePointer: Set<OpaquePointer>] = [:]
        for plan in footnotePlans { if let list = plan.list { swallowedIn[list, default: []].formUnion(plan.swallowed) } }
        var tightness: [OpaquePointer: Bool] = [:]
        for plan in footnotePlans {
            guard let list = plan.list else { continue }
            tightness[list] = (tightness[list] ?? isTight(list, swallowed: swallowedIn[list] ?? [])) && !plan.loosens
        }
        for index in footnotePlans.indices {
            footnotePlans[index].tight = footnotePlans[index].list.flatMap { tightness[$0] }
        }
    }

    /// Replaces each planned paragraph with the paragraphs left around its definitions (parsed
    /// in the synthetic document), and a thematic break for a heading's `---`.
    func applyFootnotePlans(blocks: [OpaquePointer]) {
        for plan in footnotePlans {
            for entry in plan.paragraphEntries {
                let paragraph = blocks[entry]
                cmark_node_unlink(paragraph)
                dropGuard(paragraph)
                markGrafted(paragraph)
                if cmark_node_insert_before(plan.node, paragraph) == 0 { cmark_node_free(paragraph) }
            }
            if plan.rule, let rule = CmarkMemory.node(CMARK_NODE_THEMATIC_BREAK) {
                if cmark_node_insert_after(plan.swallowed.last ?? plan.node, rule) == 0 { cmark_node_free(rule) }
            }
            if let list = plan.list, let tight = plan.tight { cmark_node_set_list_tight(list, tight ? 1 : 0) }
            for node in [plan.node] + plan.swallowed {
                forget(node)
                cmark_node_unlink(node)
                cmark_node_free(node)
            }
        }
    }

    // MARK: Reading a paragraph

    /// The definitions in a paragraph's (or setext heading's) lines, when a line of it starts
    /// one: a hidden `[` of `[^label]:`, indented less than four columns past the container's
    /// content. A definition takes the lines after it up to the next one; one whose first line
    /// is empty takes the next only when it is indented four columns, else it stays empty and
    /// the line starts a paragraph again.
    private func footnotePlan(_ node: OpaquePointer, quotes: Int) -> (FootnotePlan, [FootnoteScanner.Definition])? {
        var first = Int(cmark_node_get_start_line(node))
        var firstColumn = Int(cmark_node_get_start_column(node))
        var last = min(Int(cmark_node_get_end_line(node)), chapter.count)
        guard first >= 1, last >= first, (first...last).contains(where: definitionStartLines.contains) else { return nil }
        guard let text = textLines(of: node, isHeading: cmark_node_get_type(node) == CMARK_NODE_HEADING, first: first,
                                   firstColumn: firstColumn, last: last, quotes: quotes, minimumHeadingLines: 2) else { return nil }
        (first, firstColumn, last) = (text.first, text.firstColumn, text.last)
        let underline = text.underline
        let inList = isInListItem(node)
        var paragraphs: [[PlacedLine]] = [[]]
        var definitions: [FootnoteScanner.Definition] = []
        var inDefinition = false, waitingForText = false
        var emptyFollowed = false  // a definition left empty, and something after it
        var definitionBase = 1  // where the content of the definition's container starts
        for line in first...last {
            let place = self.place(line, first: first, firstColumn: firstColumn, quotes: quotes, inList: inList)
            let raw = chapter[line]
            if definitionStartLines.contains(line), place.indent < 4, let (label, textStart) = FootnoteScanner.definitionStart(place.text) {
                var start = textStart
                while start < place.text.endIndex, TableRow.isSpace(place.text[start]) { start += 1 }
                if inDefinition, waitingForText { emptyFollowed = true }
                definitionBase = place.base
                definitions.append(.init(label: label, lines: [.init(line: line, start: start - raw.startIndex, bytes: place.text[start...])]))
                inDefinition = true
                waitingForText = start == place.text.endIndex
                continue
            }
            // Four columns past the definition's container, a line is the definition's and keeps
            // what is past those.
            let bodyIndent = place.text.startIndex - raw.startIndex + 1 - definitionBase
            if inDefinition, !waitingForText || bodyIndent >= 4 {
                let baseStart = min(raw.endIndex, raw.startIndex + definitionBase - 1)
                let text = bodyIndent >= 4 ? raw[FootnoteScanner.dropColumns(raw[baseStart...], 4)...] : place.text
                definitions[definitions.count - 1].lines.append(.init(line: line, start: text.startIndex - raw.startIndex, bytes: text))
                waitingForText = false
                continue
            }
            if inDefinition {
                inDefinition = false
                emptyFollowed = true
                paragraphs.append([])
            }
            // A line after the first of a paragraph keeps its indentation: it only continues it.
            let text = paragraphs[paragraphs.count - 1].isEmpty || place.indent <= 0 ? place.text : raw[place.indentStart...]
            paragraphs[paragraphs.count - 1].append(PlacedLine(line: line, start: text.startIndex - raw.startIndex, bytes: text))
        }
        guard !definitions.isEmpty else { return nil }
        var plan = FootnotePlan(node: node, paragraphs: paragraphs.filter { !$0.isEmpty })
        if let underline {
            // cmark-gfm: `===` under a definition is its text; `---` is a thematic break.
            guard inDefinition else { return nil }
            if underline.first == UInt8(ascii: "=") {
                // Indented four columns, it stays a line of text in the synthetic document too
                // (its place is the underline's: it holds nothing that is located).
                let text = ArraySlice([UInt8](repeating: 0x20, count: 4) + underline)
                definitions[definitions.count - 1].lines.append(.init(line: last + 1, start: underline.startIndex - chapter[last + 1].startIndex, bytes: text))
            } else {
                plan.rule = true
            }
        } else if inDefinition, quotes == 0 {
            plan.swallowed = swallow(after: node, column: inList ? firstColumn : 1, into: &definitions[definitions.count - 1])
        }
        if let item = cmark_node_parent(node), cmark_node_get_type(item) == CMARK_NODE_ITEM, let list = cmark_node_parent(item) {
            if inDefinition, waitingForText, plan.swallowed.isEmpty, cmark_node_next(node) != nil || cmark_node_next(item) != nil {
                emptyFollowed = true
            }
            plan.loosens = emptyFollowed
            if !plan.swallowed.isEmpty || emptyFollowed { plan.list = list }
        }
        return (plan, definitions)
    }

    /// A paragraph line in its containers: its text without leading white space (on the first
    /// line, from the paragraph's first column), its indentation past the container's content,
    /// where that indentation starts, and the column where the container's content starts
    /// (`base`). The container is the list item when the paragraph is in one; else the
    /// innermost block quote whose `>` the line has, or the page.
    private func place(_ line: Int, first: Int, firstColumn: Int, quotes: Int, inList: Bool)
        -> (text: ArraySlice<UInt8>, indent: Int, indentStart: Int, base: Int) {
        let raw = chapter[line]
        var index = raw.startIndex
        var lazy = false
        for _ in 0..<quotes {
            while index < raw.endIndex, TableRow.isSpace(raw[index]) { index += 1 }
            guard index < raw.endIndex, raw[index] == UInt8(ascii: ">") else { lazy = true; break }
            index += 1
            if index < raw.endIndex, raw[index] == 0x20 { index += 1 }
        }
        if lazy { index = raw.startIndex }
        var content = index
        while content < raw.endIndex, TableRow.isSpace(raw[content]) { content += 1 }
        if line == first { content = min(raw.endIndex, max(content, raw.startIndex + max(0, firstColumn - 1))) }
        let column = content - raw.startIndex + 1
        if inList, !lazy {
            // Less indented than the item's content, the line is lazy there: it belongs to an
            // outer container, whose content is taken to start where the line does.
            guard column >= firstColumn else { return (raw[content...], column - firstColumn, content, column) }
            return (raw[content...], column - firstColumn, min(content, raw.startIndex + firstColumn - 1), firstColumn)
        }
        return (raw[content...], FootnoteScanner.leadingSpaces(raw[index..<content]), index, index - raw.startIndex + 1)
    }

    /// The blocks after a definition that cmark-gfm reads as its own (outside block quotes, where
    /// a blank line ends it): an indented code block four columns past `column` (the
    /// definition's next paragraphs), then a paragraph right under it (a lazy line of the last
    /// of them), and so on. Their lines are added to `definition`.
    private func swallow(after node: OpaquePointer, column: Int, into definition: inout FootnoteScanner.Definition) -> [OpaquePointer] {
        var taken: [OpaquePointer] = []
        var previousEnd = Int(cmark_node_get_end_line(node))
        var afterCode = false
        var next = cmark_node_next(node)
        while let block = next {
            let start = Int(cmark_node_get_start_line(block)), end = min(Int(cmark_node_get_end_line(block)), chapter.count)
            guard start > previousEnd, end >= start else { break }
            let type = cmark_node_get_type(block)
            if type == CMARK_NODE_CODE_BLOCK, FootnoteScanner.leadingSpaces(chapter[start]) >= column - 1 + 4 {
                for line in (previousEnd + 1)..<start {
                    definition.lines.append(.init(line: line, start: 0, bytes: chapter[line].prefix(0)))
                }
                for line in start...end {
                    let raw = chapter[line]
                    let cut = FootnoteScanner.dropColumns(raw, column - 1 + 4)
                    definition.lines.append(.init(line: line, start: cut - raw.startIndex, bytes: raw[cut...]))
                }
                afterCode = true
            } else if type == CMARK_NODE_PARAGRAPH, afterCode, start == previousEnd + 1, !(start...end).contains(where: definitionStartLines.contains) {
                for line in start...end {
                    let raw = chapter[line]
                    var cut = raw.startIndex
                    while cut < raw.endIndex, TableRow.isSpace(raw[cut]) { cut += 1 }
                    definition.lines.append(.init(line: line, start: cut - raw.startIndex, bytes: raw[cut...]))
                }
                afterCode = false
            } else {
                break
            }
            taken.append(block)
            previousEnd = end
            next = cmark_node_next(block)
        }
        return taken
    }

    /// Whether a list is tight once the swallowed blocks are gone, as cmark decides it from the
    /// blank lines between its items and between the blocks of each item (a definition and what
    /// it swallowed counting as one block, as in cmark-gfm). Read on cmark's own tree.
    private func isTight(_ list: OpaquePointer, swallowed inside: Set<OpaquePointer>) -> Bool {
        var item = cmark_node_first_child(list)
        while let current = item {
            var previousEnd: Int?
            var child = cmark_node_first_child(current)
            while let block = child {
                child = cmark_node_next(block)
                if inside.contains(block) {
                    previousEnd = lastLine(block)
                    continue
                }
                let start = Int(cmark_node_get_start_line(block))
                if let end = previousEnd, start > end + 1 { return false }
                previousEnd = lastLine(block)
            }
            item = cmark_node_next(current)
            if let end = previousEnd, let next = item, Int(cmark_node_get_start_line(next)) > end + 1 { return false }
        }
        return true
    }

    /// The last line of a block's content: a container's (list, item, block quote) ends where
    /// its last block does (cmark counts the blank lines after it too).
    private func lastLine(_ block: OpaquePointer) -> Int {
        var node = block
        while let last = cmark_node_last_child(node), cmark_node_get_type(node) == CMARK_NODE_LIST
                || cmark_node_get_type(node) == CMARK_NODE_ITEM || cmark_node_get_type(node) == CMARK_NODE_BLOCK_QUOTE {
            node = last
        }
        return Int(cmark_node_get_end_line(node))
    }

    /// Puts the `[` back where `preparedInput` hid it in a node's text.
    private func restoreBracket(_ node: OpaquePointer) {
        guard let literal = cmark_node_get_literal(node), strchr(literal, Int32(hiddenBracket)) != nil else { return }
        setLiteral(node, String(cString: literal).utf8.map { $0 == hiddenBracket ? UInt8(ascii: "[") : $0 })
    }
}
