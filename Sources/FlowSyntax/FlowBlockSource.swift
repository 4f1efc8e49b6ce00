import SourceModel

/// A fenced ```flow block as the Markdown stage hands it over: the info string and the content lines.
public struct FlowBlockSource: Sendable {
    /// The chapter file the block is in.
    public var file: SourceFile
    /// The info string, such as `flow` or `flow Colorboard`.
    public var infoString: String
    /// Where the opening fence's info string starts.
    public var fenceLocation: SourceLocation
    /// The content lines, in order.
    public var lines: [FlowSourceLine]
    /// Whether the opening fence is never closed: the lines then run on into the chapter's prose.
    public var isUnclosed: Bool

    public init(file: SourceFile, infoString: String, fenceLocation: SourceLocation, lines: [FlowSourceLine],
                isUnclosed: Bool = false) {
        self.file = file
        self.infoString = infoString
        self.fenceLocation = fenceLocation
        self.lines = lines
        self.isUnclosed = isUnclosed
    }
}

/// One content line of a flow block, with where its text starts in the file.
public struct FlowSourceLine: Sendable {
    public var text: String
    /// 1-based line in the file.
    public var line: Int
    /// 1-based scalar column where `text` starts (indentation and block quotes already skipped).
    public var column: Int

    public init(text: String, line: Int, column: Int) {
        self.text = text
        self.line = line
        self.column = column
    }
}
