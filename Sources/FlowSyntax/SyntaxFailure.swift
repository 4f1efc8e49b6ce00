/// A syntax error found on one line: what was expected, at which columns, and a possible fix.
struct SyntaxFailure: Error, Sendable {
    var message: String
    var column: Int
    var length: Int
    /// A suggested replacement for the underlined text.
    var fix: (message: String, replacement: String)?

    init(_ message: String, column: Int, length: Int = 1, fix: (message: String, replacement: String)? = nil) {
        self.message = message
        self.column = column
        self.length = max(1, length)
        self.fix = fix
    }

    init(_ message: String, at token: FlowLexeme, fix: (message: String, replacement: String)? = nil) {
        self.init(message, column: token.column, length: token.length, fix: fix)
    }
}
