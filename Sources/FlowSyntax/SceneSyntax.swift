/// `scene NAME: KIND ["Title"] [ATTRIBUTE …]`.
public struct SceneSyntax: Sendable, Hashable {
    /// The `scene` keyword; where the statement starts.
    public var keyword: SyntaxToken
    public var name: SyntaxToken
    /// One of `FlowVocabulary.sceneKinds`.
    public var kind: SyntaxToken
    /// The title, positional (`"Friends"`) or `title=`.
    public var title: SyntaxToken?
    /// Validated attributes (known keys, right shapes, no repeats), in source order.
    public var attributes: [AttributeSyntax]
    /// The kind was misspelt and `kind` is the parser's best guess: the line has a syntax error,
    /// and the scene stands in only so that segues to it do not cascade into errors.
    public var kindIsAssumed = false

    public init(keyword: SyntaxToken, name: SyntaxToken, kind: SyntaxToken, title: SyntaxToken? = nil,
                attributes: [AttributeSyntax] = []) {
        self.keyword = keyword
        self.name = name
        self.kind = kind
        self.title = title
        self.attributes = attributes
    }

    /// The `initial` flag, if written.
    public var initial: SyntaxToken? { attributes.named("initial")?.key }
}
