@testable import Site
import SourceModel
import Testing

@Suite struct FrontMatterTests {
    private func parse(_ text: String) -> (FrontMatter, [Diagnostic]) {
        FrontMatter.parse(SourceFile(path: "content/a.md", text: text))
    }

    @Test func readsEveryKey() {
        let (matter, problems) = parse("""
        ---
        title: "Colorboard: the \\"table\\""
        description: A table of colours.
        order: 3
        draft: false
        storyboard: Colorboard
        ---
        # Body
        """)
        #expect(problems.isEmpty)
        #expect(matter.title == "Colorboard: the \"table\"")
        #expect(matter.description == "A table of colours.")
        #expect(matter.order == 3)
        #expect(matter.draft == false)
        #expect(matter.storyboard == "Colorboard")
        #expect(matter.lastLine == 7)
    }

    /// Lines are read as bytes when ASCII and as scalars otherwise (round 28): the same values
    /// and the same scalar columns either way, with CRLF, tabs and quotes.
    @Test func asciiAndNonASCIILinesReadAlike() throws {
        let (matter, problems) = parse("---\r\ntitle: \"Caf\u{E9} \\\"\u{1F600}\\\"\" \r\ndescription:\tplain  # note\r\n"
                                       + "storyboard: '\u{E9}t\u{E9}' x\r\norder: 2\r\n---\r\n")
        #expect(matter.title == "Caf\u{E9} \"\u{1F600}\"")
        #expect(matter.description == "plain")
        #expect(matter.order == 2)
        try #require(problems.map(\.rule) == ["frontmatter.syntax"])
        // `'été' x`: the column of the `x` in scalars (the value starts at column 13).
        #expect(problems[0].location == SourceLocation(path: "content/a.md", line: 4, column: 19))
        let (ascii, asciiProblems) = parse("---\r\ntitle: \"Cafe \\\"x\\\"\" \r\nstoryboard: 'ete' x\r\n---\r\n")
        #expect(ascii.title == "Cafe \"x\"")
        #expect(asciiProblems.map { $0.location?.column } == [19])
    }

    @Test func noFrontMatterIsFine() {
        let (matter, problems) = parse("# Title\n\n---\n")
        #expect(problems.isEmpty)
        #expect(matter.lastLine == 0)
    }

    @Test func unknownKeyIsAWarningWithASuggestion() throws {
        let (_, problems) = parse("---\ntitel: X\n---\n")
        try #require(problems.count == 1)
        #expect(problems[0].rule == "frontmatter.unknown-key")
        #expect(problems[0].severity == .warning)
        #expect(problems[0].location == SourceLocation(path: "content/a.md", line: 2, column: 1))
        #expect(problems[0].fixIts.first?.replacement == "title")
    }

    @Test func badValuesAreLocated() {
        let (_, problems) = parse("---\norder: three\ndraft: maybe\n---\n")
        #expect(problems.map(\.rule) == ["frontmatter.value", "frontmatter.value"])
        #expect(problems.map { $0.location?.line } == [2, 3])
        #expect(problems.map { $0.location?.column } == [8, 8])
    }

    @Test func unterminatedFrontMatterIsAnError() throws {
        let (_, problems) = parse("---\ntitle: X\n# Body\n")
        try #require(problems.map(\.rule) == ["frontmatter.unterminated"])
        #expect(problems[0].location?.line == 1)
    }

    @Test func syntaxErrorsPointAtTheColumn() throws {
        let (_, problems) = parse("---\ntitle: ok\nsubtitle X\nname: \"open\n---\n")
        try #require(problems.map(\.rule) == ["frontmatter.syntax", "frontmatter.syntax"])
        #expect(problems[0].location == SourceLocation(path: "content/a.md", line: 3, column: 9))
        #expect(problems[1].location == SourceLocation(path: "content/a.md", line: 4, column: 7))
    }

    @Test func textAfterAClosingQuoteIsReportedWhereItStarts() throws {
        let (_, problems) = parse("---\ntitle: \"A\" and more\n---\n")
        try #require(problems.map(\.rule) == ["frontmatter.syntax"])
        #expect(problems[0].message == "unexpected text after the closing quote")
        #expect(problems[0].location == SourceLocation(path: "content/a.md", line: 2, column: 12))
    }

    @Test func duplicateKeysNoteTheFirst() throws {
        let (_, problems) = parse("---\ntitle: A\ntitle: B\n---\n")
        try #require(problems.map(\.rule) == ["frontmatter.duplicate-key"])
        #expect(problems[0].notes.first?.location?.line == 2)
    }

    /// Past `KeyValueBlock.searchedKeys` keys a new key is found in a dictionary, not by a
    /// search of the entries (a block of thousands of keys stays linear): duplicates are found
    /// the same on both sides of the switch, each noting its first.
    @Test func duplicateKeysAreFoundInLongBlocks() throws {
        let count = KeyValueBlock.searchedKeys * 3
        var lines = (1...count).map { "key\($0): \($0)" }
        lines.insert("key2: again", at: KeyValueBlock.searchedKeys / 2)
        lines.append("key3: late")
        lines.append("key\(count): last")
        let (_, problems) = parse("---\n" + lines.joined(separator: "\n") + "\n---\n")
        try #require(problems.map(\.rule) == Array(repeating: "frontmatter.duplicate-key", count: 3))
        #expect(problems.map { $0.location?.line } == [KeyValueBlock.searchedKeys / 2 + 2, count + 3, count + 4])
        #expect(problems.map { $0.notes.first?.location?.line } == [3, 4, count + 2])
    }

    @Test func blankingKeepsLineNumbers() {
        let text = "---\ntitle: A\n---\n# Body\n"
        #expect(FrontMatter.blanked(text, through: 3) == "\n\n\n# Body\n")
    }

    // Front matter written for Jekyll, Hugo or Docusaurus is YAML: its block structure reads
    // without syntax errors, and the keys flowdoc reads get YAML's values.

    @Test func yamlListsMappingsAndBlockScalarsAreNoSyntaxErrors() throws {
        let (matter, problems) = parse("""
        ---
        title: "Getting started"
        description: >
          A long description
          over two lines.
        tags: [ios, uikit]
        authors:
          - Jane
          - John
        categories:
        - guides
        sidebar:
          label: Start
          position: 2
        ---
        # Body
        """)
        #expect(problems.isEmpty)
        #expect(matter.title == "Getting started")
        #expect(matter.description == "A long description over two lines.")
        #expect(matter.ignoredKeys.map(\.key) == ["tags", "authors", "categories", "sidebar"])
        #expect(matter.ignoredKeys.map(\.location.line) == [6, 7, 10, 12])
        #expect(matter.lastLine == 15)
    }

    @Test func blockScalarsKeepOrFoldLineBreaksAsYAMLDoes() {
        let (literal, p1) = parse("---\ndescription: |-\n  Line one\n    indented\n\n  after a blank\n---\n")
        #expect(p1.isEmpty)
        #expect(literal.description == "Line one\n  indented\n\nafter a blank")
        let (folded, p2) = parse("---\ndescription: >+ # a comment\n  One\n  two\n\n  three\n    kept\n  four\n---\n")
        #expect(p2.isEmpty)
        #expect(folded.description == "One two\nthree\n  kept\nfour")
        // A '#' inside a block scalar is text, not a comment.
        let (hash, p3) = parse("---\ndescription: |\n  # not a comment\n---\n")
        #expect(p3.isEmpty)
        #expect(hash.description == "# not a comment")
    }

    @Test func quotedPlainAndMultiLineValuesReadAsYAMLReadsThem() {
        let (single, p1) = parse("---\ntitle: 'It''s \"quoted\"' # note\n---\n")
        #expect(p1.isEmpty)
        #expect(single.title == "It's \"quoted\"")
        // A '#' after a blank starts a comment; one inside a word does not.
        let (plain, p2) = parse("---\ntitle: Plain # a comment\ndescription: C# and F#, #and a comment\n---\n")
        #expect(p2.isEmpty)
        #expect(plain.title == "Plain")
        #expect(plain.description == "C# and F#,")
        let (long, p3) = parse("---\ntitle: A title\n  that goes on\ndescription: \"quoted\n  over lines\"\n---\n")
        #expect(p3.isEmpty)
        #expect(long.title == "A title that goes on")
        #expect(long.description == "quoted over lines")
    }

    @Test func aListOrMappingWhereFlowdocReadsTextIsOneErrorAtTheKey() throws {
        let (matter, problems) = parse("---\nstoryboard:\n  - Main\n  - Detail\ntitle:\n  en: Hello\n---\n")
        try #require(problems.count == 2)
        #expect(problems.map(\.rule) == ["frontmatter.value", "frontmatter.value"])
        #expect(problems[0].message == "front matter key 'storyboard' takes text, not a list")
        #expect(problems[0].location == SourceLocation(path: "content/a.md", line: 2, column: 1))
        #expect(problems[1].message == "front matter key 'title' takes text, not a set of nested keys")
        #expect(matter.storyboard == nil)
        #expect(matter.title == nil)
    }

    @Test func aLineThatIsNoKeyIsOneErrorWithTheLinesIndentedBelowIt() throws {
        let (matter, problems) = parse("---\ntitle: Before\nnot a key\n  - a\n  - b\norder: 2\n---\n")
        try #require(problems.map(\.rule) == ["frontmatter.syntax"])
        #expect(problems[0].location?.line == 3)
        #expect(matter.title == "Before")
        #expect(matter.order == 2)
    }

    @Test func aMisspelledKeyIsStillReportedInEachChapterButOtherKeysAreNot() {
        let (matter, problems) = parse("---\ndescripton: X\ndate: 2021-03-04\n---\n")
        #expect(problems.map(\.rule) == ["frontmatter.unknown-key"])
        #expect(problems.first?.fixIts.first?.replacement == "description")
        #expect(matter.ignoredKeys.map(\.key) == ["date"])
    }

    @Test func ignoredKeysAreOneWarningPerKeyForTheWholeSite() throws {
        func matter(_ path: String, _ text: String) -> FrontMatter {
            FrontMatter.parse(SourceFile(path: path, text: text)).0
        }
        let warnings = FrontMatter.ignoredKeyWarnings([
            matter("content/a.md", "---\ndate: 1\ntags: [a]\n---\n"),
            matter("content/b.md", "---\ntitle: B\ndate: 2\n---\n"),
            matter("content/c.md", "---\ndate: 3\n---\n"),
        ])
        try #require(warnings.count == 2)
        #expect(warnings.map(\.rule) == ["frontmatter.unknown-key", "frontmatter.unknown-key"])
        #expect(warnings.map(\.severity) == [.warning, .warning])
        #expect(warnings[0].location == SourceLocation(path: "content/a.md", line: 2, column: 1))
        #expect(warnings[0].message.contains("'date': it is ignored here and in the 2 other chapters that set it"))
        #expect(warnings[1].message.contains("'tags': it is ignored here ("))
        #expect(FrontMatter.ignoredKeyWarnings([matter("content/a.md", "---\ntitle: A\n---\n")]).isEmpty)
    }

    /// VitePress (gray-matter) and Hugo take a JSON object between the `---` lines; it was read
    /// as Markdown, and the whole object became the chapter's title.
    @Test func aJSONObjectIsFrontMatterToo() throws {
        let (matter, problems) = parse("---\n{\n  \"title\": \"Hashing\",\n  \"order\": 2, \"draft\": false,\n  \"tags\": [\"a\"]\n}\n---\n# Body\n")
        #expect(problems.isEmpty)
        #expect(matter.title == "Hashing")
        #expect(matter.order == 2)
        #expect(matter.draft == false)
        #expect(matter.lastLine == 7)
        #expect(matter.ignoredKeys.map(\.key) == ["tags"])
        #expect(matter.ignoredKeys.first?.location == SourceLocation(path: "content/a.md", line: 5, column: 4))
        let (_, broken) = parse("---\n{ \"title\": \"Open\",\n---\n")
        try #require(broken.map(\.rule) == ["frontmatter.syntax"])
        #expect(broken[0].location == SourceLocation(path: "content/a.md", line: 2, column: 1))
        let (_, yes) = parse("---\n{ \"draft\": \"yes\" }\n---\n")
        #expect(yes.map(\.rule) == ["frontmatter.value"])
    }
}
