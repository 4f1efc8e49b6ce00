import Foundation
import Site
import SourceModel
import Testing

/// A chapter's file renamed without changing its page (`01-a.md` → `01-a.mkd`, as GitHub reads
/// both) keeps its text, so `serve` did not render the page again, and its "Edit this page" link
/// (`edit-url`) still named the old file; a fresh build named the new one. Found by comparing a
/// served site with fresh builds after each edit.
@Suite struct ServeRenamedChapterFileTests {
    @Test func theEditLinkNamesTheRenamedFile() throws {
        let site = try FixtureSite(["flowdoc.conf": "edit-url: https://example.com/edit/{path}\n",
                                    "content/01-a.md": "# A\n\nText.\n", "content/02-b.md": "# B\n"])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flowdoc-rename-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: site.root)
        }
        let builder = SiteBuilder(root: site.root)
        let output = IncrementalOutput(root: folder)
        #expect(try builder.build(into: output, incremental: true).succeeded)
        try FileManager.default.moveItem(at: site.root.appendingPathComponent("content/01-a.md"),
                                         to: site.root.appendingPathComponent("content/01-a.mkd"))
        #expect(try builder.build(into: output, incremental: true, changed: ["content/01-a.md", "content/01-a.mkd"]).succeeded)
        let page = try String(contentsOf: folder.appendingPathComponent("a.html"), encoding: .utf8)
        #expect(page.contains("https://example.com/edit/content/01-a.mkd"))
        #expect(!page.contains("edit/content/01-a.md\""))
    }
}
