/// `unwind [IDENTIFIER:] SOURCE -> TARGET.ACTION [from=TRIGGER]`.
package struct UnwindSyntax: Sendable, Hashable {
    /// The `unwind` keyword; where the statement starts.
    package var keyword: SyntaxToken
    package var identifier: SyntaxToken?
    package var source: SyntaxToken
    package var target: SyntaxToken
    /// The unwind action, without a trailing colon.
    package var action: SyntaxToken
    package var attributes: [AttributeSyntax]

    package init(keyword: SyntaxToken, identifier: SyntaxToken?, source: SyntaxToken, target: SyntaxToken,
                action: SyntaxToken, attributes: [AttributeSyntax] = []) {
        self.keyword = keyword
        self.identifier = identifier
        self.source = source
        self.target = target
        self.action = action
        self.attributes = attributes
    }

    /// The `from=` value: a trigger keyword, or a quoted control label.
    package var trigger: SyntaxToken? { attributes.named("from")?.value }
}
