import CodeListings

/// Reuse identifiers that code registers itself, so they need no storyboard prototype:
/// a string literal right after `forCellReuseIdentifier:`, `forCellWithReuseIdentifier:` or
/// `forHeaderFooterViewReuseIdentifier:` (Swift argument labels and Objective-C selector parts alike).
enum RegisteredCells {
    static let labels: Set<String> = ["forCellReuseIdentifier", "forCellWithReuseIdentifier", "forHeaderFooterViewReuseIdentifier"]

    static func identifiers(in text: String, language: ListingLanguage) -> Set<String> {
        let bytes = Array(text.utf8)
        let tokens = Lexer.tokens(text, language: language).filter { $0.kind != .whitespace && $0.kind != .comment }
        func spelling(_ token: Token) -> String { String(decoding: bytes[token.range], as: UTF8.self) }
        var result: Set<String> = []
        var index = 0
        while index + 2 < tokens.count {
            defer { index += 1 }
            let label = tokens[index]
            guard label.kind == .identifier || label.kind == .keyword, labels.contains(spelling(label)),
                  tokens[index + 1].kind == .punctuation, spelling(tokens[index + 1]) == ":" else { continue }
            var literal = index + 2
            // Objective-C `@"…"` may lex as `@` then the string.
            if tokens[literal].kind != .string, spelling(tokens[literal]) == "@", literal + 1 < tokens.count { literal += 1 }
            guard tokens[literal].kind == .string, let value = plainLiteral(spelling(tokens[literal])) else { continue }
            result.insert(value)
        }
        return result
    }

    /// Whether `text` registers a cell under an identifier that is not a plain literal
    /// (`forCellReuseIdentifier: MyCell.identifier`).
    static func hasComputedIdentifiers(in text: String, language: ListingLanguage) -> Bool {
        let bytes = Array(text.utf8)
        let tokens = Lexer.tokens(text, language: language).filter { $0.kind != .whitespace && $0.kind != .comment }
        func spelling(_ token: Token) -> String { String(decoding: bytes[token.range], as: UTF8.self) }
        var index = 0
        while index + 2 < tokens.count {
            defer { index += 1 }
            guard labels.contains(spelling(tokens[index])), spelling(tokens[index + 1]) == ":" else { continue }
            var literal = index + 2
            if spelling(tokens[literal]) == "@", literal + 1 < tokens.count { literal += 1 }
            if tokens[literal].kind != .string || plainLiteral(spelling(tokens[literal])) == nil { return true }
        }
        return false
    }

    /// `"Cell"` or `@"Cell"` -> `Cell`; nil for anything with escapes or interpolation.
    static func plainLiteral(_ token: String) -> String? {
        var text = Substring(token)
        if text.hasPrefix("@") { text = text.dropFirst() }
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else { return nil }
        let inner = text.dropFirst().dropLast()
        guard !inner.contains("\\"), !inner.contains("\"") else { return nil }
        return String(inner)
    }
}
