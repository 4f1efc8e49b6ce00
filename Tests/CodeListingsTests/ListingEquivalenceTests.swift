import TestSupport
import Testing
import SourceModel
@testable import CodeListings

/// The lexers, keyword contexts and highlighter work on bytes and ranges, without a String per
/// token or an array of the significant tokens (round 27 of #12): what they produce must be what
/// the plain composition of their parts produces.
@Suite struct ListingEquivalenceTests {
    private static let fragments: [String] = [
        "\"", "#\"", "\"#", "\\(", ")", "(", "{", "}", ",", ":", ".", "/* c */", "// c\n", "\n", " ", "\t",
        "é", "😀", "<", ">", "&", "'", "default", "for", "in", "let", "case", "get", "set", "willSet",
        "didSet", "throws", "async", "init", "self", "Self", "switch", "identifier", "x", "Name", "_", "0",
        "@\"a\"", "@property", "copy", "nonatomic", ";",
    ]

    /// The highlighter's output is each token in its class's span, its text escaped by `HTMLEscaping`.
    @Test(arguments: ListingLanguage.allCases)
    func highlighterIsTokensEscapedOneByOne(language: ListingLanguage) {
        var generator = SeededGenerator(seed: 27)
        for _ in 0..<400 {
            let text = generator.text(of: Self.fragments)
            let bytes = Array(text.utf8)
            var expected = ""
            for token in Lexer.tokens(text, language: language) {
                let escaped = HTMLEscaping.escape(String(decoding: bytes[token.range], as: UTF8.self))
                expected += token.kind.cssClass.map { "<span class=\"\($0)\">\(escaped)</span>" } ?? escaped
            }
            #expect(Highlighter.html(text, language: language) == expected, "\(text)")
        }
    }

    /// Keyword contexts look past comments and line breaks to a word's neighbours.
    @Test func swiftContextsSkipCommentsAndSpace() {
        func kinds(_ text: String) -> [String] {
            let bytes = Array(text.utf8)
            return Lexer.tokens(text, language: .swift).filter { $0.kind != .whitespace && $0.kind != .comment }
                .map { "\($0.kind.rawValue) \(String(decoding: bytes[$0.range], as: UTF8.self))" }
        }
        #expect(kinds("f(for /* a */ x /* b */ : 1)") == [
            "identifier f", "punctuation (", "identifier for", "identifier x", "punctuation :", "number 1", "punctuation )",
        ])
        #expect(kinds("d[k, // c\n default\n: 0]") == [
            "identifier d", "punctuation [", "identifier k", "punctuation ,", "identifier default", "punctuation :",
            "number 0", "punctuation ]",
        ])
        #expect(kinds("x. /* c */ default") == ["identifier x", "punctuation .", "identifier default"])
        #expect(kinds("var v: Int { get /* c */ throws { 1 } }")[4...5] == ["punctuation {", "keyword get"])
        #expect(kinds("didSet // c\n{ }").first == "keyword didSet")
        #expect(kinds("didSet = 1").first == "identifier didSet")
    }

    /// The keyword tables find a word at any place in a listing's bytes, and only a whole keyword.
    @Test func keywordsAreFoundInPlace() {
        for table in [Keywords.swift, Keywords.objectiveC] {
            for word in table.words {
                let bytes = Array("(\(word)x)".utf8)
                #expect(table.contains(bytes, 1..<bytes.count - 2), "\(word)")
                #expect(!table.contains(bytes, 1..<bytes.count - 1), "\(word)x")
                #expect(!table.contains(bytes, 0..<bytes.count - 2), "(\(word)")
            }
        }
        #expect(!Keywords.swift.contains([], 0..<0))
    }

    /// Every ASCII byte, and some scalars around the escaped ones, highlight as the composition does.
    @Test func everyASCIIByteIsEscapedAsHTMLEscapingDoes() {
        let text = String(decoding: Array(0..<128).map(UInt8.init) + Array("é&😀<\u{301}>\"'".utf8), as: UTF8.self)
        for language in ListingLanguage.allCases {
            let bytes = Array(text.utf8)
            var expected = ""
            for token in Lexer.tokens(text, language: language) {
                let escaped = HTMLEscaping.escape(String(decoding: bytes[token.range], as: UTF8.self))
                expected += token.kind.cssClass.map { "<span class=\"\($0)\">\(escaped)</span>" } ?? escaped
            }
            #expect(Highlighter.html(text, language: language) == expected)
        }
    }

    /// The identifier-byte test by bit masks answers as the comparisons it replaced.
    @Test func identifierBytesAreLettersDigitsUnderscoreAndNonASCII() {
        for value in 0...255 {
            let byte = UInt8(value)
            let expected = ByteClass.isASCIILetter(byte) || byte == 0x5F || byte >= 0x80 || ByteClass.isDigit(byte)
            #expect(ByteClass.isIdentifierByte(byte) == expected, "\(byte)")
        }
    }

    /// The info string read from its bytes names the language the String path names, whatever it holds.
    @Test func infoStringsReadFromBytesAsFromCharacters() {
        let samples = [
            "swift", "Swift", "SWIFT", " swift", "\tswift x", "swift\nm", "objc", "Objective-C", "obj-c", "ObjectiveC",
            "m", "M", "", " ", "\t\n", "swiftx", "swift,edition", "rust", "swift\r\nx", "\r\nswift", "swift\r",
            "swift \u{301}", "swift\u{301}", "\u{212A}", "ſwift", "swift é", "é swift", "objc\u{0B}", "OBJC  m",
        ]
        for sample in samples {
            #expect(ListingLanguage(infoString: sample) == ListingLanguage.infoStrings[InfoString.firstWord(sample)], "\(sample)")
        }
        var generator = SeededGenerator(seed: 2027)
        let pieces = ["s", "w", "i", "f", "t", "S", "W", "O", "b", "j", "c", "-", "m", "M", " ", "\t", "\n", "\r", "é", "\u{301}", "e", "v"]
        for _ in 0..<2_000 {
            var sample = ""
            for _ in 0..<Int.random(in: 0..<9, using: &generator) { sample += pieces[Int.random(in: 0..<pieces.count, using: &generator)] }
            #expect(ListingLanguage(infoString: sample) == ListingLanguage.infoStrings[InfoString.firstWord(sample)], "\(sample)")
        }
    }

    /// The search index's identifiers are the identifier and type-name tokens, in order, one space apart.
    @Test func identifiersAreTheNameTokens() {
        let text = "override func prepare(for segue: UIStoryboardSegue, sender: Any?) { let x = segue.identifier; _ = é }"
        for language in ListingLanguage.allCases {
            let bytes = Array(text.utf8)
            let expected = Lexer.tokens(text, language: language).filter { $0.kind == .identifier || $0.kind == .typeName }
                .map { String(decoding: bytes[$0.range], as: UTF8.self) }
            #expect(Lexer.identifierText(text, language: language) == expected.joined(separator: " "))
        }
    }
}
