import CCmark

/// The inline side of GFM on a cmark tree: footnote references, strikethrough and extended
/// autolinks, applied to the children of one inline container at a time (and recursively to
/// emphasis, strong emphasis and struck text). Never inside code, raw HTML or link text
/// (autolinks), since those are not text nodes or are skipped.
struct InlinePass {
    unowned let transformer: GFMTransformer
    /// Footnote label → index of its definition.
    let definitions: [String: Int]
    /// Definitions in the order of their first reference (their numbers are index + 1).
    private(set) var footnoteOrder: [Int] = []
    private var numbers: [Int: Int] = [:]
    /// Whether this pass has made an autolink yet: until then no link is one, and the set of
    /// autolinks is not asked (each question, through the unowned transformer, cost about 180
    /// instructions a link).
    private var madeAutolinks = false
    private(set) var referenceCounts: [Int: Int] = [:]

    init(transformer: GFMTransformer, definitions: [String: Int]) {
        self.transformer = transformer
        self.definitions = definitions
    }

    enum Edge { case space, punctuation }

    mutating func run(_ holder: OpaquePointer) {
        process(holder, edge: .space, inLink: false, depth: 0)
    }

    private mutating func process(_ container: OpaquePointer, edge: Edge, inLink: Bool, depth: Int) {
        guard depth < 64 else { return }
        // cmark-gfm finds autolinks while it reads inlines, before strikethrough pairs runs;
        // escaped tildes are set aside first (they are text, whatever follows).
        // Most text holds nothing for these passes: one scan of the bytes tells.
        let triggers = TextTriggers.ofChildren(container)
        if !triggers.isEmpty {
            let protected = triggers.contains(.tilde) && Strikethrough.protectEscapedTildes(container, transformer: transformer)
            if !definitions.isEmpty, !inLink, triggers.contains(.footnote), footnoteReferences(container) { mergeText(container) }
            if !inLink, triggers.contains(.url) { autolinks(container, edge: edge, emails: false) }
            if triggers.contains(.tilde) { Strikethrough.apply(container, edge: edge, transformer: transformer) }
            if !inLink, triggers.contains(.at) { autolinks(container, edge: edge, emails: true) }
            if protected { Strikethrough.restoreTildes(container, transformer: transformer) }
        }
        var child = cmark_node_first_child(container)
        while let current = child {
            child = cmark_node_next(current)
            switch cmark_node_get_type(current) {
            case CMARK_NODE_EMPH, CMARK_NODE_STRONG:
                process(current, edge: .punctuation, inLink: inLink, depth: depth + 1)
            case CMARK_NODE_CUSTOM_INLINE where cmark_node_first_child(current) != nil:
                process(current, edge: .punctuation, inLink: inLink, depth: depth + 1)
            case CMARK_NODE_LINK where madeAutolinks && transformer.autolinkNodes.contains(current):
                break  // an autolink's text is its URL as written (`www.a.com/~x~/b` strikes nothing through)
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
                process(current, edge: .punctuation, inLink: true, depth: depth + 1)
            default:
                break
            }
        }
    }

    // MARK: Footnote references

    /// Returns whether any reference was found.
    private mutating func footnoteReferences(_ container: OpaquePointer) -> Bool {
        var changed = false
        var child = cmark_node_first_child(container)
        while let current = child {
            child = cmark_node_next(current)
            guard cmark_node_get_type(current) == CMARK_NODE_TEXT, let literal = cmark_node_get_literal(current) else { continue }
            let bytes = Array(String(cString: literal).utf8)
            guard bytes.contains(UInt8(ascii: "^")) else { continue }
            var pieces: [(text: ArraySlice<UInt8>, reference: Int?)] = []
            var runStart = 0
            var index = 0
            while index + 3 < bytes.count + 0 {
                guard bytes[index] == UInt8(ascii: "["), bytes[index + 1] == UInt8(ascii: "^") else { index += 1; continue }
                var end = index + 2
                while end < bytes.count, bytes[end] != UInt8(ascii: "]"), bytes[end] != UInt8(ascii: "["),
                      !TableRow.isSpace(bytes[end]), end - index < 1000 { end += 1 }
                guard end < bytes.count, bytes[end] == UInt8(ascii: "]"), end > index + 2,
                      let definition = definitions[FootnoteScanner.normalized(bytes[(index + 2)..<end])] else {
                    index += 2
                    continue
                }
                pieces.append((bytes[runStart..<index], nil))
                pieces.append((bytes[index..<index], definition))
                index = end + 1
                runStart = index
            }
            guard !pieces.isEmpty else { continue }
            changed = true
            pieces.append((bytes[runStart...], nil))
            for piece in pieces {
                if let definition = piece.reference {
                    let number: Int
                    if let known = numbers[definition] { number = known } else {
                        footnoteOrder.append(definition)
                        number = footnoteOrder.count
                        numbers[definition] = number
                    }
                    let count = (referenceCounts[definition] ?? 0) + 1
                    referenceCounts[definition] = count
                    let id = count == 1 ? "fnref\(number)" : "fnref\(number)-\(count)"
                    guard let node = CmarkMemory.node(CMARK_NODE_CUSTOM_INLINE) else { continue }
                    cmark_node_set_on_enter(node, "<sup class=\"footnote-ref\"><a href=\"#fn\(number)\" id=\"\(id)\">\(number)</a></sup>")
                    cmark_node_set_on_exit(node, "")
                    if cmark_node_insert_before(current, node) == 0 { cmark_node_free(node) }
                } else if !piece.text.isEmpty, let node = CmarkMemory.node(CMARK_NODE_TEXT) {
                    transformer.setLiteral(node, Array(piece.text))
                    if cmark_node_insert_before(current, node) == 0 { cmark_node_free(node) }
                }
            }
            transformer.forget(current)
            cmark_node_unlink(current)
            cmark_node_free(current)
        }
        return changed
    }

    // MARK: Text merging

    /// Joins adjacent text nodes (left split by the passes above).
    private func mergeText(_ container: OpaquePointer) {
        var child = cmark_node_first_child(container)
        while let current = child {
            child = cmark_node_next(current)
            guard cmark_node_get_type(current) == CMARK_NODE_TEXT, let next = child,
                  cmark_node_get_type(next) == CMARK_NODE_TEXT else { continue }
            var bytes = Array(String(cString: cmark_node_get_literal(current)).utf8)
            var last = next
            while true {
                bytes += Array(String(cString: cmark_node_get_literal(last)).utf8)
                let following = cmark_node_next(last)
                transformer.forget(last)
                cmark_node_unlink(last)
                cmark_node_free(last)
                guard let following, cmark_node_get_type(following) == CMARK_NODE_TEXT else { child = following; break }
                last = following
            }
            transformer.setLiteral(current, bytes)
        }
    }

    // MARK: Autolinks

    private mutating func autolinks(_ container: OpaquePointer, edge: Edge, emails: Bool) {
        var child = cmark_node_first_child(container)
        while let current = child {
            child = cmark_node_next(current)
            guard cmark_node_get_type(current) == CMARK_NODE_TEXT, let literal = cmark_node_get_literal(current) else { continue }
            var bytes = Array(String(cString: literal).utf8)
            guard bytes.count >= 3, !emails || bytes.contains(UInt8(ascii: "@")) else { continue }
            let before: Autolinker.Before
            if let previous = cmark_node_previous(current) {
                switch cmark_node_get_type(previous) {
                case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK, CMARK_NODE_EMPH, CMARK_NODE_STRONG: before = .allowed
                case CMARK_NODE_CUSTOM_INLINE:
                    // After `<del>`/`</del>` (a tilde) or a task checkbox (a space).
                    let enter = cmark_node_get_on_enter(previous).map { String(cString: $0) } ?? ""
                    before = Strikethrough.isMarker(previous) || enter.hasPrefix("<input") ? .allowed : .other
                default: before = .other
                }
            } else {
                before = .start
            }
            if !emails, let joined = AutolinkSpan.join(current, literal: bytes, before: before, transformer: transformer) {
                bytes = joined
                child = cmark_node_next(current)
            }
            let matches = Autolinker.matches(in: bytes, before: before, emails: emails)
            guard !matches.isEmpty else { continue }
            let base = transformer.place(of: current)
            var cursor = 0
            for match in matches {
                if match.range.lowerBound > cursor { insertText(Array(bytes[cursor..<match.range.lowerBound]), before: current) }
                guard let link = CmarkMemory.node(CMARK_NODE_LINK), let text = CmarkMemory.node(CMARK_NODE_TEXT) else { continue }
                _ = cmark_node_set_url(link, Strikethrough.restored(match.destination))
                transformer.setLiteral(text, Array(bytes[match.range]).map { $0 == Strikethrough.sentinel ? UInt8(ascii: "~") : $0 })
                if cmark_node_append_child(link, text) == 0 { cmark_node_free(text) }
                if cmark_node_insert_before(current, link) == 0 { cmark_node_free(link); continue }
                transformer.recordPlace(link, base.map { ($0.line, $0.column + match.range.lowerBound) })
                transformer.autolinkNodes.insert(link)
                madeAutolinks = true
                cursor = match.range.upperBound
            }
            if cursor < bytes.count { insertText(Array(bytes[cursor...]), before: current) }
            transformer.forget(current)
            cmark_node_unlink(current)
            cmark_node_free(current)
        }
    }

    private func insertText(_ bytes: [UInt8], before node: OpaquePointer) {
        guard let text = CmarkMemory.node(CMARK_NODE_TEXT) else { return }
        transformer.setLiteral(text, bytes)
        if cmark_node_insert_before(node, text) == 0 { cmark_node_free(text) }
    }
}
