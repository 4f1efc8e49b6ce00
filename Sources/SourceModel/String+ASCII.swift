extension String {
    /// Whether every byte is ASCII: then each byte is one scalar and one `Character` (but for
    /// `\r\n`), and work on bytes gives what work on `Character`s would.
    package var isASCIIText: Bool {
        // Over the bytes' span: iterating the `UTF8View` itself costs several times more.
        let view = utf8
        return ByteSearch.isASCII(view.span, in: 0..<view.count)
    }
}

extension ByteSearch {
    /// Whether every byte of `bytes[range]` is ASCII (below 0x80).
    package static func isASCII(_ bytes: borrowing Span<UInt8>, in range: Range<Int>) -> Bool {
        for index in range where bytes[index] >= 0x80 { return false }
        return true
    }
}
