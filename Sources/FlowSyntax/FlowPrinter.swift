/// Writes flow statements: the one place, beside the parser, that knows how names are spelt and
/// when a value needs quotes. `parse(print(x))` gives back `x` (a test checks it on every
/// storyboard of the corpus), so what the importer writes always reads back as it meant.
package enum FlowPrinter {
    /// An attribute value, as the grammar types it.
    package enum Value: Sendable, Hashable {
        /// A scene or action name: always bare (the caller guarantees the shape).
        case name(String)
        /// A segue identifier, storyboard ID, reuse identifier or class: bare when the lexer
        /// reads it as one word of that shape, else quoted.
        case loose(String)
        /// A class name: bare when it is an identifier, else quoted (`"Module.Class"`).
        case className(String)
        /// A storyboard name (bare; the caller guarantees the shape).
        case storyboard(String)
        /// A keyword such as `cell` or `manual`.
        case keyword(String)
        /// Free text, always quoted: a title, a control's label.
        case text(String)
    }

    /// `"…"` with `"` and `\` escaped; control characters (which a string may not hold) become spaces.
    package static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default: result += scalar.value < 0x20 || scalar.value == 0x7F ? " " : String(scalar)
            }
        }
        return result + "\""
    }

    /// Whether `text` can be written bare where the grammar expects a word of `shape`.
    package static func isBare(_ text: String, _ shape: NameRules.Shape) -> Bool {
        NameRules.isValid(text, shape: shape) && !text.contains("->")
    }

    package static func write(_ value: Value) -> String {
        switch value {
        case .name(let text), .storyboard(let text), .keyword(let text): text
        case .loose(let text): isBare(text, .looseIdentifier) ? text : quoted(text)
        case .className(let text): isBare(text, .identifier) ? text : quoted(text)
        case .text(let text): quoted(text)
        }
    }

    /// `key=a,b` (or the flag `key` when there are no values).
    package static func attribute(_ key: String, _ values: [Value]) -> String {
        values.isEmpty ? key : key + "=" + values.map(write).joined(separator: ",")
    }

    /// `scene NAME: KIND ["Title"] ATTRIBUTES…`.
    package static func scene(_ name: String, kind: String, title: String?, attributes: [String]) -> String {
        (["scene \(name):", kind] + (title.map { [quoted($0)] } ?? []) + attributes).joined(separator: " ")
    }

    /// `segue [ID:] SOURCE -> DESTINATION STYLE ATTRIBUTES…`.
    package static func segue(_ identifier: String?, _ source: String, _ destination: String, style: String,
                              attributes: [String]) -> String {
        (["segue"] + (identifier.map { [write(.loose($0)) + ":"] } ?? []) + [source, "->", destination, style] + attributes)
            .joined(separator: " ")
    }

    /// `unwind [ID:] SOURCE -> TARGET.ACTION ATTRIBUTES…`.
    package static func unwind(_ identifier: String?, _ source: String, _ target: String, action: String,
                               attributes: [String]) -> String {
        (["unwind"] + (identifier.map { [write(.loose($0)) + ":"] } ?? []) + [source, "->", "\(target).\(action)"] + attributes)
            .joined(separator: " ")
    }
}
