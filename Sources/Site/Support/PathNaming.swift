/// How file names become URLs and titles: `02-split-view.md` → `split-view.html`, "Split view".
package enum PathNaming {
    /// `02-colorboard` → `colorboard`; anything but letters, digits, `-` and `_` becomes `-`.
    package static func slug(_ stem: String) -> String {
        var name = Substring(stem)
        if let prefix = numericPrefixRange(stem) { name = stem[prefix.upperBound...] }
        var slug = ""
        for scalar in name.lowercased().unicodeScalars {
            let ok = ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
            slug += ok ? String(scalar) : (slug.hasSuffix("-") ? "" : "-")
        }
        slug = String(slug.drop(while: { $0 == "-" }))
        while slug.hasSuffix("-") { slug.removeLast() }
        return slug.isEmpty ? "page" : slug
    }

    /// `02-colorboard` → 2.
    package static func numericPrefix(_ stem: String) -> Int? {
        guard let range = numericPrefixRange(stem) else { return nil }
        return Int(stem[range].dropLast())
    }

    private static func numericPrefixRange(_ stem: String) -> Range<String.Index>? {
        let digits = stem.prefix(while: { ("0"..."9").contains($0) })
        guard !digits.isEmpty, digits.count < 10, digits.endIndex < stem.endIndex else { return nil }
        let separator = stem[digits.endIndex]
        guard separator == "-" || separator == "_" || separator == "." else { return nil }
        let end = stem.index(after: digits.endIndex)
        guard end < stem.endIndex else { return nil }
        return stem.startIndex..<end
    }

    /// `02-split-view` → `Split view`.
    package static func humanized(fileStem: String) -> String {
        var stem = fileStem.hasSuffix(".md") ? String(fileStem.dropLast(3)) : fileStem
        if let range = numericPrefixRange(stem) { stem = String(stem[range.upperBound...]) }
        let words = stem.split(whereSeparator: { $0 == "-" || $0 == "_" }).joined(separator: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}
