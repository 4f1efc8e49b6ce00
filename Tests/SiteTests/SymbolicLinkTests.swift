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
