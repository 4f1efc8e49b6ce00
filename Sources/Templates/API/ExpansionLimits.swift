/// How much one render may produce: a page past this is a mistake (partials that include one
/// another twice double at every level), not a page. Past it, rendering stops with a
/// `template.too-large` error.
package struct ExpansionLimits: Sendable, Hashable {
    /// Template nodes visited in one render (even those that write nothing).
    package var steps: Int
    /// Bytes written by one render.
    package var bytes: Int

    package init(steps: Int, bytes: Int) {
        self.steps = steps
        self.bytes = bytes
    }

    /// 8 million steps and 32 MiB: a 10,000-chapter sidebar takes well under 1 % of either.
    package static let standard = ExpansionLimits(steps: 8_000_000, bytes: 32 * 1024 * 1024)
}
