import SourceModel

/// A parsed flow block: its storyboard name and its statements, every token located.
package struct FlowBlockSyntax: Sendable, Hashable {
    /// The storyboard named in the info string (` ```flow Colorboard `); nil for the chapter's default.
    package var storyboardName: SyntaxToken?
    /// Where the info string starts.
    package var fenceLocation: SourceLocation
    /// The statements that parsed, in order. A line with a syntax error after its essential
    /// parts (for a scene: name and kind) keeps the statement with the attributes before the error.
    package var statements: [FlowStatement]
    /// Whether the parser reported any `flow.syntax` diagnostic for this block.
    package var hasErrors: Bool

    package init(storyboardName: SyntaxToken?, fenceLocation: SourceLocation, statements: [FlowStatement],
                hasErrors: Bool = false) {
        self.storyboardName = storyboardName
        self.fenceLocation = fenceLocation
        self.statements = statements
        self.hasErrors = hasErrors
    }
}
