import FlowSyntax
import SourceModel

/// Where rules point for each element: the exact token when the element came from a flow block.
extension Scene {
    var nameSpan: Span { syntax.map { Span($0.name) } ?? Span(location) }
    var initialSpan: Span { syntax?.initial.map(Span.init) ?? nameSpan }
    /// The value token of a scene attribute (`root=Master` → `Master`), by index for lists.
    func valueSpan(_ key: String, at index: Int = 0) -> Span {
        guard let values = syntax?.attributes.named(key)?.values, index < values.count else { return nameSpan }
        return Span(values[index])
    }
    /// The value token naming `child` in a relationship attribute.
    func relationshipSpan(_ key: String, child: String) -> Span {
        guard let values = syntax?.attributes.named(key)?.values, let token = values.first(where: { $0.text == child }) else {
            return nameSpan
        }
        return Span(token)
    }
    func attributeKeySpan(_ key: String) -> Span? { syntax?.attributes.named(key).map { Span($0.key) } }
}

extension Segue {
    var keywordSpan: Span { syntax.map { Span($0.keyword) } ?? Span(location) }
    var sourceSpan: Span { syntax.map { Span($0.source) } ?? Span(location) }
    var destinationSpan: Span { syntax.map { Span($0.destination) } ?? Span(location) }
    var styleSpan: Span { syntax.map { Span($0.style) } ?? Span(location) }
    var triggerSpan: Span { syntax?.trigger.map(Span.init) ?? keywordSpan }
    var identifierSpan: Span { syntax?.identifier.map(Span.init) ?? keywordSpan }
    /// How messages name a segue: its identifier, else `Source -> Destination`.
    var described: String { identifier.map { "segue '\($0)'" } ?? "segue '\(source) -> \(destination)'" }
}

extension Unwind {
    var keywordSpan: Span { syntax.map { Span($0.keyword) } ?? Span(location) }
    var sourceSpan: Span { syntax.map { Span($0.source) } ?? Span(location) }
    var targetSpan: Span { syntax.map { Span($0.target) } ?? Span(location) }
    var actionSpan: Span { syntax.map { Span($0.action) } ?? Span(location) }
    var triggerSpan: Span { syntax?.trigger.map(Span.init) ?? keywordSpan }
    var identifierSpan: Span { syntax?.identifier.map(Span.init) ?? keywordSpan }
    var described: String { identifier.map { "unwind '\($0)'" } ?? "unwind '\(source) -> \(target).\(action)'" }
}
