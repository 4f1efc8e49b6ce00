import Foundation
import Site
import SourceModel
import Testing

/// `serve` rebuilds only what an edit affects: the test counts the pages rendered and written.
@Suite struct IncrementalBuildTests {
    static func chapter(_ i: Int, extra: String = "") -> String {
        """
        ---
        title: Chapter \(i)
        storyboard: Board\(i / 50)
        ---

        Some prose for chapter \(i) with [a link](https://example.com/\(i)).\(extra)

        ```flow
        \(i % 50 == 0 ? "scene Nav: navigation root=List initial\nscene List: table \"Items\" prototypes=Cell\n" : "")scene Step\(i): view "Step \(i)"
        segue show\(i): List -> Step\(i) push from=cell
        ```

        ```swift
        performSegue(withIdentifier: "show\(i)", sender: self)
        ```

        """
    }

    @Test func editingOneChapterOfAThousandRendersOnlyThatPage() throws {
        var files: [String: String] = ["content/index.md": "# Home\n"]
        for i in 0..<1000 {
            files["content/part\(i / 100)/\(String(format: "%04d", i))-chapter-\(i).md"] = Self.chapter(i)
        }
        let site = try FixtureSite(files)
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("flowdoc-inc-\(UUID().uuidString)")
        let builder = SiteBuilder(root: site.root)
        let output = IncrementalOutput(root: out)

        let first = try builder.build(into: output, incremental: true)
        #expect(first.succeeded, "\(first.diagnostics.prefix(3))")
        #expect(first.pagesRendered == first.pageCount)
        #expect(output.takeWritten().count > 1000)

        // Nothing changed: nothing rendered, nothing written.
        let again = try builder.build(into: output, incremental: true)
        #expect(again.pagesRendered == 0)
        #expect(output.takeWritten().isEmpty)

        // One chapter's prose changed: that page only.
        let path = site.root.appendingPathComponent("content/part4/0421-chapter-421.md")
        try Data(Self.chapter(421, extra: " An edit.").utf8).write(to: path)
        let edited = try builder.build(into: output, incremental: true)
        #expect(edited.pagesRendered == 1)
        // The search index changes where the new words are: its entries file, the term files
        // of the new words, and the list of term files when a new one appears.
        let written = output.takeWritten()
        #expect(written.filter { !$0.hasPrefix("search/") } == ["part4/chapter-421.html"])
        #expect(written.filter { $0.hasPrefix("search/") }.count <= 4)

        // A new title changes the sidebar of its own part only (other parts show part titles),
        // the pager of its neighbours, the home page's list and the pages that link to chapters
        // (storyboard pages, the storyboard index): those are rendered again, not the other parts.
        try Data(Self.chapter(421).replacingOccurrences(of: "title: Chapter 421", with: "title: Renamed").utf8).write(to: path)
        let renamed = try builder.build(into: output, incremental: true)
        #expect(renamed.pagesRendered >= 100 && renamed.pagesRendered < 200, "\(renamed.pagesRendered)")
        // …but only pages whose bytes changed are written: the part around the chapter
        // (its sidebar lists the new title), the home page and the storyboard page.
        let rewritten = output.takeWritten()
        #expect(rewritten.contains("part4/chapter-421.html") && rewritten.contains("index.html"))
        #expect(rewritten.allSatisfy {
            $0.hasPrefix("part4/") || $0 == "index.html" || $0.hasPrefix("storyboards/") || $0.hasPrefix("search/")
        })

        // A broken flow block: errors, nothing written, the last good pages stay.
        try Data(Self.chapter(421).replacingOccurrences(of: "-> Step421 push", with: "-> Stepp421 push").utf8).write(to: path)
        let broken = try builder.build(into: output, incremental: true)
        #expect(!broken.succeeded)
        #expect(broken.diagnostics.contains { $0.rule == "flow.unknown-scene" && $0.location?.path == "content/part4/0421-chapter-421.md" })
        #expect(output.takeWritten().isEmpty)
    }
}
