import Foundation
@testable import Site
import Testing

/// A chapter that opens with its title below level 1 shows it once. Each section of an mdBook
/// book opens so (rust-lang/book's `ch01-01-installation.md` is `## Installation`, the Cargo
/// book's `getting-started/installation.md` too): flowdoc printed the title as a level-1 heading
/// above the chapter's own `## Installation`, so every such page showed its title twice, big and
/// then again, where GitHub and mdBook show it once. The page keeps its level-1 heading (one per
/// page, levels in order) for screen readers only; a title that is not the first heading (front
/// matter, the file name) is still shown.
@Suite struct SectionTitleTests {
    static let book: [String: String] = [
        "content/index.md": "# Book\n",
        "content/ch01-01-installation.md": "## Installation\n\nText.\n\n### Install Rust\n",
        "content/notes.md": "Only text.\n",
        "content/other.md": "---\ntitle: The Other Page\n---\n## Overview\n",
        "content/level-one.md": "# Level One\n\n## Next\n",
    ]

    private func main(_ page: String) throws -> String {
        let (report, output) = try FixtureSite.build(Self.book)
        #expect(report.succeeded)
        return FixtureSite.main(of: output.text(page) ?? "")
    }

    @Test func aSectionsOwnHeadingIsItsVisibleTitle() throws {
        let page = try main("ch01-01-installation.html")
        #expect(page.contains("<h1 class=\"sr-only\">Installation</h1>"))
        #expect(page.matches(of: /<h[1-6][^>]*>(<a [^>]*>#<\/a>)?Installation<\/h/).count == 2)
    }

    @Test func aTitleFromElsewhereIsShown() throws {
        #expect(try main("notes.html").contains("<h1>Notes</h1>"))
        let other = try main("other.html")
        #expect(other.contains("<h1>The Other Page</h1>"))
        let level = try main("level-one.html")
        #expect(level.matches(of: /<h1/).count == 1)
    }

    @Test func thePrintPagePrintsTheTitleOnce() throws {
        let (_, output) = try FixtureSite.build(Self.book)
        let print = output.text("print.html") ?? ""
        #expect(print.contains("<h1 class=\"sr-only\">Installation</h1>"))
        #expect(print.contains("<h1>Notes</h1>"))
    }
}
