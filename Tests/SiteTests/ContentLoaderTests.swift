import Foundation
import Site
import SourceModel
import Testing

@Suite struct ContentLoaderTests {
    @Test func ordersByPrefixAndOrderAndMakesParts() throws {
        let site = try FixtureSite([
            "content/index.md": "# Home\n",
            "content/10-last.md": "# Last\n",
            "content/02-second.md": "# Second\n",
            "content/01-first.md": "---\norder: 5\n---\n# First but ordered fifth\n",
            "content/03-basics/index.md": "---\ntitle: The Basics\n---\nIntro.\n",
            "content/03-basics/02-b.md": "# B\n",
            "content/03-basics/01-a.md": "# A\n",
            "content/images/logo.png": "png",
            "content/draft.md": "---\ndraft: true\n---\n# Draft\n",
        ])
        let (tree, problems) = try ContentLoader.load(root: site.root, settings: SiteSettings())
        #expect(problems.isEmpty)
        #expect(tree.chapters.map(\.outputPath) == [
            "index.html", "second.html", "basics/index.html", "basics/a.html", "basics/b.html", "first.html", "last.html",
        ])
        #expect(tree.parts.map(\.title) == ["The Basics"])
        #expect(tree.chapters[1].title == "Second")
        #expect(tree.assets.map(\.source) == ["images/logo.png"])
        #expect(tree.assets.map(\.outputPath) == ["images/logo.png"])
        #expect(tree.drafts.map(\.file.path) == ["content/draft.md"])
    }

    @Test func hiddenFilesAreSkippedLinksToFilesFollowedLinksToFoldersNot() throws {
        let site = try FixtureSite([
            "content/index.md": "# Home\n", "content/.draft.md": "# Hidden\n",
            "elsewhere/shared.md": "# Shared\n", "elsewhere/deep/inner.md": "# Inner\n",
        ])
        let content = site.root.appendingPathComponent("content")
        try FileManager.default.createSymbolicLink(
            atPath: content.appendingPathComponent("02-shared.md").path, withDestinationPath: site.root.appendingPathComponent("elsewhere/shared.md").path)
        try FileManager.default.createSymbolicLink(
            atPath: content.appendingPathComponent("loop").path, withDestinationPath: content.path)
        try FileManager.default.createSymbolicLink(
            atPath: content.appendingPathComponent("deep").path, withDestinationPath: site.root.appendingPathComponent("elsewhere/deep").path)
        let (tree, problems) = try ContentLoader.load(root: site.root, settings: SiteSettings())
        #expect(problems.isEmpty)
        #expect(tree.chapters.map(\.outputPath) == ["index.html", "shared.html"])
    }

    @Test func twoFilesForOnePageIsAnError() throws {
        let site = try FixtureSite(["content/01-a.md": "# A\n", "content/a.md": "# A again\n"])
        let (tree, problems) = try ContentLoader.load(root: site.root, settings: SiteSettings())
        #expect(tree.chapters.count == 1)
        #expect(problems.map(\.rule) == ["content.duplicate-page"])
    }

    @Test func missingContentFolderThrows() throws {
        let site = try FixtureSite(["flowdoc.conf": "title: X\n"])
        #expect(throws: SiteError.self) { try ContentLoader.load(root: site.root, settings: SiteSettings()) }
    }

    @Test func slugsAndTitles() {
        #expect(PathNaming.slug("02-Split View!") == "split-view")
        #expect(PathNaming.slug("2024") == "2024")
        // ASCII names take a byte path; its answers are the Unicode rule's.
        #expect(PathNaming.slug("--A__b--c!!d--") == "a__b--c-d")
        #expect(PathNaming.slug("07-") == "07")
        #expect(PathNaming.slug("!!") == "page")
        #expect(PathNaming.slug("Über Uns") == "über-uns")
        let long = String(repeating: "Ab ", count: 50)
        let whole = String(repeating: "ab-", count: 49) + "ab"
        let cut = PathNaming.slug(long)
        #expect(cut.hasPrefix(String(whole.prefix(PathNaming.slugLimit - 17)) + "-") && cut.utf8.count == PathNaming.slugLimit)
        #expect(cut != PathNaming.slug(long + "x"))
        #expect(PathNaming.humanized(fileStem: "05-split-view.md") == "Split view")
    }
}

@Suite struct SlotLanguageTests {
    /// Every info string the highlighter knows is also checked: a ```m listing is scanned.
    @Test func everyListingLanguageIsScannedAndHighlighted() throws {
        #expect(ChapterParser.slotLanguages.isSuperset(of: ["flow", "swift", "objc", "objective-c", "m"]))
        let site = try FixtureSite([
            "content/index.md": "# Home\n\n```flow\nscene A: view initial\n```\n\n```m\n[self performSegueWithIdentifier:@\"Nope\" sender:self];\n```\n",
        ])
        let report = try SiteBuilder(root: site.root).build(into: nil)
        #expect(report.diagnostics.map(\.rule) == ["flow.dangling-reference"])
        #expect(report.diagnostics.first?.location?.line == 8)
    }
}

@Suite struct OmittedHTMLTests {
    /// Raw HTML the page leaves out is one located warning per chapter, not a silent loss.
    @Test func rawHTMLLeftOutIsOneWarningPerChapter() throws {
        let site = try FixtureSite([
            "content/index.md": "# Home\n\nPress <kbd>⌘</kbd> and <kbd>R</kbd>.\n\n<details>\n<summary>More</summary>\n</details>\n",
            "content/02-plain.md": "# Plain\n\nNo HTML here, only `<kbd>` in code.\n",
        ])
        let report = try SiteBuilder(root: site.root).build(into: nil)
        #expect(report.diagnostics.map(\.rule) == ["content.raw-html-omitted"])
        let warning = try #require(report.diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.location?.path.hasSuffix("content/index.md") == true)
        #expect(warning.location?.line == 3)
        #expect(warning.location?.column == 7)
        #expect(warning.message == "raw HTML '<kbd>' is left out of the page and 4 more places in this chapter")
    }

    @Test func rawHTMLKeptByTheSettingIsQuiet() throws {
        let site = try FixtureSite([
            "flowdoc.conf": "raw-html: true\n",
            "content/index.md": "# Home\n\nPress <kbd>⌘</kbd>.\n",
        ])
        let report = try SiteBuilder(root: site.root).build(into: nil)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
    }
}
