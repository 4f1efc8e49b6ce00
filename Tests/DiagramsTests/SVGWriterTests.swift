@testable import Diagrams
import SourceModel
import Testing

/// The byte writer must write exactly what the former `String` formatting wrote.
@Suite struct SVGWriterTests {
    /// The previous coordinate formatter, kept here as the reference.
    static func reference(_ v: Double) -> String {
        guard v.isFinite, abs(v) < 1e12 else { return "0" }
        let cents = Int((v * 100).rounded())
        let whole = abs(cents) / 100, frac = abs(cents) % 100
        var s = cents < 0 ? "-" : ""
        s += String(whole)
        if frac != 0 {
            s += frac % 10 == 0 ? "." + String(frac / 10) : (frac < 10 ? ".0" : ".") + String(frac)
        }
        return s
    }

    @Test func numbersMatchTheReference() {
        var values: [Double] = [0, -0.0, 0.004, 0.005, -0.005, 0.015, 1.005, 2.675, -0.25, -0.5, -1.5, 12.05, 99.995,
                                1e12, -1e12, 999_999_999_999.99, .infinity, -.infinity, .nan, .pi, -.pi, 1e-9, 123456.78]
        var state: UInt64 = 42
        for _ in 0..<20_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let r = Double(state >> 11) / Double(1 << 53)
            values.append((r - 0.5) * 4000)
            values.append(((r - 0.5) * 8000).rounded() / 4)  // quarters
            values.append(((r - 0.5) * 800).rounded() / 100)  // hundredths
        }
        for v in values {
            var out = SVGWriter(capacity: 8)
            out.num(v)
            #expect(out.text == Self.reference(v), "\(v)")
        }
    }

    @Test func integersAndEscapingMatch() {
        for n in [0, 7, 9, 10, 99, 100, 999, 1000, 9999, 10_000, 99_999, -1, -10, -999, -9999, -10_000, 123_456_789, Int.max, Int.min] {
            var out = SVGWriter(capacity: 1)
            out.int(n)
            #expect(out.text == String(n))
        }
        for s in ["", "plain", "<&\"'>", "a<b>c&d\"e'f", "trailing&", "&leading", "Ständer — ohne", "x > y", "é → ✓ <x>", String(repeating: "ab<", count: 300)] {
            var out = SVGWriter(capacity: 1)
            out.esc(s)
            #expect(out.text == HTMLEscaping.escape(s))
        }
    }

    @Test func longTextWithScatteredNonASCIIComesBackWhole() {
        var expected = ""
        var out = SVGWriter(capacity: 16)
        for i in 0..<400 {
            let piece = i % 7 == 0 ? "Ständer → \(i) — " : String(repeating: "x", count: i % 300)
            expected += piece
            out.word(piece)
        }
        #expect(out.text == expected)
    }

    /// A literal with characters beyond ASCII goes in as its UTF-8 bytes, a piece written
    /// before is copied in as it is, and `removeAll` forgets everything.
    @Test func nonASCIILiteralsAndCopiedPieces() {
        var out = SVGWriter(capacity: 4)
        out.raw("<title>"); out.esc("Début"); out.raw(" → "); out.esc("A<B"); out.raw(" — "); out.raw("</title>")
        #expect(out.text == "<title>Début → A&lt;B — </title>")
        let start = out.count
        out.raw("M1 2h3")
        out.raw("|")
        out.appendCopy(of: start..<out.count - 1)
        #expect(out.text == "<title>Début → A&lt;B — </title>M1 2h3|M1 2h3")
        let earlier = Array("é → x".utf8)
        out.append(earlier.span.extracting(2...))
        #expect(out.text == "<title>Début → A&lt;B — </title>M1 2h3|M1 2h3 → x")
        out.removeAll()
        #expect(out.text.isEmpty)
        out.raw("x")
        #expect(out.text == "x")
    }
}
