import Foundation
@testable import Site
import SourceModel
import Testing

/// A site without `content/index.md` (every mdBook-style book) still has `index.html`, which
/// every page's header links to: flowdoc writes it from the theme's `home` template.
@Suite struct GeneratedHomeTests {
    private func build(_ files: [String: String]) throws -> (BuildReport, MemoryOutput) {
        try FixtureSite.build(files)
    }

    @Test func aSiteWithoutIndexMdGetsAHomePageListingEveryChapter() throws {
        let (report, output) = try build([
            "flowdoc.conf": "title: The Guide\nbase-url: https://example.com/guide/\n",
            "content/01-one.md": "# One\n", "content/02-part/index.md": "# A part\n",
            "content/02-part/01-two.md": "---\ndescription: The second.\n---\n# Two\n",
        ])
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.message))")
        let home = try #require(output.text("index.html"))
        #expect(home.contains("<title>The Guide</title>"))
        #expect(home.contains("class=\"page-home\""))
        Golden.check(FixtureSite.main(of: home), "generated-home.main.html")
        #expect(output.text("sitemap.xml")?.contains("<loc>https://example.com/guide/</loc>") == true)
        #expect(report.pageCount == 6)  // three chapters, the home page, 404, print
    }

    /// The generated page is a page of the site: a link to it works.
    @Test func aLinkToTheGeneratedHomePageWorks() throws {
        let (report, output) = try build([
            "content/01-one.md": "# One\n\n[home](index.html)\n", "content/02-p/01-t.md": "# T\n\n[up](../index.html)\n",
        ])
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.message))")
        #expect(output.text("one.html")?.contains("<a href=\"index.html\">home</a>") == true)
        #expect(output.text("p/t.html")?.contains("<a href=\"../index.html\">up</a>") == true)
    }

    /// Only the site's home page is generated: a part's index.html that no index.md makes is
    /// still a broken link.
    @Test func aLinkToAPartsMissingIndexIsStillBroken() throws {
        let (report, _) = try build(["content/01-one.md": "# One\n\n[part](02-p/index.html)\n", "content/02-p/01-t.md": "# T\n"])
        #expect(report.diagnostics.map(\.rule) == ["link.broken"])
        #expect(report.diagnostics.first?.location?.description == "content/01-one.md:3:8")
    }

    @Test func aSiteWithIndexMdKeepsItsOwnHomePage() throws {
        let (report, output) = try build(["content/index.md": "# Welcome\n\nMy words.\n", "content/01-one.md": "# One\n"])
        #expect(report.diagnostics.isEmpty)
        let home = try #require(output.text("index.html"))
        #expect(home.contains("My words."))
        #expect(report.pageCount == 4)  // two chapters, 404, print
    }

    @Test func aHandWrittenIndexHtmlUnderContentIsKept() throws {
        let (report, output) = try build(["content/01-one.md": "# One\n", "content/Index.html": "<p>mine</p>\n"])
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.message))")
        #expect(output.text("Index.html") == "<p>mine</p>\n")
        #expect(output.files["index.html"] == nil)
    }
}
