/// Re-classifies Swift words by their neighbours: keywords used as member names (`.default`) or
/// argument labels (`prepare(for segue:)`, `dict[key, default: 0]`) become identifiers, and
/// accessor words (`get`, `set`, `willSet`, `didSet`) become keywords before a block.
enum SwiftKeywordContext {
    static func refine(_ listing: inout LexedListing) {
        let significant = listing.significantIndices()
        for (position, index) in significant.enumerated() {
            let kind = listing.tokens[index].kind
            guard kind == .keyword || kind == .identifier else { continue }
            // An identifier matters only when it is an accessor word.
            if kind == .identifier, !Keywords.mayBeSwiftAccessor(count: listing.tokens[index].range.count) { continue }
            let previous = position > 0 ? significant[position - 1] : -1
            let next = position + 1 < significant.count ? significant[position + 1] : -1
            let afterNext = position + 2 < significant.count ? significant[position + 2] : -1
            // The word's String is made only where a neighbour makes it matter (most keywords
            // follow neither `.` nor `(` or `,`, and most identifiers are no accessor).
            if kind == .keyword {
                if listing.token(previous, is: .punctuation, "."), !Keywords.swiftMemberKeywords.contains(listing.text(index)) {
                    listing.tokens[index].kind = Keywords.classify(listing.bytes[listing.tokens[index].range], keywords: .empty)
                } else if isLabel(listing, index, previous: previous, next: next, afterNext: afterNext) {
                    listing.tokens[index].kind = .identifier
                }
                continue
            }
            let word = listing.text(index)
            if Keywords.swiftAccessors.contains(word) {
                let opensBlock = listing.token(next, is: .punctuation, "{") || listing.token(next, is: .punctuation, "}")
                let getterEffects = word == "get"
                    && (listing.token(next, is: .identifier, "set") || listing.token(next, is: .keyword, "throws")
                        || listing.token(next, is: .keyword, "async"))
                if opensBlock || getterEffects { listing.tokens[index].kind = .keyword }
            }
        }
    }

    private static let notLabels: Set<String> = ["let", "var", "case", "inout", "true", "false", "nil", "self", "super", "_"]

    /// A keyword right after `(` or `,` and before `:` (or before a name and `:`) is a label.
    private static func isLabel(_ listing: LexedListing, _ index: Int, previous: Int, next: Int, afterNext: Int) -> Bool {
        guard listing.token(previous, is: .punctuation, "(") || listing.token(previous, is: .punctuation, ",") else {
            return false
        }
        guard !notLabels.contains(listing.text(index)) else { return false }
        if listing.token(next, is: .punctuation, ":") { return true }
        guard next >= 0, listing.tokens[next].kind == .identifier else { return false }
        return listing.token(afterNext, is: .punctuation, ":")
    }
}
