extension String {
    /// The text with every control character shown as `\u{1B}`: C0 controls (tab and line
    /// breaks included), DEL, C1 controls and the bidirectional overrides. Text quoted from
    /// input (a link target, a listing's string) then cannot move the cursor, recolour or
    /// clear a terminal, forge a line of output, or reorder what a reader sees.
    package var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: Self.needsEscape) else { return self }
        var result = ""
        for scalar in unicodeScalars {
            if Self.needsEscape(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
