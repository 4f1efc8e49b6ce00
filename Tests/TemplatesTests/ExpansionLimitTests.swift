import SourceModel
import Templates
import Testing

/// Issue 14: 24 partials of under 40 bytes, each including the one below twice, once rendered
/// 2^24 copies (58 s, 8 GB). Expansion now has a size limit with a located error.
@Suite struct ExpansionLimitTests {
    private func library(_ templates: [String: String], limits: ExpansionLimits = .standard) -> TemplateLibrary {
        var sources: [String: SourceFile] = [:]
        for (name, text) in templates { sources[name] = SourceFile(path: "templates/\(name).mustache", text: text) }
        return TemplateLibrary(templates: sources, limits: limits)
    }

    private func doubling(_ levels: Int) -> [String: String] {
        var templates = ["p0": "x", "page": "<body>{{>p\(levels)}}</body>"]
        for level in 1...levels { templates["p\(level)"] = "{{>p\(level - 1)}}{{>p\(level - 1)}}" }
        return templates
    }

    @Test func doublingPartialsAreReportedOnceWhereTheyCrossTheLimit() throws {
        let library = library(doubling(24))
        let found = library.diagnostics.filter { $0.rule == "template.too-large" }
        #expect(found.count == 1)
        let first = try #require(found.first)
        #expect(first.location?.path == "templates/p22.mustache")
        #expect(first.location?.column == 1 && first.length == "{{>p21}}".count)
        // Rendering stops at once: nothing like 2^24 bytes.
        let (output, _) = library.render("page", context: [:])
        #expect(output.utf8.count < 1_000)
    }

    @Test func doublingBelowTheLimitRendersInFull() {
        let library = library(doubling(10))
        #expect(library.diagnostics.isEmpty)
        let (output, diagnostics) = library.render("page", context: [:])
        #expect(diagnostics.isEmpty)
        #expect(output == "<body>" + String(repeating: "x", count: 1 << 10) + "</body>")
    }

    /// A blow-up that depends on data (sections nested over one array: 20^8 passes) is
    /// stopped at render time by the step limit, with an error at the outermost tag and a
    /// note where the expansion was. (Small limits keep the test fast.)
    @Test func dataDrivenBlowUpStopsAtTheStepLimit() throws {
        let open = String(repeating: "{{#a}}", count: 8), close = String(repeating: "{{/a}}", count: 8)
        let small = ExpansionLimits(steps: 100_000, bytes: 1 << 20)
        let library = library(["page": "<p>\n" + open + "x" + close + "\n</p>\n"], limits: small)
        #expect(library.diagnostics.isEmpty)
        let items = TemplateValue.array(Array(repeating: .bool(true), count: 20))
        let (output, diagnostics) = library.render("page", context: .object(["a": items]))
        #expect(diagnostics.count == 1)
        let first = try #require(diagnostics.first)
        #expect(first.rule == "template.too-large")
        #expect(first.location?.description == "templates/page.mustache:2:1")
        #expect(first.notes.first?.location?.description == "templates/page.mustache:2:43")
        #expect(output.utf8.count <= small.bytes + 64)
    }

    /// The tags being rendered at the stop are collected as the calls return (not kept on a
    /// stack all along): through a partial, the error is still at the page's outermost tag and
    /// the note at the innermost section, in the partial's file.
    @Test func aStopInsideAPartialPointsAtTheOutermostAndInnermostTags() throws {
        let small = ExpansionLimits(steps: 100_000, bytes: 1 << 20)
        let library = library([
            "page": "<p>\n{{#a}}{{> inner}}{{/a}}\n</p>\n",
            "inner": "{{#a}}{{#a}}{{#a}}x{{/a}}{{/a}}{{/a}}",
        ], limits: small)
        #expect(library.diagnostics.isEmpty)
        let items = TemplateValue.array(Array(repeating: .bool(true), count: 20))
        let (_, diagnostics) = library.render("page", context: .object(["a": items]))
        #expect(diagnostics.count == 1)
        let first = try #require(diagnostics.first)
        #expect(first.rule == "template.too-large")
        #expect(first.location?.description == "templates/page.mustache:2:1")
        #expect(first.length == "{{#a}}".count)
        #expect(first.message.contains("{{#a}}"))
        #expect(first.notes.count == 1)
        #expect(first.notes.first?.location?.description == "templates/inner.mustache:1:13")
        // A second render of the same library reports the same, once.
        let (_, again) = library.render("page", context: .object(["a": items]))
        #expect(again == diagnostics)
    }

    @Test func theByteLimitStopsALongOutput() throws {
        let small = ExpansionLimits(steps: 10_000_000, bytes: 1_000)
        let library = library(["page": "{{#items}}0123456789{{/items}}"], limits: small)
        let (output, diagnostics) = library.render("page", context: .object(["items": .array(Array(repeating: .bool(true), count: 500))]))
        #expect(diagnostics.map(\.rule) == ["template.too-large"])
        #expect(output.utf8.count < 1_100)
    }

    @Test func wideButLinearDataRenders() {
        let items = (0..<50_000).map { TemplateValue.object(["n": .string("\($0)")]) }
        let library = library(["page": "{{#items}}<li>{{n}}</li>{{/items}}"])
        let (output, diagnostics) = library.render("page", context: .object(["items": .array(items)]))
        #expect(diagnostics.isEmpty)
        #expect(output.hasSuffix("<li>49999</li>"))
    }
}
