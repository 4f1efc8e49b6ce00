/// Which Markdown flowdoc reads.
package enum MarkdownFlavor: String, Sendable, Hashable, CaseIterable {
    /// GitHub Flavored Markdown: CommonMark plus tables, strikethrough, extended autolinks,
    /// task list items, footnotes and alerts (`> [!NOTE]`). The default.
    case gfm
    /// CommonMark exactly as libcmark renders it.
    case commonmark
}
