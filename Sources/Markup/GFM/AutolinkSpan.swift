import CCmark

/// An extended autolink that cmark's emphasis cut in two. cmark-gfm finds `http://`, `https://`,
/// `ftp://` and `www.` links while it reads a paragraph's inlines, so their `_` and `*` are never
/// emphasis delimiters: `https://github.com/a/b/blob/main/__init__.py` is one link on GitHub.
/// flowdoc finds autolinks in the text nodes cmark left, where `__init__` had already become
/// strong emphasis: the link ended at `main/` and "init" was bold.
///
/// So when a text node is followed by emphasis, the link is looked for in the raw source line
/// from the node's start; when it runs past the node, the nodes it covers (emphasis and text on
/// that line) are put back as the text they were written as, and the autolink pass then finds
/// the whole link in it.
enum AutolinkSpan {
    /// The text of `node` joined with the siblings a link starting in it covers, or nil when
    /// there is nothing to join (the node's literal is then unchanged). Only a node whose literal
    /// is its source as written (no escapes or entities) and nodes on its line are joined.
    static func join(_ node: OpaquePointer, literal: [UInt8], before: Autolinker.Before, transformer: GFMTransformer) -> [UInt8]? {
        guard let next = cmark_node_next(node), isEmphasis(next),
              let place = transformer.sourceLine(of: node) else { return nil }
        let (line, end) = (place.line, place.end)
        // A paragraph parsed again in the synthetic document (beside a table) starts with a guard
        // character its first text node has lost.
        let start = place.start + (transformer.guardDropped.contains(node) ? SyntheticDocument.guardBytes.count : 0)
        guard end - start + 1 == literal.count else { return nil }
        let from = line.startIndex + start - 1
        guard from + literal.count <= line.endIndex, line[from..<(from + literal.count)].elementsEqual(literal) else { return nil }
        // Only the node's last word can start a link that runs on, and a link ends at a space or
        // `<`: what is scanned is that word and the rest of it on the line (so a line of many
        // words and emphasis is still read in linear time).
        let isBreak = { (byte: UInt8) in Autolinker.isSpace(byte) || byte == UInt8(ascii: "<") }
        let word = literal.lastIndex(where: isBreak).map { $0 + 1 } ?? 0
        guard word < literal.count else { return nil }
        let wordBefore: Autolinker.Before = word == 0 ? before : literal[word - 1] == UInt8(ascii: "<") ? .other : .allowed
        var stop = from + literal.count
        while stop < line.endIndex, !isBreak(line[stop]) { stop += 1 }
        let raw = Array(line[(from + word)..<stop])
        let inNode = literal.count - word
        // The last link that starts in the node's text and runs past it.
        guard let match = Autolinker.matches(in: raw, before: wordBefore).last(where: { $0.range.lowerBound < inNode }),
              match.range.upperBound > inNode else { return nil }
        let lineNumber = Int(cmark_node_get_start_line(node))
        let linkEnd = start + word + match.range.upperBound - 1  // 1-based column of the link's last byte
        // The siblings the link covers: emphasis and text wholly inside it, and a text node it ends in.
        var covered: [OpaquePointer] = []
        var sibling: OpaquePointer? = next
        var rest: [UInt8] = []
        while let current = sibling, Int(cmark_node_get_start_column(current)) <= linkEnd {
            guard Int(cmark_node_get_start_line(current)) == lineNumber, Int(cmark_node_get_end_line(current)) == lineNumber
            else { return nil }
            let currentEnd = Int(cmark_node_get_end_column(current))
            guard isPlain(current, depth: 0), line.startIndex + currentEnd <= line.endIndex else { return nil }
            if currentEnd > linkEnd {
                // A node that goes on past the link: a text node (`.py for it.`), or emphasis whose
                // closing delimiter the link left out (`https://a.com/_static_`: the last `_` is
                // trailing punctuation), is the text it was written as from there.
                let tail = line[(line.startIndex + linkEnd)..<(line.startIndex + currentEnd)]
                guard !tail.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "&") }) else { return nil }
                rest = Array(tail)
                covered.append(current)
                break
            }
            covered.append(current)
            sibling = cmark_node_next(current)
        }
        guard !covered.isEmpty else { return nil }
        for current in covered {
            forgetTree(current, transformer: transformer)
            cmark_node_unlink(current)
            cmark_node_free(current)
        }
        let joined = Array(literal[..<word]) + Array(raw[..<match.range.upperBound]) + rest
        transformer.setLiteral(node, joined)
        return joined
    }

    /// Text, or emphasis that holds only text and emphasis: what a link's raw text can be read
    /// back from (a code span, link, raw HTML or footnote reference is left as cmark made it).
    private static func isPlain(_ node: OpaquePointer, depth: Int) -> Bool {
        if cmark_node_get_type(node) == CMARK_NODE_TEXT { return true }
        guard isEmphasis(node), depth < 32 else { return false }
        var child = cmark_node_first_child(node)
        while let current = child {
            guard isPlain(current, depth: depth + 1) else { return false }
            child = cmark_node_next(current)
        }
        return true
    }

    private static func isEmphasis(_ node: OpaquePointer) -> Bool {
        let type = cmark_node_get_type(node)
        return type == CMARK_NODE_EMPH || type == CMARK_NODE_STRONG
    }

    /// `forget` for a node and everything below it (their addresses may be reused).
    private static func forgetTree(_ node: OpaquePointer, transformer: GFMTransformer) {
        transformer.forget(node)
        var child = cmark_node_first_child(node)
        while let current = child {
            forgetTree(current, transformer: transformer)
            child = cmark_node_next(current)
        }
    }
}
