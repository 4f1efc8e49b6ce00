import CCmark
import SourceModel

/// Pipe tables: found in the raw lines of paragraphs (and setext headings), applied as custom
/// nodes whose cells hold inlines parsed in the synthetic document.
extension GFMTransformer {
    // MARK: Tables

    struct PlacedLine {
        var line: Int
        var start: Int
        var bytes: ArraySlice<UInt8>
    }

    struct TablePlan {
        var node: OpaquePointer
        var before: [PlacedLine]
        var header: (row: TableRow, place: PlacedLine)
        var alignments: [TableAlignment]
        var rows: [(row: TableRow, place: PlacedLine)]
        var rule: Bool
        /// Lines after the table that are a paragraph again.
        var after: [PlacedLine] = []
        var beforeEntry: Int?
        var afterEntry: Int?
        /// Entry index per cell, row by row (header first); nil for an empty cell.
        var cellEntries: [[Int?]] = []
    }


    func findTables(_ root: OpaquePointer) -> [TablePlan] {
        var plans: [TablePlan] = []
        guard Self.mayHoldDelimiterRow(text) else { return plans }
        CmarkTree.forEachEntered(root) { (node: OpaquePointer, quotes: Int) in
            let type = cmark_node_get_type(node)
            guard type == CMARK_NODE_PARAGRAPH || type == CMARK_NODE_HEADING else { return }
            if let plan = tablePlan(node, isHeading: type == CMARK_NODE_HEADING, quotes: quotes) { plans.append(plan) }
        }
        return plans
    }

    func tablePlan(_ node: OpaquePointer, isHeading: Bool, quotes: Int) -> TablePlan? {
        var first = Int(cmark_node_get_start_line(node))
        var firstColumn = Int(cmark_node_get_start_column(node))
        var last = Int(cmark_node_get_end_line(node))
        guard first >= 1, last >= first + (isHeading ? 2 : 1) else { return nil }
        guard let text = textLines(of: node, isHeading: isHeading, first: first, firstColumn: firstColumn, last: last,
                                   quotes: quotes, minimumHeadingLines: 3) else { return nil }
        (first, firstColumn, last) = (text.first, text.firstColumn, text.last)
        let underline = text.underline
        var lines: [PlacedLine] = []
        var lazy: [Bool] = []
        var sawPipe = false  // a possible delimiter row
        // Inside a list item (and no block quote), lines indented less than the paragraph's
        // first line are lazy.
        let indent = quotes == 0 && isInListItem(node) ? max(0, firstColumn - 1) : 0
        for line in first...last {
            let slice: ArraySlice<UInt8>
            if line == first {
                let raw = chapter[line]
                let start = min(raw.endIndex, raw.startIndex + max(0, firstColumn - 1))
                slice = raw[start...]
                lazy.append(false)
            } else {
                let found = contentAndLaziness(of: line, quotes: quotes, indent: indent)
                slice = found.content
                lazy.append(found.lazy)
            }
            // Only a line that starts with `|`, `:` or `-` can be a delimiter row.
            if !sawPipe, line > first, let lead = slice.first(where: { !TableRow.isSpace($0) }),
               lead == UInt8(ascii: "|") || lead == UInt8(ascii: ":") || lead == UInt8(ascii: "-") {
                sawPipe = true
            }
            lines.append(PlacedLine(line: line, start: slice.startIndex - chapter.start(of: line), bytes: slice))
        }
        guard sawPipe else { return nil }
        var headerIndex: Int?
        var alignments: [TableAlignment] = []
        for index in 0..<(lines.count - 1) {
            // cmark-gfm does not take a lazy continuation line as the delimiter row.
            guard !lazy[index + 1], let found = TableAlignment.delimiterRow(lines[index + 1].bytes),
                  let header = TableRow.split(lines[index].bytes), header.cells.count == found.count else { continue }
            headerIndex = index
            alignments = found
            break
        }
        guard let headerIndex, let header = TableRow.split(lines[headerIndex].bytes) else { return nil }
        var rows: [(TableRow, PlacedLine)] = []
        var after: [PlacedLine] = []
        for (offset, place) in lines[(headerIndex + 2)...].enumerated() {
            // A line that is only a pipe is no row: the table ends and the rest is a paragraph.
            if place.bytes.filter({ !TableRow.isSpace($0) }) == [UInt8(ascii: "|")] {
                after = Array(lines[(headerIndex + 2 + offset)...])
                break
            }
            guard let row = TableRow.split(place.bytes) else { continue }
            rows.append((row, place))
        }
        var rule = false
        if let underline {
            let trimmed = underline.filter { !TableRow.isSpace($0) }
            if trimmed.first == UInt8(ascii: "-") {
                rule = true
            } else if let row = TableRow.split(underline) {
                let line = last + 1
                rows.append((row, PlacedLine(line: line, start: underline.startIndex - chapter.start(of: line), bytes: underline)))
            }
        }
        if !after.isEmpty { rule = false }
        return TablePlan(node: node, before: Array(lines[..<headerIndex]), header: (header, lines[headerIndex]),
                         alignments: alignments, rows: rows, rule: rule, after: after)
    }

    static func isSetextUnderline(_ line: ArraySlice<UInt8>) -> Bool {
        var bytes = line
        while let last = bytes.last, TableRow.isSpace(last) { bytes = bytes.dropLast() }
        guard let first = bytes.first, first == UInt8(ascii: "=") || first == UInt8(ascii: "-") else { return false }
        return bytes.allSatisfy { $0 == first }
    }

    func isInListItem(_ node: OpaquePointer) -> Bool {
        var ancestor = cmark_node_parent(node)
        while let current = ancestor {
            if cmark_node_get_type(current) == CMARK_NODE_ITEM { return true }
            ancestor = cmark_node_parent(current)
        }
        return false
    }

    /// Whether some line is made only of `|`, `:`, `-`, `>` and white space, with a `-` (a
    /// table needs such a delimiter row), so that chapters without a table cost nothing more.
    /// Only the lines holding a `-` are read: memchr finds each first `-` of a line, whose line
    /// is then read back to its start and on to its end (each line at most once: the search goes
    /// on after the line). Reading every line from its start cost 9.7 M instructions on a
    /// 1,000-chapter book. (`ByteScanTests` holds the byte-by-byte form it must agree with.)
    static func mayHoldDelimiterRow(_ text: String) -> Bool {
        var copy = text
        return copy.withUTF8 { bytes in
            var from = 0
            while let dash = ByteSearch.firstIndex(of: UInt8(ascii: "-"), in: bytes, from: from) {
                var start = dash
                while start > 0, bytes[start - 1] != UInt8(ascii: "\n"), isDelimiterRowByte(bytes[start - 1]) { start -= 1 }
                var end = dash
                if start == 0 || bytes[start - 1] == UInt8(ascii: "\n") {
                    while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), isDelimiterRowByte(bytes[end]) { end += 1 }
                    if end == bytes.count || bytes[end] == UInt8(ascii: "\n") { return true }
                }
                guard let newline = ByteSearch.firstIndex(of: UInt8(ascii: "\n"), in: bytes, from: end) else { return false }
                from = newline + 1
            }
            return false
        }
    }

    /// `|`, `:`, `-`, `>`, space, tab or CR.
    private static func isDelimiterRowByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "|"), UInt8(ascii: ":"), UInt8(ascii: ">"), 0x20, 0x09, 0x0D: true
        default: false
        }
    }

    /// A paragraph line without its container markers (`>` of enclosing block quotes) and
    /// leading white space.
    func content(of line: Int, quotes: Int) -> ArraySlice<UInt8> {
        contentAndLaziness(of: line, quotes: quotes, indent: 0).content
    }

    /// The content of a paragraph line, and whether it cannot be a delimiter row: a lazy
    /// continuation line (a `>` of an enclosing block quote missing, or less indented than the
    /// list item's content) or one indented four columns or more.
    func contentAndLaziness(of line: Int, quotes: Int, indent: Int) -> (content: ArraySlice<UInt8>, lazy: Bool) {
        let raw = chapter[line]
        var index = raw.startIndex
        var remaining = quotes
        var lazy = false
        var indentation = 0
        while true {
            let spaces = index
            while index < raw.endIndex, TableRow.isSpace(raw[index]) { index += 1 }
            if remaining == 0, quotes == 0, indent > 0, index - spaces < indent { lazy = true }
            if remaining == 0 { indentation = FootnoteScanner.leadingSpaces(raw[spaces..<index]) - (quotes == 0 ? indent : 0) }
            guard remaining > 0 else { break }
            guard index < raw.endIndex, raw[index] == UInt8(ascii: ">") else { lazy = true; break }
            index += 1
            if index < raw.endIndex, raw[index] == 0x20 { index += 1 }
            remaining -= 1
        }
        // Four columns of indentation make a delimiter row a plain continuation line.
        return (raw[index...], lazy || indentation >= 4)
    }
}

extension GFMTransformer {
    /// The lines of a paragraph's or setext heading's text (see `textLines(of:…)`).
    struct TextLines {
        var first: Int
        var firstColumn: Int
        var last: Int
        /// A setext heading's underline, not among `first...last`.
        var underline: ArraySlice<UInt8>?
    }

    /// The lines of a paragraph's or setext heading's text within `first`…`last` (cmark's
    /// lines for the node): a heading's underline (the last line that is one: cmark's end line
    /// may be one further) is left out and kept apart; link reference definitions at the start
    /// of a paragraph are not part of it. Nil when a heading has fewer than `minimumHeadingLines`
    /// lines, its underline included.
    func textLines(of node: OpaquePointer, isHeading: Bool, first: Int, firstColumn: Int, last: Int,
                   quotes: Int, minimumHeadingLines: Int) -> TextLines? {
        var lines = TextLines(first: first, firstColumn: firstColumn, last: last, underline: nil)
        if isHeading {
            while lines.last > lines.first, !Self.isSetextUnderline(content(of: lines.last, quotes: quotes)) { lines.last -= 1 }
            guard lines.last >= lines.first + minimumHeadingLines - 1 else { return nil }
            lines.underline = content(of: lines.last, quotes: quotes)
            lines.last -= 1
        } else if let child = cmark_node_first_child(node) {
            let childLine = Int(cmark_node_get_start_line(child))
            if childLine > first, childLine <= last {
                lines.first = childLine
                lines.firstColumn = Int(cmark_node_get_start_column(child))
            }
        }
        return lines
    }
}
