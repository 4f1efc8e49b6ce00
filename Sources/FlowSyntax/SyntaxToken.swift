import SourceModel

/// One token of a flow statement with its exact place, so diagnostics can underline it.
package struct SyntaxToken: Sendable, Hashable {
    /// The token's value: the word, or a quoted string's contents with escapes resolved.
    package var text: String
    /// Where the token starts (its opening quote for a string).
    package var location: SourceLocation
    /// How many columns it covers in the source, quotes included.
    package var length: Int
    /// Whether it was written as a quoted string.
    package var isQuoted: Bool

    package init(text: String, location: SourceLocation, length: Int, isQuoted: Bool = false) {
        self.text = text
        self.location = location
        self.length = max(1, length)
        self.isQuoted = isQuoted
    }
}
