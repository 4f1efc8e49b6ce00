/// `segue [IDENTIFIER:] SOURCE -> DESTINATION STYLE [from=TRIGGER] [class=NAME] [presentation=STYLE]`.
package struct SegueSyntax: Sendable, Hashable {
    /// The `segue` keyword; where the statement starts.
    package var keyword: SyntaxToken
    package var identifier: SyntaxToken?
    package var source: SyntaxToken
    package var destination: SyntaxToken
    /// One of `FlowVocabulary.segueStyles`.
    package var style: SyntaxToken
    package var attributes: [AttributeSyntax]

    package init(keyword: SyntaxToken, identifier: SyntaxToken?, source: SyntaxToken, destination: SyntaxToken,
                style: SyntaxToken, attributes: [AttributeSyntax] = []) {
        self.keyword = keyword
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.style = style
        self.attributes = attributes
    }

    /// The `from=` value: a trigger keyword, or a quoted control label.
    package var trigger: SyntaxToken? { attributes.named("from")?.value }
    /// The `presentation=` value: one of `FlowVocabulary.presentationStyles`.
    package var presentation: SyntaxToken? { attributes.named("presentation")?.value }
}
