@testable import Site
import Testing

/// Where a page marks its own link in the shared sidebar: after the first `href="…"` of each
/// URL, as the template escaped it (issue #12: the scan is over the bytes, not string indices).
@Suite struct SidebarMarksTests {
    @Test func theFirstLinkToEachURLIsMarkedAfterItsQuote() throws {
        let html = "<li><a href=\"a.html\">A</a></li><a href=\"b&amp;c.html\">B</a>"
            + "<a href=\"a.html\">again</a><a href=\"é/ü.html\">É</a><p>href=</p><a href=\"open"
        let marks = SidebarFragments.marks(in: html)
        #expect(Set(marks.keys) == ["a.html", "b&c.html", "é/ü.html"])
        let first = try #require(marks["a.html"])
        #expect(String(html[..<first]) == "<li><a href=\"a.html\"")
        let accented = try #require(marks["é/ü.html"])
        #expect(String(html[accented...]).hasPrefix(">É</a>"))
        let escaped = try #require(marks["b&c.html"])
        #expect(String(html[..<escaped]).hasSuffix("href=\"b&amp;c.html\""))
    }

    @Test func noLinksNoMarks() {
        #expect(SidebarFragments.marks(in: "").isEmpty)
        #expect(SidebarFragments.marks(in: "href").isEmpty)
        #expect(SidebarFragments.marks(in: "<p>no links</p>").isEmpty)
    }
}
