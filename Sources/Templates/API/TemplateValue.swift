/// The data a template is rendered with: JSON-shaped values.
///
/// Sections treat a value the way JavaScript's `!!value` does (the Mustache spec's rule):
/// `null`, `false`, `0`, `0.0`, `""` and `[]` are falsey; everything else, including an
/// empty object, is truthy.
///
/// Not `indirect`: each case's payload is stored in the value itself (arrays, dictionaries and
/// records already hold their elements out of line), so making `.bool(true)` or `.string(s)`
/// allocates nothing, copying a boolean or number retains nothing, and reading a member of a
/// record does not copy it out of a box first. (Indirect, every value was a heap box: one
/// allocation per value made, one retain and release per copy.)
package enum TemplateValue: Sendable, Hashable {
    case null, bool(Bool), int(Int), double(Double), string(String)
    /// A string as UTF-8 that is written where a tag prints it (a page's body, which `{{{x}}}`
    /// writes straight into the page): a `String`'s bytes are copied through its UTF-8 view,
    /// and a string joined first would be copied twice.
    case bytes(ByteSource)
    case array([TemplateValue]), object([String: TemplateValue])
    /// An object whose names are known in advance, found faster (a page's context).
    case record(Record)
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
        case .bytes(let source): source.count > 0
        case .array(let values): !values.isEmpty
        case .object, .record: true
        }
    }

    /// The text an interpolation tag prints; nil (print nothing) for null, arrays and objects.
    ///
    /// Integers print as integers; doubles with an integral value print without a fraction
    /// (`2.0` prints `2`), others in Swift's shortest round-trip form (`1.21` prints `1.21`).
    package var interpolationText: String? {
        switch self {
        case .null, .array, .object, .record: nil
        case .bool(let value): value ? "true" : "false"
        case .int(let value): String(value)
        case .double(let value): Self.format(value)
        case .string(let value): value
        case .bytes(let source): String(decoding: source.bytes, as: UTF8.self)
        }
    }

    /// The member called `key`: an object's value, or an array's element when `key` is an index.
    package subscript(key: String) -> TemplateValue? {
        switch self {
        case .object(let members):
            return members[key]
        case .record(let record):
            return record[key]
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
