import SourceModel

/// An `<a href>` or `<img src>` start tag in a chapter's raw HTML, found by reading the text
/// the way an HTML tokenizer reads a start tag: a tag name, then attributes (a name, and after
/// `=` a value in double quotes, single quotes or none), up to the `>` that is outside a value.
///
/// Only what the link check and the page need: where the tag starts, and where its URL value is
/// (as written, and with its character references decoded). A tag whose `>` cannot be found, or
/// with a `>` inside a quoted value (the page's renderer cuts a tag at its first `>`), is left alone.
package struct RawHTMLTag: Sendable, Equatable {
    /// `<img>` rather than `<a>`.
    package var isImage: Bool
    /// Byte offset of the `<`.
    package var start: Int
    /// Byte offsets of the URL value as written (inside its quotes).
    package var value: Range<Int>
    /// The URL with its character references decoded (`&amp;` is `&`).
    package var url: String
    /// An image's `alt`, decoded; nil when it has none.
    package var alt: String?

    /// The `<a href>` and `<img src>` tags of `html`, in order.
    package static func scan(_ html: String) -> [RawHTMLTag] {
        let bytes = Array(html.utf8)
        var tags: [RawHTMLTag] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else { index += 1; continue }
            // A comment is no tag, whatever it holds (`<!-- <img src="old.png"> -->`).
            if let end = commentEnd(bytes, at: index) { index = end; continue }
            let start = index
            index += 1
            let nameStart = index
            while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
            let name = String(decoding: bytes[nameStart..<index], as: UTF8.self).lowercased()
            guard name == "a" || name == "img", index < bytes.count,
                  isSpace(bytes[index]) || bytes[index] == UInt8(ascii: ">") || bytes[index] == UInt8(ascii: "/") else { continue }
            // A tag that never closes (no `>` outside a value up to the end): no later one can be
            // read either, and reading on from each would be quadratic in hostile input.
            guard let tag = attributes(bytes, from: index) else { break }
            index = tag.end
            let wanted = name == "a" ? "href" : "src"
            guard let url = tag.values.first(where: { $0.name == wanted }), !tag.quotedGreaterThan else { continue }
            let alt = tag.values.first { $0.name == "alt" }.map { HTMLEntities.decode(String(decoding: bytes[$0.range], as: UTF8.self)) }
            tags.append(RawHTMLTag(isImage: name == "img", start: start, value: url.range,
                                   url: HTMLEntities.decode(String(decoding: bytes[url.range], as: UTF8.self)), alt: alt))
        }
        return tags
    }

    /// `tag` (one start tag) with the value of attribute `name` replaced by `value` (escaped,
    /// in double quotes); `tag` itself when it has no such attribute.
    package static func replacing(_ name: String, in tag: String, with value: String) -> String {
        let bytes = Array(tag.utf8)
        var index = 1
        while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
        guard let parsed = attributes(bytes, from: index), let found = parsed.values.first(where: { $0.name == name }) else { return tag }
        var out = Array(bytes[..<found.written.lowerBound])
        out += Array("\"\(HTMLEscaping.escape(value))\"".utf8)
        out += bytes[found.written.upperBound...]
        return String(decoding: out, as: UTF8.self)
    }

    /// When a comment starts at `index` (`<!--`): the offset just past its end, as the HTML
    /// tokenizer ends one (`-->`, `--!>`, or at once for `<!-->` and `<!--->`; a comment that never
    /// closes runs to the end). Nil when none starts there.
    static func commentEnd(_ bytes: [UInt8], at index: Int) -> Int? {
        guard bytes[index...].starts(with: "<!--".utf8) else { return nil }
        var at = index + 4
        if at < bytes.count, bytes[at] == UInt8(ascii: ">") { return at + 1 }
        if bytes[at...].starts(with: "->".utf8) { return at + 2 }
        while let dash = bytes[min(at, bytes.count)...].firstIndex(of: UInt8(ascii: "-")) {
            if bytes[dash...].starts(with: "-->".utf8) { return dash + 3 }
            if bytes[dash...].starts(with: "--!>".utf8) { return dash + 4 }
            at = dash + 1
        }
        return bytes.count
    }

    /// Whether `html` is nothing but comments and white space: a browser shows nothing of it.
    package static func isOnlyComments(_ html: String) -> Bool {
        let bytes = Array(html.utf8)
        var index = 0
        while index < bytes.count {
            if isSpace(bytes[index]) { index += 1; continue }
            guard let end = commentEnd(bytes, at: index) else { return false }
            index = end
        }
        return true
    }

    struct Attribute {
        /// Lower-cased.
        var name: String
        /// The value's bytes (inside the quotes).
        var range: Range<Int>
        /// The value as written, quotes included (empty at the name's end for a bare name).
        var written: Range<Int>
    }

    /// The attributes from `index` (just after the tag name) to the tag's `>`; nil when it has none.
    static func attributes(_ bytes: [UInt8], from start: Int) -> (values: [Attribute], end: Int, quotedGreaterThan: Bool)? {
        var values: [Attribute] = []
        var quotedGreaterThan = false
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") { return (values, index + 1, quotedGreaterThan) }
            if isSpace(byte) || byte == UInt8(ascii: "/") { index += 1; continue }
            let nameStart = index
            while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: "/"),
                  bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: "=") || index == nameStart {
                index += 1
            }
            let name = String(decoding: bytes[nameStart..<index], as: UTF8.self).lowercased()
            var look = index
            while look < bytes.count, isSpace(bytes[look]) { look += 1 }
            guard look < bytes.count, bytes[look] == UInt8(ascii: "=") else {
                values.append(Attribute(name: name, range: index..<index, written: index..<index))
                continue
            }
            look += 1
            while look < bytes.count, isSpace(bytes[look]) { look += 1 }
            guard look < bytes.count else { return nil }
            let quote = bytes[look]
            if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                guard let close = bytes[(look + 1)...].firstIndex(of: quote) else { return nil }
                if bytes[(look + 1)..<close].contains(UInt8(ascii: ">")) { quotedGreaterThan = true }
                values.append(Attribute(name: name, range: (look + 1)..<close, written: look..<(close + 1)))
                index = close + 1
            } else {
                var end = look
                while end < bytes.count, !isSpace(bytes[end]), bytes[end] != UInt8(ascii: ">") { end += 1 }
                values.append(Attribute(name: name, range: look..<end, written: look..<end))
                index = end
            }
        }
        return nil
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == UInt8(ascii: "-")
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }
}
