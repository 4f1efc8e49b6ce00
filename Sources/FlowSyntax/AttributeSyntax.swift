/// A `key=value` attribute or a flag such as `initial`, as written.
package struct AttributeSyntax: Sendable, Hashable {
    /// The key (or the flag word).
    package var key: SyntaxToken
    /// The values, in order: one for most keys, several for lists (`tabs=A,B`), none for a flag.
    package var values: [SyntaxToken]

    package init(key: SyntaxToken, values: [SyntaxToken]) {
        self.key = key
        self.values = values
    }

    /// The single value of a one-value attribute.
    package var value: SyntaxToken? { values.first }
}

extension Array where Element == AttributeSyntax {
    /// The attribute with this key, if written.
    package func named(_ key: String) -> AttributeSyntax? { first { $0.key.text == key } }
}
