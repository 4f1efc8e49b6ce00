/// A string literal in a code listing that names a storyboard object.
public struct CodeReference: Sendable, Hashable {
    /// What the literal names, judged by the API it is passed to.
    public enum Kind: String, Sendable, CaseIterable {
        /// A segue identifier: `performSegue(withIdentifier:)`, `segue.identifier == "…"`.
        case segue
        /// A scene's storyboard ID: `instantiateViewController(withIdentifier:)`.
        case storyboardID
        /// A cell prototype's reuse identifier: `dequeueReusableCell(withIdentifier:)`.
        case reuseIdentifier
        /// A storyboard file name: `UIStoryboard(name:bundle:)`.
        case storyboardName
    }

    /// What the literal names.
    public var kind: Kind
    /// The literal's value, escapes decoded.
    public var value: String
    /// UTF-8 offsets of the literal's content (inside the quotes) in the listing text.
    public var range: Range<Int>

    /// Makes a reference.
    public init(kind: Kind, value: String, range: Range<Int>) {
        self.kind = kind
        self.value = value
        self.range = range
    }
}
