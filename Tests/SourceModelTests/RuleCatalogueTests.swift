import Foundation
import SourceModel
import Testing

/// The one catalogue of rules: complete, unique, and the source of severities and of `--rule`.
@Suite struct RuleCatalogueTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    @Test func idsAreUniqueAndWellFormed() {
        let ids = RuleCatalogue.ids
        #expect(Set(ids).count == ids.count)
        for rule in RuleCatalogue.all {
            #expect(rule.id.wholeMatch(of: /[a-z]+\.[a-z0-9]+(-[a-z0-9]+)*/) != nil, "\(rule.id)")
            #expect(!rule.summary.isEmpty && !rule.example.isEmpty, "\(rule.id)")
            #expect(rule.summary.first?.isLowercase == true || rule.summary.first == "'", "\(rule.id): a lower-case fragment")
        }
    }

    /// Every rule id written as a string literal anywhere in `Sources/` is catalogued, so no stage
    /// can report a diagnostic that `--rule`, `flowdoc rules` and SARIF do not know.
    @Test func everyRuleIDInTheSourcesIsCatalogued() throws {
        let families = Set(RuleCatalogue.all.map { String($0.family) })
        var found: Set<String> = []
        let enumerator = FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift", url.lastPathComponent != "RuleCatalogue.swift" else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            for match in text.matches(of: /"([a-z]+)\.([a-z]+(?:-[a-z]+)*)"/) where families.contains(String(match.1)) {
                found.insert("\(match.1).\(match.2)")
            }
            // Ids built from a prefix (KeyValueBlock: "\(rulePrefix).syntax").
            for match in text.matches(of: /rulePrefix: "([a-z]+)"/) {
                for suffix in ["syntax", "duplicate-key", "value", "unknown-key"] { found.insert("\(match.1).\(suffix)") }
            }
        }
        #expect(found.count > 40)
        let missing = found.filter { RuleCatalogue.rule($0) == nil }.sorted()
        #expect(missing.isEmpty, "not in RuleCatalogue: \(missing)")
    }

    @Test func reportTakesTheCataloguedSeverity() {
        let here = SourceLocation(path: "a.md", line: 1, column: 1)
        #expect(Diagnostic.report("flow.unreachable-scene", "x", at: here).severity == .warning)
        #expect(Diagnostic.report("flow.unknown-scene", "x", at: here).severity == .error)
        #expect(Diagnostic.report("import.guessed", "x", at: here).severity == .note)
    }

    @Test func anExplicitLevelWinsOverStrict() {
        let here = SourceLocation(path: "a.md", line: 1, column: 1)
        let warnings = [Diagnostic.report("flow.unreachable-scene", "x", at: here), Diagnostic.report("flow.modal-dead-end", "y", at: here)]
        let policy = DiagnosticPolicy(strict: true, overrides: ["flow.unreachable-scene": .warning])
        let applied = policy.apply(warnings)
        #expect(applied.first { $0.rule == "flow.unreachable-scene" }?.severity == .warning)
        #expect(applied.first { $0.rule == "flow.modal-dead-end" }?.severity == .error)
    }

    @Test func theMarkdownTableHasOneRowPerRule() {
        let rows = RuleCatalogueText.markdownTable().split(separator: "\n")
        #expect(rows.count == RuleCatalogue.all.count + 2)
        #expect(RuleCatalogueText.plain().contains("flow.modal-dead-end"))
    }
}
