import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A parsed SVG for markup assertions: elements in document order with their attributes.
struct SVGTree {
    struct Node {
        var name: String
        var attributes: [String: String]
        var children: [Node]
        var text: String

        /// This node and all below it, in document order.
        var all: [Node] { [self] + children.flatMap(\.all) }
        func first(_ name: String) -> Node? { all.dropFirst().first { $0.name == name } }
    }

    let root: Node

    init(_ svg: String) throws {
        let doc = try XMLDocument(xmlString: svg, options: [])
        guard let element = doc.rootElement() else { throw CocoaError(.fileReadCorruptFile) }
        root = Self.node(element)
    }

    private static func node(_ e: XMLElement) -> Node {
        var attributes: [String: String] = [:]
        for a in e.attributes ?? [] { if let n = a.name { attributes[n] = a.stringValue ?? "" } }
        let children = (e.children ?? []).compactMap { $0 as? XMLElement }.map(node)
        return Node(name: e.localName ?? e.name ?? "", attributes: attributes, children: children, text: e.stringValue ?? "")
    }

    var all: [Node] { root.all }
}
