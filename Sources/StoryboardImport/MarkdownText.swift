/// Safe pieces of Markdown for text that comes from a storyboard file.
enum MarkdownText {
    /// A code span whose fence is longer than any backtick run inside.
    static func code(_ text: String) -> String {
        let clean = TextCleaning.oneLine(text)
        var longest = 0
        var run = 0
        for character in clean {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let pad = clean.hasPrefix("`") || clean.hasSuffix("`") ? " " : ""
        return fence + pad + clean + pad + fence
    }

    /// Plain text with Markdown punctuation backslash-escaped.
    static func plain(_ text: String) -> String {
        var result = ""
        for character in TextCleaning.oneLine(text) {
            if "\\`*_{}[]<>()#+-.!|~&".contains(character) { result += "\\" }
            result.append(character)
        }
        return result
    }

    /// "1 segue", "2 segues".
    static func count(_ number: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(number) " + (number == 1 ? singular : plural ?? singular + "s")
    }
}
