/// How the index and the search script read text: case and diacritics folded, split into
/// words of letters and digits, identifiers also split at their camel-case humps.
///
/// `templates/static/search.js` folds queries the same way (NFD, drop nonspacing marks,
/// lower-case; a word is a run of `\p{Alphabetic}` or `\p{N}`), so a term the index holds is
/// the term a reader's query produces.
package enum SearchText {
    /// Terms shorter than this are not indexed (and not searched for).
    package static let minimumTermLength = 2
    /// Longer words are cut to this many scalars (the script cuts queries the same way).
    package static let maximumTermLength = 32

    /// `text` folded: canonical decomposition, nonspacing marks dropped, lower-cased.
    package static func fold(_ text: String) -> String {
        var isASCII = true
        for byte in text.utf8 where byte >= 0x80 { isASCII = false; break }
        if isASCII { return text.lowercased() }
        var out = String.UnicodeScalarView()
        for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars
        where scalar.properties.generalCategory != .nonspacingMark {
            out.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
        }
        return String(out)
    }

    /// Whether `scalar` belongs to a word (the script's `[\p{Alphabetic}\p{N}]`).
    package static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (value >= 0x30 && value <= 0x39) || (value >= 0x41 && value <= 0x5A) || (value >= 0x61 && value <= 0x7A)
        }
        if scalar.properties.isAlphabetic { return true }
        switch scalar.properties.generalCategory {
        case .decimalNumber, .letterNumber, .otherNumber: return true
        default: return false
        }
    }

    /// The words of `text` as written (not folded).
    package static func words(_ text: String) -> [Substring] {
        var words: [Substring] = []
        var start: String.Index?
        var index = text.startIndex
        let scalars = text.unicodeScalars
        while index < scalars.endIndex {
            let isWord = isWordScalar(scalars[index])
            if isWord, start == nil { start = index }
            if !isWord, let begin = start {
                words.append(text[begin..<index])
                start = nil
            }
            index = scalars.index(after: index)
        }
        if let begin = start { words.append(text[begin..<text.endIndex]) }
        return words
    }

    /// The index terms of `text`: each folded word, and for a word like `prepareForSegue` or
    /// `URLSession` also its humps (`prepare`, `for`, `segue`; `url`, `session`).
    package static func terms(_ text: String, humps: Bool = true) -> [String] {
        var terms: [String] = []
        forEachTerm(text, humps: humps, ascii: { terms.append($0.string) }, other: { terms.append($0) })
        return terms
    }

    /// `terms(text)`, one by one and in the same order, without making strings for the terms
    /// of plain ASCII words (nearly all of a tutorial): those are read from the UTF-8 bytes
    /// and handed to `ascii` as keys; a word with any other scalar takes the general path and
    /// its terms go to `other`.
    /// Inlined where it is used, so that the scorer's closures are too: a term then costs no
    /// call (the scorer hands it nearly every word of the book).
    @inline(__always)
    ///
    /// `humped` is asked first about each ASCII word with humps of at most `TermKey.capacity`
    /// bytes, with the word's key as written (`TermKey(exactly:)`): when it returns true it has
    /// dealt with the word's terms itself (a cache of them); otherwise they go to `ascii` as for
    /// any word, and `humpedEnd` is called after the last of them.
    static func forEachTerm(_ text: String, humps: Bool, ascii: (TermKey) -> Void, other: (String) -> Void,
                            humped: (TermKey) -> Bool = { _ in false }, humpedEnd: () -> Void = {}) {
        // Read through the bytes' span: no copy of the text, no retain per word.
        let utf8 = text.utf8
        let bytes = utf8.span
        let count = bytes.count
        // Each byte classified by one table lookup (`wordBytes`), which has a slot for every
        // byte: no bounds check.
        var index = 0
        while index < count {
            let byte = bytes[index]
            guard wordBytes[Int(byte)] else { index += 1; continue }
            var end = index + 1
            // The word's bytes as written, packed last byte lowest (a shift and an OR a byte): a
            // short word's key is made of them below (most words). Past eight bytes the first
            // bytes are shifted out, but then the packing is not used.
            var packed = UInt64(byte)
            // A table lookup, a test, a shift and an OR a byte: this loop reads nearly every
            // byte of the book. Whether the word is ASCII and has capitals is asked after it.
            while end < count {
                let next = bytes[end]
                if !wordBytes[Int(next)] { break }
                packed = packed &<< 8 | UInt64(next)
                end += 1
            }
            let length = end &- index
            // Whether the word is ASCII, and has a capital after its first byte (only then can
            // it have humps).
            let isASCII: Bool
            let capitalAfterFirst: Bool
            if length <= 8 {
                // The word's bytes, zero above them: ASCII if no byte has its high bit.
                isASCII = packed & Self.highBits == 0
                let capitals = Self.capitals(packed)
                // The first byte is the highest one in use.
                capitalAfterFirst = capitals & ~(UInt64.max &<< UInt64(truncatingIfNeeded: 8 &* (length &- 1))) != 0
                if isASCII, !(humps && capitalAfterFirst) {
                    if length >= minimumTermLength {
                        // Lower-cased (a capital's byte gets the 0x20 bit), turned around: first byte lowest.
                        let folded = packed | capitals &>> 2
                        ascii(TermKey(word: folded.byteSwapped &>> UInt64(truncatingIfNeeded: 64 &- 8 &* length), count: length))
                    }
                    index = end &+ 1
                    continue
                }
            } else {
                // A long word (few): its bytes ORed (0x80 set if any is not ASCII) and, after the
                // first, ANDed (a capital, the one ASCII word byte without the 0x20 bit, clears it).
                var high = byte
                var rest: UInt8 = 0xFF
                for offset in (index + 1)..<end {
                    let next = bytes[offset]
                    high |= next
                    rest &= next
                }
                isASCII = high < 0x80
                capitalAfterFirst = rest & 0x20 == 0
            }
            if isASCII {
                if humps && capitalAfterFirst && length <= TermKey.capacity {
                    if !humped(TermKey(exactly: bytes, index..<end)) {
                        asciiTerms(bytes, index..<end, humps: true, into: ascii)
                        humpedEnd()
                    }
                } else {
                    asciiTerms(bytes, index..<end, humps: humps && capitalAfterFirst, into: ascii)
                }
            } else {
                let word = utf8.index(utf8.startIndex, offsetBy: index)..<utf8.index(utf8.startIndex, offsetBy: end)
                for term in generalTerms(String(text[word]), humps: humps) { other(term) }
            }
            // The byte after the word (if any) is not a word byte: the next word starts after it.
            index = end &+ 1
        }
    }

    /// The high bit of each byte of a word.
    static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// 0x80 in each byte of `word` (eight ASCII bytes) that is a capital `A`–`Z`, 0 elsewhere:
    /// added to 0x3F a byte from `A` up sets its high bit, added to 0x25 one above `Z` does,
    /// and neither sum carries into the next byte.
    static func capitals(_ word: UInt64) -> UInt64 {
        (word &+ 0x3F3F_3F3F_3F3F_3F3F) & ~(word &+ 0x2525_2525_2525_2525) & highBits
    }

    /// `terms` for any text, scalar by scalar (the ASCII path must give the same).
    static func generalTerms(_ text: String, humps: Bool) -> [String] {
        var terms: [String] = []
        for word in words(text) {
            if let term = term(String(word)) { terms.append(term) }
            guard humps else { continue }
            let parts = camelParts(word)
            if parts.count > 1 {
                for part in parts { if let term = term(String(part)) { terms.append(term) } }
            }
        }
        return terms
    }

    /// Whether each byte is a word byte to `forEachTerm`: an ASCII letter or digit, or any byte
    /// of another scalar (read by the general path). A fixed-size array: indexed by a byte, it
    /// needs no bounds check (`forEachTerm` reads it for nearly every byte of the book).
    static let wordBytes = InlineArray<256, Bool> { (index: Int) in
        let byte = UInt8(truncatingIfNeeded: index)
        return byte >= 0x80 || isASCIIWordByte(byte)
    }

    private static func isASCIIWordByte(_ byte: UInt8) -> Bool {
        // A digit, or a letter of either case (the 0x20 bit is the case).
        byte &- 0x30 < 10 || (byte | 0x20) &- 0x61 < 26
    }

    /// `terms` for one word of ASCII letters and digits: the same results as the general path.
    /// `bytes[word]` is one word of ASCII letters and digits.
    @inline(__always)
    private static func asciiTerms(_ bytes: Span<UInt8>, _ word: Range<Int>, humps: Bool, into emit: (TermKey) -> Void) {
        func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
        func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
        emitTerm(bytes, word, into: emit)
        guard humps, word.count > 1 else { return }
        var start = word.lowerBound
        var cut = false
        for index in (word.lowerBound + 1)..<word.upperBound {
            let previous = bytes[index - 1], current = bytes[index]
            if isUpper(current) && (isLower(previous)
                || (isUpper(previous) && index + 1 < word.upperBound && isLower(bytes[index + 1]))) {
                emitTerm(bytes, start..<index, into: emit)
                start = index
                cut = true
            }
        }
        if cut { emitTerm(bytes, start..<word.upperBound, into: emit) }
    }

    /// The term of `bytes[range]` (cut to `maximumTermLength`), unless it is too short.
    @inline(__always)
    private static func emitTerm(_ bytes: Span<UInt8>, _ range: Range<Int>, into emit: (TermKey) -> Void) {
        guard range.count >= minimumTermLength else { return }
        emit(TermKey(lowercasing: bytes, range.lowerBound..<min(range.upperBound, range.lowerBound + maximumTermLength)))
    }

    /// The folded, length-limited term of one word, or nil when it is too short.
    package static func term(_ word: String) -> String? {
        let folded = fold(word)
        let count = folded.unicodeScalars.count
        guard count >= minimumTermLength else { return nil }
        if count <= maximumTermLength { return folded }
        return String(String.UnicodeScalarView(folded.unicodeScalars.prefix(maximumTermLength)))
    }

    /// A name with everything but letters and digits removed, folded: the key exact-name
    /// matches compare (`Pick Game`, `pickGame` and `pick-game` all give `pickgame`).
    package static func nameKey(_ name: String) -> String {
        // ASCII names (nearly all): their letters and digits, lower-cased — what the general path gives.
        if name.utf8.allSatisfy({ $0 < 0x80 }) {
            return String(decoding: name.utf8.filter(isASCIIWordByte), as: UTF8.self).lowercased()
        }
        return fold(String(String.UnicodeScalarView(name.unicodeScalars.filter(isWordScalar))))
    }

    /// Splits at lower→upper (`pickGame`) and at the last capital of a capital run followed
    /// by a lower-case letter (`URLSession`); digits stay with what they follow.
    static func camelParts(_ word: Substring) -> [Substring] {
        let scalars = Array(word.unicodeScalars)
        guard scalars.count > 1 else { return [word] }
        var cuts: [Int] = []
        for index in 1..<scalars.count {
            let previous = scalars[index - 1].properties, current = scalars[index].properties
            if current.isUppercase && previous.isLowercase {
                cuts.append(index)
            } else if current.isUppercase && previous.isUppercase && index + 1 < scalars.count
                && scalars[index + 1].properties.isLowercase {
                cuts.append(index)
            }
        }
        guard !cuts.isEmpty else { return [word] }
        var parts: [Substring] = []
        var start = word.unicodeScalars.startIndex
        for cut in cuts {
            let end = word.unicodeScalars.index(word.unicodeScalars.startIndex, offsetBy: cut)
            parts.append(Substring(word.unicodeScalars[start..<end]))
            start = end
        }
        parts.append(Substring(word.unicodeScalars[start...]))
        return parts
    }
}
