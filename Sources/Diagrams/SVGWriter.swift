import SourceModel

/// The SVG being written, as UTF-8 bytes in one growing array. A value the drawing functions
/// take `inout`, each call writing its piece straight into the array (no `String` per element
/// or per number):
///
///     out.raw("<rect class=\"fd-card\""); out.attr("x", x0); out.attr("y", y0); out.raw("/>")
///
/// (A struct, not a class: a class's stored array is checked for exclusive access at run time
/// on every call, two calls into the runtime, where an `inout` value is checked when compiled.)
///
/// `raw` takes literals only; text from the storyboard goes through `esc` (or
/// `attr(_:esc:)`), which is `HTMLEscaping`'s own escaper writing into the array.
struct SVGWriter {
    /// Everything written, UTF-8. A chapter page copies it into its own bytes as it is: no
    /// `String` is made of it (making one checks the bytes as UTF-8, one by one past the first
    /// character beyond ASCII, and every edge's tooltip has an arrow " → ").
    private(set) var bytes: [UInt8]

    init(capacity: Int) {
        bytes = []
        bytes.reserveCapacity(max(capacity, 64))
    }

    /// Bytes written so far: the positions `appendCopy(of:)` and a drawing's pieces take.
    var count: Int { bytes.count }

    /// Forgets what was written, keeping the storage.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }

    // MARK: Pieces

    @inline(__always)
    mutating func raw(_ s: StaticString) {
        Self.append(s, to: &bytes)
    }

    /// Bytes written before (a piece of an earlier drawing), copied in.
    mutating func append(_ piece: Span<UInt8>) {
        ByteSearch.append(piece, to: &bytes)
    }

    /// One of the diagram's own words (a class name, a kind), unescaped.
    mutating func word(_ s: String) {
        let utf8 = s.utf8
        ByteSearch.append(utf8.span, to: &bytes)
    }

    /// `s` with `&`, `<`, `>`, `"` and `'` escaped, by `HTMLEscaping` (the one escaper).
    mutating func esc(_ s: String) {
        HTMLEscaping.append(s, to: &bytes)
    }

    /// A coordinate: rounded to hundredths; integers without a fraction, otherwise one or two
    /// decimals without a trailing zero ("12", "12.5", "12.05", "-0.25"); "0" for anything
    /// not finite or of 1e12 and beyond.
    mutating func num(_ v: Double) {
        bytes.append(addingCapacity: Self.longestNumber) { Self.number(v, to: &$0) }
    }

    /// An integer in decimal, as `String(n)` writes it.
    mutating func int(_ n: Int) {
        bytes.append(addingCapacity: Self.longestNumber) { Self.digits(n.magnitude, negative: n < 0, to: &$0) }
    }

    /// ` name="v"` for a coordinate: room for all of it made once, and the bytes written into
    /// it (an `Array.append` of one byte, not inlined into a drawing function, was about 30
    /// instructions).
    @inline(__always)
    mutating func attr(_ name: StaticString, _ v: Double) {
        name.withUTF8Buffer { piece in
            bytes.append(addingCapacity: piece.count + 4 + Self.longestNumber) { out in
                Self.open(piece, to: &out)
                Self.number(v, to: &out)
                out.append(UInt8(ascii: "\""))
            }
        }
    }

    /// ` name="text"`, escaped.
    @inline(__always)
    mutating func attr(_ name: StaticString, esc text: String) {
        name.withUTF8Buffer { piece in
            bytes.append(addingCapacity: piece.count + 3) { out in Self.open(piece, to: &out) }
        }
        HTMLEscaping.append(text, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    /// ` name="`: the opening of an attribute, into room already made.
    @inline(__always)
    private static func open(_ name: UnsafeBufferPointer<UInt8>, to out: inout OutputSpan<UInt8>) {
        out.append(UInt8(ascii: " "))
        for b in name { out.append(b) }
        out.append(UInt8(ascii: "="))
        out.append(UInt8(ascii: "\""))
    }

    /// A path command: `letter` and a number given in hundredths (`SVGWriter.hundredths(_:)`
    /// of a `Double`, written as `num` writes that `Double`): `h5`, written in one go.
    mutating func command(_ letter: UInt8, _ a: Int) {
        bytes.append(addingCapacity: 1 + Self.longestNumber) { out in
            out.append(letter)
            Self.hundredths(a, to: &out)
        }
    }

    /// A path command with two numbers in hundredths (`M5 10`, `l5-5`): the second after a
    /// space unless it starts with its minus sign.
    mutating func command(_ letter: UInt8, _ a: Int, _ b: Int) {
        bytes.append(addingCapacity: 2 + 2 * Self.longestNumber) { out in
            out.append(letter)
            Self.hundredths(a, to: &out)
            Self.separated(b, to: &out)
        }
    }

    /// A path command with four numbers in hundredths (`q5 0 5-5`), separated as in
    /// `command(_:_:_:)`.
    mutating func command(_ letter: UInt8, _ a: Int, _ b: Int, _ c: Int, _ d: Int) {
        bytes.append(addingCapacity: 4 + 4 * Self.longestNumber) { out in
            out.append(letter)
            Self.hundredths(a, to: &out)
            Self.separated(b, to: &out)
            Self.separated(c, to: &out)
            Self.separated(d, to: &out)
        }
    }

    /// Writes bytes already written (`range`) again.
    mutating func appendCopy(of range: Range<Int>) {
        // Copied out first: appending a slice of the array to itself would copy all of it.
        let piece = Array(bytes[range])
        bytes.append(contentsOf: piece)
    }

    // MARK: Bytes

    /// The most bytes `number`, `hundredths` or `digits` writes: a sign, 19 digits, and a
    /// point and two decimals.
    private static var longestNumber: Int { 24 }

    /// (Inlined, a literal's length is known: a short one is appended byte by byte, which is
    /// cheaper than the general copy.)
    @inline(__always)
    private static func append(_ s: StaticString, to bytes: inout [UInt8]) {
        s.withUTF8Buffer { piece in
            if piece.count <= 4 {
                for b in piece { bytes.append(b) }
            } else {
                bytes.append(contentsOf: piece)
            }
        }
    }

    private static func number(_ v: Double, to bytes: inout OutputSpan<UInt8>) {
        guard v.isFinite, abs(v) < 1e12 else { bytes.append(UInt8(ascii: "0")); return }
        // Layout coordinates are mostly whole, halves or quarters: then v * 100 is exact and
        // needs no rounding (a library call).
        let cents: Int
        if let whole = Int(exactly: v) {
            digits(whole.magnitude, negative: whole < 0, to: &bytes)
            return
        } else if let quarters = Int(exactly: v * 4) {
            cents = quarters * 25
        } else {
            cents = Int((v * 100).rounded())
        }
        hundredths(cents, to: &bytes)
    }

    /// A number in hundredths after the space that separates it from the one before, which
    /// its minus sign makes unneeded.
    private static func separated(_ c: Int, to bytes: inout OutputSpan<UInt8>) {
        if c >= 0 { bytes.append(UInt8(ascii: " ")) }
        hundredths(c, to: &bytes)
    }

    private static func hundredths(_ c: Int, to bytes: inout OutputSpan<UInt8>) {
        digits(c.magnitude / 100, negative: c < 0, to: &bytes)
        let frac = Int(c.magnitude % 100)
        guard frac != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        bytes.append(UInt8(ascii: "0") + UInt8(frac / 10))
        if frac % 10 != 0 { bytes.append(UInt8(ascii: "0") + UInt8(frac % 10)) }
    }

    // MARK: Digits

    /// `v` in decimal, after a minus sign when `negative` (also for a zero whole part: "-0.5").
    private static func digits(_ v: UInt, negative: Bool, to bytes: inout OutputSpan<UInt8>) {
        if negative { bytes.append(UInt8(ascii: "-")) }
        let zero = UInt8(ascii: "0")
        // Coordinates have up to four digits: divisions by constants (multiplications).
        if v < 10 {
            bytes.append(zero + UInt8(v))
        } else if v < 100 {
            bytes.append(zero + UInt8(v / 10))
            bytes.append(zero + UInt8(v % 10))
        } else if v < 1000 {
            bytes.append(zero + UInt8(v / 100))
            bytes.append(zero + UInt8(v / 10 % 10))
            bytes.append(zero + UInt8(v % 10))
        } else if v < 10000 {
            bytes.append(zero + UInt8(v / 1000))
            bytes.append(zero + UInt8(v / 100 % 10))
            bytes.append(zero + UInt8(v / 10 % 10))
            bytes.append(zero + UInt8(v % 10))
        } else {
            // Most significant digit first: the largest power of ten not above `v`.
            var power: UInt = 1
            while power <= v / 10 { power *= 10 }
            var rest = v
            while power > 0 {
                bytes.append(zero + UInt8(rest / power))
                rest %= power
                power /= 10
            }
        }
    }

    // MARK: Text

    /// The text written, as a `String` (tests and the one-string forms; a page takes `bytes`).
    /// Every byte came from a `String` or a literal, so it is valid UTF-8.
    var text: String { String(decoding: bytes, as: UTF8.self) }
}
