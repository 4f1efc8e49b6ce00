/// `remove scene NAME`, `remove segue ID`, `remove segue A -> B`, `remove unwind ID`, `remove unwind A -> B`.
package struct RemoveSyntax: Sendable, Hashable {
    /// What a remove statement removes.
    package enum What: String, Sendable, Hashable {
        case scene, segue, unwind
    }

    /// How the removed element is named.
    package enum Target: Sendable, Hashable {
        /// A scene name, or a segue or unwind identifier.
        case name(SyntaxToken)
        /// Every segue (or unwind) from `source` to `destination`.
        case endpoints(source: SyntaxToken, destination: SyntaxToken)
    }

    /// The `remove` keyword; where the statement starts.
    package var keyword: SyntaxToken
    package var what: What
    /// The `scene` / `segue` / `unwind` word.
    package var whatToken: SyntaxToken
    package var target: Target

    package init(keyword: SyntaxToken, what: What, whatToken: SyntaxToken, target: Target) {
        self.keyword = keyword
        self.what = what
        self.whatToken = whatToken
        self.target = target
    }
}
