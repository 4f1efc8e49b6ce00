import Foundation
import Site
import SourceModel
import Testing

/// Links between chapters, images and assets: rewritten to the site's URLs, and checked.
@Suite struct LinkCheckTests {
    /// A small book: a home page, a chapter, a part with a chapter and an image, a draft.
    static let book: [String: String] = [
        "content/index.md": "# Home\n\nStart with [friends](02-friends.md).\n",
        "content/02-friends.md": """
            # Friends

            ## Passing data

            Back [home](index.md), on to [extras](04-extras/one.md#deep-dive), [here](#passing-data).
            Reference: [the extra][x]. The [whole part](04-extras/).

            ![The friend list](img/friends.svg "Friends")

            [x]: 04-extras/one.md

            """,
        "content/img/friends.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
        "content/04-extras/index.md": "# Extras\n",
        "content/04-extras/one.md": "# One\n\n## Deep dive\n\n![Local](img/local.png) and [back](../02-friends.md#passing-data).\n",
        "content/04-extras/img/local.png": "png",
        "content/05-later.md": "---\ndraft: true\n---\n# Later\n",
    ]

    private func build(_ files: [String: String]) throws -> (BuildReport, MemoryOutput) {
        try FixtureSite.build(files)
    }

    private func check(_ files: [String: String]) throws -> [Diagnostic] {
        let site = try FixtureSite(files)
        return try SiteBuilder(root: site.root).build(into: nil).diagnostics
    }

    private func with(_ path: String, _ text: String) -> [String: String] {
        var files = Self.book
        files[path] = text
        return files
    }

    // MARK: Rewriting

    @Test func chapterLinksAndImagesPointAtTheSitesPages() throws {
        let (report, output) = try build(Self.book)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        let friends = try #require(output.text("friends.html"))
        #expect(friends.contains("<a href=\"index.html\">home</a>"))
        #expect(friends.contains("<a href=\"extras/one.html#deep-dive\">extras</a>"))
        #expect(friends.contains("<a href=\"#passing-data\">here</a>"))
        #expect(friends.contains("<a href=\"extras/one.html\">the extra</a>"))
        #expect(friends.contains("<a href=\"extras/index.html\">whole part</a>"))
        #expect(friends.contains("<img src=\"img/friends.svg\" alt=\"The friend list\" title=\"Friends\" />"))
        let one = try #require(output.text("extras/one.html"))
        #expect(one.contains("<img src=\"img/local.png\" alt=\"Local\" />"))
        #expect(one.contains("<a href=\"../friends.html#passing-data\">back</a>"))
        let home = try #require(output.text("index.html"))
        #expect(home.contains("<a href=\"friends.html\">friends</a>"))
    }

    /// Files under content/ are copied where a chapter's relative path finds them: in a part,
    /// under the part's output folder.
    @Test func assetsMirrorTheirChaptersFolders() throws {
        let (_, output) = try build(Self.book)
        #expect(output.files["extras/img/local.png"] == Array("png".utf8))
        #expect(output.files["img/friends.svg"] != nil)
        #expect(output.files["04-extras/img/local.png"] == nil)
    }

    @Test func aPathAcrossPartsIsRewritten() throws {
        let (report, output) = try build(with("content/04-extras/two.md", "# Two\n\n![Shared](../img/friends.svg)\n"))
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(output.text("extras/two.html")?.contains("<img src=\"../img/friends.svg\" alt=\"Shared\" />") == true)
    }

    // MARK: link.broken

    @Test func brokenLinkFiresAtTheDestinationWithASuggestion() throws {
        let diagnostics = try check(with("content/index.md", "# Home\n\nStart with [friends](02-frends.md).\n"))
        #expect(diagnostics.map(\.rule) == ["link.broken"])
        let broken = try #require(diagnostics.first)
        #expect(broken.severity == .error)
        #expect(broken.location == SourceLocation(path: "content/index.md", line: 3, column: 22))
        #expect(broken.fixIts.first?.replacement == "02-friends.md")
        #expect(broken.message.contains("content/02-frends.md"))
    }

    @Test func linkToADraftSaysSo() throws {
        let diagnostics = try check(with("content/index.md", "# Home\n\nSoon: [later](05-later.md).\n"))
        #expect(diagnostics.map(\.rule) == ["link.broken"])
        #expect(diagnostics.first?.message.contains("draft") == true)
    }

    @Test func brokenLinkInADraftIsAWarningThatSaysSo() throws {
        let diagnostics = try check(with("content/05-later.md", "---\ndraft: true\n---\n# Later\n\n[x](nowhere.md)\n"))
        #expect(diagnostics.map(\.rule) == ["link.broken"])
        #expect(diagnostics.first?.severity == .warning)
        #expect(diagnostics.first?.notes.contains { $0.message.contains("draft") } == true)
    }

    @Test func linkOutOfContentAndWebAddressWithoutScheme() throws {
        let diagnostics = try check(with("content/index.md", "# Home\n\n[readme](../README.md) [site](www.example.com)\n"))
        #expect(diagnostics.map(\.rule) == ["link.broken", "link.broken"])
        #expect(diagnostics[0].message.contains("outside content/"))
        #expect(diagnostics[1].message.contains("https://www.example.com"))
    }

    @Test func storyboardPagesByNameKeepWorking() throws {
        let diagnostics = try check(with("content/index.md", """
            # Home

            ```flow Main
            scene A: view initial
            ```

            [A](scene:A), [its page](storyboards/main.html#scene-A), [all](storyboards/index.html).
            """))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    // MARK: link.anchor

    /// GFM: a link in a table cell is rewritten and located in the chapter.
    @Test func linkInATableCell() throws {
        let files = with("content/index.md", "# Home\n\n| chapter | see |\n|---|---|\n| one | [x](02-friends.md#pasing-data) |\n")
        let diagnostics = try check(files)
        #expect(diagnostics.map(\.rule) == ["link.anchor"])
        #expect(diagnostics.first?.location == SourceLocation(path: "content/index.md", line: 5, column: 27))
        let (_, output) = try build(with("content/index.md", "# Home\n\n| chapter | see |\n|---|---|\n| one | [x](02-friends.md#passing-data) |\n"))
        #expect(output.text("index.html")?.contains("<td><a href=\"friends.html#passing-data\">x</a></td>") == true)
    }


    @Test func missingAnchorFiresAtTheFragment() throws {
        let diagnostics = try check(with("content/index.md", "# Home\n\n[a](02-friends.md#pasing-data) [b](#hom)\n"))
        #expect(diagnostics.map(\.rule) == ["link.anchor", "link.anchor"])
        #expect(diagnostics[0].location == SourceLocation(path: "content/index.md", line: 3, column: 19))
        #expect(diagnostics[0].fixIts.first?.replacement == "passing-data")
        #expect(diagnostics[1].location == SourceLocation(path: "content/index.md", line: 3, column: 37))
        #expect(diagnostics[1].fixIts.first?.replacement == "home")
    }

    @Test func anchorsOfFiguresAndStoryboardScenesExist() throws {
        let diagnostics = try check(with("content/index.md", """
            # Home

            ```flow Main
            scene A: view initial
            ```

            [figure](#flow-1), [scene](storyboards/main.html#scene-A), [no scene](storyboards/main.html#scene-B).
            """))
        #expect(diagnostics.map(\.rule) == ["link.anchor"])
        #expect(diagnostics.first?.fixIts.first?.replacement == "scene-A")
    }

    // MARK: image.missing, image.no-alt

    @Test func missingImageFiresWithASuggestion() throws {
        let diagnostics = try check(with("content/04-extras/one.md", "# One\n\n## Deep dive\n\n![Local](img/locl.png)\n"))
        #expect(diagnostics.map(\.rule) == ["image.missing"])
        #expect(diagnostics.first?.location == SourceLocation(path: "content/04-extras/one.md", line: 5, column: 10))
        #expect(diagnostics.first?.fixIts.first?.replacement == "img/local.png")
    }

    @Test func imageWithoutAltTextIsAWarningAtTheImage() throws {
        let diagnostics = try check(with("content/04-extras/one.md", "# One\n\n## Deep dive\n\nSee ![](img/local.png).\n"))
        #expect(diagnostics.map(\.rule) == ["image.no-alt"])
        #expect(diagnostics.first?.severity == .warning)
        #expect(diagnostics.first?.location == SourceLocation(path: "content/04-extras/one.md", line: 5, column: 5))
    }

    // MARK: link.malformed-url

    @Test func malformedExternalURLIsAWarning() throws {
        let diagnostics = try check(with("content/index.md", "# Home\n\n[a](https:example.com) [b](http://exa mple.com) [c](mailto:nobody)\n"))
        #expect(diagnostics.map(\.rule) == ["link.malformed-url", "link.malformed-url"])
        #expect(diagnostics.allSatisfy { $0.severity == .warning })
    }

    @Test func wellFormedExternalURLsAreQuiet() throws {
        let diagnostics = try check(with("content/index.md", """
            # Home

            [a](https://developer.apple.com/documentation/uikit/uistoryboardsegue?language=swift#overview)
            [b](http://localhost:8000/) [c](mailto:author@example.com) <https://example.org/a_b> [d](tel:+123)
            """))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    /// Every rule quiet: the book as it is.
    @Test func theBookIsClean() throws {
        #expect(try check(Self.book).isEmpty)
    }
}

/// `serve`: a page whose links point elsewhere after an edit of another chapter is rendered
/// again; assets are copied only when they change.
@Suite struct IncrementalLinkTests {
    @Test func publishingADraftRewritesTheLinksToIt() throws {
        let site = try FixtureSite([
            "content/index.md": "# Home\n\n[later](05-later.md)\n",
            "content/05-later.md": "---\ndraft: true\n---\n# Later\n",
            "content/img/a.png": "png",
        ])
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("flowdoc-links-\(UUID().uuidString)")
        let builder = SiteBuilder(root: site.root)
        let output = IncrementalOutput(root: out)
        let first = try builder.build(into: output, incremental: true)
        #expect(first.diagnostics.map(\.rule) == ["link.broken"])

        try Data("# Later\n".utf8).write(to: site.root.appendingPathComponent("content/05-later.md"))
        let second = try builder.build(into: output, incremental: true)
        #expect(second.succeeded, "\(second.diagnostics)")
        let home = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(home.contains("<a href=\"later.html\">later</a>"))
        #expect(output.takeWritten().contains("img/a.png"))

        // Nothing changed: the asset is not copied again.
        _ = try builder.build(into: output, incremental: true)
        #expect(output.takeWritten().isEmpty)
    }
}

/// Assets are copied through a fixed buffer: a file several buffers long arrives whole.
@Suite struct AssetCopyTests {
    @Test func largeFileIsCopiedExactlyByBothWriters() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flowdoc-copy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var bytes = [UInt8](repeating: 0, count: 3 * (1 << 20) + 17)
        for index in bytes.indices { bytes[index] = UInt8(truncatingIfNeeded: index &* 31 &+ index >> 9) }
        let source = folder.appendingPathComponent("big.bin")
        try Data(bytes).write(to: source)

        let direct = DirectoryOutput(root: folder.appendingPathComponent("out"))
        try direct.copy("extras/media/big.bin", from: source)
        #expect(FileManager.default.contents(atPath: folder.appendingPathComponent("out/extras/media/big.bin").path) == Data(bytes))

        let incremental = IncrementalOutput(root: folder.appendingPathComponent("live"))
        try incremental.copy("big.bin", from: source)
        try incremental.copy("big.bin", from: source)
        #expect(incremental.takeWritten() == ["big.bin"])
        bytes[bytes.count - 1] ^= 0xFF
        try Data(bytes).write(to: source)
        try incremental.copy("big.bin", from: source)
        #expect(incremental.takeWritten() == ["big.bin"])
        #expect(FileManager.default.contents(atPath: folder.appendingPathComponent("live/big.bin").path) == Data(bytes))
    }
}

/// Odd destinations never crash the link check and every diagnostic points into the chapter.
@Suite struct LinkFuzzTests {
    @Test func randomDestinations() throws {
        let pieces = ["..", "/", "#", "?", "%", "%2e", "%zz", "a.md", "img", "é", " ", "\\", ":", "http:", "https://", "www.",
                      "mailto:", "scene:", "<", ">", "\"", "'", "(", ")", "[", "]", "02-friends.md", "index.md", "04-extras/", ""]
        var generator = SystemRandomNumberGenerator()
        var files = LinkCheckTests.book
        var text = "# Fuzz\n\n"
        for index in 0..<400 {
            let count = Int.random(in: 1...5, using: &generator)
            let destination = (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
            text += index % 3 == 0 ? "![x](<\(destination)>)\n" : "[l\(index)](<\(destination)>) [r\(index)]\n\n[r\(index)]: <\(destination)>\n\n"
        }
        files["content/09-fuzz.md"] = text
        let site = try FixtureSite(files)
        let report = try SiteBuilder(root: site.root).build(into: MemoryOutput())
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
        for diagnostic in report.diagnostics where diagnostic.rule.hasPrefix("link.") || diagnostic.rule.hasPrefix("image.") {
            #expect(diagnostic.location?.path == "content/09-fuzz.md")
            #expect((diagnostic.location?.line ?? 0) <= lines)
        }
    }
}
