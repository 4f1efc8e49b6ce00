/// Finds footnote definitions (`[^label]: text`, continued by lines indented four spaces and
/// by lazy paragraph lines) before cmark sees the text: cmark would read some of them as
/// link reference definitions. Top-level definitions only, outside fenced code. Linear.
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

    /// The definitions, first one per label, and the file lines they take (to blank out).
    static func scan(_ lines: LineTable) -> (definitions: [Definition], taken: [ClosedRange<Int>]) {
        var definitions: [Definition] = []
        var seen: Set<String> = []
        var taken: [ClosedRange<Int>] = []
        var fence: (byte: UInt8, length: Int)?
        var previousBlank = true
        var lineNumber = 1
        while lineNumber <= lines.count {
            let line = lines[lineNumber]
            let indent = leadingSpaces(line)
            if let open = fence {
                if closesFence(line, open) { fence = nil }
                lineNumber += 1
                previousBlank = false
                continue
            }
            if indent < 4, let opened = opensFence(line) {
                fence = opened
                lineNumber += 1
                previousBlank = false
                continue
            }
            guard indent < 4, let (label, contentStart) = definitionStart(line) else {
                previousBlank = isBlank(line)
                lineNumber += 1
                continue
            }
            _ = previousBlank
            let first = lineNumber
            var body: [SourceLine] = []
            var textStart = contentStart
            while textStart < line.endIndex, TableRow.isSpace(line[textStart]) { textStart += 1 }
            body.append(SourceLine(line: lineNumber, start: textStart - line.startIndex, bytes: line[textStart...]))
            var last = lineNumber
            var lastNonBlank = !isBlank(line[textStart...])
            var next = lineNumber + 1
            var pendingBlanks: [SourceLine] = []
            while next <= lines.count {
                let candidate = lines[next]
                if isBlank(candidate) {
                    pendingBlanks.append(SourceLine(line: next, start: 0, bytes: candidate[candidate.endIndex...]))
                    lastNonBlank = false
                    next += 1
                    continue
                }
                let spaces = leadingSpaces(candidate)
                if spaces >= 4 {
                    body += pendingBlanks
                    pendingBlanks.removeAll()
                    let cut = dropColumns(candidate, 4)
                    body.append(SourceLine(line: next, start: cut - candidate.startIndex, bytes: candidate[cut...]))
                    last = next
                    lastNonBlank = true
                    next += 1
                    continue
                }
                if lastNonBlank, pendingBlanks.isEmpty, isLazy(candidate) {
                    let cut = dropColumns(candidate, spaces)
                    body.append(SourceLine(line: next, start: cut - candidate.startIndex, bytes: candidate[cut...]))
                    last = next
                    next += 1
                    continue
                }
                break
            }
            if !seen.contains(label) {
                seen.insert(label)
                definitions.append(Definition(label: label, lines: body))
            }
            taken.append(first...last)
            lineNumber = last + 1
            previousBlank = false
        }
        return (definitions, taken)
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

    private static func isLazy(_ line: ArraySlice<UInt8>) -> Bool {
        var index = line.startIndex
        while index < line.endIndex, line[index] == 0x20 { index += 1 }
        guard index < line.endIndex else { return false }
        let byte = line[index]
        if definitionStart(line) != nil { return false }
        switch byte {
        case UInt8(ascii: "#"), UInt8(ascii: ">"), UInt8(ascii: "`"), UInt8(ascii: "~"), UInt8(ascii: "<"),
             UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "_"), UInt8(ascii: "="),
             UInt8(ascii: "|"):
            return false
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            var end = index
            while end < line.endIndex, line[end] >= 0x30, line[end] <= 0x39 { end += 1 }
            return !(end < line.endIndex && (line[end] == UInt8(ascii: ".") || line[end] == UInt8(ascii: ")")))
        default:
            return true
        }
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

    static func isBlank(_ line: ArraySlice<UInt8>) -> Bool {
        line.allSatisfy { TableRow.isSpace($0) }
    }

    private static func opensFence(_ line: ArraySlice<UInt8>) -> (byte: UInt8, length: Int)? {
        var index = line.startIndex
        while index < line.endIndex, line[index] == 0x20 { index += 1 }
        guard index < line.endIndex, line[index] == UInt8(ascii: "`") || line[index] == UInt8(ascii: "~") else { return nil }
        let byte = line[index]
        var end = index
        while end < line.endIndex, line[end] == byte { end += 1 }
        guard end - index >= 3 else { return nil }
        if byte == UInt8(ascii: "`"), line[end...].contains(UInt8(ascii: "`")) { return nil }
        return (byte, end - index)
    }

    private static func closesFence(_ line: ArraySlice<UInt8>, _ open: (byte: UInt8, length: Int)) -> Bool {
        var index = line.startIndex
        while index < line.endIndex, line[index] == 0x20 { index += 1 }
        guard index - line.startIndex < 4 else { return false }
        var end = index
        while end < line.endIndex, line[end] == open.byte { end += 1 }
        return end - index >= open.length && line[end...].allSatisfy { TableRow.isSpace($0) }
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
