extension String {
    /// Whether every byte is ASCII: then each byte is one scalar and one `Character` (but for
    /// `\r\n`), and work on bytes gives what work on `Character`s would.
    var isASCIIText: Bool {
        // Over the bytes' span: iterating the `UTF8View` itself costs several times more.
        let view = utf8
        let bytes = view.span
        for index in bytes.indices where bytes[index] >= 0x80 { return false }
        return true
    }
}
