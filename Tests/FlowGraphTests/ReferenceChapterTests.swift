import FlowGraph
import FlowSyntax
import Foundation
import SourceModel
import Testing

/// content/06-reference.md: its flow examples check clean, its failing examples fail as they
/// say, and it documents every rule.
@Suite struct ReferenceChapterTests {
    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("content/06-reference.md")

    static func text() throws -> String { try String(contentsOf: url, encoding: .utf8) }

    @Test func frontMatterComesFirst() throws {
        #expect(try Self.text().hasPrefix("---\ntitle: Flow language reference\n"))
    }

    @Test func everyFlowExampleChecksCleanAndHasItsOwnStoryboard() throws {
        let document = FlowDocument(try Self.text(), path: "content/06-reference.md")
        #expect(document.blocks.count >= 10)
        for block in document.blocks {
            #expect(block.infoString.hasPrefix("flow Ref"), "line \(block.fenceLocation.line): \(block.infoString)")
        }
        let run = document.run(defaultStoryboard: "Reference")
        #expect(run.all.isEmpty, "\(run.all.map { "\($0.location?.description ?? ""): \($0.message)" })")
        #expect(run.book.storyboards.allSatisfy { $0.name.hasPrefix("Ref") })
        for board in run.book.storyboards { #expect(!board.scenes.isEmpty, "\(board.name)") }

        // Its prose links resolve too.
        var references: [FlowReference] = []
        let lines = document.file.text.split(separator: "\n", omittingEmptySubsequences: false)
        for (offset, line) in lines.enumerated() {
            for kind in ["scene", "segue"] {
                var rest = line[...]
                while let range = rest.range(of: "](\(kind):") {
                    let target = rest[range.upperBound...].prefix { $0 != ")" }
                    let parts = target.split(separator: "/")
                    references.append(FlowReference(
                        kind: kind == "scene" ? .scene : .segue, name: String(parts.last ?? ""),
                        storyboard: parts.count > 1 ? String(parts[0]) : nil,
                        location: SourceLocation(path: "content/06-reference.md", line: offset + 1, column: 1),
                        length: target.count, origin: .link))
                    rest = rest[range.upperBound...]
                }
            }
        }
        #expect(references.count >= 2)
        let (_, unresolved) = run.book.resolve(references, defaultStoryboard: "Reference")
        #expect(unresolved.isEmpty, "\(unresolved.map(\.message))")
    }

    @Test func everyFailingExampleFailsWithTheRuleItNames() throws {
        let text = try Self.text()
        let examples = FlowDocument.fences(in: text).filter { $0.info == "text" && $0.lines.first?.text.hasPrefix("# expect: ") == true }
        var shown: Set<String> = []
        for example in examples {
            let rule = String(example.lines[0].text.dropFirst("# expect: ".count))
            shown.insert(rule)
            let file = SourceFile(path: "example.md", text: text)
            let source = FlowBlockSource(file: file, infoString: "flow Example",
                                         fenceLocation: SourceLocation(path: "example.md", line: example.line, column: 4),
                                         lines: example.lines)
            var book = FlowBook()
            let (block, syntax) = FlowParser.parse(source)
            let (_, applied) = book.apply(block, defaultStoryboard: "Example")
            let all = syntax + applied + book.finalDiagnostics()
            #expect(all.contains { $0.rule == rule }, "example at line \(example.line) should trip \(rule): \(all.map(\.rule))")
            for d in all where d.rule == rule {
                #expect(d.location?.line ?? 0 >= example.line, "the diagnostic points into the example")
            }
        }
        let ruleIDs = Set(FlowRules.all.map(\.id))
        let notRunnable: Set<String> = ["flow.dangling-reference", "flow.ambiguous-reference"]
        #expect(shown == ruleIDs.subtracting(notRunnable))
    }

    @Test func everyRuleHasASectionAndATableRow() throws {
        let text = try Self.text()
        for rule in FlowRules.all {
            #expect(text.contains("\n### \(rule.id)\n"), "\(rule.id)")
            #expect(text.contains("| `\(rule.id)` |"), "\(rule.id)")
        }
    }

    /// The table of checks is the rule catalogue, rendered (`FLOWDOC_RECORD=1` rewrites it).
    @Test func theChecksTableIsTheCatalogue() throws {
        let text = try Self.text()
        let start = try #require(text.range(of: "| rule | severity | fires when | example |\n"))
        let end = text.range(of: "\n\n", range: start.lowerBound..<text.endIndex)?.lowerBound ?? text.endIndex
        let shown = String(text[start.lowerBound..<end]) + "\n"
        let expected = RuleCatalogueText.markdownTable()
        if shown != expected, ProcessInfo.processInfo.environment["FLOWDOC_RECORD"] == "1" {
            try Data((String(text[..<start.lowerBound]) + expected.dropLast() + text[end...]).utf8).write(to: Self.url)
        }
        #expect(shown == expected, "content/06-reference.md's table differs from RuleCatalogue; re-record with FLOWDOC_RECORD=1")
        for id in RuleCatalogue.ids { #expect(shown.contains("| `\(id)` |")) }
    }

    @Test func everyKeywordIsDocumented() throws {
        let text = try Self.text()
        for word in FlowVocabulary.sceneKinds + FlowVocabulary.segueStyles + FlowVocabulary.triggers {
            #expect(text.contains("`\(word)`"), "\(word)")
        }
        for key in FlowVocabulary.sceneKeys + FlowVocabulary.segueKeys {
            #expect(text.contains("`\(key)=`") || text.contains("`\(key)=`,"), "\(key)")
        }
    }
}
