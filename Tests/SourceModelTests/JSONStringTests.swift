import Foundation
import SourceModel
import Testing

/// `JSONString`, the one JSON escaper (diagnostics, graph export, preview status, search, Play data).
@Suite struct JSONStringTests {
    /// Decodes a JSON string literal with Foundation's parser (an independent reader).
    private func decoded(_ literal: String) throws -> String {
        try JSONDecoder().decode(String.self, from: Data(literal.utf8))
    }

    @Test func plainTextIsCopiedBetweenQuotes() {
        #expect(JSONString.quote("") == "\"\"")
        #expect(JSONString.quote("Main <A> & B") == "\"Main <A> & B\"")
        #expect(JSONString.quote("café 漢字") == "\"café 漢字\"")
    }

    @Test func quotesBackslashesAndShortEscapes() {
        #expect(JSONString.quote("a\"b\\c") == #""a\"b\\c""#)
        #expect(JSONString.quote("1\n2\r3\t4") == #""1\n2\r3\t4""#)
        #expect(JSONString.quote("a\"b\\c\n\u{1}") == #""a\"b\\c\n\u0001""#)
    }

    @Test func everyControlCharacterIsEscaped() throws {
        let controls = String(String.UnicodeScalarView((0..<0x20).map { Unicode.Scalar(UInt8($0)) }))
        let literal = JSONString.quote(controls)
        #expect(literal.unicodeScalars.allSatisfy { $0.value >= 0x20 })
        #expect(literal.hasPrefix(#""\u0000\u0001"#))
        #expect(literal.contains(#"\u001f"#))
        #expect(try decoded(literal) == controls)
        // DEL is not a JSON control character: written as itself.
        #expect(JSONString.quote("\u{7F}") == "\"\u{7F}\"")
    }

    @Test func lineSeparatorsAreEscapedForJavaScript() throws {
        let text = "a\u{2028}b\u{2029}c"
        #expect(JSONString.quote(text) == #""a\u2028b\u2029c""#)
        #expect(try decoded(JSONString.quote(text)) == text)
        // Other scalars starting with byte 0xE2 (U+2013, U+20AC, U+2192) are not escaped.
        #expect(JSONString.quote("–€→") == "\"–€→\"")
        // Nor are an ellipsis and typographic quotes (E2 80 A6, E2 80 9C/9D) next to a separator
        // or at the end of the text, where a separator's three bytes cannot fit.
        for text in ["x …", "“q”", "…\u{2028}", "\u{2029}…", "a\u{2028}", "\u{2028}", "…", "\u{E2}"] {
            var bytes: [UInt8] = []
            JSONString.appendQuoted(text.utf8, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == JSONString.quote(text))
            #expect(try decoded(JSONString.quote(text)) == text)
        }
        #expect(JSONString.quote("x …") == "\"x …\"")
        #expect(JSONString.quote("…\u{2028}") == #""…\u2028""#)
    }

    @Test func nonBMPScalarsStayWholeAndRoundTrip() throws {
        let text = "🙂 𝄞 \u{10FFFF} \"q\""
        let literal = JSONString.quote(text)
        #expect(literal == "\"🙂 𝄞 \u{10FFFF} \\\"q\\\"\"")
        #expect(try decoded(literal) == text)
    }

    @Test func scriptSafeFormHidesMarkup() throws {
        let text = "</script><!-- a&b > c \u{2028}"
        let literal = JSONString.quoteForScript(text)
        #expect(literal == #""\u003c/script\u003e\u003c!-- a\u0026b \u003e c \u2028""#)
        #expect(!literal.contains("<") && !literal.contains(">") && !literal.contains("&"))
        #expect(try decoded(literal) == text)
        #expect(JSONString.quoteForScript("plain") == "\"plain\"")
    }

    @Test func mixedTextRoundTrips() throws {
        let samples = ["", "x", "\u{0}", "a\u{0}b", "\\\\\"\"", "é\u{1F}\u{2028}🙂<&>", String(repeating: "ab\"\n", count: 100)]
        for text in samples {
            #expect(try decoded(JSONString.quote(text)) == text)
            #expect(try decoded(JSONString.quoteForScript(text)) == text)
        }
    }

    /// The word-at-a-time test says yes exactly when a byte below 0x20, a quote, a backslash or
    /// 0xE2 is there, wherever it sits among the words and the tail; `appendQuoted` (which asks
    /// it first) still writes what `quote` writes.
    @Test func wordAtATimeEscapeTestFindsEveryByteThatMayNeedOne() {
        // Asked outside `#expect`, which cannot take a `Span` argument.
        func mayNeed(_ bytes: [UInt8]) -> Bool { ByteSearch.mayNeedJSONEscape(bytes.span) }
        let specials: [UInt8] = Array(0..<0x20) + [0x22, 0x5C, 0xE2]
        for length in 0..<20 {
            let plain = [UInt8](repeating: UInt8(ascii: "a"), count: length)
            #expect(!mayNeed(plain))
            for position in 0..<length {
                for special in specials {
                    var bytes = plain
                    bytes[position] = special
                    #expect(mayNeed(bytes), "\(special) at \(position) of \(length)")
                }
                // Bytes next to the specials, and high bytes, are not special.
                for other: UInt8 in [0x20, 0x21, 0x23, 0x5B, 0x5D, 0x7F, 0x80, 0xE1, 0xE3, 0xFF] {
                    var bytes = plain
                    bytes[position] = other
                    #expect(!mayNeed(bytes), "\(other) at \(position) of \(length)")
                }
            }
        }
        for text in ["a long line of plain text, then a \"quote\"", "tab\tafter eight", "…and “curly” quotes",
                     "line\u{2028}separator", String(repeating: "x", count: 17) + "\\"] {
            var bytes: [UInt8] = []
            JSONString.appendQuoted(text.utf8, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == JSONString.quote(text))
        }
    }
}
