import Foundation
import FoundationXML

/// A read-only element tree, built in one XMLParser pass.
///
/// Why not XMLDocument: on Linux it recovers from malformed XML without failing (a truncated
/// file yields half a storyboard), prints libxml2 errors to stderr, and crashes on some
/// inputs (data starting with a NUL byte). XMLParser reports every well-formedness error,
/// keeps line numbers, and this tree stores nodes in one array with index links, so even a
/// 100 000-deep document is built and freed without recursion.
final class XMLTree {
    // Filled by the parser, read-only afterwards; used on one thread.
    struct Node {
        var name: String
        var attributes: [String: String]
        var children: [Int] = []
        var parent: Int?
        var line: Int
        var text: String = ""
    }

    fileprivate(set) var nodes: [Node] = []

    /// The document element, nil for a document without one.
    var root: ParsedElement? { nodes.isEmpty ? nil : ParsedElement(tree: self, index: 0) }

    /// Parses well-formed XML; external entities are never loaded.
    static func parse(_ data: Data) -> Result<XMLTree, XMLFailure> {
        // FoundationXML traps (SIGILL) turning a name or comment with invalid UTF-8 into a
        // String, so the bytes are checked first: a UTF-8 document must be valid UTF-8 (the
        // XML spec makes a wrong encoding a fatal error too).
        if let bad = XMLEncodingCheck.firstInvalidUTF8(in: data) {
            return .failure(XMLFailure(code: XMLFailure.invalidUTF8, line: bad.line, column: bad.column, byte: bad.byte))
        }
        // FoundationXML also crashes (strlen of NULL) on a processing instruction without data
        // (`<?target?>`); storyboards carry none but the XML declaration, so the others are
        // blanked first (spaces, newlines kept, so lines and columns stay right).
        let data = XMLEncodingCheck.blankingProcessingInstructions(data)
        let tree = XMLTree()
        let builder = TreeBuilder(tree: tree)
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.delegate = builder
        let finished = parser.parse()
        if let error = parser.parserError ?? builder.error {
            return .failure(XMLFailure(code: (error as NSError).code, line: parser.lineNumber, column: parser.columnNumber))
        }
        guard finished, !tree.nodes.isEmpty else {
            return .failure(XMLFailure(code: 4, line: parser.lineNumber, column: parser.columnNumber))
        }
        return .success(tree)
    }
}

/// Where and why XMLParser gave up.
struct XMLFailure: Error {
    /// Not an XMLParser code: the bytes are not valid UTF-8 (checked before parsing).
    static let invalidUTF8 = -1

    var code: Int
    var line: Int
    var column: Int
    /// The offending byte, for `invalidUTF8`.
    var byte: UInt8 = 0

    var reason: String {
        let what: String
        switch code {
        case 4: what = "no XML document found"
        case 5: what = "the document ends too early or has content after its last element"
        case 76: what = "a closing tag does not match its opening tag"
        case Self.invalidUTF8:
            what = "byte 0x\(String(byte, radix: 16, uppercase: true)) is not valid UTF-8 (storyboards are UTF-8)"
        default: what = "malformed XML (XMLParser error \(code))"
        }
        return "\(what), at line \(max(1, line)), column \(max(1, column))"
    }
}

/// Collects parser events into the tree.
private final class TreeBuilder: NSObject, XMLParserDelegate {
    let tree: XMLTree
    var open: [Int] = []
    var error: Error?

    init(tree: XMLTree) { self.tree = tree }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        let index = tree.nodes.count
        tree.nodes.append(XMLTree.Node(name: elementName, attributes: attributeDict, parent: open.last, line: parser.lineNumber))
        if let parent = open.last { tree.nodes[parent].children.append(index) }
        open.append(index)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        _ = open.popLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard let current = open.last, tree.nodes[current].text.utf8.count < 4096 else { return }
        tree.nodes[current].text += string
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        if error == nil { error = parseError }
    }
}

/// One element of an `XMLTree`: a cheap handle (the tree and an index).
struct ParsedElement {
    let tree: XMLTree
    let index: Int

    private var node: XMLTree.Node { tree.nodes[index] }

    var name: String { node.name }
    /// The line XMLParser reported for the start tag.
    var line: Int { node.line }
    /// The character data directly inside the element.
    var text: String { node.text }

    /// An attribute's value, nil when absent or empty.
    func value(_ attribute: String) -> String? {
        guard let text = node.attributes[attribute], !text.isEmpty else { return nil }
        return text
    }

    var childElements: [ParsedElement] { node.children.map { ParsedElement(tree: tree, index: $0) } }

    var parentElement: ParsedElement? { node.parent.map { ParsedElement(tree: tree, index: $0) } }

    /// The first child element with this tag (and `key` attribute, when given).
    func child(_ tag: String, key: String? = nil) -> ParsedElement? {
        for index in node.children {
            let child = ParsedElement(tree: tree, index: index)
            if child.name == tag && (key == nil || child.value("key") == key) { return child }
        }
        return nil
    }

    /// Descendants in document order, walked without recursion.
    func descendants(where include: (ParsedElement) -> Bool = { _ in true }) -> [ParsedElement] {
        var result: [ParsedElement] = []
        var stack: [Int] = node.children.reversed()
        while let index = stack.popLast() {
            let element = ParsedElement(tree: tree, index: index)
            if include(element) { result.append(element) }
            stack.append(contentsOf: tree.nodes[index].children.reversed())
        }
        return result
    }

    static func === (a: ParsedElement, b: ParsedElement) -> Bool { a.tree === b.tree && a.index == b.index }
}
