/// The data a template is rendered with: JSON-shaped values.
///
/// Sections treat a value the way JavaScript's `!!value` does (the Mustache spec's rule):
/// `null`, `false`, `0`, `0.0`, `""` and `[]` are falsey; everything else, including an
/// empty object, is truthy.
package indirect enum TemplateValue: Sendable, Hashable {
    case null, bool(Bool), int(Int), double(Double), string(String)
    /// A string as its UTF-8 bytes: a page's pre-rendered body, which `{{{x}}}` appends to the
    /// page in one copy (a `String`'s bytes are copied through its UTF-8 view).
    case utf8([UInt8])
    case array([TemplateValue]), object([String: TemplateValue])
}

extension TemplateValue {
    /// Whether a section `{{#x}}` shows its content for this value (JavaScript truthiness).
    package var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let value): value
        case .int(let value): value != 0
        case .double(let value): value != 0 && !value.isNaN
        case .string(let value): !value.isEmpty
        case .utf8(let bytes): !bytes.isEmpty
        case .array(let values): !values.isEmpty
        case .object: true
        }
    }

    /// The text an interpolation tag prints; nil (print nothing) for null, arrays and objects.
    ///
    /// Integers print as integers; doubles with an integral value print without a fraction
    /// (`2.0` prints `2`), others in Swift's shortest round-trip form (`1.21` prints `1.21`).
    package var interpolationText: String? {
        switch self {
        case .null, .array, .object: nil
        case .bool(let value): value ? "true" : "false"
        case .int(let value): String(value)
        case .double(let value): Self.format(value)
        case .string(let value): value
        case .utf8(let bytes): String(decoding: bytes, as: UTF8.self)
        }
    }

    /// The member called `key`: an object's value, or an array's element when `key` is an index.
    package subscript(key: String) -> TemplateValue? {
        switch self {
        case .object(let members):
            return members[key]
        case .array(let elements):
            guard let index = Int(key), elements.indices.contains(index) else { return nil }
            return elements[index]
        default:
            return nil
        }
    }

    private static func format(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(.towardZero), abs(value) < 1e15 {
            return String(Int(value))
        }
        return String(describing: value)
    }
}
