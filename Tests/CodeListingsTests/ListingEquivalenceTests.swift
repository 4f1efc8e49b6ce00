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
            var text = ""
            for _ in 0..<Int.random(in: 0..<40, using: &generator) {
                text += Self.fragments[Int.random(in: 0..<Self.fragments.count, using: &generator)]
            }
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
}
