import SourceModel

/// Gives headings the ids GitHub gives them, so that a table of contents or a link written
/// against GitHub's rendering of a chapter (or mdBook's, which follows the same rule) finds
/// its heading in the site too.
///
/// The heading's text is lower-cased; every character is dropped that is not a word character
/// as Unicode's regular expressions define `\w` (UTS #18) — alphabetic (letters, letter numbers,
/// and the symbols that are letters too, `Ⓐ`), a mark of any kind (the emoji variation selector
/// U+FE0F, the keycap U+20E3 of `4️⃣`), a decimal number, connector punctuation (`_`), a joiner
/// (the U+200D inside `👨‍💻`) — a space or `-`; each space becomes `-`. (READMEs link
/// `#4%EF%B8%8F%E2%83%A3-compile-from-source` and `#%E2%80%8D-author`, as github.com names
/// those headings.) Nothing is squeezed or trimmed: `Installation & Usage` becomes
/// `installation--usage`, `Node.js` `nodejs`, `` `Option<T>` `` `optiont`. The text is the one
/// GitHub reads from the heading's HTML, where a line break is a newline, dropped like any
/// other character not kept (`Foo`⏎`bar` is `foobar`): `CmarkConverter` feeds it so. A repeat gets
/// `-1`, `-2`… in order, as on GitHub, and so does a heading whose id the page already uses
/// for something else (`reserved`, and the shapes of the ids flowdoc gives flow figures and
/// footnotes; a repeat numbered into one of those shapes, `flow-1` for a second `Flow`, is
/// numbered once more, `flow-1-1`). A heading with no character kept is `section`.
package struct HeadingSlugger: Sendable {
    /// Each id given, and for an id that has repeated, how many repeats it has had.
    private var occurrences: [String: Int] = [:]
    private let reserved: Set<String>

    package init(reserved: Set<String> = []) {
        self.reserved = reserved
    }

    package mutating func slug(for text: String) -> String {
        slug(base: Self.base(text))
    }

    /// `slug(for:)` of a text also given as its UTF-8 bytes (`text` is `String(decoding: utf8,
    /// as: UTF8.self)`): an ASCII text is read on the array.
    package mutating func slug(for text: String, utf8: [UInt8]) -> String {
        slug(base: Self.base(text, utf8: utf8))
    }

    private mutating func slug(base first: String) -> String {
        // Room for a chapter's headings at once (growing from empty rehashes at 1, 2, 4, 8).
        if occurrences.isEmpty { occurrences.reserveCapacity(16) }
        var base = first.isEmpty ? "section" : first
        var id = base
        while true {
            // An id not given yet is entered with one hash (a look-up, then an insertion, cost
            // two); one given already gets its count back.
            if !isReserved(id) {
                guard let count = occurrences.updateValue(0, forKey: id) else { return id }
                occurrences[id] = count
            }
            let count = (occurrences[base] ?? 0) + 1
            occurrences[base] = count
            id = base + "-" + String(count)
            // A repeat of `Flow` would be `flow-1`, `flow-2`…, every one a figure's id: the
            // repeat is numbered as a heading `Flow 1` is (`flow-1-1`), which no shape matches.
            if isOwnShape(id) { base = id }
        }
    }

    /// `base(text)`, read on `utf8` (the text's bytes) when they are ASCII: a loop over an
    /// array's elements costs a fraction of one over a String's span (`base(_:)` cost about 900
    /// instructions a heading).
    package static func base(_ text: String, utf8: [UInt8]) -> String {
        var high: UInt8 = 0
        for byte in utf8 { high |= byte }
        guard high < 0x80 else { return base(text) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        for byte in utf8 { appendASCII(byte, to: &bytes) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// GitHub's rule for one ASCII byte of a heading: a letter (lower-cased), digit, `_` or `-`
    /// is kept, a space becomes `-`, anything else is dropped.
    @inline(__always)
    private static func appendASCII(_ byte: UInt8, to bytes: inout [UInt8]) {
        let lower = byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
        if lower &- UInt8(ascii: "a") < 26 || lower &- UInt8(ascii: "0") < 10 || lower == UInt8(ascii: "_")
            || lower == UInt8(ascii: "-") {
            bytes.append(lower)
        } else if lower == UInt8(ascii: " ") {
            bytes.append(UInt8(ascii: "-"))
        }
    }

    /// GitHub's id for `text`, before repeats are numbered.
    package static func base(_ text: String) -> String {
        // Read over the bytes' span (iterating the `UTF8View` costs several times more).
        let view = text.utf8
        let utf8 = view.span
        if ByteSearch.isASCII(utf8, in: utf8.indices) {
            // The same rule on bytes: lower-casing ASCII maps only A-Z.
            var bytes: [UInt8] = []
            bytes.reserveCapacity(utf8.count)
            for index in utf8.indices { appendASCII(utf8[index], to: &bytes) }
            return String(decoding: bytes, as: UTF8.self)
        }
        var result = String.UnicodeScalarView()
        for scalar in text.lowercased().unicodeScalars {
            if scalar == " " {
                result.append("-")
            } else if scalar == "-" || Self.isKept(scalar) {
                result.append(scalar)
            }
        }
        return String(result)
    }

    private static func isKept(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation:
            return true
        default:
            return properties.isAlphabetic || properties.isJoinControl
        }
    }

    /// The page's other ids: `reserved`, and flowdoc's own shapes — flow figures (`flow-2`, and
    /// their SVG's `flow2-title`, `flow2-desc`) and footnotes (`fn1`, `fnref1`). Only `flow-N`
    /// ends in `-` and a number, and `slug(for:)` numbers a repeat out of it, so numbering ends.
    private func isReserved(_ id: String) -> Bool {
        reserved.contains(id) || isOwnShape(id)
    }

    /// Whether `id` has the shape of an id flowdoc gives a flow figure or a footnote.
    private func isOwnShape(_ id: String) -> Bool {
        // Every own shape starts with `f`; most ids do not.
        guard id.utf8.first == UInt8(ascii: "f") else { return false }
        let bytes = Array(id.utf8)
        for (prefix, suffixes) in Self.ownShapes {
            let prefixBytes = Array(prefix.utf8)
            guard bytes.starts(with: prefixBytes) else { continue }
            let rest = bytes.dropFirst(prefixBytes.count)
            let digits = rest.prefix { $0 &- UInt8(ascii: "0") < 10 }
            guard !digits.isEmpty else { continue }
            let tail = rest.dropFirst(digits.count)
            if suffixes.contains(where: { tail.elementsEqual($0.utf8) }) { return true }
        }
        return false
    }

    /// Prefix, then a number, then one of the suffixes.
    private static let ownShapes: [(String, [String])] = [
        ("flow-", [""]), ("flow", ["-title", "-desc"]), ("fnref", [""]), ("fn", [""]),
    ]
}
