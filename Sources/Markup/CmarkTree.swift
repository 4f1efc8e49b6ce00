import CCmark

/// The two ways the Markdown bridge walks and edits libcmark's tree, written once.
enum CmarkTree {
    /// Calls `body` with every node of the subtree at `root` as cmark's iterator enters it,
    /// in document order (the root first).
    static func forEachEntered(_ root: OpaquePointer, _ body: (OpaquePointer) -> Void) {
        guard let iterator = cmark_iter_new(root) else { return }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            body(node)
        }
    }

    /// cmark's iterator over the subtree at `root`, read one event at a time: each node as it is
    /// entered (`entering`), and each node that can hold children as it is left. A loop over it
    /// (rather than a closure called for each event) lets the collector's walk mutate its own
    /// fields directly: the closure captured the collector, and each non-mutating method called
    /// from it ran on a copy of the whole collector (its arrays retained and released).
    struct Events: ~Copyable {
        private let iterator: OpaquePointer?

        init(_ root: OpaquePointer) {
            iterator = cmark_iter_new(root)
        }

        deinit {
            if let iterator { cmark_iter_free(iterator) }
        }

        /// The next event, nil after the last.
        func next() -> (node: OpaquePointer, entering: Bool)? {
            guard let iterator else { return nil }
            while true {
                let event = cmark_iter_next(iterator)
                if event == CMARK_EVENT_DONE { return nil }
                if let node = cmark_iter_get_node(iterator) { return (node, event == CMARK_EVENT_ENTER) }
            }
        }
    }

    /// Calls `body` with every node of the subtree at `root` that cmark's iterator enters,
    /// block quotes left out, and how many block quotes hold it.
    static func forEachEntered(_ root: OpaquePointer, countingQuotes body: (_ node: OpaquePointer, _ quotes: Int) -> Void) {
        guard let iterator = cmark_iter_new(root) else { return }
        defer { cmark_iter_free(iterator) }
        var quotes = 0
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            if cmark_node_get_type(node) == CMARK_NODE_BLOCK_QUOTE {
                quotes += event == CMARK_EVENT_ENTER ? 1 : -1
                continue
            }
            if event == CMARK_EVENT_ENTER { body(node, quotes) }
        }
    }

    /// Replaces a text or code node's literal with `bytes` (cmark keeps its own copy).
    static func setLiteral(_ node: OpaquePointer, _ bytes: [UInt8]) {
        var copy = bytes
        copy.append(0)
        copy.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { _ = cmark_node_set_literal(node, $0) }
        }
    }
}
