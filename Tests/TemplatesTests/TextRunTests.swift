import SourceModel
@testable import Templates
import Testing

/// Text between two tags is one node (`TextRun`) written in one append where nothing is
/// stripped or indented, and line by line where something is; both must give what the
/// line-by-line renderer gave (issue #12: the page shell's text was one append per line).
@Suite struct TextRunTests {
    private func nodes(_ text: String) -> [Node] {
        Template.parse(SourceFile(path: "t.mustache", text: text)).0!.storage.nodes
    }

    @Test func consecutiveLinesAreOneRun() throws {
        let parsed = nodes("<head>\n<meta a>\n<meta b>\n{{x}}\n<p>\n{{#s}}\n<li>\n<li>\n{{/s}}\n</p>\n")
        let runs = parsed.compactMap { node -> TextRun? in
            if case .text(let run) = node { return run } else { return nil }
        }
        #expect(runs.map(\.lines.count) == [3, 2, 1])
        #expect(runs.first.map { String(decoding: $0.bytes, as: UTF8.self) } == "<head>\n<meta a>\n<meta b>\n")
        let section = try #require(parsed.compactMap { node -> SectionNode? in
            if case .section(let section) = node { return section } else { return nil }
        }.first)
        guard case .text(let inner) = section.children.first else {
            Issue.record("a section's text is a run")
            return
        }
        #expect(inner.lines.count == 2)
    }

    /// A run inside a standalone partial with indentation, and a block's content with its own
    /// indentation stripped, still go line by line.
    @Test func indentedRunsKeepTheirLines() {
        var sources: [String: SourceFile] = [:]
        let templates = [
            "page": "<ul>\n  {{> items}}\n</ul>\n{{<box}}{{$body}}\n    one\n    {{x}}\n    two\n{{/body}}{{/box}}\n",
            "items": "<li>a</li>\n<li>{{x}}</li>\n<li>b</li>\n\n<li>c</li>\n",
            "box": "<div>\n  {{$body}}{{/body}}\n</div>\n",
        ]
        for (name, text) in templates { sources[name] = SourceFile(path: "\(name).mustache", text: text) }
        let library = TemplateLibrary(templates: sources)
        let (output, diagnostics) = library.render("page", context: .object(["x": "X"]))
        #expect(diagnostics.isEmpty)
        #expect(output == """
            <ul>
              <li>a</li>
              <li>X</li>
              <li>b</li>

              <li>c</li>
            </ul>
            <div>
              one
              X
              two
            </div>

            """)
    }

    /// A run counts a step per line, as the lines did: the step limit stops at the same place.
    @Test func aRunCountsAStepPerLine() throws {
        let text = String(repeating: "line\n", count: 50)
        let small = ExpansionLimits(steps: 120, bytes: 1 << 20)
        let library = TemplateLibrary(templates: ["page": SourceFile(path: "page.mustache", text: "{{#a}}\(text){{/a}}")], limits: small)
        let items = TemplateValue.array(Array(repeating: .bool(true), count: 3))
        let (output, diagnostics) = library.render("page", context: .object(["a": items]))
        #expect(diagnostics.map(\.rule) == ["template.too-large"])
        // 1 step for the section, then 50 per pass (one per line): the third pass stops after 19 lines.
        #expect(output == String(repeating: text, count: 2) + String(repeating: "line\n", count: 19))
    }
}
