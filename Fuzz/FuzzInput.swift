// Shared by every fuzz target (compiled into each): turns libFuzzer's bytes into text.

/// The fuzzer's input as text (invalid UTF-8 becomes U+FFFD, as flowdoc reads files).
func fuzzText(_ data: UnsafePointer<UInt8>, _ size: Int) -> String {
    String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
}

/// The input split in two at the first NUL byte (or all in the first part).
func fuzzHalves(_ text: String) -> (String, String) {
    guard let nul = text.firstIndex(of: "\0") else { return (text, "") }
    return (String(text[..<nul]), String(text[text.index(after: nul)...]))
}
