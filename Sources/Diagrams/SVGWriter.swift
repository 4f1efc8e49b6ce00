/// The SVG being written, as UTF-8 bytes in one growing buffer. Calls chain, and each writes
/// its piece straight into the buffer (no `String` per element or per number):
///
///     out.raw("<rect class=\"fd-card\"").attr("x", x0).attr("y", y0).raw("/>")
///
/// `raw` takes literals only; text from the storyboard goes through `esc` (or
/// `attr(_:esc:)`), which escapes exactly as `HTMLEscaping.escape` does.
///
/// The mutable state sits behind a pointer held in a `let`: a class's stored `var`s are
/// checked for exclusive access at run time on every use, which would cost more than the
/// writing itself.
final class SVGWriter {
    private struct State {
        var base: UnsafeMutablePointer<UInt8>
        var capacity: Int
        var count: Int
    }

    private let state: UnsafeMutablePointer<State>

    private var base: UnsafeMutablePointer<UInt8> {
        get { state.pointee.base }
        set { state.pointee.base = newValue }
    }
    private var capacity: Int {
        get { state.pointee.capacity }
        set { state.pointee.capacity = newValue }
    }
    /// Bytes written so far.
    private(set) var count: Int {
        get { state.pointee.count }
        set { state.pointee.count = newValue }
    }

    init(capacity: Int) {
        let size = max(capacity, 64)
        state = .allocate(capacity: 1)
        state.initialize(to: State(base: .allocate(capacity: size), capacity: size, count: 0))
    }

    deinit {
        state.pointee.base.deallocate()
        state.deinitialize(count: 1)
        state.deallocate()
    }

    // MARK: Pieces

    // Each chaining call is a tiny always-inlined wrapper around the work: inlined, handing
    // back `self` costs nothing, where a call would retain and release the writer.

    @discardableResult @inline(__always)
    func raw(_ s: StaticString) -> SVGWriter {
        s.withUTF8Buffer { put($0.baseAddress, $0.count) }
        return self
    }

    /// One of the diagram's own words (a class name, a kind), unescaped.
    @discardableResult @inline(__always)
    func word(_ s: String) -> SVGWriter {
        writeWord(s)
        return self
    }

    /// `s` with `&`, `<`, `>`, `"` and `'` escaped as `HTMLEscaping.escape` does; unchanged
    /// runs are copied whole.
    @discardableResult @inline(__always)
    func esc(_ s: String) -> SVGWriter {
        writeEscaped(s)
        return self
    }

    private func writeEscaped(_ s: String) {
        var s = s
        s.withUTF8 { utf8 in
            guard let p = utf8.baseAddress else { return }
            var run = 0
            for i in 0..<utf8.count {
                let entity: StaticString
                switch p[i] {
                case UInt8(ascii: "&"): entity = "&amp;"
                case UInt8(ascii: "<"): entity = "&lt;"
                case UInt8(ascii: ">"): entity = "&gt;"
                case UInt8(ascii: "\""): entity = "&quot;"
                case UInt8(ascii: "'"): entity = "&#39;"
                default: continue
                }
                put(p + run, i - run)
                raw(entity)
                run = i + 1
            }
            put(p + run, utf8.count - run)
        }
    }

    private func writeWord(_ s: String) {
        var s = s
        s.withUTF8 { put($0.baseAddress, $0.count) }
    }

    /// A coordinate: rounded to hundredths; integers without a fraction, otherwise one or two
    /// decimals without a trailing zero ("12", "12.5", "12.05", "-0.25"); "0" for anything
    /// not finite or of 1e12 and beyond.
    @discardableResult @inline(__always)
    func num(_ v: Double) -> SVGWriter {
        writeNumber(v)
        return self
    }

    private func writeNumber(_ v: Double) {
        guard v.isFinite, abs(v) < 1e12 else { raw("0"); return }
        // Layout coordinates are mostly whole, halves or quarters: then v * 100 is exact and
        // needs no rounding (a library call).
        let cents: Int
        if let whole = Int(exactly: v) {
            digits(whole.magnitude, negative: whole < 0)
            return
        } else if let quarters = Int(exactly: v * 4) {
            cents = quarters * 25
        } else {
            cents = Int((v * 100).rounded())
        }
        let frac = Int(cents.magnitude % 100)
        if frac == 0 {
            digits(cents.magnitude / 100, negative: cents < 0)
            return
        }
        digits(cents.magnitude / 100, negative: cents < 0)
        reserve(3)
        base[count] = UInt8(ascii: ".")
        base[count + 1] = UInt8(ascii: "0") + UInt8(frac / 10)
        count += 2
        if frac % 10 != 0 {
            base[count] = UInt8(ascii: "0") + UInt8(frac % 10)
            count += 1
        }
    }

    /// An integer in decimal, as `String(n)` writes it.
    @discardableResult @inline(__always)
    func int(_ n: Int) -> SVGWriter {
        digits(n.magnitude, negative: n < 0)
        return self
    }

    /// ` name="v"` for a coordinate.
    @discardableResult @inline(__always)
    func attr(_ name: StaticString, _ v: Double) -> SVGWriter {
        raw(" ").raw(name).raw("=\"").num(v).raw("\"")
    }

    /// ` name="text"`, escaped.
    @discardableResult @inline(__always)
    func attr(_ name: StaticString, esc text: String) -> SVGWriter {
        raw(" ").raw(name).raw("=\"").esc(text).raw("\"")
    }

    /// "x y", as in path data.
    @discardableResult @inline(__always)
    func pt(_ x: Double, _ y: Double) -> SVGWriter { num(x).raw(" ").num(y) }

    /// Writes bytes already written (`range`) again.
    func appendCopy(of range: Range<Int>) {
        reserve(range.count)
        (base + count).update(from: base + range.lowerBound, count: range.count)
        count += range.count
    }

    // MARK: Buffer

    /// `v` in decimal, after a minus sign when `negative` (also for a zero whole part: "-0.5").
    private func digits(_ v: UInt, negative: Bool) {
        var length = 0
        var rest = v
        repeat {
            length += 1
            rest /= 10
        } while rest > 0
        reserve(length + 1)
        if negative {
            base[count] = UInt8(ascii: "-")
            count += 1
        }
        var i = count + length
        rest = v
        repeat {
            i -= 1
            base[i] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        } while rest > 0
        count += length
    }

    private func put(_ p: UnsafePointer<UInt8>?, _ n: Int) {
        guard let p, n > 0 else { return }
        reserve(n)
        if n <= 16 {
            for i in 0..<n { base[count + i] = p[i] }
        } else {
            (base + count).update(from: p, count: n)
        }
        count += n
    }

    private func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        let bigger = max(count + extra, capacity * 2)
        let fresh = UnsafeMutablePointer<UInt8>.allocate(capacity: bigger)
        fresh.update(from: base, count: count)
        base.deallocate()
        base = fresh
        capacity = bigger
    }

    // MARK: Text

    /// The finished text. Every byte came from a `String` or a literal, so it is valid UTF-8;
    /// still, `String` checks it, and checks non-ASCII bytes one at a time but ASCII a word
    /// at a time. So long ASCII runs are turned into text on their own, and the few short
    /// stretches around non-ASCII characters (arrows, dashes, names) apart.
    var text: String {
        let base = UnsafePointer(self.base), n = count
        var result = ""
        result.reserveCapacity(n)
        var start = 0  // first byte not yet in `result`; always at a character boundary
        func flush(_ end: Int) {
            guard end > start else { return }
            result += String(decoding: UnsafeBufferPointer(start: base + start, count: end - start), as: UTF8.self)
            start = end
        }
        var i = 0  // first byte of the current ASCII run
        while let j = Self.firstNonASCII(base, from: i, to: n) {
            if j - i >= 256 { flush(i); flush(j) }
            i = j
            while i < n && base[i] >= 0x80 { i += 1 }  // a run of whole multi-byte characters
        }
        if n - i >= 256 { flush(i) }
        flush(n)
        return result
    }

    private static func firstNonASCII(_ base: UnsafePointer<UInt8>, from: Int, to n: Int) -> Int? {
        var p = from
        while p + 8 <= n {
            if UnsafeRawPointer(base + p).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { break }
            p += 8
        }
        while p < n {
            if base[p] >= 0x80 { return p }
            p += 1
        }
        return nil
    }
}
