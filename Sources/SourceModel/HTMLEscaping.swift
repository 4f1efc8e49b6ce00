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
    /// writes into bytes. Unchanged runs are copied whole, each in one copy (most text has
    /// nothing to escape: one scan, then one copy of the whole; appending the `UTF8View` went
    /// byte by byte, about 330 instructions a name against about 100).
    package static func append(_ text: String, to bytes: inout [UInt8]) {
        let utf8 = text.utf8
        let span = utf8.span
        var first = 0
        while first < span.count, !needsEntity(span[first]) { first += 1 }
        if first == span.count {
            ByteSearch.append(span, to: &bytes)
            return
        }
        var runStart = 0
        for index in first..<span.count {
            guard let replacement = entity(for: span[index]) else { continue }
            if index > runStart { ByteSearch.append(span.extracting(runStart..<index), to: &bytes) }
            replacement.withUTF8Buffer { bytes.append(contentsOf: $0) }
            runStart = index + 1
        }
        if span.count > runStart { ByteSearch.append(span.extracting(runStart..<span.count), to: &bytes) }
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

    /// Whether `byte` is one of the five (`entity(for:) != nil`, as one test).
    @inline(__always)
    private static func needsEntity(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): true
        default: false
        }
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
