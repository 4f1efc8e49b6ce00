@testable import Site
import Testing

/// Where a page marks its own link in the shared sidebar: after the first `href="…"` of each
/// URL, as the template escaped it (issue #12: the scan is over the bytes, not string indices).
@Suite struct SidebarMarksTests {
    @Test func theFirstLinkToEachURLIsMarkedAfterItsQuote() throws {
        let html = "<li><a href=\"a.html\">A</a></li><a href=\"b&amp;c.html\">B</a>"
            + "<a href=\"a.html\">again</a><a href=\"é/ü.html\">É</a><p>href=</p><a href=\"open"
        let bytes = Array(html.utf8)
        let marks = SidebarFragments.marks(in: bytes)
        #expect(Set(marks.keys) == ["a.html", "b&c.html", "é/ü.html"])
        let first = try #require(marks["a.html"])
        #expect(String(decoding: bytes[..<first], as: UTF8.self) == "<li><a href=\"a.html\"")
        let accented = try #require(marks["é/ü.html"])
        #expect(String(decoding: bytes[accented...], as: UTF8.self).hasPrefix(">É</a>"))
        let escaped = try #require(marks["b&c.html"])
        #expect(String(decoding: bytes[..<escaped], as: UTF8.self).hasSuffix("href=\"b&amp;c.html\""))
    }

    @Test func noLinksNoMarks() {
        #expect(SidebarFragments.marks(in: []).isEmpty)
        #expect(SidebarFragments.marks(in: Array("href".utf8)).isEmpty)
        #expect(SidebarFragments.marks(in: Array("<p>no links</p>".utf8)).isEmpty)
    }
}
