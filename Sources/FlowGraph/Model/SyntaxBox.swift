/// Holds a statement's syntax out of line.
///
/// Every storyboard state a chapter shows is kept until its page is drawn, and each holds
/// copies of its scenes and segues; with the syntax stored inline, a `Scene` was several
/// hundred bytes and a 10,000-chapter book kept hundreds of megabytes of token copies.
/// Boxed, the syntax is shared by every copy. Immutable, so safe to share across threads.
package final class SyntaxBox<Value: Sendable & Hashable>: Sendable, Hashable {
    package let value: Value

    package init(_ value: Value) { self.value = value }

    package static func == (a: SyntaxBox, b: SyntaxBox) -> Bool { a === b || a.value == b.value }

    package func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
