/// GitHub's extended autolinks (`www.`, `http://`, `https://`, `ftp://`, e-mail addresses and
/// `mailto:`) found in the literal text of a text node.
///
/// Follows the rules of the GFM spec: a `www.` link starts after whitespace, `*`, `_`, `~`, `(`
/// or at the start of the text; a domain has no underscore in its last two labels; a link runs
/// to whitespace or `<`, then loses trailing punctuation (`?!.,:*_~'"`), an entity-like
/// `&name;`, and closing parentheses that have no opening partner. One left-to-right pass,
/// each byte looked at a bounded number of times (linear time).
enum Autolinker {
    struct Match: Equatable {
        /// Byte range of the link text in the scanned text.
        var range: Range<Int>
        /// The destination (`http://` added to `www.` links, `mailto:` to addresses).
        var destination: String
    }

    /// What comes before the text: start of a block, or the character before it.
    enum Before { case start, allowed, other }

    /// `www.` and scheme links (cmark-gfm finds them while reading inlines, so before
    /// strikethrough), or, with `emails`, only e-mail addresses (found after everything else).
    static func matches(in text: [UInt8], before: Before, emails findEmails: Bool = false) -> [Match] {
        if findEmails {
            var result: [Match] = []
            emails(text, 0..<text.count, into: &result)
            return result
        }
        var result: [Match] = []
        var index = 0
        var segmentStart = 0
        let count = text.count
        guard count >= 3 else { return [] }
        while index < count {
            let byte = text[index]
            if byte == UInt8(ascii: "w") || byte == UInt8(ascii: "W") {
                if let end = www(text, at: index, before: before) {
                    let literal = String(decoding: text[index..<end], as: UTF8.self)
                    result.append(Match(range: index..<end, destination: "http://" + literal))
                    index = end
                    segmentStart = end
                    continue
                }
            } else if byte == UInt8(ascii: ":"), let (start, end) = url(text, colon: index, floor: segmentStart) {
                result.append(Match(range: start..<end, destination: String(decoding: text[start..<end], as: UTF8.self)))
                index = end
                segmentStart = end
                continue
            }
            index += 1
        }
        return result
    }

    // MARK: www. and scheme links

    private static func www(_ text: [UInt8], at index: Int, before: Before) -> Int? {
        guard index + 4 <= text.count,
              text[index] == UInt8(ascii: "w"), text[index + 1] == UInt8(ascii: "w"),
              text[index + 2] == UInt8(ascii: "w"), text[index + 3] == UInt8(ascii: ".") else { return nil }
        if index == 0 {
            guard before != .other else { return nil }
        } else {
            let previous = text[index - 1]
            // (0x02 stands for an escaped tilde while the inline passes run.)
            guard isSpace(previous) || previous == UInt8(ascii: "*") || previous == UInt8(ascii: "_")
                || previous == UInt8(ascii: "~") || previous == 0x02 || previous == UInt8(ascii: "(") else { return nil }
        }
        let domain = domainLength(text, from: index, allowShort: false)
        guard domain > 0 else { return nil }
        var end = index + domain
        while end < text.count, !isSpace(text[end]), text[end] != UInt8(ascii: "<") { end += 1 }
        let trimmed = trimEnd(text, start: index, end: end)
        return trimmed > index ? trimmed : nil
    }

    private static func url(_ text: [UInt8], colon: Int, floor: Int) -> (Int, Int)? {
        guard colon + 3 < text.count + 1, colon + 2 < text.count,
              text[colon + 1] == UInt8(ascii: "/"), text[colon + 2] == UInt8(ascii: "/") else { return nil }
        var start = colon
        // The scheme: the letters right before the colon (at most a few; `https` is the longest).
        while start > floor, colon - start < 16, isAlpha(text[start - 1]) { start -= 1 }
        let scheme = String(decoding: text[start..<colon], as: UTF8.self).lowercased()
        guard scheme == "http" || scheme == "https" || scheme == "ftp" else { return nil }
        let hostStart = colon + 3
        guard hostStart < text.count else { return nil }
        let domain = domainLength(text, from: hostStart, allowShort: true)
        guard domain > 0 else { return nil }
        var end = hostStart + domain
        while end < text.count, !isSpace(text[end]), text[end] != UInt8(ascii: "<") { end += 1 }
        let trimmed = trimEnd(text, start: start, end: end)
        guard trimmed > hostStart else { return nil }
        return (start, trimmed)
    }

    /// Length of the domain starting at `from` (its first byte is not checked, as GitHub does),
    /// or 0 when it is not valid.
    private static func domainLength(_ text: [UInt8], from: Int, allowShort: Bool) -> Int {
        let size = text.count - from
        var index = 1
        var periods = 0, underscoresBefore = 0, underscores = 0
        // Real domains are at most 253 bytes; the bound keeps hostile input linear.
        while index < size - 1, index < 512 {
            var byte = text[from + index]
            if byte == UInt8(ascii: "\\"), index < size - 2 { index += 1; byte = text[from + index] }
            if byte == UInt8(ascii: "_") {
                underscores += 1
            } else if byte == UInt8(ascii: ".") {
                underscoresBefore = underscores
                underscores = 0
                periods += 1
            } else if !isHostCharacter(text, at: from + index) && byte != UInt8(ascii: "-") {
                break
            }
            index += 1
        }
        if underscoresBefore > 0 || underscores > 0 { return 0 }
        if allowShort { return index }
        return periods > 0 ? index : 0
    }

    /// A letter, digit or any non-ASCII lead byte that is neither space nor punctuation.
    private static func isHostCharacter(_ text: [UInt8], at index: Int) -> Bool {
        let byte = text[index]
        if byte < 0x80 { return isAlphanumeric(byte) }
        // A continuation byte in the middle of a character ends the domain, as in cmark-gfm.
        guard byte >= 0xC0 else { return false }
        guard let scalar = decodeScalar(text, at: index) else { return false }
        let properties = scalar.properties
        if properties.isWhitespace { return false }
        switch properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation, .spaceSeparator:
            return false
        default:
            return true
        }
    }

    private static func decodeScalar(_ text: [UInt8], at index: Int) -> Unicode.Scalar? {
        let lead = text[index]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        guard index + length <= text.count else { return nil }
        var iterator = text[index..<(index + length)].makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return nil
    }

    /// GitHub's trailing-punctuation rules: returns the new end.
    private static func trimEnd(_ text: [UInt8], start: Int, end endIn: Int) -> Int {
        var end = endIn
        var opening = -1, closing = 0
        while end > start {
            let last = text[end - 1]
            switch last {
            case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ":"),
                 UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "'"), UInt8(ascii: "\""):
                end -= 1
            case UInt8(ascii: ";"):
                var back = end - 2
                while back > start, isAlpha(text[back]) { back -= 1 }
                if back < end - 2, back >= start, text[back] == UInt8(ascii: "&") { end = back } else { end -= 1 }
            case UInt8(ascii: ")"):
                if opening < 0 {
                    // Count once; each removal below adjusts `closing`.
                    opening = 0
                    for byte in text[start..<end] {
                        if byte == UInt8(ascii: "(") { opening += 1 } else if byte == UInt8(ascii: ")") { closing += 1 }
                    }
                }
                if closing <= opening { return end }
                closing -= 1
                end -= 1
            default:
                return end
            }
        }
        return end
    }

    // MARK: e-mail addresses

    /// E-mail autolinks in `range` (text that holds no other autolink).
    private static func emails(_ text: [UInt8], _ range: Range<Int>, into result: inout [Match]) {
        var searchFrom = range.lowerBound
        while searchFrom < range.upperBound {
            guard let at = text[searchFrom..<range.upperBound].firstIndex(of: UInt8(ascii: "@")) else { return }
            var start = at
            var mailto = false
            while start > searchFrom {
                let c = text[start - 1]
                if isAlphanumeric(c) || c == UInt8(ascii: ".") || c == UInt8(ascii: "+") || c == UInt8(ascii: "-") || c == UInt8(ascii: "_") {
                    start -= 1
                    continue
                }
                // `mailto:` right before the address is part of the link, unless a letter or
                // digit comes before it.
                if c == UInt8(ascii: ":"), start < at, start - 7 >= searchFrom,
                   String(decoding: text[(start - 7)..<start], as: UTF8.self).lowercased() == "mailto:",
                   start - 7 == searchFrom || !isAlphanumeric(text[start - 8]) {
                    start -= 7
                    mailto = true
                }
                break
            }
            let localStart = mailto ? start + 7 : start
            guard localStart < at else { searchFrom = at + 1; continue }
            var end = at
            var ats = 0, periods = 0
            while end < range.upperBound {
                let c = text[end]
                if isAlphanumeric(c) { end += 1; continue }
                if c == UInt8(ascii: "@") {
                    ats += 1
                    if ats > 1 { break }  // invalid anyway; stopping here keeps the scan linear
                } else if c == UInt8(ascii: "."), end + 1 < range.upperBound, isAlphanumeric(text[end + 1]) {
                    periods += 1
                } else if c != UInt8(ascii: "-"), c != UInt8(ascii: "_") {
                    break
                }
                end += 1
            }
            let length = end - at
            guard length >= 2, ats == 1, periods > 0,
                  isAlpha(text[end - 1]) || text[end - 1] == UInt8(ascii: ".") else { searchFrom = at + 1; continue }
            let trimmed = trimEnd(text, start: at, end: end)
            guard trimmed > at else { searchFrom = at + 1; continue }
            let address = String(decoding: text[localStart..<trimmed], as: UTF8.self)
            result.append(Match(range: start..<trimmed, destination: "mailto:" + address))
            searchFrom = trimmed
        }
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C || byte == 0x0B
    }
    static func isAlpha(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }
    static func isAlphanumeric(_ byte: UInt8) -> Bool {
        isAlpha(byte) || (byte >= 0x30 && byte <= 0x39)
    }
}
