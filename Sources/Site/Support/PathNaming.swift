import Foundation
import SourceModel

/// How file names become URLs and titles: `02-split-view.md` → `split-view.html`, "Split view".
package enum PathNaming {
    /// `02-colorboard` → `colorboard`, `03-Über-uns` → `über-uns`: letters and digits of any
    /// script (lower-cased, NFC), `-` and `_` are kept; anything else becomes `-`. A slug
    /// longer than `slugLimit` UTF-8 bytes is cut and given a hash of the whole name, so every
    /// name stays a valid, distinct file name (at most 255 bytes with `.html`).
    package static func slug(_ stem: String) -> String {
        var name = Substring(stem)
        if let prefix = numericPrefixRange(stem) { name = stem[prefix.upperBound...] }
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return asciiSlug(name) }
        var slug = ""
        for scalar in String(name).precomposedStringWithCanonicalMapping.lowercased().unicodeScalars {
            let ok = scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
                || (scalar.properties.numericType == .decimal)
            if ok { slug.unicodeScalars.append(scalar) } else if !slug.hasSuffix("-") { slug += "-" }
        }
        slug = String(slug.drop(while: { $0 == "-" }))
        while slug.hasSuffix("-") { slug.removeLast() }
        if slug.isEmpty { return "page" }
        guard slug.utf8.count > slugLimit else { return slug }
        var cut = ""
        for scalar in slug.unicodeScalars {
            guard cut.utf8.count + String(scalar).utf8.count <= slugLimit - 17 else { break }
            cut.unicodeScalars.append(scalar)
        }
        return cut + "-" + stableHash(slug)
    }

    /// `slug` for ASCII names, on bytes: canonical composition changes nothing, lower-casing
    /// maps A-Z, and the letters and decimal digits are a-z and 0-9.
    private static func asciiSlug(_ name: Substring) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(name.utf8.count)
        for var byte in name.utf8 {
            if byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") { byte |= 0x20 }
            let ok = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
            if ok { bytes.append(byte) } else if bytes.last != UInt8(ascii: "-") { bytes.append(UInt8(ascii: "-")) }
        }
        let start = bytes.firstIndex { $0 != UInt8(ascii: "-") } ?? bytes.count
        var end = bytes.count
        while end > start, bytes[end - 1] == UInt8(ascii: "-") { end -= 1 }
        guard end > start else { return "page" }
        let slug = String(decoding: bytes[start..<end], as: UTF8.self)
        guard end - start > slugLimit else { return slug }
        return String(decoding: bytes[start..<(start + slugLimit - 17)], as: UTF8.self) + "-" + stableHash(slug)
    }

    /// The longest slug kept whole, in UTF-8 bytes.
    package static let slugLimit = 120

    /// 16 hex digits of FNV-1a over the UTF-8 bytes: the same on every run and machine.
    static func stableHash(_ text: String) -> String {
        let hex = String(FNV1a.hash(text), radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// `02-colorboard` → 2.
    package static func numericPrefix(_ stem: String) -> Int? {
        guard let range = numericPrefixRange(stem) else { return nil }
        return Int(stem[range].dropLast())
    }

    /// `02-colorboard` → `colorboard`; a stem without a numeric prefix as it is.
    package static func droppingNumericPrefix(_ stem: String) -> String {
        numericPrefixRange(stem).map { String(stem[$0.upperBound...]) } ?? stem
    }

    private static func numericPrefixRange(_ stem: String) -> Range<String.Index>? {
        guard stem.isASCIIText else { return numericPrefixRange(characters: stem) }
        // On bytes (a Character walk costs a grapheme break per byte).
        let utf8 = stem.utf8
        let digits = utf8.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
        guard digits > 0, digits < 10, digits + 1 < utf8.count else { return nil }
        let separator = utf8[utf8.index(utf8.startIndex, offsetBy: digits)]
        guard separator == UInt8(ascii: "-") || separator == UInt8(ascii: "_") || separator == UInt8(ascii: ".") else { return nil }
        return stem.startIndex..<utf8.index(utf8.startIndex, offsetBy: digits + 1)
    }

    /// `numericPrefixRange` by Character, for text that is not ASCII.
    private static func numericPrefixRange(characters stem: String) -> Range<String.Index>? {
        let digits = stem.prefix(while: { ("0"..."9").contains($0) })
        guard !digits.isEmpty, digits.count < 10, digits.endIndex < stem.endIndex else { return nil }
        let separator = stem[digits.endIndex]
        guard separator == "-" || separator == "_" || separator == "." else { return nil }
        let end = stem.index(after: digits.endIndex)
        guard end < stem.endIndex else { return nil }
        return stem.startIndex..<end
    }

    /// The extensions of a chapter: the ones GitHub renders as Markdown (any case:
    /// kodeco's guides are `README.markdown`).
    package static let markdownExtensions = ["md", "markdown", "mdown", "mkdn", "mkd"]

    /// The name of a chapter's file without its Markdown extension (`02-launch.md` → `02-launch`),
    /// nil when the file is not Markdown.
    package static func chapterStem(_ fileName: String) -> String? {
        // On bytes when ASCII (a Character walk costs a grapheme break per byte).
        let dot = fileName.isASCIIText ? fileName.utf8.lastIndex(of: UInt8(ascii: ".")) : fileName.lastIndex(of: ".")
        guard let dot, dot > fileName.startIndex else { return nil }
        let ext = fileName[fileName.index(after: dot)...].lowercased()
        return markdownExtensions.contains(ext) ? String(fileName[..<dot]) : nil
    }

    /// `02-split-view` → `Split view`.
    package static func humanized(fileStem: String) -> String {
        var stem = chapterStem(fileStem) ?? fileStem
        if let range = numericPrefixRange(stem) { stem = String(stem[range.upperBound...]) }
        let words = stem.split(whereSeparator: { $0 == "-" || $0 == "_" }).joined(separator: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}
