import Foundation
import Site
import SourceModel
import TestSupport
import Testing

/// Bad input of every kind gets located diagnostics, never a crash, a hang or output.
@Suite struct HostileInputTests {
    static let bundled = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("content")

    /// The search index is made from the moment the chapters are read, beside the flow pass:
    /// a book large enough for its index to be split into many files still gets no file when
    /// the flow pass then finds an error, and the same book without the error gets the index.
    @Test func aLargeBookWithAFlowErrorWritesNoSearchFile() throws {
        var files: [String: String] = ["content/index.md": "# Home\n"]
        let paragraph = String(repeating: "The list pushes the detail scene when a row is selected. ", count: 12)
        for n in 1...400 {
            files["content/\(String(format: "%03d", n))-step-\(n).md"] = "# Step \(n)\n\n## First\n\n\(paragraph)\n\n## Second\n\n\(paragraph)\n"
        }
        let good = try FixtureSite(files)
        let written = MemoryOutput()
        let fine = try SiteBuilder(root: good.root).build(into: written)
        #expect(fine.succeeded, "\(fine.diagnostics.prefix(3).map(\.message))")
        #expect(written.files.keys.filter { $0.hasPrefix("search/d-") }.count > 10, "the index is split")

        files["content/400-step-400.md"]! += "\n```flow\nsegue Nowhere -> Else push\n```\n"
        let bad = try FixtureSite(files)
        let output = MemoryOutput()
        let report = try SiteBuilder(root: bad.root).build(into: output)
        #expect(!report.succeeded)
        #expect(output.files.isEmpty, "\(output.files.keys.sorted().prefix(5))")
    }

    @Test func badFilesAreLocatedDiagnostics() throws {
        var files: [String: String] = [
            "content/index.md": "# Home\n",
            "content/02-flow.md": "# Flow\n\n```flow\nscene A: view initial\nscene B view\nsegue A -> C push\n```\n",
            "content/03-nul.md": "# NUL \u{0} inside\n\ntext \u{0}\u{1}\u{2} more\n",
            "content/04-front.md": "---\ntitle: \"open\n---\n# Body\n",
        ]
        files["content/05-deep.md"] = String(repeating: "> ", count: 5000) + "deep\n" + String(repeating: "[", count: 20000) + "\n"
        let site = try FixtureSite(files)
        // Invalid UTF-8 and a huge file, written as bytes.
        try Data([0x23, 0x20, 0x41, 0x0A, 0x62, 0xFF, 0xFE, 0x0A]).write(to: site.root.appendingPathComponent("content/01-bytes.md"))
        try Data(count: SourceDecoder.maximumSize + 1).write(to: site.root.appendingPathComponent("content/06-huge.md"))

        let output = MemoryOutput()
        let report = try SiteBuilder(root: site.root).build(into: output)
        #expect(!report.succeeded)
        #expect(output.files.isEmpty, "nothing is written when the build has errors")
        let found = Set(report.diagnostics.map { "\($0.location?.path ?? ""):\($0.location?.line ?? 0) \($0.rule)" })
        for expected in [
            "content/01-bytes.md:2 content.invalid-utf8", "content/02-flow.md:5 flow.syntax",
            "content/02-flow.md:6 flow.unknown-scene", "content/04-front.md:2 frontmatter.syntax",
            "content/06-huge.md:1 content.too-large",
        ] {
            #expect(found.contains(expected), "missing \(expected) in \(found.sorted())")
        }
        #expect(report.diagnostics.allSatisfy { $0.location != nil })
    }

    /// Thousands of chapters made by mutating the bundled tutorial: every build finishes,
    /// every diagnostic has a place inside its file.
    @Test func mutatedChaptersNeverCrash() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.bundled.path).filter { $0.hasSuffix(".md") }.sorted()
        let originals = try names.map { try String(contentsOf: Self.bundled.appendingPathComponent($0), encoding: .utf8) }
        var random = SeededGenerator(seed: 0x5EED)
        let alphabet = Array("`~#>-*_[]()!:=\"\\\n \t{}<>|é漢🙂\u{0}\u{1}\u{2}\u{FEFF}flowscenesegueunwind->.,")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flowdoc-mutants-\(UUID().uuidString)")
        var diagnosed = 0
        for round in 0..<40 {
            var files: [String: String] = [:]
            for index in 0..<50 {
                var text = Array(originals[(round + index) % originals.count])
                for _ in 0..<(1 + random.next(8)) {
                    guard !text.isEmpty else { break }
                    let at = random.next(text.count)
                    switch random.next(4) {
                    case 0: text.remove(at: at)
                    case 1: text.insert(alphabet[random.next(alphabet.count)], at: at)
                    case 2: text.insert(contentsOf: text[at..<min(text.count, at + random.next(40))], at: at)
                    default: text[at] = alphabet[random.next(alphabet.count)]
                    }
                }
                files["content/\(String(format: "%03d", index))-m.md"] = String(text)
            }
            let root = folder.appendingPathComponent("\(round)")
            for (path, text) in files {
                let url = root.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
            let report = try SiteBuilder(root: root).build(into: MemoryOutput())
            diagnosed += report.diagnostics.isEmpty ? 0 : 1
            for diagnostic in report.diagnostics {
                guard let location = diagnostic.location, let file = report.sources[location.path] else { continue }
                #expect(location.line >= 1 && location.line <= file.lineCount + 1, "\(diagnostic)")
            }
        }
        // The mutations do break things: most rounds must have been diagnosed.
        #expect(diagnosed > 30)
        try? FileManager.default.removeItem(at: folder)
    }
}

