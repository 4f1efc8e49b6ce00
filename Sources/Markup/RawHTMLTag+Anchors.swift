import SourceModel

extension RawHTMLTag {
    /// One attribute of a start tag in an HTML text: the tag's name and the attribute's name
    /// (both lower-cased) and where its value lies (inside the quotes, if any).
    package struct TagAttribute: Sendable {
        package var tag: String
        package var name: String
        package var value: Range<Int>
    }

    /// Every attribute of every start tag of `html` (byte offsets into its UTF-8), read as an
    /// HTML tokenizer reads them: the name in any case, the value in double quotes, single
    /// quotes or none. Comments are skipped. Linear: each tag is read once, and a tag that never
    /// closes ends the walk, as in `scan(_:)`.
    package static func attributes(in html: String) -> [TagAttribute] {
        let bytes = Array(html.utf8)
        var found: [TagAttribute] = []
        var index = 0
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            if let end = commentEnd(bytes, at: open) { index = end; continue }
            index = open + 1
            let nameStart = index
            while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
            guard index > nameStart, index == bytes.count || isSpace(bytes[index]) || bytes[index] == UInt8(ascii: "/") else { continue }
            let tag = String(decoding: bytes[nameStart..<index], as: UTF8.self).lowercased()
            guard let parsed = attributes(bytes, from: index) else { break }
            index = parsed.end
            for attribute in parsed.values { found.append(TagAttribute(tag: tag, name: attribute.name, value: attribute.range)) }
        }
        return found
    }

    /// What a `#fragment` can land on in `html`, as a browser finds it ("find a potential
    /// indicated element"): the `id` of every element, and the `name` of every `<a>`, read as an
    /// HTML tokenizer reads a start tag — the attribute name in any case, the value in double
    /// quotes, single quotes or none (`<a id='column-width'></a>`, the anchors of Airbnb's Swift
    /// style guide, were missed when only `id="…"` was read) — with character references
    /// decoded. Comments are skipped.
    package static func anchors(in html: String) -> [String] {
        let bytes = Array(html.utf8)
        return attributes(in: html).compactMap { attribute in
            guard attribute.isAnchor, !attribute.value.isEmpty else { return nil }
            return HTMLEntities.decode(String(decoding: bytes[attribute.value], as: UTF8.self))
        }
    }
}

extension RawHTMLTag.TagAttribute {
    /// An `id`, or the `name` of an `<a>`: what a fragment lands on.
    package var isAnchor: Bool { name == "id" || (tag == "a" && name == "name") }
}
