import Foundation
import Testing

/// `flowdoc check` on the bundled tutorial, clean and with a typo.
@Suite(.serialized) struct CheckCommandTests {
    /// A copy of the bundled site, with `edit` applied to one chapter.
    private func bundledSite(editing chapter: String? = nil, _ edit: (String) -> String = { $0 }) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("flowdoc-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for item in ["content", "flowdoc.conf", "examples"] {
            try FileManager.default.copyItem(at: CLI.packageRoot.appendingPathComponent(item), to: root.appendingPathComponent(item))
        }
        if let chapter {
            let url = root.appendingPathComponent("content/\(chapter)")
            let text = try String(contentsOf: url, encoding: .utf8)
            try Data(edit(text).utf8).write(to: url)
        }
        return root
    }

    @Test func bundledSiteIsCleanUnderStrict() throws {
        let result = try CLI.run(["check", "--strict", try bundledSite().path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("0 errors, 0 warnings"))
    }

    @Test func aTypoInASwiftListingIsLocatedWithASuggestion() throws {
        let root = try bundledSite(editing: "02-colorboard.md") {
            $0.replacingOccurrences(of: "        case \"NewColor\":", with: "        case \"NewColour\":")
        }
        let text = try String(contentsOf: root.appendingPathComponent("content/02-colorboard.md"), encoding: .utf8)
        let line = text.components(separatedBy: "\n").firstIndex { $0.contains("\"NewColour\"") }! + 1
        let result = try CLI.run(["check", root.path], in: root)
        #expect(result.status == 1)
        #expect(result.stderr.contains("content/02-colorboard.md:\(line):15: error:"), "\(result.stderr)")
        #expect(result.stderr.contains("[flow.dangling-reference]"))
        #expect(result.stderr.contains("did you mean 'NewColor'?"))
        #expect(result.stderr.contains("^~~~~~~~~"))
    }

    @Test func jsonAndGitHubFormats() throws {
        let root = try bundledSite(editing: "04-friend-list.md") {
            $0.replacingOccurrences(of: "segue showDetail: Master -> Detail push", with: "segue showDetail: Master -> Detial push")
        }
        let json = try CLI.run(["check", "--format", "json", root.path], in: root)
        #expect(json.status == 1)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        let first = try #require(array.first { ($0["rule"] as? String) == "flow.unknown-scene" })
        #expect(first["file"] as? String == "content/04-friend-list.md")
        #expect(first["severity"] as? String == "error")
        #expect((first["line"] as? Int ?? 0) > 0 && (first["column"] as? Int ?? 0) > 0)
        #expect((first["message"] as? String)?.contains("Detial") == true)
        #expect((first["fixits"] as? [[String: Any]])?.first?["replacement"] as? String == "Detail")

        let github = try CLI.run(["check", "--format", "github", root.path], in: root)
        #expect(github.status == 1)
        let lines = github.stdout.split(separator: "\n")
        #expect(!lines.isEmpty)
        let pattern = try NSRegularExpression(pattern: #"^::(error|warning|notice) file=[^,]+,line=\d+,col=\d+,title=[a-z.-]+::.+$"#)
        for line in lines {
            let text = String(line)
            #expect(pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil, "\(text)")
        }
    }

    @Test func strictTurnsWarningsIntoFailuresAndRulesCanBeSilenced() throws {
        let root = try CLI.site([
            "content/index.md": "# Home\n\n```flow Lonely\nscene A: view initial\nscene B: view\n```\n",
        ])
        let plain = try CLI.run(["check", root.path])
        #expect(plain.status == 0)
        #expect(plain.stderr.contains("[flow.unreachable-scene]"))
        #expect(try CLI.run(["check", "--strict", root.path]).status == 1)
        let silenced = try CLI.run(["check", "--strict", "--rule", "flow.unreachable-scene=off", root.path])
        #expect(silenced.status == 0)
        #expect(!silenced.stderr.contains("unreachable"))
    }

    @Test func bundledDiagramsHaveNoOverlapsAndNoEdgeThroughACard() throws {
        try LayoutStats.expectClean(in: CLI.packageRoot, expectedCount: 12)
    }

    @Test func graphDotIsAcceptedByGraphviz() throws {
        let graph = try CLI.run(["graph", "--format", "dot", CLI.packageRoot.path])
        #expect(graph.status == 0)
        #expect(graph.stdout.contains("digraph"))
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/dot") else {
            Issue.record("Graphviz (Debian package graphviz) is needed for this test; scripts/test installs it")
            return
        }
        let dot = Process()
        dot.executableURL = URL(fileURLWithPath: "/usr/bin/dot")
        dot.arguments = ["-Tsvg", "-o", "/dev/null"]
        let input = Pipe()
        dot.standardInput = input
        try dot.run()
        input.fileHandleForWriting.write(Data(graph.stdout.utf8))
        try input.fileHandleForWriting.close()
        dot.waitUntilExit()
        #expect(dot.terminationStatus == 0)
    }
}
