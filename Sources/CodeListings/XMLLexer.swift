/// XML listings (storyboard and plist excerpts): comments, `<?xml?>` and `<!DOCTYPE>`,
/// CDATA, tag names, attribute names and values, entity references.
enum XMLLexer {
    static func spans(_ bytes: [UInt8]) -> [DataSpan] {
        var spans: [DataSpan] = []
        var index = 0
        func until(_ text: String, from start: Int) -> Int {
            var end = start
            while end < bytes.count, !DataBytes.starts(bytes, at: end, with: text) { end += 1 }
            return min(bytes.count, end + text.utf8.count)
        }
        while index < bytes.count {
            let byte = bytes[index]
            if DataBytes.starts(bytes, at: index, with: "<!--") {
                let end = until("-->", from: index + 4)
                spans.append(DataSpan(index..<end, .comment))
                index = end
            } else if DataBytes.starts(bytes, at: index, with: "<![CDATA[") {
                let end = until("]]>", from: index + 9)
                spans.append(DataSpan(index..<end, .string))
                index = end
            } else if DataBytes.starts(bytes, at: index, with: "<?") || DataBytes.starts(bytes, at: index, with: "<!") {
                var end = index + 2
                while end < bytes.count, bytes[end] != UInt8(ascii: ">") { end += 1 }
                end = min(bytes.count, end + 1)
                spans.append(DataSpan(index..<end, .directive))
                index = end
            } else if byte == UInt8(ascii: "<") {
                index = tag(bytes, from: index, into: &spans)
            } else if byte == UInt8(ascii: "&") {
                var end = index + 1
                while end < bytes.count, end - index < 12, DataBytes.isNameByte(bytes[end]) || bytes[end] == UInt8(ascii: "#") {
                    end += 1
                }
                if end < bytes.count, bytes[end] == UInt8(ascii: ";"), end > index + 1 {
                    spans.append(DataSpan(index..<(end + 1), .keyword))
                    index = end + 1
                } else {
                    index += 1
                }
            } else {
                index += 1
            }
        }
        return spans
    }

    /// A start or end tag from its `<`: the name, then attribute names and quoted values.
    private static func tag(_ bytes: [UInt8], from start: Int, into spans: inout [DataSpan]) -> Int {
        var index = start + 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "/") { index += 1 }
        let nameStart = index
        while index < bytes.count, isXMLName(bytes[index]) { index += 1 }
        guard index > nameStart else { return start + 1 }
        spans.append(DataSpan(nameStart..<index, .typeName))
        while index < bytes.count, bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: "<") {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                var end = index + 1
                while end < bytes.count, bytes[end] != byte, bytes[end] != UInt8(ascii: "<") { end += 1 }
                if end < bytes.count, bytes[end] == byte { end += 1 }
                spans.append(DataSpan(index..<end, .string))
                index = end
            } else if isXMLName(byte) {
                var end = index
                while end < bytes.count, isXMLName(bytes[end]) { end += 1 }
                spans.append(DataSpan(index..<end, .attribute))
                index = end
            } else {
                index += 1
            }
        }
        return index < bytes.count && bytes[index] == UInt8(ascii: ">") ? index + 1 : index
    }

    private static func isXMLName(_ byte: UInt8) -> Bool {
        DataBytes.isNameByte(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ":")
    }
}
