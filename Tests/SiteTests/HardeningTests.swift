import Foundation
import Site
import SourceModel
import Testing

/// Regression tests for issue 14 (hardening), each built from the input that showed the defect.
@Suite struct HardeningTests {
    private func build(_ files: [String: String]) throws -> BuildReport {
        try SiteBuilder(root: try FixtureSite(files).root).build(into: MemoryOutput())
    }

    private func rules(_ report: BuildReport) -> [String] {
        report.diagnostics.map { "\($0.location?.path ?? "-"):\($0.location?.line ?? 0) \($0.rule)" }
    }

    // MARK: 2. NUL bytes

    /// A NUL byte once cut the chapter off at the C boundary: the flow block after it was never
    /// read and its error never reported.
    @Test func aNulByteDoesNotHideWhatFollows() throws {
        let report = try build([
            "content/index.md": "# Home\n\nBefore \u{0} after.\n\n```flow\nscene A: view initial\nsegue A -> Nowhere push\n```\n",
        ])
        #expect(rules(report).contains("content/index.md:7 flow.unknown-scene"), "\(rules(report))")
        let text = try #require(report.sources["content/index.md"]?.text)
        #expect(text.contains("Before \u{FFFD} after."))
        #expect(!text.contains("\u{0}"))
    }

    @Test func aNulByteIsReplacementCharacterInThePage() throws {
        let root = try FixtureSite(["content/index.md": "# Home\n\nOne \u{0} two.\n\nThree.\n"]).root
        let output = MemoryOutput()
        let report = try SiteBuilder(root: root).build(into: output)
        #expect(report.succeeded)
        let page = try #require(output.text("index.html"))
        #expect(page.contains("One \u{FFFD} two."))
        #expect(page.contains("<p>Three.</p>"))
    }

    // MARK: 6. Pages that would overwrite each other

    @Test func storyboardsDifferingOnlyInCaseCollide() throws {
        let report = try build([
            "content/index.md": "# Home\n\n```flow Main\nscene A: view initial\n```\n\n```flow main\nscene B: view initial\n```\n",
        ])
        let collisions = report.diagnostics.filter { $0.rule == "output.collision" }
        #expect(collisions.count == 1)
        let found = try #require(collisions.first)
        #expect(found.location?.line == 7)
        #expect(found.message.contains("storyboard 'main'") && found.message.contains("storyboard 'Main'"), "\(found.message)")
        #expect(found.notes.first?.location?.line == 3)
    }

    @Test func aChapterAndAStoryboardPageCollide() throws {
        let report = try build([
            "content/index.md": "# Home\n\n```flow Main\nscene A: view initial\n```\n",
            "content/storyboards/01-main.md": "# A chapter in a folder named storyboards\n",
        ])
        let found = try #require(report.diagnostics.first { $0.rule == "output.collision" })
        #expect(found.message.contains("'storyboards/main.html'"))
        #expect(found.location?.path == "content/index.md")
        #expect(found.notes.first?.location?.path == "content/storyboards/01-main.md")
    }

    @Test func aChapterNamed404CollidesWithTheThemePage() throws {
        let report = try build(["content/index.md": "# Home\n", "content/06-404.md": "# Not found, the chapter\n"])
        let found = try #require(report.diagnostics.first { $0.rule == "output.collision" })
        #expect(found.location == SourceLocation(path: "content/06-404.md", line: 1, column: 1))
        #expect(found.message.contains("the theme's 404 page"))
    }

    @Test func anAssetCollidesWithAThemeFile() throws {
        let report = try build(["content/index.md": "# Home\n", "content/static/Style.css": "body{}"])
        let found = try #require(report.diagnostics.first { $0.rule == "output.collision" })
        #expect(found.location?.path == "content/static/Style.css")
        #expect(found.message.contains("the same file as 'static/style.css'"), "\(found.message)")
    }

    @Test func aFileWhereAFolderIsNeededCollides() throws {
        let report = try build([
            "content/index.md": "# Home\n\n```flow Main\nscene A: view initial\n```\n", "content/Storyboards": "not a folder",
        ])
        let found = try #require(report.diagnostics.first { $0.rule == "output.collision" })
        #expect(found.location?.path == "content/Storyboards" || found.location?.path == "content/index.md", "\(found)")
    }

    @Test func nonASCIIChapterNamesKeepTheirLetters() throws {
        let root = try FixtureSite([
            "content/index.md": "# Home\n", "content/01-Über uns.md": "# Über\n", "content/02-日本語.md": "# 日本語\n",
            "content/03-Ελληνικά.md": "# Greek\n",
        ]).root
        let output = MemoryOutput()
        let report = try SiteBuilder(root: root).build(into: output)
        #expect(report.succeeded, "\(report.diagnostics)")
        for page in ["über-uns.html", "日本語.html", "ελληνικά.html"] { #expect(output.files[page] != nil, "missing \(page)") }
        #expect(output.files["page.html"] == nil)
    }

    @Test func distinctSitesDoNotCollide() throws {
        let report = try build([
            "content/index.md": "# Home\n\n```flow Main\nscene A: view initial\n```\n\n```flow Other\nscene B: view initial\n```\n",
            "content/01-main.md": "# Main, the chapter\n", "content/02-404-notes.md": "# Notes\n",
        ])
        #expect(!report.diagnostics.contains { $0.rule == "output.collision" }, "\(report.diagnostics)")
    }

    // MARK: 11. Very long names

    @Test func aStoryboardNameOf300CharactersBuilds() throws {
        let name = "B" + String(repeating: "x", count: 300)
        let root = try FixtureSite(["content/index.md": "# Home\n\n```flow \(name)\nscene A: view initial\n```\n"]).root
        let out = root.appendingPathComponent("site")
        let writer = try SiteWriter(output: out, protecting: [])
        let staging = try writer.makeStaging()
        let report = try SiteBuilder(root: root).build(into: DirectoryOutput(root: staging))
        #expect(report.succeeded)
        try writer.commit(staging)
        let pages = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("storyboards").path)
            .filter { $0 != "index.html" }  // the storyboard index
        #expect(pages.count == 1)
        #expect(pages.allSatisfy { $0.utf8.count <= 255 })
    }

    @Test func longSlugsAreCutWithAStableHash() {
        let long = String(repeating: "é", count: 200)
        let slug = PathNaming.slug(long)
        #expect(slug.utf8.count <= PathNaming.slugLimit)
        #expect(slug == PathNaming.slug(long))
        #expect(slug != PathNaming.slug(long + "a"))
        #expect(PathNaming.slug("02-Short name") == "short-name")
    }

    // MARK: 12. FIFOs and devices

    @Test func aFIFOAsAChapterOrSettingsIsALocatedErrorAndNeverRead() throws {
        let root = try FixtureSite(["content/index.md": "# Home\n"]).root
        #expect(mkfifo(root.appendingPathComponent("content/02-pipe.md").path, 0o644) == 0)
        #expect(mkfifo(root.appendingPathComponent("flowdoc.conf").path, 0o644) == 0)
        // Would block forever if either were opened.
        let report = try SiteBuilder(root: root).build(into: nil)
        let found = rules(report)
        #expect(found.contains("content/02-pipe.md:1 content.not-a-file"), "\(found)")
        #expect(found.contains("flowdoc.conf:1 settings.not-a-file"), "\(found)")
        #expect(report.diagnostics.first { $0.rule == "content.not-a-file" }?.message.contains("FIFO") == true)
    }

    @Test func aFIFOInTheThemeIsALocatedError() throws {
        let root = try FixtureSite(["content/index.md": "# Home\n", "templates/static/extra.css": "p{}"]).root
        #expect(mkfifo(root.appendingPathComponent("templates/partials.mustache").path, 0o644) == 0)
        let report = try SiteBuilder(root: root).build(into: nil)
        #expect(rules(report).contains("templates/partials.mustache:1 template.not-a-file"), "\(rules(report))")
    }

    @Test func regularFilesAreNotReportedAsSpecial() throws {
        let report = try build(["content/index.md": "# Home\n", "flowdoc.conf": "title: T\n", "content/a.png": "x"])
        #expect(!report.diagnostics.contains { $0.rule.hasSuffix("not-a-file") })
    }
}
