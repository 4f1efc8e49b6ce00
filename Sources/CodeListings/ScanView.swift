/// The significant tokens of a listing (no whitespace or comments) with matched brackets: the
/// scanner's view. Positions here index `significant`, not `listing.tokens`.
/// A class (immutable): the collector, its constants and their closures share one view, where
/// each copy of a struct retained and released each of its buffers (the listing's bytes, tokens
/// and literals, and the three arrays by position).
final class ScanView {
    let listing: LexedListing
    let language: ListingLanguage
    let significant: [Int]
    /// For each position holding a matched `(`, `[`, `{` or its closer, the position of its partner, or -1.
    let partner: [Int]
    /// For each opener, where its contents end (its partner, the closer that cut it short, or the
    /// end of the listing); -1 for other tokens.
    let innerEnd: [Int]

    init(_ listing: LexedListing, language: ListingLanguage) {
        self.listing = listing
        self.language = language
        significant = listing.significantIndices()
        (partner, innerEnd) = Self.matchBrackets(listing, significant)
    }

    var count: Int { significant.count }

    /// Whether position `position` is a token of `kind` spelled `spelling`.
    func `is`(_ position: Int, _ kind: TokenKind, _ spelling: String) -> Bool {
        guard position >= 0, position < count else { return false }
        return listing.token(significant[position], is: kind, spelling)
    }

    func punct(_ position: Int, _ spelling: String) -> Bool { self.is(position, .punctuation, spelling) }

    /// An identifier (or keyword used as a label) spelled `spelling`.
    func word(_ position: Int, _ spelling: String) -> Bool {
        self.is(position, .identifier, spelling) || self.is(position, .keyword, spelling)
            || self.is(position, .typeName, spelling)
    }

    func kind(_ position: Int) -> TokenKind? {
        position >= 0 && position < count ? listing.tokens[significant[position]].kind : nil
    }

    /// The length in bytes of the token at `position` (0 outside the listing).
    func length(_ position: Int) -> Int {
        position >= 0 && position < count ? listing.tokens[significant[position]].range.count : 0
    }

    func text(_ position: Int) -> String {
        position >= 0 && position < count ? listing.text(significant[position]) : ""
    }

    /// The complete, uninterpolated, single-line literal at `position` that the language passes as
    /// an identifier (Swift `"…"`/`#"…"#`, Objective-C `@"…"`), with its decoded value.
    func literal(at position: Int) -> (value: String, range: Range<Int>)? {
        guard position >= 0, position < count,
              let literal = listing.literals[significant[position]],
              !literal.interpolated, !literal.multiline,
              literal.firstToken == literal.lastToken else { return nil }
        if language == .objectiveC, !literal.atPrefixed { return nil }
        let value = EscapeDecoder.decode(listing.bytes[literal.content], hashes: literal.hashes)
        return (value, literal.content)
    }

    /// Whether `position` opens a group (`(`, `[` or `{`).
    func isOpener(_ position: Int) -> Bool {
        position >= 0 && position < count && innerEnd[position] >= 0
    }

    /// The position after the token or whole group starting at `position`.
    func next(_ position: Int) -> Int {
        guard isOpener(position) else { return position + 1 }
        return partner[position] >= 0 ? partner[position] + 1 : innerEnd[position]
    }

    /// Pairs brackets with a stack. A closer with no opener of its type open is ignored; openers
    /// it pops on the way to its partner end there; openers still open at the end run to the end.
    /// Linear: each opener is pushed and popped once.
    private static func matchBrackets(_ listing: LexedListing, _ significant: [Int]) -> (partner: [Int], innerEnd: [Int]) {
        var partner = [Int](repeating: -1, count: significant.count)
        var innerEnd = [Int](repeating: -1, count: significant.count)
        var stack: [(position: Int, type: UInt8)] = []
        // How many of each opener are open: `(`, `[`, `{` (counters, not a dictionary hashed per bracket).
        var open = (paren: 0, square: 0, brace: 0)
        func count(_ opener: UInt8, _ change: Int) {
            switch opener {
            case UInt8(ascii: "("): open.paren += change
            case UInt8(ascii: "["): open.square += change
            default: open.brace += change
            }
        }
        for (position, index) in significant.enumerated() where listing.tokens[index].kind == .punctuation {
            let range = listing.tokens[index].range
            guard range.count == 1 else { continue }
            let byte = listing.bytes[range.lowerBound]
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                stack.append((position, byte))
                count(byte, 1)
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                let opener: UInt8 = byte == UInt8(ascii: ")") ? UInt8(ascii: "(") : byte - 2
                let isOpen = switch opener {
                case UInt8(ascii: "("): open.paren > 0
                case UInt8(ascii: "["): open.square > 0
                default: open.brace > 0
                }
                guard isOpen else { continue }
                while let top = stack.popLast() {
                    count(top.type, -1)
                    innerEnd[top.position] = position
                    if top.type == opener {
                        partner[top.position] = position
                        partner[position] = top.position
                        break
                    }
                }
            default:
                continue
            }
        }
        for top in stack { innerEnd[top.position] = significant.count }
        return (partner, innerEnd)
    }
}
