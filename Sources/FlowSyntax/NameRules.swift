/// What a word must look like to be a name of some sort, and the message when it does not.
package enum NameRules {
    package enum Shape {
        /// Scene names, actions, class names: `[A-Za-z_][A-Za-z0-9_]*`.
        case identifier
        /// Segue identifiers, storyboard IDs, reuse identifiers: also `-`, not first.
        case looseIdentifier
        /// Storyboard names: a letter, then letters, digits, `_` and `-`.
        case storyboardName
    }

    /// Whether the whole of `text` is a name of this shape (every character checked, as for a
    /// value written outside a flow block, such as front matter's `storyboard:`).
    package static func isValid(_ text: String, shape: Shape) -> Bool {
        guard check(text, shape: shape, what: "", column: 1, length: 1) == nil else { return false }
        return text.unicodeScalars.allSatisfy { scalar in
            let v = scalar.value
            let letterOrDigit = (v >= 0x30 && v <= 0x39) || (v >= 0x41 && v <= 0x5A) || (v >= 0x61 && v <= 0x7A)
            return letterOrDigit || scalar == "_" || (scalar == "-" && shape != .identifier)
        }
    }

    /// Nil when `text` is a valid name of this shape, else the failure to report on the token.
    static func check(_ text: String, shape: Shape, what: String, column: Int, length: Int) -> SyntaxFailure? {
        guard let first = text.unicodeScalars.first else {
            return SyntaxFailure(SyntaxMessages.emptyName(what), column: column, length: length)
        }
        for scalar in text.unicodeScalars where scalar.value >= 0x80 {
            return SyntaxFailure(SyntaxMessages.nonASCIIName(what, text, scalar), column: column, length: length)
        }
        let isDigit = first.value >= 0x30 && first.value <= 0x39
        switch shape {
        case .identifier:
            if text.unicodeScalars.contains("-") {
                let fixed = text.replacingAll("-", with: "_")
                return SyntaxFailure(SyntaxMessages.dashInName(what, text), column: column, length: length,
                                     fix: (SyntaxMessages.replaceWith(fixed), fixed))
            }
            if isDigit { return SyntaxFailure(SyntaxMessages.digitFirst(what, text), column: column, length: length) }
        case .looseIdentifier:
            if first == "-" { return SyntaxFailure(SyntaxMessages.dashFirst(what, text), column: column, length: length) }
        case .storyboardName:
            if first == "-" || first == "_" || isDigit {
                return SyntaxFailure(SyntaxMessages.storyboardNameStart(text), column: column, length: length)
            }
        }
        return nil
    }
}
