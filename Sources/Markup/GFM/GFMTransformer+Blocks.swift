import CCmark

/// Task list items and alerts: rewrites of list items and block quotes.
extension GFMTransformer {
    // MARK: Task list items

    func taskItem(_ item: OpaquePointer) {
        guard let paragraph = cmark_node_first_child(item), cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH,
              Int(cmark_node_get_start_line(paragraph)) == Int(cmark_node_get_start_line(item)) || grafted.contains(item),
              let text = cmark_node_first_child(paragraph), cmark_node_get_type(text) == CMARK_NODE_TEXT,
              let literal = cmark_node_get_literal(text), literal[0] == CChar(UInt8(ascii: "[")) else { return }
        // Not inside a block quote: cmark-gfm (so GitHub) leaves `> - [ ] x` as text. Walked only
        // for items that start with `[` (each on its own indented line), so not depth² for a
        // line of nested list items.
        var ancestor = cmark_node_parent(item)
        while let current = ancestor {
            if cmark_node_get_type(current) == CMARK_NODE_BLOCK_QUOTE { return }
            ancestor = cmark_node_parent(current)
        }
        let bytes = Array(String(cString: literal).utf8)
        guard bytes.count >= 4, bytes[0] == UInt8(ascii: "["), bytes[2] == UInt8(ascii: "]"),
              TableRow.isSpace(bytes[3]), isWrittenAsMarker(paragraph, item) else { return }
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
        guard let box = CmarkMemory.node(CMARK_NODE_CUSTOM_INLINE) else { return }
        let label = options.pageHTML ? (checked ? " aria-label=\"done\"" : " aria-label=\"to do\"") : ""
        cmark_node_set_on_enter(box, checked ? "<input type=\"checkbox\" checked=\"\" disabled=\"\"\(label) /> "
                                             : "<input type=\"checkbox\" disabled=\"\"\(label) /> ")
        cmark_node_set_on_exit(box, "")
        if cmark_node_prepend_child(paragraph, box) == 0 { cmark_node_free(box) }
    }

    /// Whether the paragraph's source starts with the marker's three bytes as they are: an
    /// escaped bracket (`\\[ ]`) or an entity (`&#91; ]`) is cmark's `[` in the text but is
    /// text on GitHub, whose task list extension reads the source line.
    private func isWrittenAsMarker(_ paragraph: OpaquePointer, _ item: OpaquePointer) -> Bool {
        let line = Int(cmark_node_get_start_line(paragraph)), column = Int(cmark_node_get_start_column(paragraph))
        guard line >= 1, column >= 1 else { return true }
        let source = (grafted.contains(paragraph) || grafted.contains(item) ? syntheticLines : chapter)[line]
        let start = source.startIndex + column - 1
        guard start + 2 < source.endIndex else { return false }
        return source[start] == UInt8(ascii: "[") && source[start + 2] == UInt8(ascii: "]")
    }

    // MARK: Alerts

    static let alertKinds = ["note": "Note", "tip": "Tip", "important": "Important", "warning": "Warning", "caution": "Caution"]

    func alert(_ quote: OpaquePointer) {
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
}
