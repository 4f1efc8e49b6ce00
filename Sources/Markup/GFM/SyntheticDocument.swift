/// A second Markdown document that flowdoc builds from pieces of a chapter (table cells,
/// the paragraph lines before a table, footnote bodies) so that cmark parses their inline
/// Markdown with the chapter's link reference definitions. Remembers where each of its lines
/// came from, so nodes parsed from it get their places in the chapter back.
struct SyntheticDocument {
    enum Kind { case paragraph, chunk }

    /// One line of the synthetic text: the chapter line it came from and how its bytes shift.
    struct LineMap {
        var line: Int
        /// Byte offset in the chapter line of the first byte kept.
        var start: Int
        /// Bytes added in front of the kept text on this synthetic line.
        var added: Int
        /// Offsets (relative to `start`) of chapter bytes left out (the backslash of `\|`).
        var removed: [Int]
    }

    private(set) var bytes: [UInt8] = []
    /// Index = synthetic line number (1-based); entry 0 is unused.
    private(set) var lines: [LineMap?] = [nil]
    private(set) var kinds: [Kind] = []

    /// U+2000 EN QUAD: Unicode white space to cmark's emphasis rules, so a paragraph that starts
    /// with it parses its inlines as at a line start, but no block can start with it.
    static let guardBytes: [UInt8] = [0xE2, 0x80, 0x80]

    /// Adds a paragraph whose inlines are the given single-line pieces; returns its entry index.
    mutating func addParagraph(_ pieces: [(map: LineMap, text: ArraySlice<UInt8>)]) -> Int {
        for (index, piece) in pieces.enumerated() {
            var map = piece.map
            if index == 0 {
                bytes += Self.guardBytes
                map.added = Self.guardBytes.count
            }
            bytes += piece.text
            bytes.append(0x0A)
            lines.append(map)
        }
        bytes.append(0x0A)
        lines.append(nil)
        kinds.append(.paragraph)
        return kinds.count - 1
    }

    /// Adds block content in a block quote of its own (which ends whatever the content
    /// leaves open); returns its entry index.
    mutating func addChunk(_ pieces: [(map: LineMap, text: ArraySlice<UInt8>)]) -> Int {
        for piece in pieces {
            var map = piece.map
            map.added = 2
            bytes += [UInt8(ascii: ">"), 0x20]
            bytes += piece.text
            bytes.append(0x0A)
            lines.append(map)
        }
        if pieces.isEmpty {
            bytes += [UInt8(ascii: ">"), 0x0A]
            lines.append(nil)
        }
        bytes.append(0x0A)
        lines.append(nil)
        kinds.append(.chunk)
        return kinds.count - 1
    }

    /// Adds lines that only matter for their link reference definitions.
    mutating func addDefinitions(_ text: [UInt8]) {
        bytes += text
    }

    /// The chapter place (line, 1-based byte column) of a synthetic place.
    func chapterPlace(line: Int, column: Int) -> (line: Int, column: Int)? {
        guard line >= 1, line < lines.count, let map = lines[line] else { return nil }
        var offset = max(0, column - 1 - map.added)
        for removed in map.removed {
            if removed <= offset { offset += 1 } else { break }
        }
        return (map.line, map.start + offset + 1)
    }
}
