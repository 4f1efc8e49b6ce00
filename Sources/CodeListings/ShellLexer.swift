/// Shell listings (`sh`, `bash`, `console`): comments, quoted strings, `$variables`,
/// `--options`, numbers and the shell's reserved words.
enum ShellLexer {
    static let keywords: Set<String> = [
        "if", "then", "else", "elif", "fi", "for", "while", "until", "do", "done", "case", "esac", "in",
        "function", "return", "export", "local", "set", "unset", "source", "exit", "sudo", "cd", "echo",
    ]

    static func spans(_ bytes: [UInt8]) -> [DataSpan] {
        var spans: [DataSpan] = []
        var index = 0
        var wordStart = true  // at the start of a word (after space, `;`, `|`, `(`…)
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "#"), wordStart {
                let end = DataBytes.lineEnd(bytes, from: index)
                spans.append(DataSpan(index..<end, .comment))
                index = end
                continue
            }
            if byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"") {
                var end = index + 1
                while end < bytes.count, bytes[end] != byte {
                    if byte == UInt8(ascii: "\""), bytes[end] == UInt8(ascii: "\\"), end + 1 < bytes.count { end += 1 }
                    end += 1
                }
                end = min(bytes.count, end + 1)
                spans.append(DataSpan(index..<end, .string))
                index = end
                wordStart = false
                continue
            }
            if byte == UInt8(ascii: "$"), index + 1 < bytes.count {
                var end = index + 1
                if bytes[end] == UInt8(ascii: "{") {
                    while end < bytes.count, bytes[end] != UInt8(ascii: "}"), bytes[end] != 0x0A { end += 1 }
                    end = min(bytes.count, end + 1)
                } else {
                    while end < bytes.count, DataBytes.isNameByte(bytes[end]) { end += 1 }
                }
                if end > index + 1 {
                    spans.append(DataSpan(index..<end, .attribute))
                    index = end
                    wordStart = false
                    continue
                }
            }
            if DataBytes.isSpace(byte) || byte == UInt8(ascii: ";") || byte == UInt8(ascii: "|")
                || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: ")") {
                wordStart = true
                index += 1
                continue
            }
            if wordStart {
                var end = index
                while end < bytes.count, !DataBytes.isSpace(bytes[end]), bytes[end] != UInt8(ascii: ";"),
                      bytes[end] != UInt8(ascii: "|"), bytes[end] != UInt8(ascii: "'"), bytes[end] != UInt8(ascii: "\""),
                      bytes[end] != UInt8(ascii: "$"), bytes[end] != UInt8(ascii: "&"), bytes[end] != UInt8(ascii: ")") {
                    end += 1
                }
                let word = String(decoding: bytes[index..<end], as: UTF8.self)
                if byte == UInt8(ascii: "-"), end > index + 1 {
                    spans.append(DataSpan(index..<end, .directive))
                } else if keywords.contains(word) {
                    spans.append(DataSpan(index..<end, .keyword))
                } else if word.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
                    spans.append(DataSpan(index..<end, .number))
                }
                wordStart = false
                index = max(end, index + 1)
                continue
            }
            index += 1
        }
        return spans
    }
}
