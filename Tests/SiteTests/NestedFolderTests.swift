import Foundation
@testable import Site
import SourceModel
import Testing

/// Chapters in folders below a part keep their folders in the site (`content/02-basics/01-more/
/// 02-deep/page.md` → `basics/more/deep/page.html`), as GitHub and mdBook show such trees:
/// same-named chapters of two folders are two pages, and every relative URL (links between
/// folders, to a folder, to images, the theme's files, the sidebar, the print page, the
/// storyboard pages' links back) works from the deeper pages.
@Suite struct NestedFolderTests {
    static let book: [String: String] = [
        "flowdoc.conf": "base-url: https://example.com/book/\n",
        "content/index.md": "# Home\n\nSee [more](02-basics/01-more/) and [deep](02-basics/01-more/02-deep/page.md).\n",
        "content/02-basics/index.md": "# Basics\n\n[More](01-more/), [its index](01-more/index.md), [other](other/).\n",
        "content/02-basics/intro.md": "# Intro\n\n[Deep](01-more/02-deep/page.md#deep-section).\n",
        "content/02-basics/01-more/index.md": """
            # More

            [Deep](02-deep/page.md), [other](../other/index.md), [basics](../intro.md),
            [same name elsewhere](../other/the_basics.md), [home](../../index.md).

            ![A picture](img/pic.png)

            """,
        "content/02-basics/01-more/the_basics.md": "# More basics\n\n[Up](./) and [the other one](../other/the_basics.md).\n",
        "content/02-basics/01-more/img/pic.png": "png",
        "content/02-basics/01-more/02-deep/page.md": """
            # Deep page

            ## Deep section

            [Up](../), [up by name](../index.md), [intro](../../intro.md), [other folder](../../other/),
            [the part](../../), [home](../../../index.md), [the storyboard](scene:Start).

            ![Shot](shot.png) ![Up there](../img/pic.png)

            ```flow Deep
            scene Start: view initial
            ```

            """,
        "content/02-basics/01-more/02-deep/shot.png": "png",
        "content/02-basics/other/index.md": "# Other\n\n[Back down](../01-more/02-deep/page.md#deep-section).\n",
        "content/02-basics/other/the_basics.md": "# Other basics\n\n[Mine](index.md), [theirs](../01-more/the_basics.md).\n",
    ]

    private func build(_ files: [String: String]) throws -> (BuildReport, MemoryOutput) {
        try FixtureSite.build(files)
    }

    @Test func everyChapterIsWrittenUnderItsFolders() throws {
        let site = try FixtureSite(Self.book)
        defer { try? FileManager.default.removeItem(at: site.root) }
        let (tree, problems) = try ContentLoader.load(root: site.root, settings: SiteSettings())
        #expect(problems.isEmpty, "\(problems)")
        // The part reads as its file tree: a folder where its numeric prefix and name put it among
        // the part's files, its index.md first, then its own files and folders.
        #expect(tree.chapters.map(\.outputPath) == [
            "index.html", "basics/index.html", "basics/more/index.html", "basics/more/deep/page.html",
            "basics/more/the_basics.html", "basics/intro.html", "basics/other/index.html", "basics/other/the_basics.html",
        ])
        #expect(tree.parts.count == 1)
        #expect(tree.parts[0].chapterIndices == Array(1...7))
        #expect(tree.chapters.filter(\.isIndex).map(\.outputPath) == ["index.html", "basics/index.html"])
        #expect(Set(tree.assets.map(\.outputPath)) == ["basics/more/img/pic.png", "basics/more/deep/shot.png"])
    }

    @Test func linksAreRewrittenRelativeToTheNestedPages() throws {
        let (report, output) = try build(Self.book)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        let deep = try #require(output.text("basics/more/deep/page.html"))
        for expected in [
            "<a href=\"../index.html\">Up</a>", "<a href=\"../index.html\">up by name</a>",
            "<a href=\"../../intro.html\">intro</a>", "<a href=\"../../other/index.html\">other folder</a>",
            "<a href=\"../../index.html\">the part</a>", "<a href=\"../../../index.html\">home</a>",
            "<img src=\"shot.png\" alt=\"Shot\" />", "<img src=\"../img/pic.png\" alt=\"Up there\" />",
            "href=\"../../../static/style.css\"", "src=\"../../../static/search.js\"",
            "href=\"../../../storyboards/deep.html#scene-Start\"",
        ] {
            #expect(deep.contains(expected), "\(expected)")
        }
        let more = try #require(output.text("basics/more/index.html"))
        #expect(more.contains("<a href=\"deep/page.html\">Deep</a>"))
        #expect(more.contains("<a href=\"../other/the_basics.html\">same name elsewhere</a>"))
        #expect(more.contains("<img src=\"img/pic.png\" alt=\"A picture\" />"))
        let home = try #require(output.text("index.html"))
        #expect(home.contains("<a href=\"basics/more/index.html\">more</a>"))
        let part = try #require(output.text("basics/index.html"))
        #expect(part.contains("<a href=\"more/index.html\">More</a>") && part.contains("<a href=\"other/index.html\">other</a>"))
        // The storyboard page links back to the depth-3 chapter that introduces it.
        let board = try #require(output.text("storyboards/deep.html"))
        #expect(board.contains("href=\"../basics/more/deep/page.html\""))
        // The sitemap names the nested pages, a folder's index page by its folder.
        let sitemap = try #require(output.text("sitemap.xml"))
        #expect(sitemap.contains("https://example.com/book/basics/more/deep/page.html"))
        #expect(sitemap.contains("<loc>https://example.com/book/basics/more/</loc>"))
    }

    /// Every relative `href` and `src` of every page (chapters, part pages, storyboard pages,
    /// the print page, the home page, 404) names a file the build wrote.
    @Test func everyRelativeURLOfEveryPageLandsOnAWrittenFile() throws {
        let (report, output) = try build(Self.book)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        let files = output.files
        var checked = 0
        for (path, bytes) in files where path.hasSuffix(".html") && path != "404.html" {
            let html = String(decoding: bytes, as: UTF8.self)
            for url in Self.relativeURLs(in: html) {
                let target = try #require(SitePath.resolve(url, from: SitePath.folder(of: path)), "\(path): \(url) leaves the site")
                let file = target.isEmpty || target.hasSuffix("/") ? target + "index.html" : target
                #expect(files[file] != nil, "\(path): '\(url)' → '\(file)', which the build did not write")
                checked += 1
            }
        }
        #expect(checked > 100)
    }

    /// The sidebar of a depth-3 page: the part expanded, the nested folders' index pages listed
    /// as its chapters, its own link marked, every link right from three folders down.
    @Test func theSidebarOfADeepPageListsThePartsChapters() throws {
        let (_, output) = try build(Self.book)
        let deep = try #require(output.text("basics/more/deep/page.html"))
        // (A link out of the page's own folder is written from the site's root, as on every page.)
        #expect(deep.contains("<a href=\"page.html\" aria-current=\"page\">Deep page</a>"))
        #expect(deep.contains("<a href=\"../../../basics/index.html\">Basics</a>"))
        #expect(deep.contains("<li><a href=\"../../../basics/more/index.html\">More</a></li>"))
        #expect(deep.contains("<li><a href=\"../../../basics/other/index.html\">Other</a></li>"))
        #expect(deep.contains("<a href=\"../../../storyboards/deep.html\">Deep</a>"))
        #expect(deep.contains("<a href=\"../../../print.html\">"))
        let intro = try #require(output.text("basics/intro.html"))
        #expect(intro.contains("<a href=\"index.html\">Basics</a>") && intro.contains("<a href=\"intro.html\" aria-current=\"page\">"))
        #expect(intro.contains("<li><a href=\"../basics/more/index.html\">More</a></li>"))
        #expect(intro.contains("<li><a href=\"../basics/more/deep/page.html\">Deep page</a></li>"))
    }

    /// Folders whose names differ only in what naming drops (`01-more`, `More`) still come to
    /// one page: the later chapter is a `content.duplicate-page`, with a note naming both folders.
    @Test func twoFoldersNamedAlikeStillClash() throws {
        let site = try FixtureSite([
            "content/02-basics/01-more/a.md": "# A\n", "content/02-basics/More/a.md": "# A again\n",
        ])
        defer { try? FileManager.default.removeItem(at: site.root) }
        let (tree, problems) = try ContentLoader.load(root: site.root, settings: SiteSettings())
        #expect(tree.chapters.map(\.outputPath) == ["basics/more/a.html"])
        #expect(problems.map(\.rule) == ["content.duplicate-page"])
        #expect(problems.first?.location?.path == "content/02-basics/More/a.md")
        #expect(problems.first?.notes.last?.message.contains("'content/02-basics/01-more' and 'content/02-basics/More' are both written to 'basics/more/'") == true)
    }

    /// psf/black's `docs/`: an `index.md` and a `the_basics.md` in each of two folders of one
    /// part. They were written to `docs/index.html` and `docs/the_basics.html` and clashed.
    @Test func blacksDocsFolderChecksClean() throws {
        let files = [
            "content/README.md": "# Project\n\nRead the [docs](docs/index.md).\n",
            "content/docs/index.md": "# Docs\n\n- [Contributing](contributing/index.md)\n- [Guides](guides/index.md)\n",
            "content/docs/contributing/index.md": "# Contributing\n\nSee [basics](the_basics.md).\n",
            "content/docs/contributing/the_basics.md": "# Contributing basics\n",
            "content/docs/guides/index.md": "# Guides\n\nSee [basics](the_basics.md).\n",
            "content/docs/guides/the_basics.md": "# Guide basics\n",
        ]
        let (report, output) = try build(files)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        for page in ["docs/index.html", "docs/contributing/index.html", "docs/contributing/the_basics.html",
                     "docs/guides/index.html", "docs/guides/the_basics.html", "index.html"] {
            #expect(output.text(page) != nil, "\(page)")
        }
        // The README is the home page (`FolderReadmeTests`).
        #expect(output.text("index.html")?.contains("Read the <a href=\"docs/index.html\">docs</a>") == true)
        #expect(output.text("readme.html") == nil)
        #expect(output.text("docs/guides/index.html")?.contains("<a href=\"the_basics.html\">basics</a>") == true)
        #expect(output.text("docs/guides/the_basics.html")?.contains("Guide basics") == true)
    }

    /// The `href` and `src` values of a page that are relative paths (not `#…`, not a scheme, not rooted).
    static func relativeURLs(in html: String) -> [String] {
        var urls: [String] = []
        for attribute in ["href=\"", "src=\""] {
            var rest = Substring(html)
            while let start = rest.range(of: attribute) {
                rest = rest[start.upperBound...]
                guard let end = rest.firstIndex(of: "\"") else { break }
                var url = String(rest[..<end])
                rest = rest[end...]
                url = String(url.prefix { $0 != "#" && $0 != "?" })
                if url.isEmpty || url.hasPrefix("/") || url.contains(":") { continue }
                urls.append(url)
            }
        }
        return urls
    }
}
