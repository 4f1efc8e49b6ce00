/// A piece of SVG written as a string literal: `"<rect x=\"\(x)\"…"`. A `Double` is written as
/// a coordinate, an `Int` in decimal, and text must say how: `\(esc: name)` escapes it,
/// `\(raw: kind.rawValue)` is for the diagram's own constant words only.
///
/// The bytes are kept in a fixed buffer on the stack (heap only past 256 bytes), so writing
/// an element allocates nothing.
struct SVGSnippet: ExpressibleByStringInterpolation, SVGByteSink {
    typealias Inline = (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
                        UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
                        UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
                        UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)
    static let inlineCapacity = MemoryLayout<Inline>.size

    private var inline: Inline = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                                  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    private var count = 0
    /// Bytes after the first `inlineCapacity`; once used, every later byte goes here too.
    private var overflow: [UInt8] = []

    init(stringLiteral value: StaticString) { append(value) }
    @inline(__always) init(stringInterpolation: consuming SVGSnippet) { self = stringInterpolation }
    @inline(__always) init(literalCapacity: Int, interpolationCount: Int) {}

    @inline(__always) mutating func append(_ byte: UInt8) {
        if count < Self.inlineCapacity && overflow.isEmpty {
            withUnsafeMutableBytes(of: &inline) { $0[count] = byte }
            count += 1
        } else {
            overflow.append(byte)
        }
    }

    @inline(__always) mutating func append(bytes: UnsafeBufferPointer<UInt8>) {
        if count + bytes.count <= Self.inlineCapacity && overflow.isEmpty {
            withUnsafeMutableBytes(of: &inline) { raw in
                UnsafeMutableRawBufferPointer(rebasing: raw[count...]).copyMemory(from: UnsafeRawBufferPointer(bytes))
            }
            count += bytes.count
        } else {
            overflow.append(contentsOf: bytes)
        }
    }

    /// Calls `body` with the bytes, in order: the inline part, then the overflow.
    @inline(__always) mutating func withBytes(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        let count = count
        withUnsafeBytes(of: &inline) { body(UnsafeBufferPointer(rebasing: $0.bindMemory(to: UInt8.self)[..<count])) }
        if !overflow.isEmpty { overflow.withUnsafeBufferPointer(body) }
    }
}

extension SVGSnippet: StringInterpolationProtocol {
    mutating func appendLiteral(_ literal: StaticString) { append(literal) }
    mutating func appendInterpolation(_ v: Double) { append(number: v) }
    mutating func appendInterpolation(_ n: Int) { append(decimal: n) }
    mutating func appendInterpolation(esc s: String) { append(escaping: s) }
    mutating func appendInterpolation(raw s: String) { append(raw: s) }
}
