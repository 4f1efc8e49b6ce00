import Foundation
import Testing

/// `--rule`, `--strict`, `--help`, `flowdoc rules` and `--format sarif` (issue 11).
@Suite struct RuleOptionsTests {
    static let lonely = ["content/index.md": "# Home\n\n```flow Lonely\nscene A: view initial\nscene B: view\n```\n"]

    @Test func anUnknownRuleIDIsAUsageErrorWithDidYouMean() throws {
        let root = try CLI.site(Self.lonely)
        let typo = try CLI.run(["check", "--rule", "flow.unreachabel-scene=off", root.path])
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("unknown rule id 'flow.unreachabel-scene'; did you mean 'flow.unreachable-scene'?"), "\(typo.stderr)")
        let unqualified = try CLI.run(["check", "--rule", "unreachable-scene=off", root.path])
        #expect(unqualified.status == 2)
        #expect(unqualified.stderr.contains("did you mean 'flow.unreachable-scene'?"), "\(unqualified.stderr)")
        // A known id is accepted, including one another stage reports.
        #expect(try CLI.run(["check", "--rule", "link.broken=warning", root.path]).status == 0)
    }

    @Test func anExplicitRuleLevelWinsOverStrict() throws {
        let root = try CLI.site(Self.lonely)
        let kept = try CLI.run(["check", "--strict", "--rule", "flow.unreachable-scene=warning", root.path])
        #expect(kept.status == 0, "\(kept.stderr)")
        #expect(kept.stderr.contains("warning: "), "\(kept.stderr)")
        #expect(kept.stderr.contains("[flow.unreachable-scene]"))
        // Without the explicit level, --strict fails the run.
        #expect(try CLI.run(["check", "--strict", root.path]).status == 1)
    }

    /// `--rule` reaches Site rules as it reaches flow rules: a broken link (an error by default)
    /// lowered to a warning lets the run pass; an image without alt text (a warning) raised to
    /// an error fails it; `=off` drops it.
    @Test func aRuleLevelWorksForSiteRules() throws {
        let root = try CLI.site([
            "content/index.md": "# Home\n\nSee [next](02-nowhere.md).\n\n![](images/a.png)\n",
            "content/images/a.png": "png",
        ])
        let plain = try CLI.run(["check", root.path])
        #expect(plain.status == 1)
        #expect(plain.stderr.contains("error: ") && plain.stderr.contains("[link.broken]"), "\(plain.stderr)")
        #expect(plain.stderr.contains("warning: ") && plain.stderr.contains("[image.no-alt]"), "\(plain.stderr)")

        let lowered = try CLI.run(["check", "--rule", "link.broken=warning", root.path])
        #expect(lowered.status == 0, "\(lowered.stderr)")
        #expect(!lowered.stderr.contains("error: "), "\(lowered.stderr)")

        let raised = try CLI.run(["check", "--rule", "link.broken=off", "--rule", "image.no-alt=error", root.path])
        #expect(raised.status == 1)
        #expect(!raised.stderr.contains("[link.broken]"), "\(raised.stderr)")
        #expect(raised.stderr.contains("error: ") && raised.stderr.contains("[image.no-alt]"), "\(raised.stderr)")
    }

    @Test(arguments: ["build", "check", "serve", "render", "graph", "import", "rules", "new"])
    func helpWorksOnEveryCommand(command: String) throws {
        for flag in ["--help", "-h"] {
            let result = try CLI.run([command, flag])
            #expect(result.status == 0, "\(command) \(flag): \(result.stderr)")
            #expect(result.stdout.hasPrefix("usage: flowdoc \(command)"), "\(result.stdout)")
            #expect(!result.stderr.contains("unknown option"))
        }
        #expect(try CLI.run(["help", command]).stdout.hasPrefix("usage: flowdoc \(command)"))
    }

    @Test func rulesListsTheCatalogue() throws {
        let result = try CLI.run(["rules"])
        #expect(result.status == 0)
        for id in ["flow.syntax", "flow.modal-dead-end", "code.segue-wrong-source", "template.unknown-name", "import.skipped",
                   "drift.missing-scene", "link.broken", "frontmatter.value"] {
            #expect(result.stdout.contains("\n" + id + " ") || result.stdout.hasPrefix(id + " "), "\(id)")
        }
        let markdown = try CLI.run(["rules", "--format", "markdown"])
        #expect(markdown.stdout.hasPrefix("| rule | severity | fires when | example |\n"))
    }

    /// The SARIF log of a run with an error, a warning and a fix-it validates against the SARIF
    /// 2.1.0 schema (Debian's python3-jsonschema, Draft4Validator, as the schema declares).
    @Test(.enabled(if: RuleOptionsTests.jsonschemaAvailable))
    func sarifOutputValidatesAgainstTheSchema() throws {
        let root = try CLI.site([
            "content/index.md": "# Home\n\n```flow Lonely\nscene A: view initial\nscene B: view\nsegue A -> Bb present\n```\n",
            "content/02 with space.md": "# Two\n\nSee [it](scene:Lonely/Aa).\n",
        ])
        let result = try CLI.run(["check", "--format", "sarif", root.path])
        #expect(result.status == 1)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let results = try #require(run["results"] as? [[String: Any]])
        let unknown = try #require(results.first { $0["ruleId"] as? String == "flow.unknown-scene" })
        let index = try #require(unknown["ruleIndex"] as? Int)
        #expect(rules[index]["id"] as? String == "flow.unknown-scene")
        #expect(unknown["fixes"] != nil)
        #expect(results.contains { $0["level"] as? String == "warning" })
        #expect(result.stdout.contains("\"uri\": \"content/02%20with%20space.md\""))

        let logURL = root.appendingPathComponent("log.sarif")
        try Data(result.stdout.utf8).write(to: logURL)
        let schema = CLI.packageRoot.appendingPathComponent("Tests/Corpus/sarif/sarif-schema-2.1.0.json")
        let script = """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1])); log = json.load(open(sys.argv[2]))
        errors = list(jsonschema.Draft4Validator(schema).iter_errors(log))
        for e in errors[:5]: print(list(e.absolute_path), e.message)
        sys.exit(1 if errors else 0)
        """
        let validation = try Self.python(["-c", script, schema.path, logURL.path])
        #expect(validation.status == 0, "\(validation.output)")
        // The validator is not vacuous: a log without its version fails.
        try Data(result.stdout.replacingOccurrences(of: "\"version\": \"2.1.0\",", with: "").utf8).write(to: logURL)
        #expect(try Self.python(["-c", script, schema.path, logURL.path]).status != 0)
    }

    static let debianPython = "/usr/bin/python3"

    static var jsonschemaAvailable: Bool {
        (try? python(["-c", "import jsonschema"]).status == 0) ?? false
    }

    static func python(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: debianPython)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
