import Foundation
@testable import Site
import SourceModel
import Testing

/// What a reader gets around the text: search box and index, print page, sitemap and
/// canonical links, edit links, favicon, custom CSS, the 404 page's links.
@Suite struct ReaderPagesTests {
    static let chapters: [String: String] = [
        "content/index.md": "# Home\n\nWelcome to the book.\n",
        "content/01-first.md": """
            # First steps

            Intro with a naïve café.

            ## The segue

            Call `performSegue(withIdentifier:sender:)` here.

            ```swift
            performSegue(withIdentifier: "showDetail", sender: self)
            ```

            ```flow
            scene Nav: navigation root=Master initial
            scene Master: table "Friends" prototypes=Cell
            scene Detail: view "Detail"
            segue showDetail: Master -> Detail push from=cell
            ```

            ```sh
            swift build # a comment
            ```

            """,
        "content/02-second.md": "# Second\n\nMore text.\n\n```json\n{\"a\": 1}\n```\n",
    ]

    static func build(_ conf: String? = nil, extra: [String: String] = [:]) throws -> MemoryOutput {
        var files = chapters.merging(extra) { $1 }
        if let conf { files["flowdoc.conf"] = conf }
        let site = try FixtureSite(files)
        let output = MemoryOutput()
        let report = try SiteBuilder(root: site.root).build(into: output)
        #expect(report.succeeded, "\(report.diagnostics)")
        return output
    }

    @Test func searchIndexComesFromTheModel() throws {
        let output = try Self.build()
        let index = try #require(output.text("search/meta.js"))
        // Chapter opening, section, storyboard page, scene and segue entries.
        #expect(index.contains("[\"first.html#the-segue\",\"First steps\",\"\",\"The segue\","))
        #expect(index.contains("\"storyboards/main.html#segue-showDetail\",\"Storyboard Main\""))
        #expect(index.contains("\"storyboards/main.html#scene-Master\""))
        // Folded terms: body, code identifiers (with humps), scene names from the flow block.
        for term in ["\"naive\":", "\"cafe\":", "\"performsegue\":", "\"showdetail\":", "\"master\":"] {
            #expect(index.contains(term), "\(term)")
        }
        let page = try #require(output.text("first.html"))
        #expect(page.contains("<div class=\"search\" id=\"search\" role=\"search\" data-root=\"\" hidden>"))
        #expect(page.contains("<script src=\"static/search.js\" defer></script>"))
    }

    @Test func printPageHasEveryChapterInOrderWithUniqueIDs() throws {
        let output = try Self.build()
        let print = try #require(output.text("print.html"))
        let home = try #require(print.range(of: "Welcome to the book."))
        let first = try #require(print.range(of: "Intro with a na"))
        let second = try #require(print.range(of: "More text."))
        #expect(home.lowerBound < first.lowerBound && first.lowerBound < second.lowerBound)
        #expect(print.contains("<svg"))
        #expect(print.contains("id=\"c2-the-segue\"") && print.contains("href=\"#c2-the-segue\""))
        // Every id once.
        var seen = Set<String>()
        var duplicates: [String] = []
        for part in print.split(separator: " id=\"").dropFirst() {
            let id = String(part.prefix { $0 != "\"" })
            if !seen.insert(id).inserted { duplicates.append(id) }
        }
        #expect(duplicates.isEmpty, "\(duplicates.prefix(5))")
        #expect(try #require(output.text("first.html")).contains("href=\"print.html\""))
        let off = try Self.build("print-page: false\n")
        #expect(off.text("print.html") == nil)
        #expect(try #require(off.text("first.html")).contains("print.html") == false)
    }

    /// The print page is at the root: links of a chapter in a part's folder are written from
    /// the root there (on the chapter's own page they stay relative to its folder).
    @Test func printPageLinksOfPartChaptersStartFromTheRoot() throws {
        let output = try Self.build(extra: [
            "content/03-basics/index.md": "# Basics\n",
            "content/03-basics/a.md": "# A\n\nOn to [B](b.md#b), or [home](../index.md), or [scene](scene:Master).\n",
            "content/03-basics/b.md": "# B\n\nText.\n",
        ])
        let page = try #require(output.text("basics/a.html"))
        #expect(page.contains("href=\"b.html#b\""))
        let print = try #require(output.text("print.html"))
        #expect(print.contains("href=\"basics/b.html#b\""))
        #expect(print.contains("href=\"index.html\""))
        #expect(!print.contains("href=\"../"))
        #expect(!print.contains("href=\"b.html"))
    }

    @Test func rebasingLeavesAbsoluteAndFragmentLinksAlone() {
        let folder: [Substring] = ["basics"]
        #expect(PrintPage.rebased("b.html#x", from: folder) == "basics/b.html#x")
        #expect(PrintPage.rebased("../img/a.png", from: folder) == "img/a.png")
        #expect(PrintPage.rebased("./c.html?q=1", from: folder) == "basics/c.html?q=1")
        #expect(PrintPage.rebased("https://example.org/a", from: folder) == "https://example.org/a")
        #expect(PrintPage.rebased("#here", from: folder) == "#here")
        #expect(PrintPage.rebased("b.html", from: []) == "b.html")
    }

    @Test func prefixingRewritesIDsReferencesAndLists() {
        let html = ##"<h2 id="a"><a href="#a">x</a></h2><svg aria-labelledby="t d"><path fill="url(#g)"/></svg><a href="other.html#a">"##
        #expect(PrintPage.prefixed(html, prefix: "c1-")
            == ##"<h2 id="c1-a"><a href="#c1-a">x</a></h2><svg aria-labelledby="c1-t c1-d"><path fill="url(#c1-g)"/></svg><a href="other.html#a">"##)
    }

    @Test func sitemapAndCanonicalLinksOnlyWithABaseURL() throws {
        let without = try Self.build()
        #expect(without.text("sitemap.xml") == nil)
        #expect(try #require(without.text("first.html")).contains("rel=\"canonical\"") == false)

        let with = try Self.build("base-url: https://example.org/flows\n")
        let sitemap = try #require(with.text("sitemap.xml"))
        #expect(sitemap.contains("<loc>https://example.org/flows/</loc>"))
        #expect(sitemap.contains("<loc>https://example.org/flows/first.html</loc>"))
        #expect(sitemap.contains("<loc>https://example.org/flows/storyboards/main.html</loc>"))
        #expect(try #require(with.text("first.html")).contains("<link rel=\"canonical\" href=\"https://example.org/flows/first.html\">"))
    }

    @Test func editLinkOnChaptersOnly() throws {
        let output = try Self.build("edit-url: https://github.com/me/book/edit/main/{path}\n")
        #expect(try #require(output.text("first.html"))
            .contains("<a href=\"https://github.com/me/book/edit/main/content/01-first.md\">Edit this page</a>"))
        #expect(try #require(output.text("storyboards/main.html")).contains("Edit this page") == false)
        #expect(try #require(Self.build().text("first.html")).contains("Edit this page") == false)
    }

    @Test func editURLWithoutPathIsALocatedError() {
        let file = SourceFile(path: "flowdoc.conf", text: "title: T\nedit-url: https://github.com/me/book\n")
        let (_, problems) = SiteSettings.parse(file)
        #expect(problems.count == 1)
        #expect(problems.first?.rule == "settings.value")
        #expect(problems.first?.location?.line == 2 && problems.first?.location?.column == 11)
        let good = SourceFile(path: "flowdoc.conf", text: "edit-url: https://x/{path}\nfavicon: /icon.png\nprint-page: no\n")
        let (settings, none) = SiteSettings.parse(good)
        #expect(none.isEmpty)
        #expect(settings.favicon == "icon.png" && settings.printPage == false)
    }

    @Test func faviconAndCustomCSSComeAfterTheTheme() throws {
        let output = try Self.build()
        let page = try #require(output.text("first.html"))
        #expect(page.contains("<link rel=\"icon\" href=\"static/favicon.svg\" type=\"image/svg+xml\">"))
        let theme = try #require(page.range(of: "static/diagram.css"))
        let custom = try #require(page.range(of: "static/custom.css"))
        #expect(theme.lowerBound < custom.lowerBound)
        #expect(output.text("static/favicon.svg") != nil && output.text("static/custom.css") != nil)

        let mine = try Self.build("favicon: static/icon.png\n", extra: ["templates/static/custom.css": "body { color: red }\n"])
        #expect(mine.text("static/custom.css") == "body { color: red }\n")
        #expect(try #require(mine.text("first.html")).contains("<link rel=\"icon\" href=\"static/icon.png\" type=\"image/png\">"))
    }

    @Test func notFoundPageLinksFromTheRootAndNeverFromTheHost() throws {
        let plain = try #require(Self.build().text("404.html"))
        #expect(plain.contains("<link rel=\"stylesheet\" href=\"static/style.css\">"))
        #expect(plain.contains("<a href=\"index.html\">the contents</a>"))
        #expect(!plain.contains("<base"))
        let published = try #require(Self.build("base-url: https://example.org/flows/\n").text("404.html"))
        #expect(published.contains("<base href=\"/flows/\">"))
        #expect(!published.contains("https://example.org"))
        #expect(PageAssembler.basePath("https://example.org") == "/")
        #expect(PageAssembler.basePath("https://example.org/a/b?x=1") == "/a/b/")
    }

    @Test func dataListingsAreHighlighted() throws {
        let output = try Self.build()
        #expect(try #require(output.text("first.html")).contains("<span class=\"tok-comment\"># a comment</span>"))
        #expect(try #require(output.text("second.html")).contains("<span class=\"tok-attribute\">&quot;a&quot;</span>"))
    }
}
