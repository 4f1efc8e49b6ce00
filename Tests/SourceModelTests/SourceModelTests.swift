import SourceModel
import Testing

@Suite struct SourceFileTests {
    @Test func linesAndLocations() {
        let file = SourceFile(path: "a.md", text: "héllo\nwörld\r\n\nlast")
        #expect(file.lineCount == 4)
        #expect(file.lineText(1) == "héllo")
        #expect(file.lineText(2) == "wörld")
        #expect(file.lineText(4) == "last")
        #expect(file.lineText(9) == "")
        // Byte 7 is the 'w' of line 2; columns count scalars.
        #expect(file.location(utf8Offset: 7) == SourceLocation(path: "a.md", line: 2, column: 1))
        #expect(file.location(line: 1, utf8Column: 4) == SourceLocation(path: "a.md", line: 1, column: 3))
    }

    /// `lineRange` (the byte offsets callers read on the text's span) is `lineText`'s range:
    /// without the `\n`, without a CR before it, empty out of range.
    @Test func lineRangesAreTheLinesTexts() {
        let file = SourceFile(path: "a.md", text: "héllo\nwörld\r\n\r\n\nlast\r")
        let bytes = Array(file.text.utf8)
        for line in 0...(file.lineCount + 1) {
            let range = file.lineRange(line)
            #expect(String(decoding: bytes[range], as: UTF8.self) == String(file.lineText(line)), "line \(line)")
        }
        #expect(file.lineRange(2) == 7..<13)
        #expect(file.lineRange(3) == 15..<15)
        #expect(file.lineRange(9) == 0..<0)
    }
}

@Suite struct NearMissTests {
    @Test func suggestsCloseNamesOnly() {
        #expect(NearMiss.best(for: "NewColour", among: ["NewColor", "ExistingColor"]) == "NewColor")
        #expect(NearMiss.best(for: "newcolor", among: ["NewColor"]) == "NewColor")
        #expect(NearMiss.best(for: "showDetial", among: ["showDetail", "editDetail"]) == "showDetail")
        #expect(NearMiss.best(for: "Palette", among: ["Settings", "Login"]) == nil)
        #expect(NearMiss.best(for: "x", among: ["x"]) == nil)
    }
}

@Suite struct HTMLEscapingTests {
    @Test func escapesTheFiveCharacters() {
        #expect(HTMLEscaping.escape(#"<a href="x">Tom & 'Jerry'</a>"#) == "&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;")
        #expect(HTMLEscaping.escape("plain ünïcode") == "plain ünïcode")
        #expect(HTMLEscaping.escape("") == "")
        #expect(HTMLEscaping.escape("é<") == "é&lt;")
    }

    /// `append` (the SVG writer's escaper) appends to what is there, with or without anything
    /// to escape (text with none is copied whole), exactly as escaping each scalar would.
    @Test func appendMatchesEscapingScalarByScalar() {
        func reference(_ s: String) -> String {
            s.unicodeScalars.map { c in
                switch c {
                case "&": "&amp;"
                case "<": "&lt;"
                case ">": "&gt;"
                case "\"": "&quot;"
                case "'": "&#39;"
                default: String(c)
                }
            }.joined()
        }
        let texts = ["", "plain", "plain ünïcode — ✓", "<", "&x", "x&", "a<b>c&d\"e'f", "Tom & 'Jerry' → ✓",
                     String(repeating: "longer text without anything to escape ", count: 40)]
        for text in texts {
            var bytes = Array("prefix ".utf8)
            HTMLEscaping.append(text, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == "prefix " + reference(text), "\(text)")
        }
    }
}

@Suite struct DiagnosticRendererTests {
    static let file = SourceFile(path: "content/02-colorboard.md", text: """
    Some prose.
        if segue.identifier == "NewColour" {
    \tsegue X: A -> B pusj
    """)

    static let diagnostics = DiagnosticPolicy().apply([
        .report("flow.dangling-reference", "no segue 'NewColour' in storyboard 'Colorboard'",
               at: SourceLocation(path: file.path, line: 2, column: 29), length: 9,
               fixIts: [.init("did you mean 'NewColor'?", replacement: "NewColor",
                              at: SourceLocation(path: file.path, line: 2, column: 29), length: 9)]),
        // A warning by policy (`--rule flow.syntax=warning`), as renderers see it.
        Diagnostic(rule: "flow.syntax", severity: .warning, message: "unknown segue style 'pusj'",
                   location: SourceLocation(path: file.path, line: 3, column: 17), length: 4,
                   notes: [.init("segue styles: show, push, present", at: nil)]),
    ])

    @Test func human() {
        let text = HumanDiagnosticRenderer(sources: { $0 == Self.file.path ? Self.file : nil }).render(Self.diagnostics)
        #expect(text == """
        content/02-colorboard.md:2:29: error: no segue 'NewColour' in storyboard 'Colorboard' [flow.dangling-reference]
           2 |     if segue.identifier == "NewColour" {
             |                             ^~~~~~~~~
              = help: did you mean 'NewColor'?
        content/02-colorboard.md:3:17: warning: unknown segue style 'pusj' [flow.syntax]
           3 | \tsegue X: A -> B pusj
             | \t               ^~~~
              = note: segue styles: show, push, present

        """)
    }

    @Test func longLinesShowAWindowAroundTheColumn() {
        let file = SourceFile(path: "a.md", text: String(repeating: "a", count: 5000) + "XYZ" + String(repeating: "b", count: 5000))
        let diagnostic = Diagnostic.report("flow.syntax", "here", at: SourceLocation(path: "a.md", line: 1, column: 5001), length: 3)
        let text = HumanDiagnosticRenderer(sources: { _ in file }).render(diagnostic)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[1].count < 200)
        #expect(lines[1].contains("…") && lines[1].contains("XYZ"))
        // The caret sits under X.
        let source = Array(lines[1]), marks = Array(lines[2])
        let caret = marks.firstIndex(of: "^")!
        #expect(source[caret] == "X")
        #expect(lines[2].hasSuffix("^~~"))
    }

    /// Thousands of diagnostics on one long line (a paragraph of 20,000 raw `<a href='#a'>` whose
    /// anchors an unclosed comment hides) read the line once: each used to copy the whole line,
    /// quadratic (5,000 warnings on a 150 KB line took 17 s in a release build). Sized so that
    /// quadratic work would take minutes (it took 40 s at half this size in a debug build).
    @Test(.timeLimit(.minutes(1))) func manyDiagnosticsOnOneLongLineReadItOnce() {
        let piece = "<a href='#a'> "
        let count = 20_000
        let file = SourceFile(path: "a.md", text: String(repeating: piece, count: count) + "\n")
        let width = piece.unicodeScalars.count
        let diagnostics = (0..<count).map {
            Diagnostic.report("link.anchor", "no 'a'", at: SourceLocation(path: "a.md", line: 1, column: $0 * width + 11), length: 1)
        }
        let text = HumanDiagnosticRenderer(sources: { _ in file }).render(diagnostics)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 3 * count)
        let last = Array(lines[3 * count - 2]), marks = Array(lines[3 * count - 1])
        #expect(last[marks.firstIndex(of: "^")!] == "a", "the caret under the fragment of the last link")
    }

    @Test func github() {
        let text = GitHubDiagnosticRenderer().render(Self.diagnostics)
        #expect(text == """
        ::error file=content/02-colorboard.md,line=2,col=29,title=flow.dangling-reference::no segue 'NewColour' in storyboard 'Colorboard'%0Ahelp: did you mean 'NewColor'?
        ::warning file=content/02-colorboard.md,line=3,col=17,title=flow.syntax::unknown segue style 'pusj'%0Anote: segue styles: show, push, present

        """)
    }

    @Test func json() {
        let text = JSONDiagnosticRenderer().render(Self.diagnostics)
        #expect(text.hasPrefix("[\n  {\"file\": \"content/02-colorboard.md\", \"line\": 2, \"column\": 29, \"severity\": \"error\""))
        #expect(text.contains("\"fixits\": [{\"message\": \"did you mean 'NewColor'?\", \"replacement\": \"NewColor\""))
        #expect(JSONDiagnosticRenderer().render([]) == "[]\n")
        #expect(JSONString.quote("a\"b\\c\n\u{1}") == #""a\"b\\c\n\u0001""#)
    }

    @Test func policyRaisesLowersAndDrops() {
        let strict = DiagnosticPolicy(strict: true).apply(Self.diagnostics)
        #expect(strict.allSatisfy { $0.severity == .error })
        let overrides: [String: Severity?] = ["flow.syntax": nil]
        let dropped = DiagnosticPolicy(overrides: overrides).apply(Self.diagnostics)
        #expect(dropped.map(\.rule) == ["flow.dangling-reference"])
        let lowered = DiagnosticPolicy(overrides: ["flow.dangling-reference": .warning]).apply(Self.diagnostics)
        #expect(!lowered.hasErrors)
    }
}

/// The line index and scalar checkpoints, built in one pass over contiguous bytes, against a
/// plain count for every offset (lengths around the 128-byte checkpoint stride).
@Suite struct SourceFileIndexTests {
    @Test func everyOffsetMapsToItsLineAndScalarColumn() {
        for length in [0, 1, 127, 128, 129, 255, 256, 257, 300] {
            for filler in ["a", "é", "日", "a\n", "\n", "ab\né\n"] {
                var text = ""
                while text.utf8.count < length { text += filler }
                let file = SourceFile(path: "t.md", text: text)
                let bytes = Array(text.utf8)
                var line = 1, column = 1
                var mismatches = 0
                for offset in 0...bytes.count {
                    let location = file.location(utf8Offset: offset)
                    if location.line != line || location.column != column { mismatches += 1 }
                    guard offset < bytes.count else { break }
                    if bytes[offset] == UInt8(ascii: "\n") {
                        line += 1
                        column = 1
                    } else if bytes[offset] & 0xC0 != 0x80 {
                        column += 1  // a scalar starts before the next offset
                    }
                }
                #expect(mismatches == 0, "length \(length), filler \(filler.debugDescription)")
                #expect(file.lineCount == bytes.filter { $0 == UInt8(ascii: "\n") }.count + 1)
            }
        }
    }
}
