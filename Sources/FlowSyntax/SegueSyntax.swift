/// `segue [IDENTIFIER:] SOURCE -> DESTINATION STYLE [from=TRIGGER] [class=NAME]`.
public struct SegueSyntax: Sendable, Hashable {
    /// The `segue` keyword; where the statement starts.
    public var keyword: SyntaxToken
    public var identifier: SyntaxToken?
    public var source: SyntaxToken
    public var destination: SyntaxToken
    /// One of `FlowVocabulary.segueStyles`.
    public var style: SyntaxToken
    public var attributes: [AttributeSyntax]

    public init(keyword: SyntaxToken, identifier: SyntaxToken?, source: SyntaxToken, destination: SyntaxToken,
                style: SyntaxToken, attributes: [AttributeSyntax] = []) {
        self.keyword = keyword
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.style = style
        self.attributes = attributes
    }

    /// The `from=` value: a trigger keyword, or a quoted control label.
    public var trigger: SyntaxToken? { attributes.named("from")?.value }
}
