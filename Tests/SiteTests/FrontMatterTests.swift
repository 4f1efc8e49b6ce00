import Site
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

    @Test func duplicateKeysNoteTheFirst() throws {
        let (_, problems) = parse("---\ntitle: A\ntitle: B\n---\n")
        try #require(problems.map(\.rule) == ["frontmatter.duplicate-key"])
        #expect(problems[0].notes.first?.location?.line == 2)
    }

    @Test func blankingKeepsLineNumbers() {
        let text = "---\ntitle: A\n---\n# Body\n"
        #expect(FrontMatter.blanked(text, through: 3) == "\n\n\n# Body\n")
    }
}
