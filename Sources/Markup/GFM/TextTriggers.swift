import CCmark

/// What a text node's literal could hold for the GFM inline passes, found in one pass over its
/// bytes without copying them: most text holds none, and is then left alone.
struct TextTriggers: OptionSet {
    let rawValue: UInt8
    static let tilde = TextTriggers(rawValue: 1)
    static let at = TextTriggers(rawValue: 2)
    /// `www.` or `://`.
    static let url = TextTriggers(rawValue: 4)
    /// `[^`.
    static let footnote = TextTriggers(rawValue: 8)

    static func of(_ node: OpaquePointer) -> TextTriggers {
        guard cmark_node_get_type(node) == CMARK_NODE_TEXT, let literal = cmark_node_get_literal(node) else { return [] }
        return literal.withMemoryRebound(to: UInt8.self, capacity: 1) { bytes in
            var found: TextTriggers = []
            var index = 0
            while true {
                let byte = bytes[index]
                switch byte {
                case 0: return found
                case UInt8(ascii: "~"), 0x02: found.insert(.tilde)
                case UInt8(ascii: "@"): found.insert(.at)
                case UInt8(ascii: "."):
                    if index >= 3, bytes[index - 1] | 0x20 == UInt8(ascii: "w"), bytes[index - 2] | 0x20 == UInt8(ascii: "w"),
                       bytes[index - 3] | 0x20 == UInt8(ascii: "w") { found.insert(.url) }
                case UInt8(ascii: ":"):
                    if bytes[index + 1] == UInt8(ascii: "/"), bytes[index + 2] == UInt8(ascii: "/") { found.insert(.url) }
                case UInt8(ascii: "["):
                    if bytes[index + 1] == UInt8(ascii: "^") { found.insert(.footnote) }
                default: break
                }
                index += 1
            }
        }
    }

    /// The triggers of a container's direct text children together.
    static func ofChildren(_ container: OpaquePointer) -> TextTriggers {
        var found: TextTriggers = []
        var child = cmark_node_first_child(container)
        while let current = child {
            found.formUnion(of(current))
            child = cmark_node_next(current)
        }
        return found
    }
}
