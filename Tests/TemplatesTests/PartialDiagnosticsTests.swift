import SourceModel
import Templates
import Testing

/// Unknown partials and recursion: reported, rendered as nothing, never a crash or a hang.
@Suite("Partial diagnostics")
struct PartialDiagnosticsTests {
    private func library(_ templates: [String: String]) -> TemplateLibrary {
        TemplateLibrary(templates: templates.mapValues { _ in SourceFile(path: "", text: "") }
            .reduce(into: [:]) { result, entry in
                result[entry.key] = SourceFile(path: "templates/\(entry.key).mustache", text: templates[entry.key] ?? "")
            })
    }

    @Test func unknownPartialRendersEmptyAndIsReportedOnceByTheLibrary() {
        let library = library(["page": "<main>\n  {{> sidebr }}\n</main>\n", "sidebar": "<nav></nav>\n"])
        #expect(library.diagnostics.count == 1)
        let diagnostic = library.diagnostics.first
        #expect(diagnostic?.rule == "template.unknown-partial")
        #expect(diagnostic?.severity == .error)
        #expect(diagnostic?.location?.description == "templates/page.mustache:2:3")
        #expect(diagnostic?.message.contains("'sidebr'") == true)
        #expect(diagnostic?.fixIts.first?.message == "did you mean 'sidebar'?")
        #expect(diagnostic?.fixIts.first?.replacement == "{{> sidebar }}")
        let (output, diagnostics) = library.render("page", context: [:])
        #expect(output == "<main>\n</main>\n")
        #expect(diagnostics.isEmpty)
    }

    @Test func unknownPartialOfATemplateOutsideTheLibraryIsReportedWhenRendered() {
        let (template, _) = Template.parse(SourceFile(path: "one-off.mustache", text: "a\nb {{>missing}}"))
        let (output, diagnostics) = library([:]).render(template!, context: [:])
        #expect(output == "a\nb ")
        #expect(diagnostics.map(\.rule) == ["template.unknown-partial"])
        #expect(diagnostics.first?.location?.description == "one-off.mustache:2:3")
    }

    @Test func unknownDynamicPartialIsReportedWhenRendered() {
        let library = library(["page": "{{#items}}{{>*kind}}{{/items}}", "text": "[{{content}}]"])
        #expect(library.diagnostics.isEmpty)
        let context: TemplateValue = ["items": [["kind": "text", "content": "a"], ["kind": "image"], ["kind": "image"]]]
        let (output, diagnostics) = library.render("page", context: context)
        #expect(output == "[a]")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.location?.description == "templates/page.mustache:1:11")
        #expect(diagnostics.first?.message.contains("'image'") == true)
    }

    @Test func unknownTemplateName() {
        let (output, diagnostics) = library(["layout": "x"]).render("layuot", context: [:])
        #expect(output.isEmpty)
        #expect(diagnostics.first?.rule == "template.unknown-partial")
        #expect(diagnostics.first?.notes.first?.message == "did you mean 'layout'?")
    }

    @Test func selfInclusionStopsWithARecursionDiagnostic() {
        let library = library(["loop": "x\n{{>loop}}"])
        let (output, diagnostics) = library.render("loop", context: [:])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.rule == "template.recursion")
        #expect(diagnostics.first?.location?.description == "templates/loop.mustache:2:1")
        #expect(output == String(repeating: "x\n", count: 101))
    }

    @Test func recursionDrivenBy200LevelsOfDataStopsAtTheLimit() {
        var tree: TemplateValue = ["name": "leaf", "child": false]
        for level in (0..<200).reversed() { tree = ["name": .string("n\(level)"), "child": tree] }
        let library = library(["node": "{{name}}\n{{#child}}\n{{>node}}\n{{/child}}\n"])
        let (output, diagnostics) = library.render("node", context: tree)
        #expect(diagnostics.map(\.rule) == ["template.recursion"])
        #expect(diagnostics.first?.location?.description == "templates/node.mustache:3:1")
        #expect(output.split(separator: "\n").count == 101)
    }

    @Test func shallowRecursionEndsNormally() {
        // The leaf says `child: false`; a missing key would find the parent's child again.
        var tree: TemplateValue = ["name": "leaf", "child": false]
        for level in (0..<50).reversed() { tree = ["name": .string("n\(level)"), "child": tree] }
        let library = library(["node": "{{name}}\n{{#child}}\n{{>node}}\n{{/child}}\n"])
        let (output, diagnostics) = library.render("node", context: tree)
        #expect(diagnostics.isEmpty)
        #expect(output.split(separator: "\n").count == 51)
    }

    @Test func branchingRecursionDoesNotExplode() {
        // Each level includes itself twice: 2^100 expansions unless rendering stops at once.
        let library = library(["p": "{{>p}}{{>p}}", "q": "a{{<q}}{{/q}}b"])
        let (output, diagnostics) = library.render("p", context: [:])
        #expect(output.isEmpty)
        #expect(diagnostics.map(\.rule) == ["template.recursion"])
        #expect(library.render("q", context: [:]).diagnostics.map(\.rule) == ["template.recursion"])
    }

    @Test func blockArgumentThatFillsItselfStops() {
        let library = library([
            "layout": "<{{$body}}default{{/body}}>",
            "page": "{{<layout}}{{$body}}[{{$body}}inner{{/body}}]{{/body}}{{/layout}}",
        ])
        let (_, diagnostics) = library.render("page", context: [:])
        #expect(diagnostics.map(\.rule) == ["template.recursion"])
        #expect(diagnostics.first?.location?.description == "templates/page.mustache:1:22")
    }
}

@Suite("Nesting limits")
struct NestingLimitTests {
    @Test func sectionsNestedTooDeepAreReportedAndIgnored() {
        let text = String(repeating: "{{#a}}", count: 150) + "x" + String(repeating: "{{/a}}", count: 150)
        let (template, diagnostics) = Template.parse(SourceFile(path: "deep.mustache", text: text))
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.location?.description == "deep.mustache:1:601")
        let (output, problems) = TemplateLibrary(templates: [:]).render(template!, context: ["a": true])
        #expect(output == "x")
        #expect(problems.isEmpty)
    }

    @Test func deepestAllowedNestingRendersOnAWorkerThread() async {
        // 100 sections in a partial that includes itself 100 times: the deepest render allowed.
        let text = String(repeating: "{{#a}}", count: 99) + "{{>deep}}" + String(repeating: "{{/a}}", count: 99)
        let library = TemplateLibrary(templates: ["deep": SourceFile(path: "deep.mustache", text: text)])
        #expect(library.diagnostics.isEmpty)
        let rules = await Task.detached { library.render("deep", context: ["a": true]).diagnostics.map(\.rule) }.value
        #expect(rules == ["template.recursion"])
    }
}
