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

    nonisolated(unsafe) static let forbidden: [(String, Regex<Substring>)] = [
        ("a Diagnostic(rule:severity:…) built by hand", /Diagnostic\s*\(\s*rule:/),
        ("a literal severity argument", /severity:\s*\.(?:error|warning|note)\b/),
        ("a literal severity assigned", /\.severity\s*=\s*\.(?:error|warning|note)\b/),
        ("Diagnostic.error/.warning/.note", /Diagnostic\s*\.\s*(?:error|warning|note)\s*\(/),
        // `.error("flow.x", …)` where the type is inferred; `Console.error(` is preceded by a name.
        ("an inferred .error(/.warning(/.note( call", /(?:^|[^A-Za-z0-9_)\]])\.(?:error|warning|note)\(/),
    ]

    /// No file of `Sources/` makes a diagnostic with a severity of its own: every one goes through
    /// `Diagnostic.report` (the catalogue's default, or its declared milder case), so a severity
    /// can never disagree with `flowdoc rules`. Only the catalogue, `Diagnostic` itself and the
    /// `--strict`/`--rule` policy may name a severity.
    @Test func noSourceFileChoosesASeverityOutsideTheCatalogue() throws {
        let allowed: Set<String> = ["Diagnostic.swift", "DiagnosticPolicy.swift", "RuleCatalogue.swift"]
        var offences: [String] = []
        var scanned = 0
        let enumerator = FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift", !allowed.contains(url.lastPathComponent),
                  url.lastPathComponent != "BuiltinTheme.swift" else { continue }
            scanned += 1
            let text = try String(contentsOf: url, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.trimmingPrefix(while: \.isWhitespace)
                guard !code.hasPrefix("//") else { continue }
                for (what, pattern) in Self.forbidden where line.contains(pattern) {
                    offences.append("\(url.lastPathComponent):\(number + 1): \(what): \(code)")
                }
            }
        }
        #expect(scanned > 100)
        #expect(offences.isEmpty, "\(offences.joined(separator: "\n"))")
    }

    /// The scan above would catch what it is meant to catch.
    @Test func theSeverityScanRecognisesEachForm() {
        let samples = ["return .warning(id, message, at: here)", "diagnostics.append(.error(\"link.broken\", m, at: nil))",
                       "Diagnostic.error(\"x.y\", m, at: nil)", "copy.severity = .warning", "Diagnostic(rule: id, severity: s,"]
        let patterns = Self.forbidden.map(\.1)
        for sample in samples { #expect(patterns.contains { sample.contains($0) }, "\(sample)") }
        #expect(!patterns.contains { "Console.error(message)".contains($0) })
    }

    @Test func milderCasesAreDeclaredInTheCatalogue() {
        let here = SourceLocation(path: "a.md", line: 1, column: 1)
        #expect(Diagnostic.report("flow.push-outside-navigation", "x", at: here).severity == .error)
        #expect(Diagnostic.report("flow.push-outside-navigation", "x", at: here, milder: true).severity == .note)
        #expect(Diagnostic.report("link.broken", "x", at: here).inMilderCase.severity == .warning)
        #expect(Diagnostic.report("image.no-alt", "x", at: here).inMilderCase.severity == .warning)
        for rule in RuleCatalogue.all {
            if let milder = rule.milder { #expect(milder < rule.severity, "\(rule.id)") }
            #expect(RuleCatalogueText.plain().contains(rule.id + String(repeating: " ", count: 1)))
        }
        #expect(RuleCatalogueText.plain().contains("error/warning"))
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
