/// One statement of a flow block.
package enum FlowStatement: Sendable, Hashable {
    case scene(SceneSyntax)
    case segue(SegueSyntax)
    case unwind(UnwindSyntax)
    case remove(RemoveSyntax)

    /// The statement's first token.
    package var keyword: SyntaxToken {
        switch self {
        case .scene(let s): s.keyword
        case .segue(let s): s.keyword
        case .unwind(let s): s.keyword
        case .remove(let s): s.keyword
        }
    }
}
