import Testing
@testable import CodeListings

@Suite struct SwiftLexerTests {
    @Test func keywordsIdentifiersAndTypes() {
        #expect(lexed("let cell: UITableViewCell = makeCell()") == [
            "keyword let", "identifier cell", "punctuation :", "typeName UITableViewCell", "punctuation =",
            "identifier makeCell", "punctuation (", "punctuation )",
        ])
    }

    @Test func backtickedIdentifierAndDollar() {
        #expect(lexed("let `default` = $0") == [
            "keyword let", "identifier `default`", "punctuation =", "identifier $0",
        ])
    }

    @Test func keywordsAsLabelsAndMembers() {
        #expect(lexed("func prepare(for segue: S, sender: Any?)") == [
            "keyword func", "identifier prepare", "punctuation (", "identifier for", "identifier segue",
            "punctuation :", "typeName S", "punctuation ,", "identifier sender", "punctuation :",
            "keyword Any", "punctuation ?", "punctuation )",
        ])
        #expect(lexed("x.default; y.init(); z.self; d[k, default: 0]") == [
            "identifier x", "punctuation .", "identifier default", "punctuation ;",
            "identifier y", "punctuation .", "keyword init", "punctuation (", "punctuation )", "punctuation ;",
            "identifier z", "punctuation .", "keyword self", "punctuation ;",
            "identifier d", "punctuation [", "identifier k", "punctuation ,", "identifier default",
            "punctuation :", "number 0", "punctuation ]",
        ])
    }

    @Test func accessorsAreKeywordsOnlyBeforeBlocks() {
        #expect(lexed("var x: Int { get set }; set(1)") == [
            "keyword var", "identifier x", "punctuation :", "typeName Int", "punctuation {", "keyword get",
            "keyword set", "punctuation }", "punctuation ;", "identifier set", "punctuation (", "number 1",
            "punctuation )",
        ])
    }

    @Test(arguments: ["42", "0x1F", "0b1010", "0o17", "1_000_000", "3.14", "1e-3", "2.5E+10", "0x1.8p3"])
    func numbers(literal: String) {
        #expect(lexed(literal) == ["number \(literal)"])
    }

    @Test func rangesAndTupleMembers() {
        #expect(lexed("0..<n") == ["number 0", "punctuation ..<", "identifier n"])
        #expect(lexed("t.0.1") == ["identifier t", "punctuation .", "number 0", "punctuation .", "number 1"])
    }

    @Test func stringsWithEscapes() {
        #expect(lexed(#"let s = "a \"quoted\" \\ word""#) == [
            "keyword let", "identifier s", "punctuation =", #"string "a \"quoted\" \\ word""#,
        ])
    }

    @Test func interpolationNests() {
        #expect(lexed(#""a\(f("b\(c)", (d)))e""#) == [
            #"string "a"#, #"stringInterpolation \("#, "identifier f", "punctuation (", #"string "b"#,
            #"stringInterpolation \("#, "identifier c", "stringInterpolation )", #"string ""#,
            "punctuation ,", "punctuation (", "identifier d", "punctuation )", "punctuation )",
            "stringInterpolation )", #"string e""#,
        ])
    }

    @Test func rawAndMultilineStrings() {
        #expect(lexed(##"#"a "b" \(no) \#(yes)"#"##) == [
            ##"string #"a "b" \(no) "##, ##"stringInterpolation \#("##, "identifier yes", "stringInterpolation )",
            ##"string "#"##,
        ])
        let multiline = "let s = \"\"\"\n  one \"two\"\n  \\(x)\n  \"\"\"\nnext"
        #expect(lexed(multiline) == [
            "keyword let", "identifier s", "punctuation =", "string \"\"\"\n  one \"two\"\n  ",
            #"stringInterpolation \("#, "identifier x", "stringInterpolation )", "string \n  \"\"\"",
            "identifier next",
        ])
    }

    @Test func unterminatedStringEndsAtLineEnd() {
        #expect(lexed("let s = \"open\nlet t") == [
            "keyword let", "identifier s", "punctuation =", "string \"open", "keyword let", "identifier t",
        ])
        // An interpolation left open on its line does not swallow the next line.
        #expect(lexed("\"a\\(b\nc)") == [
            "string \"a", #"stringInterpolation \("#, "identifier b", "identifier c", "punctuation )",
        ])
    }

    @Test func comments() {
        #expect(lexed("a // one \"x\"\n/* outer /* inner */ still */ b") == [
            "identifier a", "comment // one \"x\"", "comment /* outer /* inner */ still */", "identifier b",
        ])
        #expect(lexed("a+/*c*/b") == ["identifier a", "punctuation +", "comment /*c*/", "identifier b"])
        #expect(lexed("/* never closed") == ["comment /* never closed"])
    }

    @Test func attributesAndDirectives() {
        #expect(lexed("@IBAction func go() {} #if DEBUG #selector(go) @ #") == [
            "attribute @IBAction", "keyword func", "identifier go", "punctuation (", "punctuation )",
            "punctuation {", "punctuation }", "directive #if", "typeName DEBUG", "directive #selector",
            "punctuation (", "identifier go", "punctuation )", "punctuation @", "punctuation #",
        ])
    }

    @Test func operatorsAndOptionals() {
        #expect(lexed("a?.b ?? c != d! == e") == [
            "identifier a", "punctuation ?", "punctuation .", "identifier b", "punctuation ??", "identifier c",
            "punctuation !=", "identifier d", "punctuation !", "punctuation ==", "identifier e",
        ])
    }

    @Test func unicodeStaysWhole() {
        let text = "let café = \"😀\" // ✓\n"
        let tokens = Lexer.tokens(text, language: .swift)
        #expect(lexed(text) == ["keyword let", "identifier café", "punctuation =", "string \"😀\"", "comment // ✓"])
        #expect(tokens.last?.range.upperBound == text.utf8.count)
    }

    @Test func rangesAreUTF8Offsets() {
        let tokens = Lexer.tokens("é \"x\"", language: .swift)
        #expect(tokens == [
            Token(kind: .identifier, range: 0..<2), Token(kind: .whitespace, range: 2..<3),
            Token(kind: .string, range: 3..<6),
        ])
    }
}
