/// An immutable value held out of line, shared by every copy of what holds it.
///
/// Every storyboard state a chapter shows is kept until its page is drawn, and each state holds
/// copies of its scenes and segues: at 10,000 chapters, hundreds of thousands of copies. Held
/// inline, a `Scene` was a few hundred bytes and the copies hundreds of megabytes; boxed, a copy
/// is one reference, and a change makes a new box (`Scene`, `Segue`; a statement's syntax).
/// Immutable, so safe to share across threads.
package final class SharedBox<Value: Sendable & Hashable>: Sendable, Hashable {
    package let value: Value

    package init(_ value: Value) { self.value = value }

    package static func == (a: SharedBox, b: SharedBox) -> Bool { a === b || a.value == b.value }

    package func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
