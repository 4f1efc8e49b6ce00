/// Finds the lines that may start a footnote definition (`[^label]: text`), before cmark sees
/// the text: after any container markers (`>`, list markers) and indentation. cmark would read
/// some definitions as link reference definitions, so their `[` is hidden from it; which lines
/// really start one is decided on cmark's tree, which knows the containers, code and HTML
/// blocks (`GFMTransformer+FootnoteDefinitions`). Linear.
struct FootnoteScanner {
    struct Definition {
        /// Normalised label (case-folded, inner whitespace collapsed).
        var label: String
        /// The body lines: file line, byte offset of the kept text in that line, and the text.
        var lines: [SourceLine]
    }

    struct SourceLine {
        var line: Int
        var start: Int
        var bytes: ArraySlice<UInt8>
    }

    /// The lines where `[^label]:` follows nothing but container markers (`>`, a list marker
    /// and its space, in any number) and white space: each line, and the offset of its `[` in
    /// the text.
    static func starts(_ lines: LineTable) -> [(line: Int, offset: Int)] {
        var starts: [(line: Int, offset: Int)] = []
        for lineNumber in 1...max(1, lines.count) {
            let line = lines[lineNumber]
            var index = line.startIndex
            while true {
                while index < line.endIndex, TableRow.isSpace(line[index]) { index += 1 }
                guard index < line.endIndex else { break }
                if line[index] == UInt8(ascii: ">") {
                    index += 1
                } else if let end = listMarkerEnd(line, at: index) {
                    index = end
                } else {
                    break
                }
            }
            guard index + 1 < line.endIndex, line[index] == UInt8(ascii: "["), line[index + 1] == UInt8(ascii: "^"),
                  definitionStart(line[index...]) != nil else { continue }
            starts.append((lineNumber, index))
        }
        return starts
    }

    /// The end of a list marker at `index` (`-`, `+`, `*`, or one to nine digits and `.` or
    /// `)`) when a space or tab follows it, else nil.
    private static func listMarkerEnd(_ line: ArraySlice<UInt8>, at index: Int) -> Int? {
        var end = index
        switch line[index] {
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"):
            end += 1
        default:
            while end < line.endIndex, end - index < 9, line[end] >= 0x30, line[end] <= 0x39 { end += 1 }
            guard end > index, end < line.endIndex, line[end] == UInt8(ascii: ".") || line[end] == UInt8(ascii: ")") else { return nil }
            end += 1
        }
        guard end < line.endIndex, line[end] == 0x20 || line[end] == 0x09 else { return nil }
        return end
    }

    /// `[^label]:` at the start of `line` (after up to three spaces): the label and where the
    /// text after the colon starts.
    static func definitionStart(_ line: ArraySlice<UInt8>) -> (String, Int)? {
        var index = line.startIndex
        while index < line.endIndex, line[index] == 0x20 { index += 1 }
        guard index + 4 < line.endIndex + 1, index + 1 < line.endIndex,
              line[index] == UInt8(ascii: "["), line[index + 1] == UInt8(ascii: "^") else { return nil }
        let labelStart = index + 2
        var end = labelStart
        while end < line.endIndex, end - labelStart <= 999 {
            let byte = line[end]
            if byte == UInt8(ascii: "]") { break }
            if byte == UInt8(ascii: "[") || TableRow.isSpace(byte) { return nil }
            if byte == UInt8(ascii: "\\") { end += 1 }
            end += 1
        }
        guard end < line.endIndex, end > labelStart, line[end] == UInt8(ascii: "]"),
              end + 1 < line.endIndex, line[end + 1] == UInt8(ascii: ":") else { return nil }
        return (normalized(line[labelStart..<end]), end + 2)
    }

    static func normalized(_ label: ArraySlice<UInt8>) -> String {
        String(decoding: label, as: UTF8.self).lowercased()
    }

    static func leadingSpaces(_ line: ArraySlice<UInt8>) -> Int {
        var columns = 0
        for byte in line {
            if byte == 0x20 { columns += 1 } else if byte == 0x09 { columns += 4 - columns % 4 } else { break }
        }
        return columns
    }

    /// The index after `count` columns of leading whitespace.
    static func dropColumns(_ line: ArraySlice<UInt8>, _ count: Int) -> Int {
        var columns = 0
        var index = line.startIndex
        while index < line.endIndex, columns < count {
            if line[index] == 0x20 { columns += 1 } else if line[index] == 0x09 { columns += 4 - columns % 4 } else { break }
            index += 1
        }
        return index
    }
}

/// The lines of a text as UTF-8 slices, 1-based, without line terminators.
struct LineTable {
    let bytes: [UInt8]
    private let starts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
        self.starts = starts
    }

    var count: Int { starts.count }

    subscript(line: Int) -> ArraySlice<UInt8> {
        guard line >= 1, line <= starts.count else { return bytes[bytes.endIndex...] }
        let start = starts[line - 1]
        var end = line < starts.count ? starts[line] - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return bytes[start..<end]
    }

    /// Byte offset of the start of `line` in the text.
    func start(of line: Int) -> Int { starts[max(0, min(line, starts.count) - 1)] }
}
