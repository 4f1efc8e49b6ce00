/// The cells of one line of a pipe table, found the way GitHub finds them.
///
/// Works on the UTF-8 bytes of a line whose container markers are already removed. A `|`
/// preceded by a backslash is part of a cell (also inside code spans), and that backslash is
/// dropped from the cell's text. Linear in the line's length.
struct TableRow: Equatable {
    struct Cell: Equatable {
        /// The cell's text, trimmed, with `\|` turned into `|`.
        var text: [UInt8]
        /// Byte offset of the cell's first byte in the line.
        var start: Int
        /// Offsets (in the line) of the backslashes removed from `text`.
        var removed: [Int]
    }

    var cells: [Cell]

    /// Splits `line`. Returns nil for a blank line.
    static func split(_ line: ArraySlice<UInt8>) -> TableRow? {
        let base = line.startIndex
        var start = base, end = line.endIndex
        while start < end, isSpace(line[start]) { start += 1 }
        while end > start, isSpace(line[end - 1]) { end -= 1 }
        guard start < end else { return nil }
        if line[start] == UInt8(ascii: "|") { start += 1 }
        if end > start, line[end - 1] == UInt8(ascii: "|"), !(end - 2 >= start && line[end - 2] == UInt8(ascii: "\\")) {
            end -= 1
        }
        var cells: [Cell] = []
        var cellStart = start
        var index = start
        while true {
            if index == end || (line[index] == UInt8(ascii: "|") && !(index > cellStart && line[index - 1] == UInt8(ascii: "\\"))) {
                cells.append(cell(line, from: cellStart, to: index, base: base))
                if index == end { break }
                cellStart = index + 1
            }
            index += 1
        }
        // `| a |` gives one cell; a lone `|` gives one empty cell.
        return TableRow(cells: cells)
    }

    private static func cell(_ line: ArraySlice<UInt8>, from: Int, to: Int, base: Int) -> Cell {
        var start = from, end = to
        while start < end, isSpace(line[start]) { start += 1 }
        while end > start, isSpace(line[end - 1]) { end -= 1 }
        var text: [UInt8] = []
        text.reserveCapacity(end - start)
        var removed: [Int] = []
        var index = start
        while index < end {
            if line[index] == UInt8(ascii: "\\"), index + 1 < end, line[index + 1] == UInt8(ascii: "|") {
                removed.append(index - base)
                index += 1
                continue
            }
            text.append(line[index])
            index += 1
        }
        return Cell(text: text, start: start - base, removed: removed)
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    /// `line` with the backslash of each `\|` removed, and the offsets of those backslashes.
    static func unescapingPipes(_ line: ArraySlice<UInt8>) -> (text: [UInt8], removed: [Int]) {
        var text: [UInt8] = []
        text.reserveCapacity(line.count)
        var removed: [Int] = []
        var index = line.startIndex
        while index < line.endIndex {
            if line[index] == UInt8(ascii: "\\"), index + 1 < line.endIndex, line[index + 1] == UInt8(ascii: "|") {
                removed.append(index - line.startIndex)
                index += 1
                continue
            }
            text.append(line[index])
            index += 1
        }
        return (text, removed)
    }
}

/// A column's alignment, from the delimiter row (`:--`, `:-:`, `--:`).
enum TableAlignment: Equatable {
    case none, left, center, right

    /// ` align="center"` as GitHub writes it, or ` class="align-center"` (HTML5 has no `align`
    /// on cells any more: the Nu checker calls it obsolete).
    func attribute(asClass: Bool) -> String {
        let name: String
        switch self {
        case .none: return ""
        case .left: name = "left"
        case .center: name = "center"
        case .right: name = "right"
        }
        return asClass ? " class=\"align-\(name)\"" : " align=\"\(name)\""
    }

    /// The alignments of a delimiter row, or nil when `line` is not one.
    ///
    /// A delimiter row has a pipe, or a colon, or is a lone cell that is not a setext underline;
    /// every cell is `:?-+:?`.
    static func delimiterRow(_ line: ArraySlice<UInt8>) -> [TableAlignment]? {
        guard let row = TableRow.split(line) else { return nil }
        var result: [TableAlignment] = []
        result.reserveCapacity(row.cells.count)
        for cell in row.cells {
            let text = cell.text
            guard !cell.removed.isEmpty || !text.isEmpty else { return nil }
            guard cell.removed.isEmpty else { return nil }
            var low = 0, high = text.count
            let leftColon = text.first == UInt8(ascii: ":")
            if leftColon { low += 1 }
            let rightColon = high > low && text[high - 1] == UInt8(ascii: ":")
            if rightColon { high -= 1 }
            guard high > low, text[low..<high].allSatisfy({ $0 == UInt8(ascii: "-") }) else { return nil }
            switch (leftColon, rightColon) {
            case (true, true): result.append(.center)
            case (true, false): result.append(.left)
            case (false, true): result.append(.right)
            case (false, false): result.append(.none)
            }
        }
        return result
    }
}
