@testable import Preview
import Testing

/// Issue 14, defect 3: only inputs trigger a rebuild.
@Suite("Which changes are build inputs")
struct SiteInputTests {
    @Test("inputs", arguments: [
        ("flowdoc.conf", SiteInput.settings), ("content/01-a.md", .content), ("content/notes.txt", .content),
        ("content/img/logo.png", .content), ("content", .content), ("templates/layout.mustache", .templates),
        ("templates/partials/nav.mustache", .templates), ("templates/static/style.css", .staticFiles),
        ("templates/static", .staticFiles), ("templates", .templates), ("templates/partials", .templates),
    ])
    func inputs(path: String, kind: SiteInput) {
        #expect(SiteInput.kind(of: path) == kind)
    }

    @Test("not inputs", arguments: [
        "preview.log", "notes.txt", "templates/foo.txt", "templates/partials/readme.md", "site/index.html",
        "flowdoc.conf.bak", "contents/a.md", "Package.swift", "bench/out.txt",
    ])
    func notInputs(path: String) {
        #expect(SiteInput.kind(of: path) == nil)
    }

    @Test func aTemplatesSubfolderCountsOnlyWhenItIsAFolder() {
        #expect(SiteInput.kind(of: "templates/drafts", isFolder: true) == .templates)
        #expect(SiteInput.kind(of: "templates/drafts", isFolder: false) == nil)
        #expect(SiteInput.kind(of: "templates/old.txt") == nil)
    }
}
