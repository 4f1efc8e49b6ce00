/// What a lexed piece of a code listing is.
package enum TokenKind: String, Sendable, CaseIterable {
    /// A reserved or contextual word: `func`, `let`, `override`; `@interface`, `self`, `YES`.
    case keyword
    /// A name that is not a keyword and does not start with a capital letter.
    case identifier
    /// A name that starts with a capital ASCII letter, by convention a type: `UIStoryboardSegue`.
    case typeName
    /// A string or character literal, or one segment of an interpolated Swift string.
    case string
    /// The `\(` that opens and the `)` that closes an interpolation inside a Swift string.
    case stringInterpolation
    /// An integer or floating-point literal, with any suffix.
    case number
    /// A line or block comment, including its delimiters.
    case comment
    /// A Swift attribute: `@IBAction`, `@objc`, `@MainActor`.
    case attribute
    /// A compiler directive: Swift `#if`, `#selector`; Objective-C `#import`, `#pragma mark …`.
    case directive
    /// Operators, brackets, separators.
    case punctuation
    /// Spaces, tabs and line breaks.
    case whitespace
    /// Anything the lexer has no other name for: a stray control character, a lone backtick.
    case other

    /// Neither whitespace nor a comment: what the keyword contexts and the scanner look at.
    var isSignificant: Bool { self != .whitespace && self != .comment }

    /// The CSS class the highlighter puts on tokens of this kind, or `nil` when it leaves them bare.
    ///
    /// The theme styles these classes: `tok-keyword`, `tok-identifier`, `tok-type`, `tok-string`,
    /// `tok-interpolation`, `tok-number`, `tok-comment`, `tok-attribute`, `tok-directive`.
    /// Whitespace, punctuation and `other` tokens are emitted without a span.
    package var cssClass: String? {
        switch self {
        case .keyword: "tok-keyword"
        case .identifier: "tok-identifier"
        case .typeName: "tok-type"
        case .string: "tok-string"
        case .stringInterpolation: "tok-interpolation"
        case .number: "tok-number"
        case .comment: "tok-comment"
        case .attribute: "tok-attribute"
        case .directive: "tok-directive"
        case .punctuation, .whitespace, .other: nil
        }
    }
}
