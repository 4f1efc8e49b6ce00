import CCmark

/// The footnotes section at the end of the page.
extension GFMTransformer {
    // MARK: Footnotes

    func appendFootnotes(_ root: OpaquePointer, blocks: [OpaquePointer], inline: inout InlinePass) {
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
               let marker = CmarkMemory.node(CMARK_NODE_CUSTOM_INLINE) {
                cmark_node_set_on_enter(marker, backrefs)
                cmark_node_set_on_exit(marker, "")
                if cmark_node_append_child(last, marker) == 0 { cmark_node_free(marker) }
            } else if let block = customBlock(enter: String(backrefs.dropFirst()), exit: "") {
                if cmark_node_append_child(item, block) == 0 { cmark_node_free(block) }
            }
        }
    }
}
