import Foundation
@testable import Site
import SourceModel
import Testing

/// One rule for symbolic links under `content/` and `templates/`: a link leading out of the
/// folder is an error and nothing behind it reaches the site; a link inside it is what it
/// points to.
@Suite struct SymbolicLinkTests {
    /// The tester's book: a folder link and a file link inside `content/`, and a link to a file
    /// beside `content/`.
    private func book() throws -> FixtureSite {
        let site = try FixtureSite([
            "content/index.md": "# Home\n\n[via folder link](linked/a.md) [via file link](b.md)\n",
            "content/real/a.md": "# A\n",
            "secret-outside.txt": "the password\n",
        ])
        let content = site.root.appendingPathComponent("content")
        try FileManager.default.createSymbolicLink(atPath: content.appendingPathComponent("linked").path, withDestinationPath: "real")
        try FileManager.default.createSymbolicLink(atPath: content.appendingPathComponent("b.md").path, withDestinationPath: "real/a.md")
        return site
    }

    @Test func aLinkOutOfContentFailsTheBuildAndIsNeverPublished() throws {
        let site = try book()
        let content = site.root.appendingPathComponent("content")
        try FileManager.default.createSymbolicLink(atPath: content.appendingPathComponent("secret.txt").path,
                                                   withDestinationPath: "../secret-outside.txt")
        try FileManager.default.createSymbolicLink(atPath: content.appendingPathComponent("passwd.txt").path,
                                                   withDestinationPath: "/etc/passwd")
        let output = MemoryOutput()
        let report = try SiteBuilder(root: site.root).build(into: output)
        #expect(report.diagnostics.map(\.rule) == ["content.link-outside", "content.link-outside"])
        #expect(report.diagnostics.map { $0.location?.description ?? "" } == ["content/passwd.txt:1:1", "content/secret.txt:1:1"])
        #expect(output.files["secret.txt"] == nil && output.files["passwd.txt"] == nil)
        #expect(!output.files.values.contains { String(decoding: $0, as: UTF8.self).contains("the password") })
    }

    @Test func linksInsideContentBuildCleanly() throws {
        let site = try book()
        let output = MemoryOutput()
        let report = try SiteBuilder(root: site.root).build(into: output)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.message))")
        #expect(output.text("linked/a.html")?.contains("<h1") == true)
        #expect(output.text("b.html")?.contains("<h1") == true)
        let home = try #require(output.text("index.html"))
        #expect(home.contains("href=\"linked/a.html\"") && home.contains("href=\"b.html\""))
    }

    /// In `serve`, the watcher names only the real file that changed; the pages listed through
    /// links to it change too.
    @Test func anEditBehindALinkRebuildsThePagesListedThroughIt() throws {
        let site = try book()
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("flowdoc-links-\(UUID().uuidString)")
        let builder = SiteBuilder(root: site.root)
        let output = IncrementalOutput(root: out)
        #expect(try builder.build(into: output, incremental: true).succeeded)
        try Data("# A\n\nEdited behind the links.\n".utf8).write(to: site.root.appendingPathComponent("content/real/a.md"))
        let report = try builder.build(into: output, incremental: true, changed: ["content/real/a.md"])
        #expect(report.succeeded)
        for page in ["real/a.html", "linked/a.html", "b.html"] {
            let html = try String(contentsOf: out.appendingPathComponent(page), encoding: .utf8)
            #expect(html.contains("Edited behind the links."), "\(page)")
        }
    }

    /// Ten folders each linking to all ten: the walk follows each link once (one deep) and ends,
    /// and each skipped link is reported once, however many linked folders show it.
    @Test func foldersLinkedToEachOtherAreListedOnceThroughEachLink() throws {
        var files: [String: String] = [:]
        for i in 0..<10 { files["content/f\(i)/a.md"] = "# \(i)\n" }
        let site = try FixtureSite(files)
        let content = site.root.appendingPathComponent("content")
        for i in 0..<10 {
            for j in 0..<10 {
                try FileManager.default.createSymbolicLink(atPath: content.appendingPathComponent("f\(i)/l\(j)").path,
                                                           withDestinationPath: "../f\(j)")
            }
        }
        let listing = try FolderListing.listing(content)
        #expect(listing.files.count == 10 + 90)  // each a.md, and again through each link to another folder
        #expect(listing.skippedLinks.filter { if case .loop = $0.reason { true } else { false } }.map(\.path)
                == (0..<10).map { "f\($0)/l\($0)" })
        #expect(listing.skippedLinks.count == 10 + 90)  // the loops, and each link to a folder met inside a linked one
    }

    // MARK: A chapter's link to what a symbolic link hides

    private func link(_ name: String, to destination: String, in site: FixtureSite) throws {
        try FileManager.default.createSymbolicLink(atPath: site.root.appendingPathComponent("content/" + name).path,
                                                   withDestinationPath: destination)
    }

    /// The symbolic link out of `content/` is the mistake, reported once at it (and it fails the
    /// build): a chapter's links to it, or to a file behind a link to a folder, are not reported
    /// again as broken. A link to a missing file beside them, or to a name that only starts like
    /// the link, still is.
    @Test func aLinkToWhatALinkOutOfContentHidesIsNotReportedAgain() throws {
        let site = try FixtureSite([
            "content/index.md": "# Home\n\n[a](secret.md) [b](secret.md#top) [c](outside/page.md) [d](outside/)\n"
                + "![e](outside/img.png) [f][g] [h](real/notes.md) [i](linked/notes.md)\n\n[g]: ./secret.md\n",
            "content/02-part/index.md": "# Part\n\n[back](../secret.md)\n",
            "content/real/a.md": "# A\n",
            "secret-outside.md": "# Secret\n",
            "outside-folder/page.md": "# Page\n",
            "outside-folder/img.png": "png",
        ])
        defer { try? FileManager.default.removeItem(at: site.root) }
        try link("secret.md", to: "../secret-outside.md", in: site)
        try link("outside", to: "../outside-folder", in: site)
        try link("real/notes.md", to: "../../secret-outside.md", in: site)
        try link("linked", to: "real", in: site)
        let report = try SiteBuilder(root: site.root).build(into: MemoryOutput())
        #expect(report.diagnostics.map(\.rule) == ["content.link-outside", "content.link-outside", "content.link-outside"],
                "\(report.diagnostics.map(\.message))")
        #expect(report.diagnostics.compactMap(\.location?.path) == ["content/outside", "content/real/notes.md", "content/secret.md"])

        // The non-case: what only looks like those paths is still a broken link.
        try Data("# Home\n\n[a](secret.md) [b](secretive.md) [c](outside-folder/page.md) [d](real/note.md)\n".utf8)
            .write(to: site.root.appendingPathComponent("content/index.md"))
        let other = try SiteBuilder(root: site.root).build(into: MemoryOutput())
        #expect(other.diagnostics.filter { $0.rule == "link.broken" }.map(\.location?.column) == [20, 38, 66],
                "\(other.diagnostics.map(\.message))")
    }

    /// A link to a folder that is not followed is a warning at it; a chapter's link through it
    /// cannot work in the site, so it is one error at the chapter's link, saying why and naming
    /// the file by its own path (the fix-it).
    @Test func aLinkThroughALinkNotFollowedSaysWhyAndWhereTheFileIs() throws {
        let site = try FixtureSite([
            "content/index.md": "# Home\n\n[a](a/loop/01-intro.md#intro) [b](01-intro.md) [c](a/loop)\n",
            "content/01-intro.md": "# Intro\n",
            "content/02-part/index.md": "# Part\n\n![d](../a/loop/img/x.png)\n",
            "content/img/x.png": "png",
            "content/a/b.md": "# B\n",
        ])
        defer { try? FileManager.default.removeItem(at: site.root) }
        try link("a/loop", to: "..", in: site)
        let report = try SiteBuilder(root: site.root).build(into: MemoryOutput())
        // By file: content/02-part/index.md, content/a/loop, content/index.md.
        try #require(report.diagnostics.map(\.rule) == ["image.missing", "content.link-not-followed", "link.broken", "link.broken"],
                     "\(report.diagnostics.map(\.message))")
        let through = report.diagnostics[2]
        #expect(through.location == SourceLocation(path: "content/index.md", line: 3, column: 5))
        #expect(through.message == "'a/loop/01-intro.md' goes through the symbolic link 'content/a/loop', which is not followed "
                + "(it leads back to a folder that holds it), so the site has nothing at that path; the file is 'content/01-intro.md'")
        #expect(through.fixIts.map(\.replacement) == ["01-intro.md"])
        #expect(report.diagnostics[3].message == "'a/loop' is the symbolic link 'content/a/loop', which is not followed "
                + "(it leads back to a folder that holds it), so the site has nothing at that path")
        let image = report.diagnostics[0]
        #expect(image.message.hasPrefix("the image '../a/loop/img/x.png' goes through the symbolic link 'content/a/loop'"))
        #expect(image.fixIts.map(\.replacement) == ["../img/x.png"])
    }

    /// In `serve`, a symbolic link out of `content/` added to a book whose chapter already links
    /// to its name: the `link.broken` of the last build gives way to the one error at the link.
    @Test func aLinkOutAddedWhileServingReplacesTheBrokenLink() throws {
        let site = try FixtureSite(["content/index.md": "# Home\n\n[a](secret.md)\n", "secret-outside.md": "# Secret\n"])
        defer { try? FileManager.default.removeItem(at: site.root) }
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("flowdoc-links-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let builder = SiteBuilder(root: site.root)
        let output = IncrementalOutput(root: out)
        #expect(try builder.build(into: output, incremental: true).diagnostics.map(\.rule) == ["link.broken"])
        try link("secret.md", to: "../secret-outside.md", in: site)
        let report = try builder.build(into: output, incremental: true, changed: ["content/secret.md"])
        #expect(report.diagnostics.map(\.rule) == ["content.link-outside"], "\(report.diagnostics.map(\.message))")
    }

    @Test func aLinkOutOfTemplatesIsAnErrorAndNotAStaticFile() throws {
        let site = try FixtureSite(["content/index.md": "# Home\n", "templates/static/site.css": "a{}\n", "key.txt": "secret\n"])
        let statics = site.root.appendingPathComponent("templates/static")
        try FileManager.default.createSymbolicLink(atPath: statics.appendingPathComponent("key.txt").path, withDestinationPath: "../../key.txt")
        let theme = try Theme.load(root: site.root)
        #expect(theme.diagnostics.map(\.rule) == ["template.link-outside"])
        #expect(theme.diagnostics.first?.location?.description == "templates/static/key.txt:1:1")
        #expect(theme.staticFiles["static/key.txt"] == nil)
    }

    @Test func aLinkInsideTemplatesIsFollowed() throws {
        let site = try FixtureSite(["content/index.md": "# Home\n", "templates/static/site.css": "a{}\n"])
        let statics = site.root.appendingPathComponent("templates/static")
        try FileManager.default.createSymbolicLink(atPath: statics.appendingPathComponent("alias.css").path, withDestinationPath: "site.css")
        let theme = try Theme.load(root: site.root)
        #expect(theme.diagnostics.isEmpty)
        #expect(theme.staticFiles["static/alias.css"] == Array("a{}\n".utf8))
    }
}
