/// Re-classifies Objective-C words by context: property attributes (`nonatomic`, `copy`, …) are
/// keywords only inside the parentheses right after `@property`.
enum ObjectiveCKeywordContext {
    static func refine(_ listing: inout LexedListing) {
        let significant = listing.significantIndices()
        var position = 0
        while position < significant.count {
            defer { position += 1 }
            guard listing.token(significant[position], is: .keyword, "@property"),
                  position + 1 < significant.count,
                  listing.token(significant[position + 1], is: .punctuation, "(") else { continue }
            position += 2
            while position < significant.count, !listing.token(significant[position], is: .punctuation, ")") {
                let index = significant[position]
                if listing.tokens[index].kind == .identifier || listing.tokens[index].kind == .keyword,
                   Keywords.objectiveCPropertyAttributes.contains(listing.text(index)) {
                    listing.tokens[index].kind = .keyword
                }
                // Stop at anything that cannot be in an attribute list, so a typo never swallows the file.
                if listing.token(index, is: .punctuation, ";") || listing.token(index, is: .punctuation, "{") { break }
                position += 1
            }
        }
    }
}
