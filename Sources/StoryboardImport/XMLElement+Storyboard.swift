import FoundationXML

/// Small, allocation-light views of the XML tree used by the readers.
extension XMLElement {
    /// An attribute's value, nil when absent or empty.
    func value(_ name: String) -> String? {
        guard let text = attribute(forName: name)?.stringValue, !text.isEmpty else { return nil }
        return text
    }

    /// The child elements, in document order.
    var childElements: [XMLElement] {
        (children ?? []).compactMap { $0 as? XMLElement }
    }

    /// The first child element with this tag (and `key` attribute, when given).
    func child(_ tag: String, key: String? = nil) -> XMLElement? {
        childElements.first { $0.name == tag && (key == nil || $0.value("key") == key) }
    }

    /// All descendant elements in document order, walked with an explicit stack so deep
    /// nesting cannot overflow the call stack.
    func descendants(where include: (XMLElement) -> Bool = { _ in true }) -> [XMLElement] {
        var result: [XMLElement] = []
        var stack: [XMLElement] = childElements.reversed()
        while let element = stack.popLast() {
            if include(element) { result.append(element) }
            stack.append(contentsOf: element.childElements.reversed())
        }
        return result
    }

    /// The parent, when it is an element.
    var parentElement: XMLElement? { parent as? XMLElement }
}
