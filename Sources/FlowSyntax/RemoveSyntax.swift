/// `remove scene NAME`, `remove segue ID`, `remove segue A -> B`, `remove unwind ID`, `remove unwind A -> B`.
public struct RemoveSyntax: Sendable, Hashable {
    /// What a remove statement removes.
    public enum What: String, Sendable, Hashable {
        case scene, segue, unwind
    }

    /// How the removed element is named.
    public enum Target: Sendable, Hashable {
        /// A scene name, or a segue or unwind identifier.
        case name(SyntaxToken)
        /// Every segue (or unwind) from `source` to `destination`.
        case endpoints(source: SyntaxToken, destination: SyntaxToken)
    }

    /// The `remove` keyword; where the statement starts.
    public var keyword: SyntaxToken
    public var what: What
    /// The `scene` / `segue` / `unwind` word.
    public var whatToken: SyntaxToken
    public var target: Target

    public init(keyword: SyntaxToken, what: What, whatToken: SyntaxToken, target: Target) {
        self.keyword = keyword
        self.what = what
        self.whatToken = whatToken
        self.target = target
    }
}
