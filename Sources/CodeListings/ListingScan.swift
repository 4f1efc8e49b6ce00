/// A Swift or Objective-C listing lexed once for the three things a build does with it: the
/// references it makes (the flow pass), its names (the search index's code field) and its
/// highlighted HTML (the page). Made when a chapter is parsed; lexing a listing three times
/// (once per use) cost about 190 M instructions on a 1,000-chapter book.
///
/// The tokens are kept packed, 4 bytes each, since a build holds every listing's from the
/// chapters' parse to their pages: tokens tile the text, so each token's end is enough.
package struct ListingScan: Sendable {
    /// The language it was lexed as.
    package let language: ListingLanguage
    /// Each token's end (a UTF-8 offset) shifted left by `kindBits`, its kind's code below;
    /// empty when the listing is too long for the offsets (then each use lexes it again).
    let packedTokens: [UInt32]
    /// `ReferenceScanner.references(in:language:)` of the text (no shared constants).
    package let references: [CodeReference]

    static let kindBits: UInt32 = 4
    /// Offsets up to 2^28 − 1 fit; chapters are limited to 16 MiB.
    static let maximumLength = 1 << (32 - 4)

    /// Lexes `text` once, and scans the tokens for references.
    package init(_ text: String, language: ListingLanguage) {
        let listing = Lexer.lex(text, language: language)
        self.language = language
        references = ReferenceScanner.references(in: listing, language: language)
        packedTokens = Self.pack(listing)
    }

    static func pack(_ listing: LexedListing) -> [UInt32] {
        guard listing.bytes.count < maximumLength else { return [] }
        var packed: [UInt32] = []
        packed.reserveCapacity(listing.tokens.count)
        for token in listing.tokens {
            packed.append(UInt32(truncatingIfNeeded: token.range.upperBound) << kindBits | UInt32(token.kind.code))
        }
        return packed
    }

    /// Whether the tokens were kept (the listing is short enough).
    var hasTokens: Bool { !packedTokens.isEmpty }
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

/// `ListingScan.packedTokens` read as tokens.
struct PackedTokens: TokenTiling {
    let packed: [UInt32]

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
