import SourceModel

/// Finds where a link's or image's destination is written in the chapter.
///
/// cmark 0.30 reports where an inline ends reliably, but not where a link that spans lines
/// starts, and keeps no trace of reference definitions. So the destination is found from the
/// end: an inline link `[text](dest "title")` ends with `)`, and its destination follows the
/// last `](` before that end; a reference link (`[text][ref]`, `[ref]`) ends with `]`, and its
/// destination is the one written in the definition `[ref]: dest`, found in an index of the
/// chapter's definitions built once, on the first reference link.
///
/// Each search looks at a window no longer than a few times the link's own destination and
/// title, so locating every link of a chapter takes time linear in its size.
struct LinkLocator {
    let file: SourceFile
    private let lineStarts: [Int]
    private var definitions: [String: SourceLocation]?

    /// The chapter's bytes are read on `file.text`'s span where needed (a copy of them into an
    /// array for each chapter cost 2.9 M instructions on a 1,000-chapter book).
    init(file: SourceFile) {
        self.file = file
        lineStarts = file.lineStarts
    }

    /// The location of `destination` for a link that ends at `endLine`:`endColumn` (cmark's
    /// 1-based line and byte column, inclusive), or nil when it cannot be found.
    mutating func destination(_ destination: String, title: String, endLine: Int, endColumn: Int) -> SourceLocation? {
        guard endLine >= 1, endLine <= lineStarts.count, endColumn >= 1 else { return nil }
        let end = lineStarts[endLine - 1] + endColumn - 1
        let view = file.text.utf8
        let bytes = view.span
        guard end < bytes.count else { return nil }
        switch bytes[end] {
        case UInt8(ascii: ")"):
            return inlineDestination(in: bytes, before: end, line: endLine, window: 3 * (destination.utf8.count + title.utf8.count) + 64)
        case UInt8(ascii: "]"):
            return definition(of: destination)
        default:
            return nil
        }
    }

    /// The first place at or after `startLine`:`startColumn` where `destination` is written,
    /// looking no further than a window of a few times its length (used when cmark's end
    /// position does not fall on the link's closing character).
    func destination(_ destination: String, title: String, text: String, startLine: Int, startColumn: Int) -> SourceLocation? {
        let needle = Array(destination.utf8)
        guard !needle.isEmpty, startLine >= 1, startLine <= lineStarts.count, startColumn >= 1 else { return nil }
        let view = file.text.utf8
        let bytes = view.span
        let start = lineStarts[startLine - 1] + startColumn - 1
        let window = 3 * (needle.count + title.utf8.count + text.utf8.count) + 64
        let limit = min(bytes.count - needle.count, start + window)
        guard start <= limit else { return nil }
        var index = start
        while index <= limit {
            if bytes[index] == needle[0], Self.matches(needle, in: bytes, at: index) {
                return file.location(utf8Offset: index)
            }
            index += 1
        }
        return nil
    }

    /// The location of byte `offset`, looked for first on the 1-based line `hint` (a destination
    /// is most often on its link's last line): `file.location(utf8Offset:)`, without its binary
    /// search over the line starts when the hint is right.
    private func location(of offset: Int, hint line: Int) -> SourceLocation {
        guard line >= 1, line <= lineStarts.count, offset >= lineStarts[line - 1],
              line == lineStarts.count || offset < lineStarts[line] else { return file.location(utf8Offset: offset) }
        return file.location(line: line, utf8Column: offset - lineStarts[line - 1] + 1)
    }

    /// Whether `needle` is written in `bytes` at `index` (`index + needle.count` may run past the end).
    private static func matches(_ needle: [UInt8], in bytes: Span<UInt8>, at index: Int) -> Bool {
        guard index + needle.count <= bytes.count else { return false }
        for offset in needle.indices where bytes[index + offset] != needle[offset] { return false }
        return true
    }

    /// Just after the last `](` before `end` (on `line`), past blanks and a `<`. Each `(` is
    /// found by a backward byte search (most destinations hold none but their own).
    private func inlineDestination(in bytes: Span<UInt8>, before end: Int, line: Int, window: Int) -> SourceLocation? {
        // The positions looked at are `limit + 1 ..< end` (each with the byte before it).
        let limit = max(0, end - window)
        var upper = end
        while upper > limit + 1, let index = ByteSearch.lastIndex(of: UInt8(ascii: "("), in: bytes, range: (limit + 1)..<upper) {
            if bytes[index - 1] == UInt8(ascii: "]") {
                var start = index + 1
                while start < end, Self.isBlank(bytes[start]) { start += 1 }
                if start < end, bytes[start] == UInt8(ascii: "<") { start += 1 }
                return location(of: start, hint: line)
            }
            upper = index
        }
        return nil
    }

    private mutating func definition(of destination: String) -> SourceLocation? {
        if definitions == nil { definitions = indexDefinitions() }
        return definitions?[destination]
    }

    /// `[label]: destination` lines (inside block quotes and list items too), by destination
    /// with backslash escapes removed; the first definition of each destination wins.
    private func indexDefinitions() -> [String: SourceLocation] {
        let bytes = Array(file.text.utf8)
        var found: [String: SourceLocation] = [:]
        for (number, start) in lineStarts.enumerated() {
            let lineEnd = number + 1 < lineStarts.count ? lineStarts[number + 1] - 1 : bytes.count
            var index = start
            while index < lineEnd, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: ">")
                || bytes[index] == UInt8(ascii: "\t") { index += 1 }
            guard index < lineEnd, bytes[index] == UInt8(ascii: "[") else { continue }
            // The label: up to an unescaped `]`, which must be followed by `:`.
            index += 1
            while index < lineEnd, bytes[index] != UInt8(ascii: "]") {
                if bytes[index] == UInt8(ascii: "\\") { index += 1 }
                index += 1
            }
            guard index + 1 < lineEnd, bytes[index + 1] == UInt8(ascii: ":") else { continue }
            index += 2
            var line = number
            var end = lineEnd
            while index < end, Self.isBlank(bytes[index]) { index += 1 }
            if index >= end, line + 1 < lineStarts.count {
                // The destination may start on the next line.
                line += 1
                index = lineStarts[line]
                end = line + 1 < lineStarts.count ? lineStarts[line + 1] - 1 : bytes.count
                while index < end, Self.isBlank(bytes[index]) || bytes[index] == UInt8(ascii: ">") { index += 1 }
            }
            guard index < end else { continue }
            var destinationStart = index
            var destinationEnd: Int
            if bytes[index] == UInt8(ascii: "<") {
                destinationStart += 1
                destinationEnd = destinationStart
                while destinationEnd < end, bytes[destinationEnd] != UInt8(ascii: ">") { destinationEnd += 1 }
            } else {
                destinationEnd = index
                while destinationEnd < end, !Self.isBlank(bytes[destinationEnd]) { destinationEnd += 1 }
            }
            let written = String(decoding: bytes[destinationStart..<destinationEnd], as: UTF8.self)
            let key = Self.removingBackslashEscapes(written)
            if found[key] == nil { found[key] = file.location(utf8Offset: destinationStart) }
        }
        return found
    }

    /// `!` … `/`, `:` … `@`, `[` … `` ` ``, `{` … `~`.
    private static func isASCIIPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: true
        default: false
        }
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    /// `a\_b` → `a_b` (CommonMark: a backslash before ASCII punctuation escapes it).
    static func removingBackslashEscapes(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = ""
        var escaped = false
        for scalar in text.unicodeScalars {
            if escaped {
                if !Self.isASCIIPunctuation(scalar) { result += "\\" }
                result.unicodeScalars.append(scalar)
                escaped = false
            } else if scalar == "\\" {
                escaped = true
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        if escaped { result += "\\" }
        return result
    }
}
