/// `unwind [IDENTIFIER:] SOURCE -> TARGET.ACTION [from=TRIGGER]`.
public struct UnwindSyntax: Sendable, Hashable {
    /// The `unwind` keyword; where the statement starts.
    public var keyword: SyntaxToken
    public var identifier: SyntaxToken?
    public var source: SyntaxToken
    public var target: SyntaxToken
    /// The unwind action, without a trailing colon.
    public var action: SyntaxToken
    public var attributes: [AttributeSyntax]

    public init(keyword: SyntaxToken, identifier: SyntaxToken?, source: SyntaxToken, target: SyntaxToken,
                action: SyntaxToken, attributes: [AttributeSyntax] = []) {
        self.keyword = keyword
        self.identifier = identifier
        self.source = source
        self.target = target
        self.action = action
        self.attributes = attributes
    }

    /// The `from=` value: a trigger keyword, or a quoted control label.
    public var trigger: SyntaxToken? { attributes.named("from")?.value }
}
