/// UTF-8 that a value writes where a template puts it, rather than holding: a chapter page's
/// body is written straight into the page (`{{{page.body}}}`), each byte copied once instead of
/// being joined on its own first and then copied into the page.
///
/// `write` may run any number of times (once per tag that prints the value, none for a page
/// that does not), from any thread, and must append the same `count` bytes each time.
/// Two sources are equal only when they are the same object.
package final class ByteSource: Sendable, Hashable {
    /// Exactly how many bytes `write` appends: a section shows its content for a non-zero count.
    package let count: Int
    private let writer: @Sendable (inout [UInt8]) -> Void

    package init(count: Int, write: @escaping @Sendable (inout [UInt8]) -> Void) {
        self.count = count
        self.writer = write
    }

    /// Appends the bytes to `output`.
    func write(into output: inout [UInt8]) {
        writer(&output)
    }

    /// The bytes on their own (an escaped tag escapes them; `interpolationText` decodes them).
    package var bytes: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        writer(&bytes)
        return bytes
    }

    package static func == (lhs: ByteSource, rhs: ByteSource) -> Bool { lhs === rhs }

    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
