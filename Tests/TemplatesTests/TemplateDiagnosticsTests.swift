import SourceModel
import Templates
import Testing

/// Every template mistake is a diagnostic with an exact place.
@Suite("Template diagnostics")
struct TemplateDiagnosticsTests {
    private func parse(_ text: String, path: String = "t.mustache") -> [Diagnostic] {
        Template.parse(SourceFile(path: path, text: text)).1
    }

    private func place(_ diagnostic: Diagnostic?) -> String? {
        diagnostic?.location?.description
    }

    @Test func cleanTemplateHasNoDiagnostics() {
        #expect(parse("{{#a}}\n  {{b}} {{{c}}} {{&d}}\n{{/a}}{{^e}}{{! note }}{{/e}}{{>p}}").isEmpty)
    }

    @Test func unclosedSectionPointsAtItsOpeningTag() {
        let diagnostics = parse("<ul>\n  {{#items}}\n  <li>{{name}}</li>\n</ul>\n")
        #expect(diagnostics.count == 1)
        let diagnostic = diagnostics.first
        #expect(diagnostic?.rule == "template.syntax")
        #expect(diagnostic?.severity == .error)
        #expect(place(diagnostic) == "t.mustache:2:3")
        #expect(diagnostic?.length == 10)
        #expect(diagnostic?.message.contains("'{{#items}}'") == true)
        #expect(diagnostic?.message.contains("{{/items}}") == true)
    }

    @Test func mismatchedClosingTagNotesWhereTheSectionOpened() {
        let diagnostics = parse("{{#chapter}}\n<h1>{{title}}</h1>\n   {{/chaptre}}\n")
        // The stray tag is reported; the section it failed to close is then unclosed.
        #expect(diagnostics.map(\.rule) == ["template.syntax", "template.syntax"])
        let mismatch = diagnostics.first { $0.message.contains("does not match") }
        #expect(place(mismatch) == "t.mustache:3:4")
        #expect(mismatch?.message.contains("'{{/chaptre}}'") == true)
        #expect(mismatch?.message.contains("'{{#chapter}}'") == true)
        #expect(mismatch?.notes.first?.message == "section opened here")
        #expect(mismatch?.notes.first?.location?.description == "t.mustache:1:1")
        let unclosed = diagnostics.first { $0.message.contains("never closed") }
        #expect(place(unclosed) == "t.mustache:1:1")
    }

    @Test func closingAnOuterSectionRecoversInnerOnes() {
        let source = SourceFile(path: "t.mustache", text: "{{#a}}{{#b}}x{{/a}}y")
        let (template, diagnostics) = Template.parse(source)
        #expect(diagnostics.count == 1)
        #expect(place(diagnostics.first) == "t.mustache:1:14")
        #expect(diagnostics.first?.notes.first?.location?.description == "t.mustache:1:7")
        let output = TemplateLibrary(templates: [:]).render(template!, context: ["a": true, "b": true]).0
        #expect(output == "xy")
    }

    @Test func strayClosingTag() {
        let diagnostics = parse("text\n{{/nothing}}")
        #expect(diagnostics.count == 1)
        #expect(place(diagnostics.first) == "t.mustache:2:1")
        #expect(diagnostics.first?.message.contains("no open section") == true)
    }

    @Test func emptyTag() {
        let diagnostics = parse("a\nb {{ }} c")
        #expect(diagnostics.count == 1)
        #expect(place(diagnostics.first) == "t.mustache:2:3")
        #expect(diagnostics.first?.message.contains("empty tag") == true)
    }

    @Test func unclosedTagKeepsTheRestAsText() {
        let source = SourceFile(path: "t.mustache", text: "Hello {{name")
        let (template, diagnostics) = Template.parse(source)
        #expect(diagnostics.count == 1)
        #expect(place(diagnostics.first) == "t.mustache:1:7")
        #expect(TemplateLibrary(templates: [:]).render(template!, context: [:]).0 == "Hello {{name")
    }

    @Test(arguments: ["{{=<% %>}}", "{{= a b c =}}", "{{=<% =%> =}}", "{{==}}"])
    func badDelimiterChange(_ tag: String) {
        let diagnostics = parse("x\n  " + tag + "\n")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.rule == "template.syntax")
        #expect(place(diagnostics.first) == "t.mustache:2:3")
    }

    @Test func spaceInName() {
        let diagnostics = parse("{{first name}}")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("space") == true)
    }

    @Test func columnsCountCharactersNotBytes() {
        let diagnostics = parse("é ü {{#open}}")
        #expect(place(diagnostics.first) == "t.mustache:1:5")
    }

    @Test func diagnosticsAfterDelimiterChangeUseTheNewDelimiters() {
        let diagnostics = parse("{{=<% %>=}}\n<%#list%>\n")
        #expect(place(diagnostics.first) == "t.mustache:2:1")
        #expect(diagnostics.first?.message.contains("'<%#list%>'") == true)
    }

    @Test func libraryReportsParseErrorsOfEveryTemplate() {
        let library = TemplateLibrary(templates: [
            "a": SourceFile(path: "templates/a.mustache", text: "{{#x}}"),
            "b": SourceFile(path: "templates/b.mustache", text: "ok\n{{/y}}"),
        ])
        #expect(library.diagnostics.map { $0.location?.description ?? "" }
            == ["templates/a.mustache:1:1", "templates/b.mustache:2:1"])
    }
}
