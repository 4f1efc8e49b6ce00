import SourceModel
import Templates
import Testing

/// Behaviour flowdoc relies on beyond the spec: layouts, values, literals, threads.
@Suite("Template rendering")
struct TemplateRenderingTests {
    private func library(_ templates: [String: String]) -> TemplateLibrary {
        var sources: [String: SourceFile] = [:]
        for (name, text) in templates { sources[name] = SourceFile(path: "\(name).mustache", text: text) }
        return TemplateLibrary(templates: sources)
    }

    private func render(_ text: String, _ context: TemplateValue, partials: [String: String] = [:]) -> String {
        let (template, _) = Template.parse(SourceFile(path: "t.mustache", text: text))
        return library(partials).render(template!, context: context).0
    }

    @Test func layoutInheritance() {
        let library = library([
            "layout": """
                <html>
                <head><title>{{$title}}flowdoc{{/title}}</title></head>
                <body>
                  {{$body}}{{/body}}
                  {{> footer}}
                </body>
                </html>

                """,
            "footer": "<footer>\n  {{site}}\n</footer>\n",
            "chapter": """
                {{<layout}}
                {{$title}}{{chapter.title}} – {{site}}{{/title}}
                {{$body}}
                <h1>{{chapter.title}}</h1>
                {{#chapter.scenes}}
                <p>{{.}}</p>
                {{/chapter.scenes}}
                {{/body}}
                {{/layout}}

                """,
        ])
        #expect(library.diagnostics.isEmpty)
        let context: TemplateValue = [
            "site": "Storyboards & Segues",
            "chapter": ["title": "Colorboard", "scenes": ["List", "Editor <modal>"]],
        ]
        let (output, diagnostics) = library.render("chapter", context: context)
        #expect(diagnostics.isEmpty)
        #expect(output == """
            <html>
            <head><title>Colorboard – Storyboards &amp; Segues</title></head>
            <body>
              <h1>Colorboard</h1>
              <p>List</p>
              <p>Editor &lt;modal&gt;</p>
              <footer>
                Storyboards &amp; Segues
              </footer>
            </body>
            </html>

            """)
    }

    @Test func numbersPrintLikeJSON() {
        let context: TemplateValue = ["i": 85, "d": 1.21, "whole": 2.0, "neg": -0.5, "big": 1e20]
        #expect(render("{{i}} {{d}} {{whole}} {{neg}} {{big}}", context) == "85 1.21 2 -0.5 1e+20")
    }

    @Test func escapingCoversQuotesAndApostrophes() {
        #expect(render("{{x}}|{{{x}}}", ["x": "<a href=\"1\">'&'</a>"])
            == "&lt;a href=&quot;1&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;|<a href=\"1\">'&'</a>")
    }

    @Test func truthinessFollowsJavaScript() {
        let template = "{{#v}}yes{{/v}}{{^v}}no{{/v}}"
        let cases: [(TemplateValue, String)] = [
            (nil, "no"), (false, "no"), (0, "no"), (0.0, "no"), ("", "no"), ([], "no"),
            (true, "yes"), (1, "yes"), ("x", "yes"), ([:], "yes"), (["a"], "yes"),
        ]
        for (value, expected) in cases {
            #expect(render(template, ["v": value]) == expected, "\(value)")
        }
    }

    @Test func arraysAndObjectsInterpolateAsNothing() {
        #expect(render("[{{a}}][{{o}}][{{b}}]", ["a": [1, 2], "o": ["k": 1], "b": true]) == "[][][true]")
    }

    @Test func dottedNamesIndexArrays() {
        #expect(render("{{items.1.name}}", ["items": [["name": "a"], ["name": "b"]]]) == "b")
    }

    @Test func standalonePartialIndentsEveryLineButBlankOnes() {
        #expect(render("<ul>\n    {{>items}}\n</ul>\n", ["a": "x"], partials: ["items": "<li>{{a}}</li>\n\n<li/>\n"])
            == "<ul>\n    <li>x</li>\n\n    <li/>\n</ul>\n")
    }

    @Test func nestedPartialsAccumulateIndentation() {
        let output = render("a\n  {{>outer}}\n", [:], partials: ["outer": "b\n  {{>inner}}\n", "inner": "c\nd\n"])
        #expect(output == "a\n  b\n    c\n    d\n")
    }

    @Test func literalsBuildValues() {
        let value: TemplateValue = ["s": "x", "b": true, "i": 1, "d": 1.5, "n": nil, "a": ["y", 2]]
        #expect(value == .object([
            "s": .string("x"), "b": .bool(true), "i": .int(1), "d": .double(1.5), "n": .null,
            "a": .array([.string("y"), .int(2)]),
        ]))
        #expect(value["a"]?["1"] == .int(2))
    }

    @Test func parsedTemplateRendersManyTimesFromManyThreads() async {
        let library = library([
            "layout": "<h1>{{$title}}{{/title}}</h1>\n{{#items}}\n  {{>item}}\n{{/items}}\n",
            "item": "<li>{{name}}</li>\n",
            "page": "{{<layout}}{{$title}}{{title}}{{/title}}{{/layout}}",
        ])
        let results = await withTaskGroup(of: Bool.self) { group in
            for index in 0..<64 {
                group.addTask {
                    let context: TemplateValue = ["title": .string("T\(index)"), "items": [["name": "a"], ["name": "b"]]]
                    var ok = true
                    for _ in 0..<50 {
                        ok = ok && library.render("page", context: context).output
                            == "<h1>T\(index)</h1>\n  <li>a</li>\n  <li>b</li>\n"
                    }
                    return ok
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results.count == 64)
        #expect(results.allSatisfy { $0 })
    }

    @Test func deterministicOutput() {
        let context: TemplateValue = ["z": 1, "a": 2, "m": ["k": "v"]]
        let first = render("{{a}}{{z}}{{m.k}}", context)
        for _ in 0..<10 { #expect(render("{{a}}{{z}}{{m.k}}", context) == first) }
    }

    /// A value that writes its UTF-8 bytes renders as the same string does: escaped, unescaped,
    /// as a section, empty, and in an indented partial.
    @Test func bytesRenderAsTheirString() {
        let partials = ["p": "  {{{x}}}\n  {{x}}\n"]
        for text in ["", "plain", "<b>a & \"b\"</b>\nline 2", "é → ✓ 'q'"] {
            let source = ByteSource(count: text.utf8.count) { $0.append(contentsOf: text.utf8) }
            for template in ["{{x}}", "{{{x}}}", "{{&x}}", "[{{#x}}yes{{/x}}{{^x}}no{{/x}}]", "a\n  {{> p}}\nb"] {
                #expect(render(template, ["x": .bytes(source)], partials: partials)
                        == render(template, ["x": .string(text)], partials: partials), "\(template) with \(text)")
            }
        }
    }
}
