import Foundation
import Testing

/// Issue 14, as a user meets it: exit codes and messages of the command line.
@Suite(.serialized) struct HardeningCommandTests {
    private func write(_ bytes: [UInt8], to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    /// 1. Once SIGILL (exit 132) inside FoundationXML.
    @Test func importAndCheckAgainstRefuseInvalidUTF8WithExit2() throws {
        let root = try CLI.site(["content/index.md": "# Home\n\n```flow Bad\nscene A: view initial\n```\n"])
        let storyboard = root.appendingPathComponent("Bad.storyboard")
        try write(Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document a".utf8) + [0xE2] + Array("b=\"1\"/>\n".utf8),
                  to: storyboard)
        let imported = try CLI.run(["import", storyboard.path])
        #expect(imported.status == 2)
        #expect(imported.stderr.contains("byte 0xE2 is not valid UTF-8"), "\(imported.stderr)")
        #expect(imported.stderr.contains("line 2, column 12"))
        let checked = try CLI.run(["check", root.path, "--against", storyboard.path])
        #expect(checked.status == 2, "\(checked.stderr)")
        #expect(checked.stderr.contains("not valid UTF-8"))
    }

    /// 2. A NUL once hid the rest of the chapter: `check --strict` exited 0.
    @Test func checkSeesPastANulByte() throws {
        let root = try CLI.site([:])
        try write(Array("# Home\n\nText ".utf8) + [0] + Array(" more.\n\n```flow\nscene A: view initial\nsegue A -> Gone push\n```\n".utf8),
                  to: root.appendingPathComponent("content/index.md"))
        let result = try CLI.run(["check", root.path, "--strict"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("content/index.md:7:12: error: no scene 'Gone'"), "\(result.stderr)")
    }

    /// 8. The previous site was copied into the next on every build.
    @Test func outputInsideTheSourcesIsRefused() throws {
        let root = try CLI.site(["content/index.md": "# Home\n", "templates/static/extra.css": "p{}"])
        for inside in ["content/out", "templates/static/out"] {
            let result = try CLI.run(["build", root.path, "-o", root.appendingPathComponent(inside).path])
            #expect(result.status == 2)
            #expect(result.stderr.contains("it is inside"), "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(inside).path))
        }
    }

    /// 10. Escape sequences in a link target reached the terminal raw.
    @Test func humanAndGitHubFormatsEscapeControlCharacters() throws {
        let root = try CLI.site([
            "content/index.md": "# Home\n\n```flow\nscene A: view initial\n```\n\n[x](scene:\u{1B}[2J\u{1B}[31mEvil)\n\n"
                + "```swift\nperformSegue(withIdentifier: \"\\u{1B}]0;owned\\u{7}\", sender: nil)\n```\n",
        ])
        for format in ["human", "github"] {
            let result = try CLI.run(["check", root.path, "--format", format])
            #expect(result.status == 1)
            #expect(!result.stderr.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 } &&
                    !result.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "\(format)")
            #expect((result.stderr + result.stdout).contains("\\u{1B}[2J\\u{1B}[31mEvil"), "\(format): \(result.stderr)")
        }
    }

    /// 12. `new` on an existing file printed a raw NSError.
    @Test func newOnAFileSaysSo() throws {
        let root = try CLI.site(["notes.txt": "mine"])
        let onFile = try CLI.run(["new", root.appendingPathComponent("notes.txt").path])
        #expect(onFile.status == 2)
        #expect(onFile.stderr.contains("is a file, not a folder"), "\(onFile.stderr)")
        let inside = try CLI.run(["new", root.appendingPathComponent("notes.txt/site").path])
        #expect(inside.status == 2)
        #expect(inside.stderr.contains("notes.txt' is a file, not a folder"), "\(inside.stderr)")
        #expect(!inside.stderr.contains("NSCocoaErrorDomain"))
        #expect(FileManager.default.contents(atPath: root.appendingPathComponent("notes.txt").path) == Data("mine".utf8))
    }

    /// 6. Two storyboards differing in case once shared one page silently.
    @Test func collidingPagesFailTheBuild() throws {
        let root = try CLI.site([
            "content/index.md": "# Home\n\n```flow Main\nscene A: view initial\n```\n\n```flow main\nscene B: view initial\n```\n",
        ])
        let result = try CLI.run(["build", root.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("content/index.md:7:9: error:") && result.stderr.contains("[output.collision]"),
                "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("site").path))
    }
}
