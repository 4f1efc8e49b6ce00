/// Literal syntax, so a page context reads like JSON:
/// `["title": "Colorboard", "chapters": ["Launch", "Ratings"], "draft": false]`.
extension TemplateValue: ExpressibleByStringLiteral {
    package init(stringLiteral value: String) { self = .string(value) }
}

extension TemplateValue: ExpressibleByBooleanLiteral {
    package init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension TemplateValue: ExpressibleByIntegerLiteral {
    package init(integerLiteral value: Int) { self = .int(value) }
}

extension TemplateValue: ExpressibleByFloatLiteral {
    package init(floatLiteral value: Double) { self = .double(value) }
}

extension TemplateValue: ExpressibleByNilLiteral {
    package init(nilLiteral: ()) { self = .null }
}

extension TemplateValue: ExpressibleByArrayLiteral {
    package init(arrayLiteral elements: TemplateValue...) { self = .array(elements) }
}

extension TemplateValue: ExpressibleByDictionaryLiteral {
    /// A repeated key keeps its last value.
    package init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
