import CCmark

/// GitHub's tag filter, for raw-HTML mode: `<` of the tags GitHub never lets through
/// (`title`, `textarea`, `style`, `xmp`, `iframe`, `noembed`, `noframes`, `script`,
/// `plaintext`), opening or closing, becomes `&lt;`. (Without raw HTML, cmark omits all
/// raw HTML anyway.)
enum TagFilter {
    static let tags: [[UInt8]] = ["title", "textarea", "style", "xmp", "iframe", "noembed", "noframes", "script", "plaintext"]
        .map { Array($0.utf8) }

    static func apply(_ node: OpaquePointer) {
        guard let literal = cmark_node_get_literal(node) else { return }
        let bytes = Array(String(cString: literal).utf8)
        let filtered = filter(bytes)
        guard filtered != bytes else { return }
        CmarkTree.setLiteral(node, filtered)
    }

    static func filter(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<"), isFiltered(bytes, at: index + 1) {
                out += Array("&lt;".utf8)
            } else {
                out.append(bytes[index])
            }
            index += 1
        }
        return out
    }

    private static func isFiltered(_ bytes: [UInt8], at start: Int) -> Bool {
        var index = start
        if index < bytes.count, bytes[index] == UInt8(ascii: "/") { index += 1 }
        for tag in tags {
            guard index + tag.count <= bytes.count else { continue }
            var matches = true
            for (offset, byte) in tag.enumerated() where bytes[index + offset] | 0x20 != byte {
                matches = false
                break
            }
            guard matches else { continue }
            let end = index + tag.count
            if end == bytes.count { return true }
            let next = bytes[end]
            return next == UInt8(ascii: ">") || next == UInt8(ascii: "/") || Autolinker.isSpace(next)
        }
        return false
    }
}
