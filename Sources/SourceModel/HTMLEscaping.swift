/// Escaping for text placed in HTML or SVG. Every string from the input goes through here.
package enum HTMLEscaping {
    /// Escapes `&`, `<`, `>`, `"` and `'` so the result is safe in text and in quoted attributes.
    ///
    /// It runs once per string of every page, so it must be cheap: a string with nothing to
    /// escape comes back as it is, and otherwise `append` writes it.
    /// (Concrete, not generic: called from other modules, a generic one ran unspecialized,
    /// through protocol witnesses, at several times the cost.)
    package static func escape(_ input: Substring) -> String {
        escape(String(input))
    }

    package static func escape(_ text: String) -> String {
        // (Scanned through the bytes' `Span`: no iterator, no call per byte.)
        let span = text.utf8.span
        var clean = true
        for i in span.indices where entity(for: span[i]) != nil {
            clean = false
            break
        }
        if clean { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        append(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text`, escaped as `escape` does, to `bytes` (UTF-8): the diagrams' SVG writer
    /// writes into bytes. Unchanged runs are copied whole.
    package static func append(_ text: String, to bytes: inout [UInt8]) {
        let utf8 = text.utf8
        // Most text has nothing to escape: one scan, then one copy of the whole (slicing the
        // view run by run goes through the generic, byte-at-a-time path).
        let span = utf8.span
        var clean = true
        for i in span.indices where entity(for: span[i]) != nil {
            clean = false
            break
        }
        if clean {
            bytes.append(contentsOf: utf8)
            return
        }
        var runStart = utf8.startIndex
        var index = utf8.startIndex
        while index != utf8.endIndex {
            if let replacement = entity(for: utf8[index]) {
                bytes.append(contentsOf: utf8[runStart..<index])
                replacement.withUTF8Buffer { bytes.append(contentsOf: $0) }
                runStart = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        bytes.append(contentsOf: utf8[runStart..<utf8.endIndex])
    }

    /// Appends UTF-8 `text`, escaped as `escape` does, to `bytes`. Unchanged runs are copied whole.
    package static func append(_ text: ArraySlice<UInt8>, to bytes: inout [UInt8]) {
        var runStart = text.startIndex
        for index in text.indices {
            if let replacement = entity(for: text[index]) {
                if index > runStart { bytes.append(contentsOf: text[runStart..<index]) }
                replacement.withUTF8Buffer { bytes.append(contentsOf: $0) }
                runStart = index + 1
            }
        }
        if text.endIndex > runStart { bytes.append(contentsOf: text[runStart..<text.endIndex]) }
    }

    @inline(__always)
    private static func entity(for byte: UInt8) -> StaticString? {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        case UInt8(ascii: "'"): "&#39;"
        default: nil
        }
    }
}
