import FlowSyntax

/// Conversions of storyboard names into the flow language's shapes (which `FlowSyntax.NameRules`
/// defines, with the grammar).
enum FlowNames {
    /// Scene names and actions: `[A-Za-z_][A-Za-z0-9_]*`.
    static func isIdentifier(_ text: String) -> Bool { NameRules.isValid(text, shape: .identifier) }

    /// Segue identifiers, storyboard IDs, reuse identifiers written without quotes.
    static func isLooseIdentifier(_ text: String) -> Bool { FlowPrinter.isBare(text, .looseIdentifier) }

    /// Camel-cases free text into an identifier (`"Add Player"` -> `AddPlayer`, `Accept-ToS` -> `AcceptToS`).
    /// Non-ASCII characters separate words; a leading digit gets the prefix `Scene`. Nil when nothing is left.
    static func identifier(from text: String) -> String? {
        var result = ""
        var startOfWord = true
        for scalar in text.unicodeScalars {
            guard scalar.isASCII, isLetterOrDigit(UInt8(scalar.value)) else {
                startOfWord = true
                continue
            }
            let character = Character(scalar)
            result += startOfWord ? character.uppercased() : String(character)
            startOfWord = false
        }
        guard let first = result.utf8.first else { return nil }
        return isDigit(first) ? "Scene" + result : result
    }

    /// `PlayersViewController` -> `Players`, `MainTabBarController` -> `MainTabBar`; unchanged when nothing would remain.
    static func droppingControllerSuffix(_ name: String) -> String {
        for suffix in ["ViewController", "Controller"] where name.hasSuffix(suffix) {
            return name.count > suffix.count ? String(name.dropLast(suffix.count)) : name
        }
        return name
    }

    /// An unwind action from a selector: `savePlayerDetail:` -> `savePlayerDetail`,
    /// `unwind:sender:` -> `unwind_sender`; never empty.
    static func action(fromSelector selector: String) -> String {
        var text = selector
        while text.hasSuffix(":") { text.removeLast() }
        var result = ""
        for scalar in text.unicodeScalars {
            result += scalar.isASCII && (isLetterOrDigit(UInt8(scalar.value)) || scalar == "_") ? String(scalar) : "_"
        }
        if let first = result.utf8.first, isDigit(first) { result = "_" + result }
        return result.isEmpty ? "unwind" : result
    }

    /// A storyboard name valid in a flow info string: a letter, then letters, digits, `_` and `-`.
    static func storyboardName(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            let ok = scalar.isASCII && (isLetterOrDigit(UInt8(scalar.value)) || scalar == "_" || scalar == "-")
            result += ok ? String(scalar) : "_"
        }
        if let first = result.utf8.first, !isLetter(first) { result = "S" + result }
        return result.isEmpty ? "Storyboard" : result
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
    private static func isLetterOrDigit(_ byte: UInt8) -> Bool { isDigit(byte) || isLetter(byte) }
}
