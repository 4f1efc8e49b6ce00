import SourceModel
import Testing

@Suite struct StringScalarsTests {
    /// A run of scalars becomes the same text as appending them one by one would make,
    /// for ASCII, two-, three- and four-byte scalars, combining marks and an empty run.
    @Test func runOfScalarsKeepsEveryScalar() {
        for text in ["", "show5", "héllo", "漢字-x", "🙂a🙂", "e\u{301}", "\u{200D}\u{FE0F}"] {
            let scalars = Array(text.unicodeScalars)
            #expect(String(scalars: scalars) == text)
            #expect(String(scalars: scalars).unicodeScalars.elementsEqual(scalars))
            if scalars.count > 1 {
                let tail = scalars[1...]
                #expect(String(scalars: tail) == String(String.UnicodeScalarView(tail)))
            }
        }
    }
}

@Suite struct ScalarCountTests {
    /// The count on bytes agrees with the scalar view for every width of scalar and for
    /// substrings that start and end inside longer text.
    @Test func countsWhatTheScalarViewCounts() {
        for text in ["", "a", "héllo", "漢字", "🙂🙂x", "e\u{301}\u{302}", "a\u{200D}b\u{FE0F}", "\r\n\t"] {
            #expect(text.scalarCount == text.unicodeScalars.count)
            let inner = "«" + text + "»"
            let slice = inner.dropFirst().dropLast()
            #expect(slice.scalarCount == text.unicodeScalars.count)
        }
    }
}
