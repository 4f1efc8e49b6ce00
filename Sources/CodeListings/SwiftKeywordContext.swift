/// Re-classifies Swift words by their neighbours: keywords used as member names (`.default`) or
/// argument labels (`prepare(for segue:)`, `dict[key, default: 0]`) become identifiers, and
/// accessor words (`get`, `set`, `willSet`, `didSet`) become keywords before a block.
enum SwiftKeywordContext {
    static func refine(_ listing: inout LexedListing) {
        // One walk over the tokens, no array of the significant ones: the neighbours are looked
        // for only around the few words that can change.
        var previous = -1
        for index in listing.tokens.indices {
            let kind = listing.tokens[index].kind
            guard kind.isSignificant else { continue }
            defer { previous = index }
            guard kind == .keyword || kind == .identifier else { continue }
            // An identifier matters only when it is an accessor word.
            if kind == .identifier, !Keywords.mayBeSwiftAccessor(count: listing.tokens[index].range.count) { continue }
            let next = nextSignificant(listing, after: index)
            // The word's String is made only where a neighbour makes it matter (most keywords
            // follow neither `.` nor `(` or `,`, and most identifiers are no accessor).
            if kind == .keyword {
                if listing.token(previous, is: .punctuation, "."), !Keywords.swiftMemberKeywords.contains(listing.text(index)) {
                    listing.tokens[index].kind = Keywords.classify(listing.bytes, listing.tokens[index].range, keywords: .empty)
                } else if isLabel(listing, index, previous: previous, next: next) {
                    listing.tokens[index].kind = .identifier
                }
                continue
            }
            // Compared as bytes: most words of an accessor's length (`row`, `let`-bound names) are none.
            let range = listing.tokens[index].range
            let isGet = listing.spells(range, "get")
            if isGet || listing.spells(range, "set") || listing.spells(range, "willSet") || listing.spells(range, "didSet") {
                let opensBlock = listing.token(next, is: .punctuation, "{") || listing.token(next, is: .punctuation, "}")
                let getterEffects = isGet
                    && (listing.token(next, is: .identifier, "set") || listing.token(next, is: .keyword, "throws")
                        || listing.token(next, is: .keyword, "async"))
                if opensBlock || getterEffects { listing.tokens[index].kind = .keyword }
            }
        }
    }

    /// The index of the first significant token after `index`, or -1.
    private static func nextSignificant(_ listing: LexedListing, after index: Int) -> Int {
        var next = index + 1
        while next < listing.tokens.count {
            if listing.tokens[next].kind.isSignificant { return next }
            next += 1
        }
        return -1
    }

    private static let notLabels: Set<String> = ["let", "var", "case", "inout", "true", "false", "nil", "self", "super", "_"]

    /// A keyword right after `(` or `,` and before `:` (or before a name and `:`) is a label.
    private static func isLabel(_ listing: LexedListing, _ index: Int, previous: Int, next: Int) -> Bool {
        guard listing.token(previous, is: .punctuation, "(") || listing.token(previous, is: .punctuation, ",") else {
            return false
        }
        guard !notLabels.contains(listing.text(index)) else { return false }
        if listing.token(next, is: .punctuation, ":") { return true }
        guard next >= 0, listing.tokens[next].kind == .identifier else { return false }
        return listing.token(nextSignificant(listing, after: next), is: .punctuation, ":")
    }
}
