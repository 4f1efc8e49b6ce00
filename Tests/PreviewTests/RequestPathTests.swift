import Foundation
@testable import Preview
import Testing

@Suite("RequestPath")
final class RequestPathTests {
    let site: TemporarySite
    let realRoot: String

    init() throws {
        site = try TemporarySite()
        realRoot = RequestPath.realPath(site.root.path) ?? site.root.path
    }

    deinit { site.remove() }

    private func resolve(_ raw: String) -> RequestPath.Resolution {
        RequestPath.resolve(raw, under: site.root)
    }

    private func file(_ relative: String) -> RequestPath.Resolution {
        .file(URL(fileURLWithPath: realRoot + "/" + relative))
    }

    @Test("ordinary paths map to files", arguments: [
        ("/", "index.html"),
        ("/index.html", "index.html"),
        ("/style.css", "style.css"),
        ("/guide/", "guide/index.html"),
        ("/guide/deep/page.html", "guide/deep/page.html"),
        ("/guide/deep/page.html?x=1#top", "guide/deep/page.html"),
        ("//guide//deep//page.html", "guide/deep/page.html"),
        ("/caf%C3%A9.txt", "café.txt"),
        ("/alias.css", "style.css"),
    ])
    func ordinary(raw: String, expected: String) {
        #expect(resolve(raw) == file(expected))
    }

    @Test func directoryWithoutSlashRedirects() {
        #expect(resolve("/guide") == .redirect("/guide/"))
        #expect(resolve("/guide/deep?q=1") == .redirect("/guide/deep/"))
    }

    @Test func redirectIsNeverProtocolRelative() {
        // "//guide" must not become "//guide/", which a browser reads as another host.
        #expect(resolve("//guide") == .redirect("/guide/"))
    }

    @Test("escape attempts are bad requests", arguments: [
        "/../outside/secret.txt",
        "/guide/../../outside/secret.txt",
        "/guide/..",
        "/./index.html",
        "/%2e%2e/outside/secret.txt",
        "/%2E%2E/%2E%2E/etc/passwd",
        "/.%2e/outside/secret.txt",
        "/..%2foutside%2fsecret.txt",
        "/guide%2findex.html",
        "/guide%2Findex.html",
        "/..%5coutside%5csecret.txt",
        "/guide%5cindex.html",
        "/..\\outside\\secret.txt",
        "/guide\\index.html",
        "/%00",
        "/index.html%00.css",
        "/index.html\u{0}",
        "/%0a",
        "/%zz",
        "/%2",
        "/%",
        "/%ff%fe",
        "etc/passwd",
        "",
        "http://example.com/index.html",
        "*",
        "/with space",
    ])
    func escapes(raw: String) {
        #expect(resolve(raw) == .badRequest)
    }

    @Test func overLongPathsAreRefused() {
        #expect(resolve("/" + String(repeating: "a", count: RequestPath.maximumLength + 1)) == .badRequest)
        #expect(resolve(String(repeating: "/a", count: RequestPath.maximumSegments + 1)) == .badRequest)
        #expect(resolve("/" + String(repeating: "b", count: 256)) == .badRequest)
    }

    @Test("missing, hidden and outside paths are not found", arguments: [
        "/missing.html",
        "/guide/missing/",
        "/.env",
        "/%2eenv",
        "/guide/.hidden.html",
        "/.git/config",
        "/leak.txt",
        "/leakdir",
        "/leakdir/",
        "/leakdir/index.html",
        "/envlink",
        "//etc/passwd",
        "/etc/passwd",
        "/index.html/",
    ])
    func notFound(raw: String) {
        #expect(resolve(raw) == .notFound)
    }

    @Test func absoluteRootAsPathStaysInside() {
        // The site root's own absolute path is just a (missing) path below the root.
        #expect(resolve(site.outside.path + "/secret.txt") == .notFound)
    }

    @Test func missingRootIsNotFound() {
        #expect(RequestPath.resolve("/index.html", under: site.base.appendingPathComponent("nope")) == .notFound)
    }
}
