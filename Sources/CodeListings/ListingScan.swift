/// A Swift or Objective-C listing lexed once for the three things a build does with it: the
/// references it makes (the flow pass), its names (the search index's code field) and its
/// highlighted HTML (the page). Made when a chapter is parsed; lexing a listing three times
/// (once per use) cost about 190 M instructions on a 1,000-chapter book.
///
/// The tokens are kept packed, since a build holds every listing's from the chapters' parse to
/// their pages: tokens tile the text, so each token's end is enough, with its kind in 4 bits —
/// 2 bytes a token in a listing under 4 KiB (nearly all), 4 in a longer one. (At 10,000
/// chapters, 30,000 listings: about 6 MB, 1 % of the build's peak memory.)
package struct ListingScan: Sendable {
    /// The language it was lexed as.
    package let language: ListingLanguage
    /// Each token's end (a UTF-8 offset) shifted left by `kindBits`, its kind's code below:
    /// in `shortTokens` when the listing is under `shortLength` bytes, else in `packedTokens`;
    /// both empty when it is empty or too long for the offsets (then each use lexes it again).
    let shortTokens: [UInt16]
    let packedTokens: [UInt32]
    /// `ReferenceScanner.references(in:language:)` of the text (no shared constants).
    package let references: [CodeReference]

    static let kindBits: UInt32 = 4
    /// Offsets up to 2^28 − 1 fit; chapters are limited to 16 MiB.
    static let maximumLength = 1 << (32 - 4)
    static let shortLength = 1 << (16 - 4)

    /// Lexes `text` once, and scans the tokens for references.
    package init(_ text: String, language: ListingLanguage) {
        let listing = Lexer.lex(text, language: language)
        self.language = language
        references = ReferenceScanner.references(in: listing, language: language)
        if listing.bytes.count < Self.shortLength {
            shortTokens = Self.pack(listing)
            packedTokens = []
        } else {
            shortTokens = []
            packedTokens = listing.bytes.count < Self.maximumLength ? Self.pack(listing) : []
        }
    }

    static func pack<Word: FixedWidthInteger & UnsignedInteger>(_ listing: LexedListing) -> [Word] {
        var packed: [Word] = []
        packed.reserveCapacity(listing.tokens.count)
        for token in listing.tokens {
            packed.append(Word(truncatingIfNeeded: token.range.upperBound) << kindBits | Word(token.kind.code))
        }
        return packed
    }
}

extension TokenKind {
    /// A number per kind, below 16, for `ListingScan`'s packed tokens.
    var code: UInt8 {
        switch self {
        case .keyword: 0
        case .identifier: 1
        case .typeName: 2
        case .string: 3
        case .stringInterpolation: 4
        case .number: 5
        case .comment: 6
        case .attribute: 7
        case .directive: 8
        case .punctuation: 9
        case .whitespace: 10
        case .other: 11
        }
    }
}

/// Tokens that tile a listing, read by index: a lexer's, or a `ListingScan`'s packed ones.
/// (Token `i` starts where token `i − 1` ends, the first at 0.)
protocol TokenTiling {
    var count: Int { get }
    func kind(_ index: Int) -> TokenKind
    func end(_ index: Int) -> Int
}

extension [Token]: TokenTiling {
    @inline(__always) func kind(_ index: Int) -> TokenKind { self[index].kind }
    @inline(__always) func end(_ index: Int) -> Int { self[index].range.upperBound }
}

/// `ListingScan.shortTokens` or `packedTokens` read as tokens.
struct PackedTokens<Word: FixedWidthInteger & UnsignedInteger>: TokenTiling {
    let packed: [Word]

    var count: Int { packed.count }

    @inline(__always) func end(_ index: Int) -> Int { Int(packed[index] >> ListingScan.kindBits) }

    @inline(__always) func kind(_ index: Int) -> TokenKind {
        switch packed[index] & 0xF {
        case 0: .keyword
        case 1: .identifier
        case 2: .typeName
        case 3: .string
        case 4: .stringInterpolation
        case 5: .number
        case 6: .comment
        case 7: .attribute
        case 8: .directive
        case 9: .punctuation
        case 10: .whitespace
        default: .other
        }
    }
}
