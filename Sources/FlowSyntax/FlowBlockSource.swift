import SourceModel

/// A fenced ```flow block as the Markdown stage hands it over: the info string and the content lines.
package struct FlowBlockSource: Sendable {
    /// The chapter file the block is in.
    package var file: SourceFile
    /// The info string, such as `flow` or `flow Colorboard`.
    package var infoString: String
    /// Where the opening fence's info string starts.
    package var fenceLocation: SourceLocation
    /// The content lines, in order.
    package var lines: [FlowSourceLine]
    /// Whether the opening fence is never closed: the lines then run on into the chapter's prose.
    package var isUnclosed: Bool

    package init(file: SourceFile, infoString: String, fenceLocation: SourceLocation, lines: [FlowSourceLine],
                isUnclosed: Bool = false) {
        self.file = file
        self.infoString = infoString
        self.fenceLocation = fenceLocation
        self.lines = lines
        self.isUnclosed = isUnclosed
    }
}

/// One content line of a flow block, with where its text starts in the file.
package struct FlowSourceLine: Sendable {
    package var text: String
    /// 1-based line in the file.
    package var line: Int
    /// 1-based scalar column where `text` starts (indentation and block quotes already skipped).
    package var column: Int

    package init(text: String, line: Int, column: Int) {
        self.text = text
        self.line = line
        self.column = column
    }
}
