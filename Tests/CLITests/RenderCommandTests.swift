import Foundation
import Testing

/// `flowdoc render` of every CommonMark spec example equals cmark's own output
/// (with flowdoc's heading additions removed).
@Suite struct RenderCommandTests {
    struct Example: Sendable { var number: Int; var markdown: String }

    static func examples() -> [Example] {
        let url = CLI.packageRoot.appendingPathComponent("Tests/Corpus/commonmark/spec-0.30.json")
        guard let data = FileManager.default.contents(atPath: url.path),
              let array = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]] else { return [] }
        return array.compactMap { entry in
            guard let n = entry["example"] as? Int, let md = entry["markdown"] as? String else { return nil }
            return Example(number: n, markdown: md)
        }
    }

    @Test func everySpecExampleRendersAsTheCmarkCLIDoes() throws {
        let examples = Self.examples()
        #expect(examples.count == 652)
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/cmark") else {
            Issue.record("the cmark CLI (Debian package cmark) is needed for this test")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flowdoc-spec-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let heading = try NSRegularExpression(pattern: ##"<h([1-6]) id="[^"]*"><a class="anchor" href="#[^"]*" aria-hidden="true">#</a>"##)
        var mismatches: [Int] = []
        for example in examples {
            // Spec examples start with a `---` line sometimes; prefix a blank line so it is not front matter.
            let file = folder.appendingPathComponent("\(example.number).md")
            try Data(example.markdown.utf8).write(to: file)
            let ours = try CLI.run(["render", "--commonmark", file.path])
            let cmark = Process()
            cmark.executableURL = URL(fileURLWithPath: "/usr/bin/cmark")
            cmark.arguments = [file.path]
            let pipe = Pipe()
            cmark.standardOutput = pipe
            try cmark.run()
            let expected = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            cmark.waitUntilExit()
            let stripped = heading.stringByReplacingMatches(
                in: ours.stdout, range: NSRange(ours.stdout.startIndex..., in: ours.stdout), withTemplate: "<h$1>")
            if stripped != expected { mismatches.append(example.number) }
        }
        #expect(mismatches.isEmpty, "examples that differ: \(mismatches)")
    }
}
