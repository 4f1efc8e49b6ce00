/// Every `flow.syntax` message, in one place so the wording stays consistent.
enum SyntaxMessages {
    static let rule = "flow.syntax"

    // MARK: Blocks

    static let unclosedFence = "this flow block is never closed: its fence has no closing ``` line, so the rest of the "
        + "chapter would be read as flow statements"
    static let unclosedFenceHint = "the block's last statement ends here; add a line with ``` after it"

    // MARK: Characters

    static let tab = "tab character; separate words with spaces"
    static let tabFix = "replace the tab with a space"
    static func wrongArrow(_ arrow: String) -> String { "write '->' for a segue arrow, not '\(arrow)'" }
    static let arrowFix = "replace with '->'"
    static func controlCharacter(_ c: Unicode.Scalar) -> String { "invisible control character \(code(c)) in a flow line" }
    static func curlyQuote(_ c: Unicode.Scalar) -> String {
        "curly quote '\(c)' (\(code(c))); strings use straight double quotes (\")"
    }
    static let straightQuoteFix = "replace with a straight double quote"
    static func oddSpace(_ c: Unicode.Scalar) -> String { "unusual space \(code(c)); separate words with plain spaces" }
    static let plainSpaceFix = "replace with a plain space"
    static func invisible(_ c: Unicode.Scalar) -> String { "invisible character \(code(c)) in a flow line" }
    static let removeFix = "remove the invisible character"
    static func strayCharacter(_ c: Unicode.Scalar) -> String {
        "unexpected character '\(c)'; quote text that contains punctuation, like \"Save button\""
    }
    static func unknownEscape(_ c: Unicode.Scalar) -> String {
        "unknown escape '\\\(c.value < 0x20 ? code(c) : String(c))' in a string; only \\\" and \\\\ are escapes"
    }
    static func controlInString(_ c: Unicode.Scalar) -> String { "control character \(code(c)) inside a string" }
    static let unterminatedString = "unterminated string; add the closing '\"' before the end of the line"
    static func lineTooLong(_ count: Int) -> String {
        "line is \(count) characters long; flow lines are limited to \(FlowVocabulary.maximumLineLength)"
    }

    // MARK: Names

    static func emptyName(_ what: String) -> String { "empty \(what)" }
    static func nonASCIIName(_ what: String, _ text: String, _ c: Unicode.Scalar) -> String {
        "\(what) '\(FlowLexeme.shortened(text))' contains '\(c)' (\(code(c))); use ASCII letters, digits and '_'"
    }
    static func dashInName(_ what: String, _ text: String) -> String {
        "\(what) '\(FlowLexeme.shortened(text))' contains '-'; use letters, digits and '_'"
    }
    static func replaceWith(_ text: String) -> String { "replace with '\(FlowLexeme.shortened(text))'" }
    static func digitFirst(_ what: String, _ text: String) -> String {
        "\(what) '\(FlowLexeme.shortened(text))' starts with a digit; start it with a letter or '_'"
    }
    static func dashFirst(_ what: String, _ text: String) -> String {
        "\(what) '\(FlowLexeme.shortened(text))' starts with '-'"
    }
    static func storyboardNameStart(_ text: String) -> String {
        "storyboard name '\(FlowLexeme.shortened(text))' must start with a letter"
    }
    static func quotedName(_ what: String) -> String { "\(what)s are written without quotes" }
    static let removeQuotesFix = "remove the quotes"

    // MARK: Structure

    static func expected(_ what: String, found: FlowLexeme?) -> String {
        if let found { return "expected \(what), found \(found.described)" }
        return "expected \(what) at the end of the line"
    }
    static func didYouMean(_ word: String) -> String { "did you mean '\(word)'?" }
    static let statement = "a statement ('scene', 'segue', 'unwind' or 'remove')"
    static func unknownWord(_ category: String, _ word: FlowLexeme, _ choices: [String]) -> String {
        "unknown \(category) '\(FlowLexeme.shortened(word.text))'; expected \(list(choices))"
    }
    static let sceneKind = "a scene kind (\(list(FlowVocabulary.sceneKinds)))"
    static let segueStyle = "a segue style (\(list(FlowVocabulary.segueStyles)))"
    static let removeWhat = "'scene', 'segue' or 'unwind' after 'remove'"
    static func unexpectedAfterStatement(_ token: FlowLexeme) -> String {
        "unexpected \(token.described) after the end of the statement"
    }
    static let removeHint = "a segue identifier, or 'SOURCE -> DESTINATION'"

    // MARK: Attributes

    static func unknownKey(_ statement: String, _ key: FlowLexeme) -> String {
        "unknown \(statement) attribute '\(FlowLexeme.shortened(key.text))'"
    }
    static func keyElsewhere(_ key: String, _ statement: String, _ owner: String) -> String {
        "'\(key)' is not a \(statement) attribute; it belongs on \(owner)"
    }
    static func attribute(_ flags: [String], _ example: String) -> String {
        flags.isEmpty ? "an attribute such as \(example)" : "an attribute such as \(example), or '\(flags.joined(separator: "', '"))'"
    }
    static func missingEquals(_ key: String) -> String { "expected '=' after '\(key)'" }
    static func flagWithValue(_ flag: String) -> String { "'\(flag)' is a flag and takes no value; write just '\(flag)'" }
    static func missingValue(_ key: String) -> String { "a value after '\(key)='" }
    static func oneValue(_ key: String) -> String { "'\(key)' takes one value; only 'tabs', 'static', 'prototypes' and 'actions' take lists" }
    static let listItem = "another item after ','"
    static func repeated(_ key: String) -> String { "'\(key)' is given twice in this statement" }
    static let titleTwice = "the title is given twice in this statement"
    static func onlyFor(_ key: String, _ owners: String, _ name: String, _ actual: String) -> String {
        "'\(key)' only applies to \(owners), and '\(name)' is \(article(actual)) \(actual)"
    }
    static func notOnReference(_ key: String, _ name: String) -> String {
        "'\(key)' does not apply to a storyboard reference: '\(name)' stands for a scene of another storyboard, "
            + "so describe that scene where it is declared"
    }
    static let referenceNeedsStoryboard = "a reference names its storyboard: storyboard=Name"
    static let cellsConflict = "'cells=static' and 'prototypes=' contradict each other; a table has static cells or dynamic prototypes"
    static let staticConflict = "'cells=dynamic' and 'static=' contradict each other; a table has static cells or dynamic prototypes"
    static func trigger(_ key: String) -> String {
        "a trigger after '\(key)=' (\(list(FlowVocabulary.triggers)), or a quoted label such as \"Edit button\")"
    }

    // MARK: Info string

    static let infoString = "expected the info string 'flow' or 'flow STORYBOARD'"
    static func extraInInfoString(_ word: String) -> String {
        "unexpected '\(FlowLexeme.shortened(word))' in the info string; write 'flow' or 'flow STORYBOARD'"
    }

    // MARK: Helpers

    static func code(_ c: Unicode.Scalar) -> String {
        let hex = String(c.value, radix: 16, uppercase: true)
        let padded = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        if let name = c.properties.name ?? c.properties.nameAlias { return padded + " " + name }
        return padded
    }

    static func list(_ words: [String]) -> String {
        guard words.count > 1, let last = words.last else { return words.first.map { "'\($0)'" } ?? "" }
        return words.dropLast().map { "'\($0)'" }.joined(separator: ", ") + " or '\(last)'"
    }

    static func article(_ word: String) -> String {
        guard let first = word.first else { return "a" }
        return "aeiou".contains(first) ? "an" : "a"
    }
}
