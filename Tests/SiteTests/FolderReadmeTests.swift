import Foundation
@testable import Site
import SourceModel
import Testing

/// A folder's `README.md` is its page when it has no `index.md`, as GitHub shows a folder's
/// README and mdBook turns `README.md` into `index.html`: the home page for `content/`, the
/// part's page (title, first, `index.html`) for a top folder, the folder's `index.html`, first in
/// it, below. With both, `index.md` is the page (mdBook's choice). The shape is rust-lang/
/// rustlings' (a top `README.md` next to `CONTRIBUTING.md`, `exercises/README.md` above
/// `exercises/01_variables/README.md`…), where the README sorted after CONTRIBUTING, the part's
/// README came last, after its folders' READMEs, and the part was titled by its folder's name.
@Suite struct FolderReadmeTests {
    static let book: [String: String] = [
        "content/README.md": "# Rustlings\n\nStart with [the exercises](exercises/) or [variables](exercises/01_variables/README.md).\n",
        "content/CONTRIBUTING.md": "# Contributing\n\nBack [home](README.md), [home again](./), [the part](exercises/README.md).\n",
        "content/exercises/README.md": "# Exercise to Book Chapter mapping\n\n[Variables](01_variables/), [strings](09_strings/README.md), [home](../README.md).\n",
        "content/exercises/01_variables/README.md": "# Variables\n\n[Strings](../09_strings/), [up](../), [up by name](../README.md).\n",
        "content/exercises/01_variables/variables1.md": "# Variables 1\n\n[This folder](README.md), [this folder again](./).\n",
        "content/exercises/09_strings/README.md": "# Strings\n",
        "content/exercises/09_strings/readme-notes.md": "# Notes\n",
    ]

    private func load(_ files: [String: String]) throws -> ContentTree {
        let site = try FixtureSite(files)
        defer { try? FileManager.default.removeItem(at: site.root) }
        let (tree, problems) = try ContentLoader.load(root: site.root, settings: SiteSettings())
        #expect(problems.isEmpty, "\(problems)")
        return tree
    }

    private func build(_ files: [String: String]) throws -> (BuildReport, MemoryOutput) {
        try FixtureSite.build(files)
    }

    @Test func readmesAreTheHomeThePartsAndTheFoldersPages() throws {
        let tree = try load(Self.book)
        #expect(tree.chapters.map(\.outputPath) == [
            "index.html", "contributing.html",
            "exercises/index.html", "exercises/variables/index.html", "exercises/variables/variables1.html",
            "exercises/strings/index.html", "exercises/strings/readme-notes.html",
        ])
        #expect(tree.chapters.map(\.file.path).first == "content/README.md")
        #expect(tree.chapters.filter(\.isIndex).map(\.outputPath) == ["index.html", "exercises/index.html"])
        #expect(tree.parts.map(\.title) == ["Exercise to Book Chapter mapping"])
        #expect(tree.parts[0].chapterIndices == Array(2...6))
        #expect(!GeneratedHome.isNeeded(tree))
    }

    @Test func anyCaseAndAnyMarkdownExtensionOfEitherName() throws {
        let tree = try load([
            "content/readme.markdown": "# Home\n", "content/01-a.md": "# A\n",
            "content/02-part/Readme.MD": "# The part\n", "content/02-part/01-b.md": "# B\n",
            "content/02-part/sub/index.markdown": "# Sub\n", "content/02-part/sub/00-c.md": "# C\n",
        ])
        #expect(tree.chapters.map(\.outputPath) == [
            "index.html", "a.html", "part/index.html", "part/b.html", "part/sub/index.html", "part/sub/c.html",
        ])
        #expect(tree.parts.map(\.title) == ["The part"])
    }

    /// `index.markdown` was an ordinary chapter named `index`: not the home page, sorted among the others.
    @Test func indexMarkdownIsTheHomePage() throws {
        let tree = try load(["content/index.markdown": "# Home\n", "content/01-a.md": "# A\n", "content/02-part/index.mdown": "# P\n",
                             "content/02-part/01-b.md": "# B\n"])
        #expect(tree.chapters.map(\.outputPath) == ["index.html", "a.html", "part/index.html", "part/b.html"])
        #expect(tree.chapters.filter(\.isIndex).map(\.file.path) == ["content/index.markdown", "content/02-part/index.mdown"])
        #expect(tree.parts.map(\.title) == ["P"])
    }

    /// mdBook's choice: `index.md` is the page, the README an ordinary chapter.
    @Test func withBothTheIndexIsThePageAndTheReadmeAChapter() throws {
        let files = [
            "content/index.md": "# Home\n\n[The readme](README.md), [the part](02-part/).\n", "content/README.md": "# Read me\n",
            "content/02-part/index.md": "# Part\n", "content/02-part/README.md": "# Part readme\n",
            "content/02-part/sub/index.md": "# Sub\n", "content/02-part/sub/README.md": "# Sub readme\n\n[Up](./)\n",
        ]
        let tree = try load(files)
        #expect(tree.chapters.map(\.outputPath) == [
            "index.html", "part/index.html", "part/readme.html", "part/sub/index.html", "part/sub/readme.html", "readme.html",
        ])
        #expect(tree.chapters.map(\.file.path)[0] == "content/index.md")
        #expect(tree.parts.map(\.title) == ["Part"])
        let (report, output) = try build(files)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        let home = try #require(output.text("index.html"))
        #expect(home.contains("<a href=\"readme.html\">The readme</a>"))
        #expect(home.contains("<a href=\"part/index.html\">the part</a>"))
        #expect(try #require(output.text("part/sub/readme.html")).contains("<a href=\"index.html\">Up</a>"))
    }

    @Test func linksToAReadmeOrItsFolderLandOnThePage() throws {
        let (report, output) = try build(Self.book)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        let expectations: [String: [String]] = [
            "index.html": ["<a href=\"exercises/index.html\">the exercises</a>",
                           "<a href=\"exercises/variables/index.html\">variables</a>"],
            "contributing.html": ["<a href=\"index.html\">home</a>", "<a href=\"index.html\">home again</a>",
                                  "<a href=\"exercises/index.html\">the part</a>"],
            "exercises/index.html": ["<a href=\"variables/index.html\">Variables</a>", "<a href=\"strings/index.html\">strings</a>",
                                     "<a href=\"../index.html\">home</a>"],
            "exercises/variables/index.html": ["<a href=\"../strings/index.html\">Strings</a>", "<a href=\"../index.html\">up</a>",
                                               "<a href=\"../index.html\">up by name</a>"],
            "exercises/variables/variables1.html": ["<a href=\"index.html\">This folder</a>",
                                                    "<a href=\"index.html\">this folder again</a>"],
        ]
        for (page, links) in expectations {
            let html = try #require(output.text(page), "\(page)")
            for link in links { #expect(html.contains(link), "\(page): \(link)") }
        }
        #expect(output.text("readme.html") == nil)
        #expect(output.text("exercises/readme.html") == nil)
    }

    /// `serve` after a README.md or index.md is added or removed writes what a fresh build writes
    /// (a README's place changes while its file does not: the parse kept for it must not keep
    /// its old place).
    @Test(arguments: [false, true])
    func serveFollowsAnIndexOrReadmeAddedOrRemoved(watched: Bool) throws {
        let served = try ServedSite([
            "content/README.md": "# Read me\n\n[Part](02-part/README.md)\n", "content/01-a.md": "# A\n\n[Home](./)\n",
            "content/02-part/README.md": "# Part readme\n", "content/02-part/01-b.md": "# B\n\n[Up](./)\n",
            "content/02-part/sub/README.md": "# Sub readme\n", "content/02-part/sub/01-c.md": "# C\n",
        ])
        defer { served.remove() }
        #expect(try served.rebuild().succeeded)
        var changed: [String] = []
        func write(_ path: String, _ text: String?) throws {
            changed.append(path)
            try served.write(path, text)
        }
        func check(_ what: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
            let incremental = try served.rebuild(watched ? changed : nil)
            changed = []
            let (full, different) = try served.freshBuild()
            #expect(incremental.succeeded && full.succeeded, "\(what): \(incremental.diagnostics)", sourceLocation: sourceLocation)
            #expect(incremental.diagnostics == full.diagnostics, "\(what)", sourceLocation: sourceLocation)
            #expect(incremental.outputPaths == full.outputPaths, "\(what)", sourceLocation: sourceLocation)
            #expect(different.isEmpty, "\(what): \(different.prefix(5))", sourceLocation: sourceLocation)
        }
        try write("content/index.md", "# Home\n")
        try check("an index.md added at the top")
        try write("content/02-part/index.md", "# Part\n")
        try write("content/02-part/sub/index.md", "# Sub\n")
        try check("index.md added in the part and below")
        try write("content/index.md", nil)
        try check("the top index.md removed")
        try write("content/02-part/index.md", nil)
        try write("content/02-part/sub/index.md", nil)
        try check("the part's and the folder's index.md removed")
        try write("content/02-part/sub/README.md", nil)
        try check("a nested README removed")
        try write("content/02-part/sub/README.md", "# Sub readme back\n")
        try check("a nested README added")
        #expect(FileManager.default.fileExists(atPath: served.folder.appendingPathComponent("part/sub/index.html").path))
    }
}
