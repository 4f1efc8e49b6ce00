import SourceModel
import Testing

/// Issue 14: columns in constant time, control characters escaped in the human and GitHub formats.
@Suite struct SourceModelHardeningTests {
    /// The column of every byte offset agrees with counting scalars from the line start.
    @Test func byteColumnsBecomeScalarColumns() {
        let text = "héllo wörld 漢字 🙂 end\n" + String(repeating: "aé🙂", count: 200) + "\n\nx"
        let file = SourceFile(path: "a.md", text: text)
        for line in 1...file.lineCount {
            let lineText = file.lineText(line)
            var offset = 0
            for (index, scalar) in lineText.unicodeScalars.enumerated() {
                #expect(file.location(line: line, utf8Column: offset + 1).column == index + 1)
                offset += String(scalar).utf8.count
            }
            // Past the end of the line: the extra bytes count one column each.
            #expect(file.location(line: line, utf8Column: offset + 3).column == lineText.unicodeScalars.count + 3)
        }
    }

    /// 30,000 links on one line once took 18 s: each column was counted from the line start.
    @Test func manyLocationsOnOneLongLine() {
        let line = String(repeating: "[é](scene:A) ", count: 30_000)
        let file = SourceFile(path: "a.md", text: line)
        var last = 0
        var offset = 1
        for _ in 0..<30_000 {
            let column = file.location(line: 1, utf8Column: offset).column
            #expect(column > last || offset == 1)
            last = column
            offset += "[é](scene:A) ".utf8.count
        }
        #expect(last == 29_999 * 13 + 1)
    }

    private let hostile = Diagnostic.report(
        "flow.dangling-reference", "no scene '\u{1B}[2J\u{1B}[31mEvil\u{7}' in storyboard 'Main'",
        at: SourceLocation(path: "content/a\u{1B}b.md", line: 1, column: 1),
        notes: [.init("see '\u{9B}31m'\nforged line")], fixIts: [.init("did you mean '\u{202E}A'?", replacement: "A",
                at: SourceLocation(path: "content/a.md", line: 1, column: 1), length: 1)])

    @Test func humanFormatEscapesControlCharacters() {
        let out = HumanDiagnosticRenderer(useColor: false).render(hostile)
        #expect(!out.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x9B || $0.value == 0x202E })
        #expect(out.contains("no scene '\\u{1B}[2J\\u{1B}[31mEvil\\u{7}'"))
        #expect(out.contains("content/a\\u{1B}b.md:1:1: error:"))
        #expect(out.contains("see '\\u{9B}31m'\\u{A}forged line"))
        #expect(out.split(separator: "\n").count == 3)
    }

    @Test func gitHubFormatEscapesControlCharacters() {
        let out = GitHubDiagnosticRenderer().render(hostile)
        #expect(!out.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x9B })
        #expect(out.contains("no scene '\\u{1B}[2J\\u{1B}[31mEvil\\u{7}'"))
        #expect(out.hasSuffix("\n") && out.dropLast().contains("\n") == false)
    }

    @Test func plainTextIsUnchanged() {
        let plain = Diagnostic.report("flow.syntax", "expected '->' after 'A'", at: SourceLocation(path: "é.md", line: 2, column: 3))
        #expect(HumanDiagnosticRenderer().render(plain) == "é.md:2:3: error: expected '->' after 'A' [flow.syntax]\n")
        #expect("tab\there".escapingControlCharacters == "tab\\u{9}here")
        #expect("漢字 🙂 ok".escapingControlCharacters == "漢字 🙂 ok")
    }
}
