/// Turns free text from the XML into one printable line.
enum TextCleaning {
    /// Control characters (newlines, tabs) become spaces; runs of spaces collapse; ends are trimmed.
    static func oneLine(_ text: String) -> String {
        var result = ""
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            let isSpace = scalar == " " || scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value)
                || scalar.properties.isWhitespace
            if isSpace {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace { result += " " }
            pendingSpace = false
            result.unicodeScalars.append(scalar)
        }
        return result
    }
}
