import Site
import SourceModel
import Testing

@Suite struct SourceDecoderTests {
    @Test func validTextPassesAndBOMIsDropped() {
        let (text, problems) = SourceDecoder.decode([0xEF, 0xBB, 0xBF] + Array("héllo\n".utf8), path: "a.md")
        #expect(text == "héllo\n")
        #expect(problems.isEmpty)
    }

    @Test func invalidUTF8IsReportedAtItsLineAndColumn() {
        let bytes = Array("line one\nab".utf8) + [0xFF] + Array("cd\n".utf8)
        let (text, problems) = SourceDecoder.decode(bytes, path: "content/x.md")
        #expect(text == "line one\nab\u{FFFD}cd\n")
        #expect(problems.count == 1)
        #expect(problems[0].rule == "content.invalid-utf8")
        #expect(problems[0].location == SourceLocation(path: "content/x.md", line: 2, column: 3))
    }

    @Test func truncatedSequenceAtTheEnd() {
        let (_, problems) = SourceDecoder.decode(Array("é".utf8).dropLast() + [], path: "a.md")
        #expect(problems.first?.location == SourceLocation(path: "a.md", line: 1, column: 1))
    }
}
