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
        let whole = abs(cents) / 100, frac = abs(cents) % 100
        if cents < 0 { append(UInt8(ascii: "-")) }
        append(decimal: whole)
        guard frac != 0 else { return }
        append(UInt8(ascii: "."))
        append(UInt8(ascii: "0") + UInt8(frac / 10))
        if frac % 10 != 0 { append(UInt8(ascii: "0") + UInt8(frac % 10)) }
    }

    /// An integer in decimal, as `String(n)` writes it.
    mutating func append(decimal n: Int) {
        if n >= 0 && n < 10 { append(UInt8(ascii: "0") + UInt8(n)); return }
        // Digits from the right into a small stack buffer (an Int has at most 20 and a sign).
        var storage: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &storage) { raw in
            var i = raw.count
            var v = n.magnitude
            repeat {
                i -= 1
                raw[i] = UInt8(ascii: "0") + UInt8(v % 10)
                v /= 10
            } while v > 0
            if n < 0 {
                i -= 1
                raw[i] = UInt8(ascii: "-")
            }
            append(bytes: UnsafeBufferPointer(rebasing: raw.bindMemory(to: UInt8.self)[i...]))
        }
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
