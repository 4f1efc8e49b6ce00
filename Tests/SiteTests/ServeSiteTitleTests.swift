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
        let served = try ServedSite(["content/01-a.md": "# A\n", "content/02-part/01-b.md": "# B\n"])
        defer { served.remove() }
        #expect(try served.rebuild().succeeded)
        for (text, title) in [("# My book\n", "My book"), ("# The renamed book\n", "The renamed book")] {
            try served.write("content/index.md", text)
            #expect(try served.rebuild(["content/index.md"]).succeeded)
            let page = try served.page("part/b.html")
            #expect(page.contains("<title>B · \(title)</title>"), "\(title)")
            let notFound = try served.page("404.html")
            #expect(notFound.contains(title), "\(title)")
        }
    }
}
