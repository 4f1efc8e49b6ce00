/// Diff listings (unified diffs, `git diff`): one span per line that adds, removes, starts a
/// hunk or names a file.
enum DiffLexer {
    static func spans(_ bytes: [UInt8]) -> [DataSpan] {
        var spans: [DataSpan] = []
        var start = 0
        while start < bytes.count {
            let end = DataBytes.lineEnd(bytes, from: start)
            if end > start {
                let line = start..<end
                if DataBytes.starts(bytes, at: start, with: "+++ ") || DataBytes.starts(bytes, at: start, with: "--- ")
                    || DataBytes.starts(bytes, at: start, with: "diff ") || DataBytes.starts(bytes, at: start, with: "index ") {
                    spans.append(DataSpan(line, .comment))
                } else if DataBytes.starts(bytes, at: start, with: "@@") {
                    spans.append(DataSpan(line, .directive))
                } else if bytes[start] == UInt8(ascii: "+") {
                    spans.append(DataSpan(line, cssClass: "tok-inserted"))
                } else if bytes[start] == UInt8(ascii: "-") {
                    spans.append(DataSpan(line, cssClass: "tok-deleted"))
                }
            }
            start = end + 1
        }
        return spans
    }
}
