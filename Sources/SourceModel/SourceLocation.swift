/// A point in a source file, as people read it: 1-based line and 1-based column.
///
/// Columns count Unicode scalars, not bytes, so a caret lands under the right
/// character in an editor even after non-ASCII text.
package struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The path shown to people (relative to the site root when it is inside it).
    package var path: String
    package var line: Int
    package var column: Int

    package init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = max(1, line)
        self.column = max(1, column)
    }

    package static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.path, a.line, a.column) < (b.path, b.line, b.column)
    }

    package var description: String { "\(path):\(line):\(column)" }
}
