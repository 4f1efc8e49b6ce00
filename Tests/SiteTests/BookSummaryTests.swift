import Foundation
@testable import Site
import SourceModel
import Testing

/// An mdBook (or GitBook) book's `SUMMARY.md` orders it: mdBook reads the reading order from the
/// summary alone. The shapes are those of rust-lang/cargo's `src/doc/src/` (parts as folders,
/// `getting-started/` before `guide/` and `reference/`, `faq.md` and `appendix/glossary.md` last)
/// and rust-lang/book's `src/` (flat files: `title-page.md`, `foreword.md`, `ch00-…`, then
/// `appendix-…`), trimmed; by file name the Cargo book opened with its appendix and FAQ, and the
/// Rust book with its appendix, its title page and foreword last.
@Suite struct BookSummaryTests {
    static let cargo: [String: String] = [
        "content/SUMMARY.md": """
            # Summary

            [Introduction](index.md)

            * [Getting Started](getting-started/index.md)
                * [Installation](getting-started/installation.md)
                * [First Steps with Cargo](getting-started/first-steps.md)

            * [Cargo Guide](guide/index.md)
                * [Why Cargo Exists](guide/why-cargo-exists.md)
                * [Dependencies](guide/dependencies.md#adding-a-dependency)
                * [Build Cache](guide/build-cache.md)

            * [FAQ](faq.md)
            * [Appendix: Glossary](appendix/glossary.md)
            * [The Rust book](https://doc.rust-lang.org/book/)

            """,
        "content/index.md": "# The Cargo Book\n",
        "content/getting-started/index.md": "## Getting Started\n",
        "content/getting-started/installation.md": "## Installation\n",
        "content/getting-started/first-steps.md": "## First Steps with Cargo\n",
        "content/guide/index.md": "# Cargo Guide\n",
        "content/guide/why-cargo-exists.md": "# Why Cargo Exists\n",
        "content/guide/dependencies.md": "# Dependencies\n",
        "content/guide/build-cache.md": "# Build Cache\n",
        "content/guide/cargo-home.md": "## Cargo Home\n",  // not in the summary
        "content/faq.md": "# Frequently Asked Questions\n",
        "content/appendix/glossary.md": "# Glossary\n",
    ]

    private func order(_ files: [String: String]) throws -> (paths: [String], tree: ContentTree) {
        let site = try FixtureSite(files)
        defer { try? FileManager.default.removeItem(at: site.root) }
        let (tree, problems) = try ContentLoader.load(root: site.root, settings: SiteSettings())
        #expect(problems.isEmpty, "\(problems)")
        return (tree.chapters.map { String($0.file.path.dropFirst("content/".count)) }, tree)
    }

    @Test func partsAndTheirChaptersComeInTheSummarysOrder() throws {
        let (paths, tree) = try order(Self.cargo)
        #expect(paths == [
            "index.md",
            "getting-started/index.md", "getting-started/installation.md", "getting-started/first-steps.md",
            "guide/index.md", "guide/why-cargo-exists.md", "guide/dependencies.md", "guide/build-cache.md",
            "guide/cargo-home.md",  // what the summary does not name follows what it names
            "faq.md", "appendix/glossary.md",
            "SUMMARY.md",
        ])
        #expect(tree.parts.map(\.title) == ["Getting Started", "Cargo Guide", "Appendix"])
    }

    @Test func aFlatBookComesInTheSummarysOrder() throws {
        let (paths, _) = try order([
            "content/SUMMARY.md": """
                # The Rust Programming Language

                [The Rust Programming Language](title-page.md)
                [Foreword](foreword.md)
                [Introduction](ch00-00-introduction.md)

                ## Getting started

                - [Getting Started](ch01-00-getting-started.md)
                    - [Installation](ch01-01-installation.md)

                ## Appendix

                - [Appendix](appendix-00.md)
                    - [A - Keywords](appendix-01-keywords.md)

                """,
            "content/title-page.md": "# The Rust Programming Language\n",
            "content/foreword.md": "# Foreword\n",
            "content/ch00-00-introduction.md": "# Introduction\n",
            "content/ch01-00-getting-started.md": "# Getting Started\n",
            "content/ch01-01-installation.md": "## Installation\n",
            "content/appendix-00.md": "# Appendix\n",
            "content/appendix-01-keywords.md": "## Appendix A: Keywords\n",
        ])
        #expect(paths == [
            "title-page.md", "foreword.md", "ch00-00-introduction.md", "ch01-00-getting-started.md", "ch01-01-installation.md",
            "appendix-00.md", "appendix-01-keywords.md", "SUMMARY.md",
        ])
    }

    /// Only `SUMMARY.md` is a summary: a tutorial's closing `summary.md` orders nothing.
    @Test func aChapterNamedSummaryInLowerCaseOrdersNothing() throws {
        let (paths, _) = try order([
            "content/summary.md": "# Summary\n\n- [B](b.md)\n- [A](a.md)\n",
            "content/a.md": "# A\n", "content/b.md": "# B\n",
        ])
        #expect(paths == ["a.md", "b.md", "summary.md"])
    }

    /// `serve`: an edit of the summary alone orders the book again.
    @Test func anEditOfTheSummaryReordersTheServedBook() throws {
        let served = try ServedSite([
            "content/SUMMARY.md": "- [B](b.md)\n- [A](a.md)\n",
            "content/a.md": "# A\n", "content/b.md": "# B\n",
        ])
        defer { served.remove() }
        #expect(try served.rebuild().succeeded)
        #expect(Self.sidebarOrder(try served.page("a.html")) == ["B", "A", "SUMMARY"])
        try served.write("content/SUMMARY.md", "- [A](a.md)\n- [B](b.md)\n")
        #expect(try served.rebuild(["content/SUMMARY.md"]).succeeded)
        let a = try served.page("a.html")
        let fresh = try FixtureSite.build([
            "content/SUMMARY.md": "- [A](a.md)\n- [B](b.md)\n", "content/a.md": "# A\n", "content/b.md": "# B\n",
        ])
        #expect(FixtureSite.main(of: a) == FixtureSite.main(of: fresh.1.text("a.html") ?? ""))
        #expect(Self.sidebarOrder(a) == ["A", "B", "SUMMARY"])
    }

    /// The chapter titles of a page's sidebar, in order.
    static func sidebarOrder(_ html: String) -> [String] {
        guard let start = html.firstRange(of: "<nav"), let end = html[start.upperBound...].firstRange(of: "</nav>") else { return [] }
        let nav = html[start.lowerBound..<end.lowerBound]
        return nav.matches(of: /<a [^>]*>([^<]+)<\/a>/).map { String($0.1) }.filter { $0 != "Print the whole book" }
    }
}
