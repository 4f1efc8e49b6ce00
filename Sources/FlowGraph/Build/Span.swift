import FlowSyntax
import SourceModel

/// A located run of columns: where a diagnostic points and how much it underlines.
struct Span: Sendable, Hashable {
    var location: SourceLocation
    var length: Int

    init(_ location: SourceLocation, length: Int = 1) {
        self.location = location
        self.length = max(1, length)
    }

    init(_ token: SyntaxToken) {
        self.init(token.location, length: token.length)
    }

    /// A "did you mean" fix-it replacing this span.
    func suggestion(_ replacement: String) -> Diagnostic.FixIt {
        Diagnostic.FixIt("did you mean '\(replacement)'?", replacement: replacement, at: location, length: length)
    }

    /// The nearest candidate as a fix-it list (empty when nothing is near).
    func suggestions(for word: String, among candidates: some Sequence<String>) -> [Diagnostic.FixIt] {
        NearMiss.best(for: word, among: candidates).map { [suggestion($0)] } ?? []
    }
}
