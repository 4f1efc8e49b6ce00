/// Text width estimates from character classes (no font metrics are available when rendering).
///
/// The estimates lean wide on purpose: text that is a little narrower than estimated leaves
/// some air, text that is wider would overflow its card or label.
enum TextMetrics {
    /// The faces the diagram uses; sizes must match templates/static/diagram.css.
    enum Face {
        case title      // scene title: 11.5px semibold
        case body       // rows, labels: 10.5px
        case small      // triggers, relationship names, class line: 9.5px
        case mono       // identifiers: 10px monospace
        case monoSmall  // class and storyboard ID line: 9px monospace
        case badge      // kind badge: 8px bold, uppercase

        var size: Double {
            switch self {
            case .title: 11.5
            case .body: 10.5
            case .small: 9.5
            case .mono: 10
            case .monoSmall: 9
            case .badge: 8
            }
        }
        var isMono: Bool { self == .mono || self == .monoSmall }
        var isBold: Bool { self == .title || self == .badge }
    }

    /// Estimated advance of `text` in user units.
    static func width(_ text: String, _ face: Face) -> Double {
        // ASCII: one scalar per character, no grapheme breaking needed, and the advance of
        // each from a table (the same sum, in the same order, as `scalarAdvance` gives).
        // The bytes are read through a span (no iterator over the UTF-8 view), and a mono
        // face's sum of n times 0.62, added one by one, is read from a table made by the same
        // additions (an edge label's identifier: 26,500 on the 1,000-chapter book).
        var em = 0.0
        var ascii = true
        let bytes = text.utf8.span
        if face.isMono {
            var high: UInt8 = 0
            for i in bytes.indices { high |= bytes[i] }
            if high >= 128 {
                ascii = false
            } else if bytes.count < monoSums.count {
                em = monoSums[bytes.count]
            } else {
                for _ in 0..<bytes.count { em += 0.62 }
            }
        } else {
            let bold = face.isBold ? 0.04 : 0
            let table = asciiAdvance.span
            for i in bytes.indices {
                let byte = bytes[i]
                if byte >= 128 { ascii = false; break }
                em += table[Int(byte)] + bold
            }
        }
        if !ascii {
            em = 0
            for ch in text { em += advance(ch, face) }
        }
        return em * face.size
    }

    /// `monoSums[n]`: 0.62 added n times, one by one from 0 (as `width` adds it per byte).
    private static let monoSums: [Double] = {
        var sums = [0.0]
        sums.reserveCapacity(256)
        for _ in 1..<256 { sums.append(sums[sums.count - 1] + 0.62) }
        return sums
    }()

    /// `scalarAdvance` of each ASCII scalar in a proportional face, before the bold's extra.
    private static let asciiAdvance: [Double] = (0..<128).map { proportionalAdvance(Unicode.Scalar(UInt8($0))) }

    private static func proportionalAdvance(_ s: Unicode.Scalar) -> Double {
        switch s {
        case "i", "l", "j", "!", "|", ".", ",", ":", ";", "'", "I", " ": 0.31
        case "f", "t", "r", "(", ")", "[", "]", "-", "\"": 0.41
        case "m", "w", "M", "W", "@": 0.92
        case "A"..."Z", "&", "%", "#": 0.72
        default: 0.61
        }
    }

    private static func advance(_ ch: Character, _ face: Face) -> Double {
        guard let s = ch.unicodeScalars.first else { return 0 }
        return scalarAdvance(s, face)
    }

    private static func scalarAdvance(_ s: Unicode.Scalar, _ face: Face) -> Double {
        if s.value >= 0x1100 { return 1.0 }  // CJK, emoji and other wide glyphs
        if face.isMono { return 0.62 }
        let bold = face.isBold ? 0.04 : 0
        return proportionalAdvance(s) + bold
    }

    /// `text` cut so its estimated width is at most `maxWidth`, ending in "…" when cut.
    static func truncate(_ text: String, _ face: Face, maxWidth: Double) -> String {
        if width(text, face) <= maxWidth { return text }
        let ellipsis = advance("…", face) * face.size
        var used = 0.0
        var result = ""
        for ch in text {
            let w = advance(ch, face) * face.size
            if used + w + ellipsis > maxWidth { break }
            used += w
            result.append(ch)
        }
        while result.last == " " { result.removeLast() }
        return result + "…"
    }
}

extension TextMetrics {
    /// `text` broken into lines of at most `maxWidth` (estimated), keeping every character:
    /// after spaces, then before a capital that follows a lower-case letter or a digit
    /// (`FriendDetail|ViewController`), after `_`, `.`, `-`, `/`, `:`; a piece with no such
    /// place is broken anywhere. Linear in the text's length.
    static func wrap(_ text: String, _ face: Face, maxWidth: Double) -> [String] {
        if width(text, face) <= maxWidth { return [text] }
        // Pieces that end at a break opportunity.
        var pieces: [String] = []
        var current = ""
        var previous: Character? = nil
        for ch in text {
            if let p = previous, !current.isEmpty {
                let hump = ch.isUppercase && (p.isLowercase || p.isNumber)
                let after = p == " " || p == "_" || p == "." || p == "-" || p == "/" || p == ":" || p == ","
                if hump || after {
                    pieces.append(current)
                    current = ""
                }
            }
            current.append(ch)
            previous = ch
        }
        if !current.isEmpty { pieces.append(current) }
        var lines: [String] = []
        var line = ""
        var lineWidth = 0.0
        for piece in pieces {
            let w = width(piece, face)
            if lineWidth + w <= maxWidth {
                line += piece
                lineWidth += w
                continue
            }
            if !line.isEmpty {
                lines.append(line.hasSuffix(" ") ? String(line.dropLast()) : line)
                line = ""
                lineWidth = 0
            }
            if w <= maxWidth {
                line = piece
                lineWidth = w
                continue
            }
            // A piece wider than a line: break it by characters.
            for ch in piece {
                let cw = width(String(ch), face)
                if lineWidth + cw > maxWidth, !line.isEmpty {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                line.append(ch)
                lineWidth += cw
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
