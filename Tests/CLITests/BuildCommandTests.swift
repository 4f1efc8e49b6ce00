import Foundation
import Testing

@Suite(.serialized) struct BuildCommandTests {
    @Test func aFolderWithOnlyContentBuilds() throws {
        let root = try CLI.site(["content/index.md": "# Hello\n\nWorld.\n", "content/01-one.md": "# One\n"])
        let result = try CLI.run(["build", root.path])
        #expect(result.status == 0, "\(result.stderr)")
        let files = CLI.snapshot(root.appendingPathComponent("site"))
        for page in ["index.html", "one.html", "404.html", "print.html", "search/meta.js", "static/style.css", ".flowdoc-site"] {
            #expect(files[page] != nil, "missing \(page)")
        }
        // Two chapters, the 404 page and the print page.
        #expect(result.stderr.contains("built 4 pages"))
    }

    @Test func aBadTemplateFailsWithALocatedDiagnosticAndKeepsThePreviousSite() throws {
        let root = try CLI.site(["content/index.md": "# Hello\n"])
        #expect(try CLI.run(["build", root.path]).status == 0)
        let before = CLI.snapshot(root.appendingPathComponent("site"))
        #expect(!before.isEmpty)

        let template = "{{<layout}}{{$content}}\n<article>\n{{#page.title}}\n</article>\n{{/content}}{{/layout}}\n"
        try Data(template.utf8).write(to: root.appendingPathComponent("templates/chapter.mustache").creatingParent())
        try Data("# Hello again\n".utf8).write(to: root.appendingPathComponent("content/index.md"))
        try Data("# Two\n".utf8).write(to: root.appendingPathComponent("content/two.md"))
        let result = try CLI.run(["build", root.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("templates/chapter.mustache:3:"), "\(result.stderr)")
        #expect(result.stderr.contains("[template."))
        #expect(CLI.snapshot(root.appendingPathComponent("site")) == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.contains("flowdoc-") }
        #expect(leftovers.isEmpty)
    }

    @Test func refusesToOverwriteAFolderItDidNotCreate() throws {
        let root = try CLI.site(["content/index.md": "# Hello\n", "site/keep.txt": "mine"])
        let result = try CLI.run(["build", root.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("did not create it"))
        #expect(FileManager.default.contents(atPath: root.appendingPathComponent("site/keep.txt").path) == Data("mine".utf8))
    }

    @Test func refusesToWriteIntoContent() throws {
        let root = try CLI.site(["content/index.md": "# Hello\n"])
        let result = try CLI.run(["build", root.path, "-o", root.appendingPathComponent("content").path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("refusing"))
    }

    @Test func sameInputGivesByteIdenticalOutput() throws {
        let root = CLI.packageRoot
        let a = FileManager.default.temporaryDirectory.appendingPathComponent("flowdoc-det-a-\(UUID().uuidString)")
        let b = FileManager.default.temporaryDirectory.appendingPathComponent("flowdoc-det-b-\(UUID().uuidString)")
        #expect(try CLI.run(["build", root.path, "-o", a.path]).status == 0)
        #expect(try CLI.run(["build", root.path, "-o", b.path]).status == 0)
        let first = CLI.snapshot(a), second = CLI.snapshot(b)
        #expect(first.count > 10)
        #expect(first == second)
    }

    @Test func unknownOptionsAreUsageErrors() throws {
        let result = try CLI.run(["build", "--strcit"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("did you mean '--strict'?"))
        let unknown = try CLI.run(["biuld"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("did you mean 'build'?"))
    }

    @Test func newWritesASiteThatChecksCleanUnderStrict() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("flowdoc-new-\(UUID().uuidString)")
        #expect(try CLI.run(["new", root.path]).status == 0)
        let check = try CLI.run(["check", "--strict", root.path])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(try CLI.run(["build", root.path]).status == 0)
    }
}

extension URL {
    func creatingParent() throws -> URL {
        try FileManager.default.createDirectory(at: deletingLastPathComponent(), withIntermediateDirectories: true)
        return self
    }
}
