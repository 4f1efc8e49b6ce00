import SourceModel

extension RawHTMLTag {
    /// What a `#fragment` can land on in `html`, as a browser finds it ("find a potential
    /// indicated element"): the `id` of every element, and the `name` of every `<a>`, read as an
    /// HTML tokenizer reads a start tag — the attribute name in any case, the value in double
    /// quotes, single quotes or none (`<a id='column-width'></a>`, the anchors of Airbnb's Swift
    /// style guide, were missed when only `id="…"` was read) — with character references
    /// decoded. Comments are skipped. Linear: each tag is read once, and a tag that never
    /// closes ends the scan, as in `scan(_:)`.
    package static func anchors(in html: String) -> [String] {
        let bytes = Array(html.utf8)
        var anchors: [String] = []
        var index = 0
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            if let end = commentEnd(bytes, at: open) { index = end; continue }
            index = open + 1
            let nameStart = index
            while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
            guard index > nameStart, index == bytes.count || isSpace(bytes[index]) || bytes[index] == UInt8(ascii: "/") else { continue }
            let isAnchor = index - nameStart == 1 && bytes[nameStart] | 0x20 == UInt8(ascii: "a")
            guard let tag = attributes(bytes, from: index) else { break }
            index = tag.end
            for attribute in tag.values where attribute.name == "id" || (isAnchor && attribute.name == "name") {
                guard !attribute.range.isEmpty else { continue }
                anchors.append(HTMLEntities.decode(String(decoding: bytes[attribute.range], as: UTF8.self)))
            }
        }
        return anchors
    }
}
