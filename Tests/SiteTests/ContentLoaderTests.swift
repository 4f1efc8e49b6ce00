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

    @Test func hiddenFilesAreSkipped() throws {
        let site = try FixtureSite(["content/index.md": "# Home\n", "content/.draft.md": "# Hidden\n", "content/.git/x.md": "# X\n"])
        let (tree, problems) = try ContentLoader.load(root: site.root, settings: SiteSettings())
        #expect(problems.isEmpty)
        #expect(tree.chapters.map(\.outputPath) == ["index.html"])
    }

    /// An editor's files are not the author's: a backup `a.md~` and an Emacs auto-save `#a.md#`
    /// (stale copies of a chapter) are neither chapters nor assets, as in Jekyll and Hugo; a
    /// name that only starts or only ends with `#` is an asset like any other.
    @Test func editorBackupsAndAutoSavesAreSkipped() throws {
        let site = try FixtureSite([
            "content/index.md": "# Home\n", "content/a.md": "# A\n", "content/a.md~": "# Old A\n",
            "content/#a.md#": "# Unsaved A\n", "content/img/logo.png~": "png", "content/#1.txt": "kept", "content/x#": "kept",
        ])
        let (tree, problems) = try ContentLoader.load(root: site.root, settings: SiteSettings())
        #expect(problems.isEmpty)
        #expect(tree.chapters.map(\.outputPath) == ["index.html", "a.html"])
        #expect(tree.assets.map(\.source) == ["#1.txt", "x#"])
    }

    /// A symbolic link leading out of `content/` — to a file or a folder, absolute or relative,
    /// or through another link — is an error at the link, and nothing behind it is read.
    @Test func linksLeadingOutOfContentAreErrorsAndNeverRead() throws {
        let site = try FixtureSite([
            "content/index.md": "# Home\n", "content/inside/ok.md": "# OK\n",
            "secret.txt": "password\n", "elsewhere/shared.md": "# Shared\n", "elsewhere/deep/inner.md": "# Inner\n",
        ])
        let content = site.root.appendingPathComponent("content")
        func link(_ name: String, to target: String) throws {
            try FileManager.default.createSymbolicLink(atPath: content.appendingPathComponent(name).path, withDestinationPath: target)
        }
        try link("02-shared.md", to: site.root.appendingPathComponent("elsewhere/shared.md").path)
        try link("secret.txt", to: "../secret.txt")
        try link("inside/passwd.txt", to: "/etc/passwd")
        try link("deep", to: "../elsewhere/deep")
        try link("hop.txt", to: "secret.txt")  // a link to a link that leads out
        let (tree, problems) = try ContentLoader.load(root: site.root, settings: SiteSettings())
        #expect(tree.chapters.map(\.outputPath) == ["index.html", "inside/ok.html"])
        #expect(tree.assets.isEmpty)
        #expect(problems.map(\.rule) == Array(repeating: "content.link-outside", count: 5))
        #expect(problems.allSatisfy { $0.severity == .error })
        #expect(problems.map { $0.location?.path ?? "" } == [
            "content/02-shared.md", "content/deep", "content/hop.txt", "content/inside/passwd.txt", "content/secret.txt",
        ])
        #expect(problems.allSatisfy { $0.location?.line == 1 && $0.location?.column == 1 })
        #expect(problems[4].message == "this symbolic link leads out of content/ (to '../secret.txt'); it is not read, and "
                + "nothing behind it is published — copy what it points to into content/ instead")
    }

    /// Links that stay inside `content/` are what they point to: a file under the link's name,
    /// a folder walked under the link's name. Nothing is reported.
    @Test func linksInsideContentAreFollowedLikeWhatTheyPointTo() throws {
        let site = try FixtureSite([
            "content/index.md": "# Home\n", "content/real/a.md": "# A\n", "content/real/img/p.png": "png",
        ])
        let content = site.root.appendingPathComponent("content")
        try FileManager.default.createSymbolicLink(atPath: content.appendingPathComponent("linked").path, withDestinationPath: "real")
        try FileManager.default.createSymbolicLink(atPath: content.appendingPathComponent("b.md").path, withDestinationPath: "real/a.md")
        let (tree, problems) = try ContentLoader.load(root: site.root, settings: SiteSettings())
        #expect(problems.isEmpty)
        #expect(tree.chapters.map(\.outputPath) == ["index.html", "b.html", "linked/a.html", "real/a.html"])
        #expect(tree.assets.map(\.source) == ["linked/img/p.png", "real/img/p.png"])
    }

    /// A link back to a folder that holds it would never end; a link to a folder inside a
    /// linked folder is not followed again (one link deep). Both are warnings at the link,
    /// each reported once (not again through the linked folder), and the walk ends.
    @Test func loopingAndNestedFolderLinksAreSkippedWithAWarning() throws {
        let site = try FixtureSite([
            "content/index.md": "# Home\n", "content/a/one.md": "# One\n", "content/b/two.md": "# Two\n",
        ])
        let content = site.root.appendingPathComponent("content")
        func link(_ name: String, to target: String) throws {
            try FileManager.default.createSymbolicLink(atPath: content.appendingPathComponent(name).path, withDestinationPath: target)
        }
        try link("a/loop", to: "..")
        try link("self", to: ".")
        try link("a/to-b", to: "../b")
        try link("c", to: "a")
        let (tree, problems) = try ContentLoader.load(root: site.root, settings: SiteSettings())
        #expect(tree.chapters.map(\.outputPath) == ["index.html", "a/one.html", "a/to-b/two.html", "b/two.html", "c/one.html"])
        #expect(problems.map(\.rule) == Array(repeating: "content.link-not-followed", count: 3))
        #expect(problems.allSatisfy { $0.severity == .warning })
        #expect(problems.map { $0.location?.path ?? "" } == ["content/a/loop", "content/c/to-b", "content/self"])
        #expect(problems[0].message.contains("leads back to a folder that holds it ('..')"))
        #expect(problems[1].message.contains("inside a folder reached through another link"))
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
    /// A comment loses nothing when it is left out: the Swift book ends every chapter with a
    /// license comment and keeps its test code in comments, and each chapter warned.
    @Test func commentsLeftOutAreNoLoss() throws {
        let site = try FixtureSite([
            "content/index.md": "# Home\n\n<!--\n  - test: `x`\n-->\n\nText <!-- inline --> here.\n",
            "content/02-kbd.md": "# Keys\n\n<!-- note -->\n\nPress <kbd>R</kbd>.\n",
        ])
        let report = try SiteBuilder(root: site.root).build(into: nil)
        #expect(report.diagnostics.map(\.rule) == ["content.raw-html-omitted"], "\(report.diagnostics)")
        #expect(report.diagnostics.first?.location?.path.hasSuffix("content/02-kbd.md") == true)
        #expect(report.diagnostics.first?.location?.line == 5)
        #expect(report.diagnostics.first?.message.contains("and 1 more place in") == true, "</kbd>; the comment is not counted")
    }

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
