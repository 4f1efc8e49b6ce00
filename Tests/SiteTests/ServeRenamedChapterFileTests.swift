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
        let served = try ServedSite(["flowdoc.conf": "edit-url: https://example.com/edit/{path}\n",
                                     "content/01-a.md": "# A\n\nText.\n", "content/02-b.md": "# B\n"])
        defer { served.remove() }
        #expect(try served.rebuild().succeeded)
        try FileManager.default.moveItem(at: served.url("content/01-a.md"), to: served.url("content/01-a.mkd"))
        #expect(try served.rebuild(["content/01-a.md", "content/01-a.mkd"]).succeeded)
        let page = try served.page("a.html")
        #expect(page.contains("https://example.com/edit/content/01-a.mkd"))
        #expect(!page.contains("edit/content/01-a.md\""))
    }
}
