import Foundation
import Site
import SourceModel
import Testing

/// Without a `title` setting the site's title, shown in every page's `<title>`, header and
/// footer, is the home page's title. `serve` did not write the pages of a part again when it
/// changed (a home page added to a site that had none, the home's heading edited): they kept
/// "Documentation" or the old title, while a fresh build wrote the new one. Found by comparing
/// served sites with fresh builds while a README.md or index.md was added (`FolderReadmeTests`).
@Suite struct ServeSiteTitleTests {
    @Test func everyPageFollowsTheHomePagesTitle() throws {
        let site = try FixtureSite(["content/01-a.md": "# A\n", "content/02-part/01-b.md": "# B\n"])
        let served = FileManager.default.temporaryDirectory.appendingPathComponent("flowdoc-title-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: served)
            try? FileManager.default.removeItem(at: site.root)
        }
        let builder = SiteBuilder(root: site.root)
        let output = IncrementalOutput(root: served)
        #expect(try builder.build(into: output, incremental: true).succeeded)
        let home = site.root.appendingPathComponent("content/index.md")
        for (text, title) in [("# My book\n", "My book"), ("# The renamed book\n", "The renamed book")] {
            try Data(text.utf8).write(to: home)
            #expect(try builder.build(into: output, incremental: true, changed: ["content/index.md"]).succeeded)
            let page = try String(contentsOf: served.appendingPathComponent("part/b.html"), encoding: .utf8)
            #expect(page.contains("<title>B · \(title)</title>"), "\(title)")
            let notFound = try String(contentsOf: served.appendingPathComponent("404.html"), encoding: .utf8)
            #expect(notFound.contains(title), "\(title)")
        }
    }
}
