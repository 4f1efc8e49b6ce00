import SourceModel

/// Finds where each `id="…"` attribute sits in the raw XML, so warnings and drift reports can
/// point at the element: XMLParser gives only a line, the attribute also gives the column.
struct IDLineIndex: Sendable {
    private var locations: [String: SourceLocation] = [:]
    private let path: String

    init(file: SourceFile) {
        path = file.path
        let bytes = Array(file.text.utf8)
        var i = 1
        let n = bytes.count
        while i + 4 < n {
            // ` id="` or ` id='`, preceded by whitespace so `sceneID=` and `userID=` do not match.
            if bytes[i] == UInt8(ascii: "i"), bytes[i + 1] == UInt8(ascii: "d"), bytes[i + 2] == UInt8(ascii: "="),
               bytes[i + 3] == UInt8(ascii: "\"") || bytes[i + 3] == UInt8(ascii: "'"),
               Self.isSpace(bytes[i - 1]) {
                let quote = bytes[i + 3]
                var end = i + 4
                while end < n, bytes[end] != quote, bytes[end] != UInt8(ascii: "<") { end += 1 }
                if end < n, bytes[end] == quote {
                    let value = String(decoding: bytes[(i + 4)..<end], as: UTF8.self)
                    if locations[value] == nil { locations[value] = file.location(utf8Offset: i) }
                    i = end + 1
                    continue
                }
            }
            i += 1
        }
    }

    /// Where the element's `id="…"` is; else the line XMLParser gave for its start tag.
    func location(of element: ParsedElement) -> SourceLocation {
        if let id = element.value("id"), let location = locations[id] { return location }
        return SourceLocation(path: path, line: max(1, element.line), column: 1)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }
}
