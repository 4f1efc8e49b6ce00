import CCmark

/// `~text~` and `~~text~~` among the children of one inline container, as GitHub reads them:
/// a run of one or two tildes opens when left-flanking and closes when right-flanking; a
/// closer pairs with the nearest opener allowed by the rule of three when their lengths are
/// equal; longer runs and escaped tildes are text. One stack pass over the runs (linear).
enum Strikethrough {
    private struct Run {
        var node: OpaquePointer
        var start: Int
        var length: Int
        var canOpen: Bool
        var canClose: Bool
    }

    static func apply(_ container: OpaquePointer, edge: InlinePass.Edge, transformer: GFMTransformer) {
        // 1. Find the runs, with the characters around them.
        var runs: [Run] = []
        var literals: [OpaquePointer: [UInt8]] = [:]
        var child = cmark_node_first_child(container)
        while let current = child {
            child = cmark_node_next(current)
            guard cmark_node_get_type(current) == CMARK_NODE_TEXT, let literal = cmark_node_get_literal(current) else { continue }
            let bytes = Array(String(cString: literal).utf8)
            guard bytes.contains(UInt8(ascii: "~")) else { continue }
            literals[current] = bytes
            var index = 0
            while index < bytes.count {
                guard bytes[index] == UInt8(ascii: "~") else { index += 1; continue }
                var end = index
                while end < bytes.count, bytes[end] == UInt8(ascii: "~") { end += 1 }
                let length = end - index
                if length <= 2 {
                    let before = index > 0 ? CharacterClass.before(bytes, index) : classBefore(current, edge: edge, transformer: transformer)
                    let after = end < bytes.count ? CharacterClass.at(bytes, end) : classAfter(current, edge: edge, transformer: transformer)
                    let left = after != .space && (after != .punctuation || before != .other)
                    let right = before != .space && (before != .punctuation || after != .other)
                    if left || right {
                        runs.append(Run(node: current, start: index, length: length, canOpen: left, canClose: right))
                    }
                }
                index = end
            }
        }
        guard runs.count >= 2 else { return }

        // 2. Pair them.
        var stack: [Int] = []
        var pairs: [(Int, Int)] = []
        for (index, run) in runs.enumerated() {
            // The nearest opener, skipping those the "rule of three" of CommonMark's emphasis
            // excludes (cmark-gfm applies it to tildes too). When the lengths differ nothing
            // pairs: the opener stays open, the closer can still open.
            // (The search looks at most 64 openers down, which keeps hostile input linear.)
            if run.canClose, let position = stack.indices.reversed().prefix(64).first(where: { position in
                let opener = runs[stack[position]]
                return !((run.canOpen || opener.canClose) && (opener.length + run.length) % 3 == 0)
            }) {
                if runs[stack[position]].length == run.length {
                    pairs.append((stack[position], index))
                    stack.removeSubrange(position...)
                    continue
                }
            }
            if run.canOpen { stack.append(index) }
        }
        guard !pairs.isEmpty else { return }

        // 3. Split the text nodes at the paired runs; the runs become `<del>` and `</del>`
        // (markers, so nothing moves and deep nesting costs nothing extra).
        var openers = Set<Int>(), closers = Set<Int>()
        for (a, b) in pairs { openers.insert(a); closers.insert(b) }
        var byNode: [OpaquePointer: [Int]] = [:]
        var order: [OpaquePointer] = []
        for index in openers.union(closers).sorted() {
            if byNode[runs[index].node] == nil { order.append(runs[index].node) }
            byNode[runs[index].node, default: []].append(index)
        }
        for node in order {
            guard let bytes = literals[node], let indices = byNode[node] else { continue }
            var cursor = 0
            for index in indices {
                let run = runs[index]
                if run.start > cursor { insertText(Array(bytes[cursor..<run.start]), before: node, transformer: transformer) }
                if let marker = CmarkMemory.node(CMARK_NODE_CUSTOM_INLINE) {
                    cmark_node_set_on_enter(marker, openers.contains(index) ? openTag : closeTag)
                    cmark_node_set_on_exit(marker, "")
                    if cmark_node_insert_before(node, marker) == 0 { cmark_node_free(marker) }
                }
                cursor = run.start + run.length
            }
            if cursor < bytes.count { insertText(Array(bytes[cursor...]), before: node, transformer: transformer) }
            transformer.forget(node)
            cmark_node_unlink(node)
            cmark_node_free(node)
        }
    }

    static let openTag = "<del>"
    static let closeTag = "</del>"

    /// Whether `node` is one of the markers this pass inserts.
    static func isMarker(_ node: OpaquePointer) -> Bool {
        guard cmark_node_get_type(node) == CMARK_NODE_CUSTOM_INLINE, let enter = cmark_node_get_on_enter(node) else { return false }
        let text = String(cString: enter)
        return text == openTag || text == closeTag
    }

    private static func linkText(_ link: OpaquePointer) -> [UInt8] {
        guard let text = cmark_node_first_child(link), let literal = cmark_node_get_literal(text) else { return [] }
        return Array(String(cString: literal).utf8)
    }

    @discardableResult
    private static func insertText(_ bytes: [UInt8], before node: OpaquePointer, transformer: GFMTransformer) -> OpaquePointer? {
        guard let text = CmarkMemory.node(CMARK_NODE_TEXT) else { return nil }
        transformer.setLiteral(text, bytes)
        if cmark_node_insert_before(node, text) == 0 { cmark_node_free(text); return nil }
        return text
    }

    private static func classBefore(_ node: OpaquePointer, edge: InlinePass.Edge, transformer: GFMTransformer) -> CharacterClass {
        guard let previous = cmark_node_previous(node) else { return edge == .space ? .space : .punctuation }
        switch cmark_node_get_type(previous) {
        case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: return .space
        case CMARK_NODE_TEXT:
            let bytes = Array(String(cString: cmark_node_get_literal(previous)).utf8)
            return bytes.isEmpty ? .space : CharacterClass.before(bytes, bytes.count)
        case CMARK_NODE_LINK where transformer.autolinkNodes.contains(previous):
            let bytes = linkText(previous)
            return bytes.isEmpty ? .punctuation : CharacterClass.before(bytes, bytes.count)
        default: return .punctuation
        }
    }

    private static func classAfter(_ node: OpaquePointer, edge: InlinePass.Edge, transformer: GFMTransformer) -> CharacterClass {
        guard let next = cmark_node_next(node) else { return edge == .space ? .space : .punctuation }
        switch cmark_node_get_type(next) {
        case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: return .space
        case CMARK_NODE_TEXT:
            let bytes = Array(String(cString: cmark_node_get_literal(next)).utf8)
            return bytes.isEmpty ? .space : CharacterClass.at(bytes, 0)
        case CMARK_NODE_LINK where transformer.autolinkNodes.contains(next):
            let bytes = linkText(next)
            return bytes.isEmpty ? .punctuation : CharacterClass.at(bytes, 0)
        default: return .punctuation
        }
    }

    /// Stands for an escaped tilde in text literals while the passes run (input never holds it:
    /// `CmarkConverter.sanitized` removes U+0001 and U+0002).
    static let sentinel: UInt8 = 0x02

    /// Replaces escaped tildes in the container's text children by `sentinel`; true if any.
    static func protectEscapedTildes(_ container: OpaquePointer, transformer: GFMTransformer) -> Bool {
        var any = false
        var child = cmark_node_first_child(container)
        while let current = child {
            child = cmark_node_next(current)
            guard cmark_node_get_type(current) == CMARK_NODE_TEXT, let literal = cmark_node_get_literal(current) else { continue }
            var bytes = Array(String(cString: literal).utf8)
            guard bytes.contains(UInt8(ascii: "~")) else { continue }
            let escaped = escapedTildes(current, bytes, transformer: transformer)
            guard !escaped.isEmpty else { continue }
            for offset in escaped { bytes[offset] = sentinel }
            transformer.setLiteral(current, bytes)
            any = true
        }
        return any
    }

    /// Puts the escaped tildes back.
    static func restoreTildes(_ container: OpaquePointer, transformer: GFMTransformer) {
        var child = cmark_node_first_child(container)
        while let current = child {
            child = cmark_node_next(current)
            guard cmark_node_get_type(current) == CMARK_NODE_TEXT, let literal = cmark_node_get_literal(current) else { continue }
            let bytes = Array(String(cString: literal).utf8)
            guard bytes.contains(sentinel) else { continue }
            transformer.setLiteral(current, bytes.map { $0 == sentinel ? UInt8(ascii: "~") : $0 })
        }
    }

    static func restored(_ text: String) -> String {
        text.utf8.contains(sentinel) ? String(decoding: text.utf8.map { $0 == sentinel ? UInt8(ascii: "~") : $0 }, as: UTF8.self) : text
    }

    /// Offsets of tildes that were written `\~`, found by lining the literal up with its source
    /// line. cmark 0.30 reports lazy lines of list items shifted right, so a few shifts are tried;
    /// the first that lines up wins.
    private static func escapedTildes(_ node: OpaquePointer, _ literal: [UInt8], transformer: GFMTransformer) -> Set<Int> {
        guard let (raw, startColumn, _) = transformer.sourceLine(of: node),
              raw.contains(UInt8(ascii: "\\")) else { return [] }
        let skip = (transformer.droppedPrefix[node] ?? 0)
        for shift in 0...8 {
            var from = raw.startIndex + startColumn - 1 - shift
            guard from >= raw.startIndex else { break }
            guard from <= raw.endIndex else { continue }
            if raw[from...].starts(with: SyntheticDocument.guardBytes) { from += SyntheticDocument.guardBytes.count }
            // A node that opens with an escaped character may start after its backslash.
            if from > raw.startIndex, raw[from - 1] == UInt8(ascii: "\\"), from < raw.endIndex,
               CharacterClass.isASCIIPunctuation(raw[from]) { from -= 1 }
            from = min(raw.endIndex, from + skip)
            if let found = align(raw[from...], literal) { return found }
        }
        return []
    }

    /// Walks source and literal together; nil when they do not line up.
    private static func align(_ source: ArraySlice<UInt8>, _ literal: [UInt8]) -> Set<Int>? {
        var result = Set<Int>()
        var index = source.startIndex
        var offset = 0
        while offset < literal.count {
            guard index < source.endIndex else { return nil }
            let byte = source[index]
            if byte == UInt8(ascii: "\\"), index + 1 < source.endIndex, CharacterClass.isASCIIPunctuation(source[index + 1]) {
                guard literal[offset] == source[index + 1] else { return nil }
                if literal[offset] == UInt8(ascii: "~") { result.insert(offset) }
                index += 2
                offset += 1
            } else if byte == UInt8(ascii: "&") {
                // An entity: the rest cannot be lined up; every tilde from here counts as escaped
                // when an escaped one was seen, else none does.
                if result.isEmpty { return [] }
                for tilde in offset..<literal.count where literal[tilde] == UInt8(ascii: "~") { result.insert(tilde) }
                return result
            } else {
                guard byte == literal[offset] else { return nil }
                index += 1
                offset += 1
            }
        }
        return result
    }
}

/// Space, punctuation or other, for the flanking rules (Unicode-aware like cmark's).
enum CharacterClass: Equatable {
    case space, punctuation, other

    /// The class of the character that ends right before `index`.
    static func before(_ bytes: [UInt8], _ index: Int) -> CharacterClass {
        var start = index - 1
        while start > 0, bytes[start] & 0xC0 == 0x80, index - start < 4 { start -= 1 }
        return at(bytes, start)
    }

    /// The class of the character starting at `index`.
    static func at(_ bytes: [UInt8], _ index: Int) -> CharacterClass {
        let byte = bytes[index]
        if byte == Strikethrough.sentinel { return .punctuation }
        if byte < 0x80 {
            if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) { return .space }
            return isASCIIPunctuation(byte) ? .punctuation : .other
        }
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
        guard index + length <= bytes.count else { return .other }
        var iterator = bytes[index..<(index + length)].makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return .other }
        switch scalar.properties.generalCategory {
        case .spaceSeparator: return .space
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation:
            return .punctuation
        default: return .other
        }
    }

    static func isASCIIPunctuation(_ byte: UInt8) -> Bool {
        (byte >= 0x21 && byte <= 0x2F) || (byte >= 0x3A && byte <= 0x40) || (byte >= 0x5B && byte <= 0x60) || (byte >= 0x7B && byte <= 0x7E)
    }
}
