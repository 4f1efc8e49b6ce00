/// Finds standalone lines and removes them, leaving text split into single lines.
///
/// A line is standalone when it holds only whitespace and tags that print nothing in place
/// (sections, closing tags, comments, set-delimiter tags, partials, parents, blocks). The spec
/// only asks this of lines with one tag; lines with several such tags, like
/// `{{<layout}}{{$body}}` or `{{$title}}{{/title}}`, count too (the inheritance spec needs it),
/// except that a partial tag only stands alone by itself. A standalone line loses its
/// whitespace and its line break; its leading whitespace becomes the indentation of a partial,
/// parent or block on it.
struct LineAnalysis {
    /// What is left after standalone lines are removed, in template order.
    enum Item {
        case text(TextNode)
        case tag(RawTag)
    }

    private(set) var items: [Item] = []
    /// The leading whitespace (spaces and tabs) of each 0-based source line.
    private(set) var leadingWhitespace: [String] = []

    private enum Piece {
        case text(start: Int, end: Int)
        case tag(RawTag)
    }

    private let bytes: [UInt8]

    init(tokens: [Token], bytes: [UInt8]) {
        self.bytes = bytes
        var pieces: [Piece] = []
        pieces.reserveCapacity(tokens.count * 2)
        for token in tokens {
            switch token {
            case .tag(let tag):
                pieces.append(.tag(tag))
            case .text(let start, let end):
                var pieceStart = start
                for index in start..<end where bytes[index] == UInt8(ascii: "\n") {
                    pieces.append(.text(start: pieceStart, end: index + 1))
                    pieceStart = index + 1
                }
                if pieceStart < end { pieces.append(.text(start: pieceStart, end: end)) }
            }
        }
        var lineStart = 0
        for index in pieces.indices {
            var endsLine = index == pieces.count - 1
            if case .text(_, let end) = pieces[index], bytes[end - 1] == UInt8(ascii: "\n") { endsLine = true }
            if endsLine {
                process(pieces[lineStart...index], line: leadingWhitespace.count)
                lineStart = index + 1
            }
        }
    }

    private mutating func process(_ line: ArraySlice<Piece>, line number: Int) {
        var tagCount = 0
        var partials = 0
        var quiet = true
        var blank = true
        var leading = ""
        for (offset, piece) in zip(0..., line) {
            switch piece {
            case .tag(let tag):
                tagCount += 1
                if !tag.kind.canStandAlone { quiet = false }
                if tag.kind == .partial { partials += 1 }
            case .text(let start, let end):
                if offset == 0 { leading = whitespacePrefix(start, end) }
                if blank, !isBlank(start, end) { blank = false }
            }
        }
        leadingWhitespace.append(leading)
        let standalone = tagCount > 0 && quiet && blank && (tagCount == 1 || partials == 0)
        for (offset, piece) in zip(0..., line) {
            switch piece {
            case .tag(var tag):
                tag.line = number
                tag.standalone = standalone
                tag.indent = leading
                items.append(.tag(tag))
            case .text(let start, let end):
                guard !standalone else { continue }
                let endsLine = bytes[end - 1] == UInt8(ascii: "\n")
                let isBlankLine = endsLine && (end - start == 1
                    || (end - start == 2 && bytes[start] == UInt8(ascii: "\r")))
                let text = String(decoding: bytes[start..<end], as: UTF8.self)
                items.append(.text(TextNode(
                    text: text, startsLine: offset == 0, endsLine: endsLine, isBlankLine: isBlankLine)))
            }
        }
    }

    /// Only spaces and tabs, then optionally a line break (`\n` or `\r\n`).
    private func isBlank(_ start: Int, _ end: Int) -> Bool {
        var stop = end
        if bytes[stop - 1] == UInt8(ascii: "\n") {
            stop -= 1
            if stop > start, bytes[stop - 1] == UInt8(ascii: "\r") { stop -= 1 }
        }
        for index in start..<stop where bytes[index] != UInt8(ascii: " ") && bytes[index] != UInt8(ascii: "\t") {
            return false
        }
        return true
    }

    private func whitespacePrefix(_ start: Int, _ end: Int) -> String {
        var stop = start
        while stop < end, bytes[stop] == UInt8(ascii: " ") || bytes[stop] == UInt8(ascii: "\t") { stop += 1 }
        return String(decoding: bytes[start..<stop], as: UTF8.self)
    }
}
