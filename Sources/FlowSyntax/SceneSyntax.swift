/// `scene NAME: KIND ["Title"] [ATTRIBUTE …]`.
package struct SceneSyntax: Sendable, Hashable {
    /// The `scene` keyword; where the statement starts.
    package var keyword: SyntaxToken
    package var name: SyntaxToken
    /// One of `FlowVocabulary.sceneKinds`.
    package var kind: SyntaxToken
    /// The title, positional (`"Friends"`) or `title=`.
    package var title: SyntaxToken?
    /// Validated attributes (known keys, right shapes, no repeats), in source order.
    package var attributes: [AttributeSyntax]
    /// The kind was misspelt and `kind` is the parser's best guess: the line has a syntax error,
    /// and the scene stands in only so that segues to it do not cascade into errors.
    package var kindIsAssumed = false

    package init(keyword: SyntaxToken, name: SyntaxToken, kind: SyntaxToken, title: SyntaxToken? = nil,
                attributes: [AttributeSyntax] = []) {
        self.keyword = keyword
        self.name = name
        self.kind = kind
        self.title = title
        self.attributes = attributes
    }

    /// The `initial` flag, if written.
    package var initial: SyntaxToken? { attributes.named("initial")?.key }
}
