/// Something SVG text is written into as UTF-8 bytes: the whole diagram (`SVGWriter`) or one
/// interpolated literal (`SVGSnippet`). The formatting rules live here, once.
protocol SVGByteSink {
    mutating func append(_ byte: UInt8)
    mutating func append(bytes: UnsafeBufferPointer<UInt8>)
}

extension SVGByteSink {
    mutating func append(_ s: StaticString) {
        s.withUTF8Buffer { append(bytes: $0) }
    }

    /// The diagram's own words (classes, kind names), unescaped.
    mutating func append(raw s: String) {
        var s = s
        s.withUTF8 { append(bytes: $0) }
    }

    /// A coordinate: rounded to hundredths; integers without a fraction, otherwise one or two
    /// decimals without a trailing zero ("12", "12.5", "12.05", "-0.25"); "0" for anything
    /// not finite or of 1e12 and beyond.
    mutating func append(number v: Double) {
        guard v.isFinite, abs(v) < 1e12 else { append(UInt8(ascii: "0")); return }
        let cents = Int((v * 100).rounded())
        let frac = Int(cents.magnitude % 100)
        guard frac != 0 else { append(decimal: cents / 100); return }
        // Written from the right into a small stack buffer, then appended at once.
        var storage: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        withUnsafeMutableBytes(of: &storage) { raw in
            var i = raw.count
            if frac % 10 != 0 {
                i -= 1
                raw[i] = UInt8(ascii: "0") + UInt8(frac % 10)
            }
            i -= 1
            raw[i] = UInt8(ascii: "0") + UInt8(frac / 10)
            i -= 1
            raw[i] = UInt8(ascii: ".")
            i = Self.writeDigits(cents.magnitude / 100, negative: cents < 0, before: i, in: raw)
            append(bytes: UnsafeBufferPointer(rebasing: raw.bindMemory(to: UInt8.self)[i...]))
        }
    }

    /// An integer in decimal, as `String(n)` writes it.
    mutating func append(decimal n: Int) {
        if n >= 0 && n < 10 { append(UInt8(ascii: "0") + UInt8(n)); return }
        var storage: (UInt64, UInt64, UInt64) = (0, 0, 0)  // an Int has at most 20 digits and a sign
        withUnsafeMutableBytes(of: &storage) { raw in
            let i = Self.writeDigits(n.magnitude, negative: n < 0, before: raw.count, in: raw)
            append(bytes: UnsafeBufferPointer(rebasing: raw.bindMemory(to: UInt8.self)[i...]))
        }
    }

    /// Writes `v` (with a minus sign when `negative`) so that it ends just before `end`;
    /// returns where it starts.
    private static func writeDigits(_ v: UInt, negative: Bool, before end: Int, in raw: UnsafeMutableRawBufferPointer) -> Int {
        var i = end, v = v
        repeat {
            i -= 1
            raw[i] = UInt8(ascii: "0") + UInt8(v % 10)
            v /= 10
        } while v > 0
        if negative {
            i -= 1
            raw[i] = UInt8(ascii: "-")
        }
        return i
    }

    /// `s` with `&`, `<`, `>`, `"` and `'` escaped exactly as `HTMLEscaping.escape` does;
    /// unchanged runs are copied whole.
    mutating func append(escaping s: String) {
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
                append(bytes: UnsafeBufferPointer(rebasing: utf8[run..<i]))
                append(entity)
                run = i + 1
            }
            append(bytes: UnsafeBufferPointer(rebasing: utf8[run..<utf8.count]))
        }
    }
}
