import CCmark
import CCmarkArena

/// The allocator every cmark tree of the bridge is made with: the per-thread arena of
/// `CCmarkArena` while `CmarkConverter` parses a chapter (the whole tree, the GFM synthetic
/// document and every node the passes add are then thrown away at once), the C library's
/// outside it. One allocator for every node of a tree, as cmark requires.
enum CmarkMemory {
    nonisolated(unsafe) static let allocator: UnsafeMutablePointer<cmark_mem> = {
        let memory = UnsafeMutablePointer<cmark_mem>.allocate(capacity: 1)
        memory.initialize(to: cmark_mem(calloc: flowdoc_arena_calloc, realloc: flowdoc_arena_realloc, free: flowdoc_arena_free))
        return memory
    }()

    /// Runs `body` with this thread's arena open. `body` is told whether this call opened it
    /// (false inside another such call: the outer one closes it). Nothing allocated through
    /// `allocator` in `body` may be used after it returns.
    static func withArena<R>(_ body: (_ opened: Bool) -> R) -> R {
        let opened = flowdoc_arena_open() == 0
        defer { if opened { flowdoc_arena_close() } }
        return body(opened)
    }

    /// A new node made with `allocator`.
    static func node(_ type: cmark_node_type) -> OpaquePointer? {
        cmark_node_new_with_mem(type, allocator)
    }

    /// Parses `count` bytes at `bytes` into a document made with `allocator` (what
    /// `cmark_parse_document` does with the default allocator).
    static func parse(_ bytes: UnsafePointer<CChar>, count: Int, options: Int32) -> OpaquePointer? {
        guard let parser = cmark_parser_new_with_mem(options, allocator) else { return nil }
        defer { cmark_parser_free(parser) }
        cmark_parser_feed(parser, bytes, count)
        return cmark_parser_finish(parser)
    }

    /// Frees a string a cmark renderer made from a tree of `allocator`.
    static func freeString(_ string: UnsafeMutablePointer<CChar>) {
        flowdoc_arena_free(string)
    }
}
