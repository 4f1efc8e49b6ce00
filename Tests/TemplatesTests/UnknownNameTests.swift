import SourceModel
import Templates
import Testing

/// `template.unknown-name`: a name no context of the given shape can have is a located warning.
@Suite struct UnknownNameTests {
    static let shape: ContextShape = .object([
        "site": .object(["title": .value]),
        "page": .object(["title": .value, "body": .value, "toc": .list(.object(["id": .value, "text": .value]))]),
        "nav": .list(.object(["title": .value, "url": .value])),
        "extra": .open,
    ])

    static func check(_ text: String) -> [Diagnostic] {
        TemplateLibrary(templates: ["chapter": SourceFile(path: "templates/chapter.mustache", text: text)])
            .unknownNames(in: shape)
    }

    @Test func aTypoInADottedNameIsLocatedWithAFix() throws {
        let diagnostics = Self.check("<main>\n  {{{page.bdy}}}\n</main>\n")
        try #require(diagnostics.count == 1)
        let only = diagnostics[0]
        #expect(only.rule == "template.unknown-name")
        #expect(only.severity == .warning)
        #expect(only.location == SourceLocation(path: "templates/chapter.mustache", line: 2, column: 3))
        #expect(only.length == 14)
        #expect(only.message.contains("'bdy' is not a name of 'page'"))
        #expect(only.fixIts.first?.replacement == "{{{page.body}}}")
    }

    @Test func anUnknownFirstNameAndASectionAreReported() {
        let diagnostics = Self.check("{{titel}}{{#navv}}{{url}}{{/navv}}")
        #expect(diagnostics.map(\.fixIts.first?.replacement) == ["{{title}}", "{{#nav}}"])
    }

    @Test func namesThePageCanHaveAreQuiet() {
        // Names found through enclosing sections, the implicit iterator, and open shapes.
        let text = "{{site.title}}{{#page.toc}}{{id}}{{text}}{{title}}{{/page.toc}}{{#nav}}{{.}}{{url}}{{/nav}}"
            + "{{extra.anything.at.all}}{{^page.body}}none{{/page.body}}"
        #expect(Self.check(text).isEmpty)
    }
}
