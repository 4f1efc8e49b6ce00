import CCmark
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
        var found: TextTriggers = []
        // libc's strpbrk jumps from one byte that may matter to the next.
        var cursor = literal
        while let hit = strpbrk(cursor, "~@.:[\u{2}") {
            let byte = UInt8(bitPattern: hit.pointee)
            switch byte {
            case UInt8(ascii: "~"), 0x02: found.insert(.tilde)
            case UInt8(ascii: "@"): found.insert(.at)
            case UInt8(ascii: "."):
                let index = literal.distance(to: hit)
                if index >= 3, UInt8(bitPattern: hit[-1]) | 0x20 == UInt8(ascii: "w"), UInt8(bitPattern: hit[-2]) | 0x20 == UInt8(ascii: "w"),
                   UInt8(bitPattern: hit[-3]) | 0x20 == UInt8(ascii: "w") { found.insert(.url) }
            case UInt8(ascii: ":"):
                if hit[1] == CChar(UInt8(ascii: "/")), hit[2] == CChar(UInt8(ascii: "/")) { found.insert(.url) }
            case UInt8(ascii: "["):
                if hit[1] == CChar(UInt8(ascii: "^")) { found.insert(.footnote) }
            default: break
            }
            cursor = UnsafePointer(hit + 1)
        }
        return found
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
