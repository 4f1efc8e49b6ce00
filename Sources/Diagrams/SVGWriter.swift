/// The SVG being written, as UTF-8 bytes. Drawing appends `SVGSnippet`s (string literals whose
/// interpolations format numbers and escape text) straight into one buffer, so no
/// intermediate `String`s are made per element.
struct SVGWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    /// The finished text. Every byte came from a `String` or an ASCII literal, so it is valid UTF-8.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    static func += (out: inout SVGWriter, snippet: SVGSnippet) { out.bytes.append(contentsOf: snippet.bytes) }

    mutating func raw(_ s: StaticString) { Self.append(s, to: &bytes) }
    mutating func number(_ v: Double) { Self.append(number: v, to: &bytes) }
    mutating func escaped(_ s: String) { Self.append(escaping: s, to: &bytes) }

    // MARK: Byte helpers shared with SVGSnippet

    static func append(_ s: StaticString, to bytes: inout [UInt8]) {
        s.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// A coordinate: rounded to hundredths; integers without a fraction, otherwise one or two
    /// decimals without a trailing zero ("12", "12.5", "12.05", "-0.25"); "0" for anything
    /// not finite or of 1e12 and beyond.
    static func append(number v: Double, to bytes: inout [UInt8]) {
        guard v.isFinite, abs(v) < 1e12 else { bytes.append(UInt8(ascii: "0")); return }
        let cents = Int((v * 100).rounded())
        let whole = abs(cents) / 100, frac = abs(cents) % 100
        if cents < 0 { bytes.append(UInt8(ascii: "-")) }
        append(decimal: whole, to: &bytes)
        guard frac != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        bytes.append(UInt8(ascii: "0") + UInt8(frac / 10))
        if frac % 10 != 0 { bytes.append(UInt8(ascii: "0") + UInt8(frac % 10)) }
    }

    /// An integer in decimal, as `String(n)` writes it.
    static func append(decimal n: Int, to bytes: inout [UInt8]) {
        if n < 0 {
            bytes.append(UInt8(ascii: "-"))
            guard n != .min else { bytes.append(contentsOf: String(n).utf8.dropFirst()); return }
            append(decimal: -n, to: &bytes)
            return
        }
        var divisor = 1
        while divisor <= n / 10 { divisor *= 10 }
        var rest = n
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    /// `s` with `&`, `<`, `>`, `"` and `'` escaped exactly as `HTMLEscaping.escape` does,
    /// written without making a new string; unchanged runs are copied whole.
    static func append(escaping s: String, to bytes: inout [UInt8]) {
        var s = s
        s.withUTF8 { utf8 in
            var run = 0
            for i in 0..<utf8.count {
                let entity: StaticString
                switch utf8[i] {
                case UInt8(ascii: "&"): entity = "&amp;"
                case UInt8(ascii: "<"): entity = "&lt;"
                case UInt8(ascii: ">"): entity = "&gt;"
                case UInt8(ascii: "\""): entity = "&quot;"
                case UInt8(ascii: "'"): entity = "&#39;"
                default: continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<i]))
                append(entity, to: &bytes)
                run = i + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<utf8.count]))
        }
    }
}

/// A piece of SVG written as a string literal: `"<rect x=\"\(x)\"…"`. A `Double` is written as
/// a coordinate, an `Int` in decimal, and text must say how: `\(esc: name)` escapes it,
/// `\(raw: kind.rawValue)` is for the diagram's own constant words only.
struct SVGSnippet: ExpressibleByStringInterpolation {
    var bytes: [UInt8]

    init(stringLiteral value: StaticString) {
        bytes = []
        SVGWriter.append(value, to: &bytes)
    }

    init(stringInterpolation: Interpolation) { bytes = stringInterpolation.bytes }

    struct Interpolation: StringInterpolationProtocol {
        var bytes: [UInt8] = []

        init(literalCapacity: Int, interpolationCount: Int) {
            bytes.reserveCapacity(literalCapacity + interpolationCount * 8)
        }

        mutating func appendLiteral(_ literal: StaticString) { SVGWriter.append(literal, to: &bytes) }
        mutating func appendInterpolation(_ v: Double) { SVGWriter.append(number: v, to: &bytes) }
        mutating func appendInterpolation(_ n: Int) { SVGWriter.append(decimal: n, to: &bytes) }
        mutating func appendInterpolation(esc s: String) { SVGWriter.append(escaping: s, to: &bytes) }
        mutating func appendInterpolation(raw s: String) { bytes.append(contentsOf: s.utf8) }
    }
}
