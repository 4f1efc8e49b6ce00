import Foundation
import TestSupport
import Testing

/// `flowdoc import`, and the whole storyboard corpus imported into one site that checks and builds.
@Suite(.serialized) struct ImportCommandTests {
    static let corpus = CLI.packageRoot.appendingPathComponent("Tests/Corpus/storyboards")
    static let fixtures = CLI.packageRoot.appendingPathComponent("Tests/StoryboardImportTests/Fixtures")

    // MARK: One file

    @Test func printsTheChapterOnStandardOutput() throws {
        let root = try CLI.site([:])
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("Notes.storyboard"),
                                         to: root.appendingPathComponent("Notes.storyboard"))
        let result = try CLI.run(["import", "Notes.storyboard"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("---\ntitle: Notes storyboard\nstoryboard: Notes\n---\n"))
        #expect(result.stdout.contains("```flow Notes\nscene NotesNav: navigation root=Notes initial\n"))
        #expect(result.stdout.contains("segue showNote: Notes -> Note show from=cell\n"))
        #expect(result.stderr == "imported storyboard 'Notes': 6 scenes, 3 segues, 1 unwind\n")

        let named = try CLI.run(["import", "--name", "Jotter", "Notes.storyboard"], in: root)
        #expect(named.status == 0)
        #expect(named.stdout.contains("storyboard: Jotter\n") && named.stdout.contains("```flow Jotter\n"))
    }

    @Test func warningsGoToStandardErrorWithTheirPlace() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="a-1">
            <scenes>
                <scene sceneID="s-1">
                    <objects>
                        <viewController id="a-1" sceneMemberID="viewController">
                            <connections>
                                <segue destination="b-1" kind="teleport" identifier="beam" id="g-1"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s-2">
                    <objects>
                        <holoController id="b-1" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>

        """
        let root = try CLI.site(["Odd.storyboard": xml])
        let result = try CLI.run(["import", "Odd.storyboard"], in: root)
        #expect(result.status == 0)
        #expect(result.stdout.contains("```flow Odd\n"))
        CLIGolden.check(result.stderr, named: "cli/import-warnings.txt")
    }

    @Test func unreadableOrNonXMLFilesExitWithTwo() throws {
        let root = try CLI.site(["empty.storyboard": "", "text.storyboard": "hello, not XML\n",
                                 "cut.storyboard": "<document><scenes><scene>", "folder.storyboard/x": ""])
        let cases: [(String, String)] = [
            ("missing.storyboard", "flowdoc import: cannot read 'missing.storyboard': no such file\n"),
            ("folder.storyboard", "flowdoc import: cannot read 'folder.storyboard': it is a folder, not a .storyboard file\n"),
            ("empty.storyboard", "flowdoc import: empty.storyboard: not a storyboard (the XML does not parse): the file is empty\n"),
        ]
        for (file, message) in cases {
            let result = try CLI.run(["import", file], in: root)
            #expect(result.status == 2, "\(file)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == message)
        }
        for file in ["text.storyboard", "cut.storyboard"] {
            let result = try CLI.run(["import", file], in: root)
            #expect(result.status == 2)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.hasPrefix("flowdoc import: \(file): not a storyboard (the XML does not parse): "), "\(result.stderr)")
            #expect(result.stderr.contains("at line 1"))
        }
    }

    @Test func usageMistakesExitWithTwo() throws {
        let noFile = try CLI.run(["import"])
        #expect(noFile.status == 2)
        #expect(noFile.stderr.contains("which file?") && noFile.stderr.contains("usage: flowdoc import"))
        let badName = try CLI.run(["import", "x.storyboard", "--name", "2fast"])
        #expect(badName.status == 2)
        #expect(badName.stderr.contains("--name '2fast' is not a storyboard name"))
        let unknown = try CLI.run(["import", "x.storyboard", "--nam", "A"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("did you mean '--name'?"))
    }

    // MARK: The corpus, as one site

    /// `mac-cain13__R.swift/…__Base.lproj__Main.storyboard` -> `R_swift_Main`: unique across the corpus.
    static func storyboardName(_ relative: String) -> String {
        let parts = relative.split(separator: "/").map(String.init)
        let repo = (parts.first?.components(separatedBy: "__").last ?? "").replacingOccurrences(of: ".", with: "_")
        var file = (parts.last?.components(separatedBy: "__").last ?? "")
        if file.hasSuffix(".storyboard") { file.removeLast(".storyboard".count) }
        return repo + "_" + file
    }

    static func corpusFiles() throws -> [String] {
        var result: [String] = []
        for repo in try FileManager.default.contentsOfDirectory(atPath: corpus.path) {
            let folder = corpus.appendingPathComponent(repo)
            guard let files = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { continue }
            result += files.filter { $0.hasSuffix(".storyboard") }.map { repo + "/" + $0 }
        }
        return result.sorted()
    }

    /// Every corpus storyboard imports with the CLI; all of them together form a site whose
    /// `check` diagnostics match Golden/check/<name>.txt per storyboard (see its README.md for
    /// why each one is real), and whose build has a storyboard page with a diagram for each.
    @Test func theWholeCorpusImportsChecksAndBuilds() throws {
        let files = try Self.corpusFiles()
        #expect(files.count == 16)
        let root = try CLI.site(["content/index.md": "# Storyboard corpus\n\nEvery corpus storyboard, imported.\n"])
        var names: [String] = []
        for relative in files {
            let name = Self.storyboardName(relative)
            names.append(name)
            let result = try CLI.run(["import", Self.corpus.appendingPathComponent(relative).path, "--name", name], in: root)
            #expect(result.status == 0, "\(relative): \(result.stderr)")
            #expect(!result.stderr.contains("warning:"), "\(relative) imports without skipping anything: \(result.stderr)")
            try Data(result.stdout.utf8).write(to: root.appendingPathComponent("content/\(name).md"))
        }
        #expect(Set(names).count == files.count)

        let check = try CLI.run(["check", "--format", "json"], in: root)
        #expect(check.status == 1, "IBLinter's HasInitialViewControllerBad really has no entry point (an error)")
        let diagnostics = try #require(try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [[String: Any]])
        var byStoryboard: [String: [String]] = [:]
        for diagnostic in diagnostics {
            let file = diagnostic["file"] as? String ?? ""
            let name = String(file.dropFirst("content/".count).dropLast(".md".count))
            #expect(names.contains(name), "diagnostic outside the imported chapters: \(diagnostic)")
            byStoryboard[name, default: []].append(Self.compact(diagnostic))
        }
        for name in names {
            let lines = byStoryboard[name] ?? []
            CLIGolden.check(lines.isEmpty ? "(no diagnostics)\n" : lines.joined(), named: "check/\(name).txt")
        }

        // Each generated chapter, compared with the file it came from, shows no drift.
        var against: [String] = []
        for (relative, name) in zip(files, names) {
            against += ["--against", name + "=" + Self.corpus.appendingPathComponent(relative).path]
        }
        let drift = try CLI.run(["check", "--format", "json"] + against, in: root)
        #expect(drift.status == 1)
        #expect(drift.stdout == check.stdout, "no drift.* or import.skipped diagnostic is added")

        // The one error is real (see above); build past it to look at every page.
        let build = try CLI.run(["build", "--rule", "flow.no-entry-point=warning", "--rule", "flow.duplicate-storyboard-id=warning"], in: root)
        #expect(build.status == 0, "\(build.stderr)")
        for name in names {
            let page = root.appendingPathComponent("site/storyboards/\(name.lowercased()).html")
            let html = try String(contentsOf: page, encoding: .utf8)
            #expect(html.contains("<svg"), "\(name): the storyboard page has a diagram")
            #expect(html.contains(name), "\(name): the page names its storyboard")
        }

        // Diagram quality on every corpus storyboard: nothing overlaps, no edge crosses a card.
        try LayoutStats.expectClean(in: root, expectedCount: names.count)
    }

    /// `line:col severity rule message`, then its notes indented.
    static func compact(_ diagnostic: [String: Any]) -> String {
        var text = "\(diagnostic["line"] ?? 0):\(diagnostic["column"] ?? 0) \(diagnostic["severity"] ?? "") "
            + "\(diagnostic["rule"] ?? "") \(diagnostic["message"] ?? "")\n"
        for note in diagnostic["notes"] as? [[String: Any]] ?? [] {
            let place = (note["line"] as? Int).map { "\($0):\(note["column"] ?? 0) " } ?? ""
            text += "    note: \(place)\(note["message"] ?? "")\n"
        }
        for fixIt in diagnostic["fixits"] as? [[String: Any]] ?? [] {
            text += "    help: \(fixIt["message"] ?? "")\n"
        }
        return text
    }
}

/// Golden files for CLI output, kept with the StoryboardImport goldens (that folder is excluded
/// from the build already); the suite's one golden check (TestSupport).
enum CLIGolden {
    static let folder = CLI.packageRoot.appendingPathComponent("Tests/StoryboardImportTests/Golden")

    static func check(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        Golden.check(actual, name, folder: folder, sourceLocation: sourceLocation)
    }
}
