import Foundation
import Site
import SourceModel
import Testing

/// `serve` after an edit of `flowdoc.conf`, or of a file whose stamp looks the same, gives what a
/// full build of the same files gives: found by comparing a served site with fresh builds after
/// each edit. Each case was stale: pages and diagnostics of the settings before.
@Suite struct ServeSettingsEditTests {
    @Test func turningRawHTMLOnChecksAndRewritesTheLinksItBrings() throws {
        let served = try ServedSite(["flowdoc.conf": "raw-html: false\n",
                                 "content/01-one.md": "# One\n\nSee <a href=\"02-two.md\">two</a>, <a href=\"nope.md\">nope</a>.\n",
                                 "content/02-two.md": "# Two\n"])
        defer { served.remove() }
        #expect(try served.rebuild([]).diagnostics.map(\.rule) == ["content.raw-html-omitted"])
        try served.write("flowdoc.conf", "raw-html: true\n")
        let on = try served.rebuild(["flowdoc.conf"])
        #expect(on.diagnostics.map(\.rule) == ["link.broken"])
        #expect(on.diagnostics.map(\.rule) == (try served.fresh()).diagnostics.map(\.rule))
        try served.write("content/01-one.md", "# One\n\nSee <a href=\"02-two.md\">two</a>.\n")
        #expect(try served.rebuild(["content/01-one.md"]).succeeded)
        #expect(try served.page("one.html").contains(#"<a href="two.html">two</a>"#))
        try served.write("flowdoc.conf", "raw-html: false\n")
        #expect(try served.rebuild(["flowdoc.conf"]).diagnostics.map(\.rule) == ["content.raw-html-omitted"])
    }

    @Test func changingTheMarkdownFlavourChecksTheLinksAgain() throws {
        let served = try ServedSite(["content/01-one.md": "# One\n\nA note.[^1]\n\n[^1]: The note.\n",
                                 "content/02-two.md": "# Two\n\n[the note](01-one.md#fn1)\n"])
        defer { served.remove() }
        #expect(try served.rebuild([]).diagnostics.isEmpty)
        try served.write("flowdoc.conf", "markdown: commonmark\n")
        let plain = try served.rebuild(["flowdoc.conf"])
        #expect(plain.diagnostics.map(\.rule) == ["link.anchor"])
        #expect(plain.diagnostics.map(\.rule) == (try served.fresh()).diagnostics.map(\.rule))
    }

    @Test func changingTheSourcesFolderIncludesFromTheNewOne() throws {
        let region = { (text: String) in "func a() {\n  // region: r\n  print(\"\(text)\")\n  // endregion\n}\n" }
        let served = try ServedSite(["flowdoc.conf": "sources: src\n", "src/A.swift": region("from src"), "src2/A.swift": region("from src2"),
                                 "content/01-one.md": "# One\n\n```swift file=A.swift region=r\n```\n"])
        defer { served.remove() }
        #expect(try served.rebuild([]).succeeded)
        try served.write("flowdoc.conf", "sources: src2\n")
        #expect(try served.rebuild(["flowdoc.conf"]).succeeded)
        #expect(try served.page("one.html").contains("from src2"))
        try served.write("flowdoc.conf", "sources: nowhere\n")
        #expect(try served.rebuild(["flowdoc.conf"]).diagnostics.map(\.rule) == ["include.missing"])
    }

    /// `cp -p`, `rsync -a` and `tar` put a file's old time back: a rewrite of the same size then
    /// has the same stamp. The watcher names the file, and it is read again, also when the same
    /// changes (a new file) make the whole folder listed again.
    @Test func aFileTheWatcherNamesIsReadAgainWhateverItsStamp() throws {
        let served = try ServedSite(["content/01-one.md": "# One\n\nHello AAAA.\n"])
        defer { served.remove() }
        // A time of whole seconds, set after each write: the stamps are equal to the nanosecond.
        let path = served.site.root.appendingPathComponent("content/01-one.md").path
        let old = Date(timeIntervalSince1970: 1_600_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: path)
        #expect(try served.rebuild([]).succeeded)
        try served.write("content/01-one.md", "# One\n\nHello CCCC.\n")
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: path)
        try served.write("content/02-two.md", "# Two\n")
        #expect(try served.rebuild(["content/01-one.md", "content/02-two.md"]).succeeded)
        #expect(try served.page("one.html").contains("Hello CCCC."))
    }
}
