import Foundation
import Site
import SourceModel
import Testing

/// The sidebar carries what a reader of the page needs: its size does not grow with the book.
@Suite struct NavigationTests {
    /// `parts` parts of `perPart` chapters; every chapter starts a storyboard of its own.
    static func book(parts: Int, perPart: Int) throws -> MemoryOutput {
        var files: [String: String] = ["content/index.md": "# Home\n"]
        for p in 0..<parts {
            files["content/\(p + 1)-part\(p)/index.md"] = "---\ntitle: Part \(p)\n---\n\nIntro.\n"
            for c in 0..<perPart {
                let n = p * perPart + c
                files["content/\(p + 1)-part\(p)/\(c + 1)-chapter-\(n).md"] = """
                    ---
                    title: Chapter \(n)
                    ---

                    ```flow Board\(n)
                    scene Home\(n): view "Home" initial
                    ```

                    """
            }
        }
        let site = try FixtureSite(files)
        let output = MemoryOutput()
        let report = try SiteBuilder(root: site.root).build(into: output)
        #expect(report.succeeded, "\(report.diagnostics.prefix(3).map(\.message))")
        return output
    }

    static func sidebar(_ html: String) -> String {
        guard let start = html.firstRange(of: "<nav class=\"sidebar\""), let end = html.firstRange(of: "</nav>") else { return "" }
        return String(html[start.lowerBound..<end.upperBound])
    }

    static func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test func aSmallBookListsEveryStoryboardOnEveryPage() throws {
        let output = try Self.book(parts: 1, perPart: 5)
        let sidebar = Self.sidebar(try #require(output.text("part0/chapter-2.html")))
        #expect(Self.count("href=\"../storyboards/board", in: sidebar) == 5)
        #expect(sidebar.contains("<p class=\"nav-heading\">Storyboards</p>"))
        // Links to pages in the page's own folder are its file name.
        #expect(sidebar.contains("<a href=\"chapter-2.html\" aria-current=\"page\">Chapter 2</a>"))
        #expect(sidebar.contains("<a href=\"chapter-3.html\">Chapter 3</a>"))
        #expect(Self.count("aria-current", in: sidebar) == 1)
    }

    @Test func aBigBookListsThePartsStoryboardsAndLinksToTheIndex() throws {
        let output = try Self.book(parts: 6, perPart: 5)  // 30 storyboards: more than the sidebar lists
        let page = try #require(output.text("part3/chapter-17.html"))
        let sidebar = Self.sidebar(page)
        // Its own part's storyboards only, its own link marked, every part listed.
        #expect(Self.count("href=\"../storyboards/board", in: sidebar) == 5)
        #expect(sidebar.contains("href=\"../storyboards/board17.html\""))
        #expect(!sidebar.contains("board2.html"))
        #expect(sidebar.contains("<p class=\"nav-subheading\">Storyboards in this part</p>"))
        #expect(sidebar.contains("<a href=\"../storyboards/index.html\">All 30 storyboards</a>"))
        #expect(Self.count("class=\"nav-part\"", in: sidebar) == 6)
        #expect(Self.count("aria-current=\"page\"", in: sidebar) == 1)
        // The index lists every storyboard.
        let index = try #require(output.text("storyboards/index.html"))
        #expect(Self.count("<li><a href=\"../storyboards/board", in: index) == 30)
        // A storyboard page marks itself in the sidebar of the part that introduces it.
        let board = Self.sidebar(try #require(output.text("storyboards/board17.html")))
        #expect(board.contains("<a href=\"board17.html\" aria-current=\"page\">Board17</a>"))
        #expect(board.contains("<a href=\"../part3/chapter-15.html\">Chapter 15</a>"))
    }

    @Test func aPagesSidebarDoesNotGrowWithTheBook() throws {
        let small = try Self.book(parts: 5, perPart: 5)
        let large = try Self.book(parts: 5, perPart: 20)
        let a = Self.sidebar(try #require(small.text("part0/chapter-0.html"))).utf8.count
        let b = Self.sidebar(try #require(large.text("part0/chapter-0.html"))).utf8.count
        // Four times the chapters and storyboards; the part's own list grows, the rest does not.
        #expect(b < 4 * a, "\(a) → \(b) bytes")
        let storyboardsInLarge = Self.count("../storyboards/board", in: Self.sidebar(try #require(large.text("part0/chapter-0.html"))))
        #expect(storyboardsInLarge == 20)
    }

    /// A collapsed part is its title alone: no empty list of chapters, and no indentation
    /// inside the navigation (every byte of it is on every page of the book).
    @Test func collapsedPartsHaveNoEmptyListAndTheNavigationNoIndentation() throws {
        let output = try Self.book(parts: 3, perPart: 2)
        let sidebar = Self.sidebar(try #require(output.text("part1/chapter-2.html")))
        #expect(Self.count("class=\"nav-part\"", in: sidebar) == 3)
        // Only the current part (part 1) lists its chapters.
        #expect(Self.count("<ul>", in: sidebar) == 1)
        #expect(!sidebar.contains("<ul>\n</ul>"))
        #expect(sidebar.contains("<a href=\"chapter-3.html\">Chapter 3</a>"))
        #expect(!sidebar.contains("chapter-0.html"))
        let indented = sidebar.split(separator: "\n").filter { $0.first == " " || $0.first == "\t" }
        #expect(indented.isEmpty, "\(indented.prefix(3))")
    }

    /// A long flat book (the Rust book has 112 top-level chapters) shows a window of 40 entries
    /// around the page's own: the sidebar says how many it leaves out above and below, each with
    /// a link to the entry just beyond (whose sidebar shows them). Without, the list simply
    /// started at some chapter and stopped at another.
    @Test func aWindowSaysHowManyEntriesItLeavesOut() throws {
        var files: [String: String] = ["content/index.md": "# Home\n"]
        for n in 0..<100 { files["content/\(String(format: "%03d", n + 1))-chapter-\(n).md"] = "# Chapter \(n)\n\nText.\n" }
        let output = MemoryOutput()
        let report = try SiteBuilder(root: try FixtureSite(files).root).build(into: output)
        #expect(report.succeeded)
        // Chapter 50's window is chapters 40 to 79: a quarter of it before the page's own entry.
        let middle = Self.sidebar(try #require(output.text("chapter-50.html")))
        #expect(middle.contains(#"<li class="nav-window"><a href="chapter-39.html"><span aria-hidden="true">↑ </span>40 more above</a></li>"#))
        #expect(middle.contains(#"<li class="nav-window"><a href="chapter-80.html"><span aria-hidden="true">↓ </span>20 more below</a></li>"#))
        #expect(middle.contains(#"<a href="chapter-40.html">"#) && middle.contains(#"<a href="chapter-79.html">"#))
        #expect(!middle.contains(#"<a href="chapter-39.html">Chapter"#) && !middle.contains(#"<a href="chapter-80.html">Chapter"#))
        // At the start nothing is left out above; a book that fits its window says nothing.
        let first = Self.sidebar(try #require(output.text("chapter-0.html")))
        #expect(!first.contains("more above") && first.contains("60 more below"))
        let small = try Self.book(parts: 3, perPart: 2)
        #expect(!Self.sidebar(try #require(small.text("part1/chapter-2.html"))).contains("nav-window"))
    }
}
