import Foundation
@testable import Site
import SourceModel
import Testing

/// Link checks on what real Markdown books do, each with a fixture that fires and one that does
/// not.
@Suite struct LinkCheckEdgeCaseTests {
    private func check(_ files: [String: String]) throws -> [Diagnostic] {
        let site = try FixtureSite(files)
        defer { try? FileManager.default.removeItem(at: site.root) }
        return try SiteBuilder(root: site.root).build(into: nil).diagnostics
    }

    private func build(_ files: [String: String]) throws -> MemoryOutput {
        let site = try FixtureSite(files)
        defer { try? FileManager.default.removeItem(at: site.root) }
        let output = MemoryOutput()
        _ = try SiteBuilder(root: site.root).build(into: output)
        return output
    }

    private func home(_ text: String, raw: Bool = false) -> [String: String] {
        [
            "flowdoc.conf": raw ? "raw-html: true\n" : "",
            "content/index.md": text,
            "content/01-mod.md": "# Modules\n\n## require(id)\n\nText.\n",
        ]
    }

    // MARK: A folder with a README.md

    /// GitHub shows a folder's README.md: a link to a folder without an index.md goes there
    /// (it was `link.broken`, "which has no index.md", on docs written for GitHub), and the
    /// README is the folder's page (`FolderReadmeTests`).
    @Test func aLinkToAFolderGoesToItsReadmeWhenItHasNoIndex() throws {
        var files = home("# Home\n\n[the examples](Examples/), [also](Examples), [readme](Examples/README.md).\n")
        files["content/Examples/README.md"] = "# Examples\n"
        files["content/Examples/Basic.md"] = "# Basic\n"
        #expect(try check(files).isEmpty)
        let page = try #require(build(files).text("index.html"))
        #expect(page.contains(#"<a href="examples/index.html">the examples</a>"#))
        #expect(page.contains(#"<a href="examples/index.html">also</a>"#))
        #expect(page.contains(#"<a href="examples/index.html">readme</a>"#))
        // An index.md wins; a folder with neither is still broken, and the message names both.
        files["content/Examples/index.md"] = "# Index\n"
        let withIndex = try #require(build(files).text("index.html"))
        #expect(withIndex.contains(#"<a href="examples/index.html">the examples</a>"#))
        #expect(withIndex.contains(#"<a href="examples/readme.html">readme</a>"#))
        let broken = try check(home("# Home\n\n[nothing](Empty/).\n").merging(["content/Empty/a.md": "# A\n"]) { $1 })
        #expect(broken.map(\.rule) == ["link.broken"])
        #expect(broken.first?.message.contains("which has no index.md or README.md") == true)
    }

    // MARK: Other Markdown extensions

    /// GitHub renders `.markdown` (and `.mdown`, `.mkdn`, `.mkd`) as it renders `.md`: kodeco's
    /// guides are `README.markdown`. They are chapters, not files copied as they are.
    @Test func markdownFilesWithOtherExtensionsAreChapters() throws {
        let files = ["content/index.md": "# Home\n\n[guide](01-guide.markdown), [docs](Docs/).\n",
                     "content/01-guide.markdown": "# Guide\n", "content/Docs/README.MARKDOWN": "# Docs\n"]
        #expect(try check(files).isEmpty)
        let output = try build(files)
        let home = try #require(output.text("index.html"))
        #expect(home.contains(#"<a href="guide.html">guide</a>"#))
        #expect(home.contains(#"<a href="docs/index.html">docs</a>"#))
        #expect(output.text("guide.html")?.contains("<h1") == true)
        #expect(output.files["01-guide.markdown"] == nil)
    }

    /// A fence's language keeps its case in the class, as cmark and GitHub write it (RxSwift's
    /// docs write ```` ```Swift ````); the highlighter is chosen whatever the case.
    @Test func aListingsLanguageClassIsWrittenAsTheFenceWritesIt() throws {
        let files = ["content/index.md": "# Home\n\n```Swift\nlet x = 1\n```\n\n```Rust,edition2021\nfn main() {}\n```\n"]
        let home = try #require(build(files).text("index.html"))
        #expect(home.contains(#"<pre><code class="language-Swift"><span class="tok-keyword">let</span>"#))
        #expect(home.contains(#"<pre><code class="language-Rust,edition2021">fn main() {}"#))
    }

    // MARK: Suggestions for anchors

    /// A table of contents written before a heading grew (kodeco's Swift style guide links
    /// `#extending-lifetime` to "Extending object lifetime"): the one id with all its words, in
    /// order, is the fix; with two such ids, none is suggested.
    @Test func anAnchorMissingAWordSuggestsTheHeadingThatHasItsWords() throws {
        let one = try check(["content/index.md": "# Guide\n\n[x](#extending-lifetime)\n\n## Extending object lifetime\n"])
        #expect(one.map(\.rule) == ["link.anchor"])
        #expect(one.first?.fixIts.map(\.replacement) == ["extending-object-lifetime"])
        let two = try check(["content/index.md": "# Guide\n\n[x](#extending-lifetime)\n\n## Extending object lifetime\n\n## Extending view lifetime\n"])
        #expect(two.map(\.rule) == ["link.anchor"])
        #expect(two.first?.fixIts.isEmpty == true)
    }

    // MARK: Serve and duplicate pages

    /// In `serve`, a chapter added beside one with the same page is left out as a duplicate; a
    /// link to it, `link.broken` in the last build, is then not reported (the duplicate-page error
    /// says what is wrong). The chapters in the book did not change, only the duplicates did.
    @Test func aDuplicateAddedWhileServingReplacesTheBrokenLink() throws {
        let site = try FixtureSite(["content/index.md": "# Home\n\n[a](a.md)\n", "content/01-a.md": "# A\n"])
        defer { try? FileManager.default.removeItem(at: site.root) }
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("flowdoc-dup-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let builder = SiteBuilder(root: site.root)
        let output = IncrementalOutput(root: out)
        #expect(try builder.build(into: output, incremental: true).diagnostics.map(\.rule) == ["link.broken"])
        try Data("# Also A\n".utf8).write(to: site.root.appendingPathComponent("content/a.md"))
        let report = try builder.build(into: output, incremental: true, changed: ["content/a.md"])
        #expect(report.diagnostics.map(\.rule) == ["content.duplicate-page"], "\(report.diagnostics.map(\.message))")
    }

    // MARK: Links written in raw HTML

    /// With `raw-html: true`, `<a href>` and `<img src>` in raw HTML are checked at their value
    /// and rewritten to the built pages, as Markdown links are (a README's language switcher
    /// pointed at `.md` files that are not in the site, and nothing said so).
    @Test func rawHTMLLinksAreCheckedAtTheirValue() throws {
        let text = "# Home\n\n<p align=\"center\">\n  <a href=\"01-mod.md#requireid\">ok</a>\n  <a href=\"02-gone.md\">gone</a>\n"
            + "  <img src=\"logo.png\">\n</p>\n\n> Inline <a class=x\n> href='01-mod.md#nowhere'>split</a>.\n"
        let diagnostics = try check(home(text, raw: true))
        #expect(diagnostics.map(\.rule) == ["link.broken", "image.no-alt", "image.missing", "link.anchor"])
        // (link.anchor points at the fragment: the `#` of the split tag on line 10.)
        #expect(diagnostics.map { "\($0.location!.line):\($0.location!.column)" } == ["5:12", "6:3", "6:13", "10:19"])
        #expect(diagnostics[1].message.contains("in an alt attribute"))
        // Without raw HTML the tags are omitted (one warning), and nothing in them is a link.
        #expect(try check(home(text)).map(\.rule) == ["content.raw-html-omitted"])
    }

    /// `alt=""` on a raw `<img>` is HTML's mark of an image that is no part of the content, not a
    /// forgotten text: the all-contributors table of many READMEs (rust-lang/rustlings' README)
    /// writes each avatar `alt=""` beside the person's name, and every one was reported. A raw
    /// `<img>` without the attribute, or with only spaces in it, and `![](…)` still are.
    @Test func aRawImageWithAnEmptyAltIsDecorative() throws {
        var files = home("# Home\n\n<table><tr><td><a href=\"https://example.com/a\"><img src=\"img/a.png\" width=\"100px;\" alt=\"\"/>"
                         + "<br /><sub><b>Ann</b></sub></a></td>\n<td><img src=img/a.png alt><b>Bo</b></td></tr></table>\n\n"
                         + "<img src=\"img/a.png\"> <img src=\"img/a.png\" alt=\" \">\n\n![](img/a.png)\n", raw: true)
        files["content/img/a.png"] = "png"
        let diagnostics = try check(files)
        #expect(diagnostics.map(\.rule) == ["image.no-alt", "image.no-alt", "image.no-alt"], "\(diagnostics.map(\.message))")
        #expect(diagnostics.map { $0.location!.line } == [6, 6, 8])
    }

    @Test func rawHTMLLinksAreRewrittenWithTheirOtherAttributes() throws {
        var files = home("# Home\n\n<p><a class=\"nav\" href='01-mod.md#requireid'>next</a> <IMG SRC=img/logo.png ALT=Logo></p>\n",
                         raw: true)
        files["content/img/logo.png"] = "png"
        let page = try #require(build(files).text("index.html"))
        #expect(page.contains(#"<a class="nav" href="mod.html#requireid">next</a>"#))
        #expect(page.contains(#"<IMG SRC="img/logo.png" ALT=Logo>"#))
        #expect(try check(files).isEmpty)
    }

    // MARK: A fragment in another case than the id

    /// GitHub's page script finds a fragment ignoring case, and DocC keeps a heading's case in
    /// its ids: pointfreeco/swift-composable-architecture's articles list their sections as
    /// `[Tree-based navigation](#Tree-based-navigation)`, which works on GitHub and in DocC but
    /// was a `link.anchor` warning here, and a link that went nowhere in the site (browsers match
    /// ids exactly). The site now writes the id's case; an id that is not there in any case is
    /// still reported, and an id written in upper case (raw HTML) matches as written.
    @Test func aFragmentInAnotherCaseIsWrittenInTheIDsCase() throws {
        var files = home("# Home\n\n* [Tree](#Tree-based-navigation), [there](01-mod.md#REQUIREID), [raw](#Raw), "
                         + "[no](#Nowhere-At-All)\n\n## Tree-based navigation\n\n<a name=\"Raw\"></a>\n", raw: true)
        let diagnostics = try check(files)
        #expect(diagnostics.map(\.rule) == ["link.anchor"], "\(diagnostics.map(\.message))")
        #expect(diagnostics.first?.message.contains("'Nowhere-At-All'") == true)
        files["content/index.md"] = files["content/index.md"]!.replacingOccurrences(of: ", [no](#Nowhere-At-All)", with: "")
        let page = try #require(build(files).text("index.html"))
        #expect(page.contains(##"<a href="#tree-based-navigation">Tree</a>"##))
        #expect(page.contains(##"<a href="mod.html#requireid">there</a>"##))
        #expect(page.contains(##"<a href="#Raw">raw</a>"##))
    }

    // MARK: A heading named like one of the theme's ids

    /// `## Search` gets `search-1` (the theme's search box is `search`): a link to `#search`
    /// would land on the box, and the message says so instead of claiming no element has the id.
    @Test func aLinkToAThemeIdSaysItLandsOnTheThemesElement() throws {
        let diagnostics = try check(home("# Home\n\n[find](#search) [mod](01-mod.md#modules)\n\n## Search\n"))
        try #require(diagnostics.map(\.rule) == ["link.anchor"], "\(diagnostics)")
        #expect(diagnostics[0].message == "on this page, 'search' is the id of the theme's own element, not of a heading or element of the chapter")
        #expect(diagnostics[0].fixIts.first?.replacement == "search-1")
        let other = try check(home("# Home\n\n[x](#searching)\n\n## Search\n"))
        #expect(other.map(\.message) == ["this page has no heading or element with the id 'searching'"])
    }

    // MARK: A heading over two lines

    /// A setext heading over two lines is `foobar` on GitHub (the line break is dropped, not made
    /// `-`): links to it check against that id, and the table of contents links to it.
    @Test func aHeadingOverTwoLinesIsLinkedByGitHubsId() throws {
        let files = home("# Home\n\n[here](#foobar) [there](01-mod.md#steps-inorder)\n\n## Intro\n\nFoo\nbar\n---\n")
            .merging(["content/01-mod.md": "# Modules\n\nSteps in\norder\n---\n\n## More\n"]) { $1 }
        #expect(try check(files).isEmpty)
        let output = try build(files)
        let page = try #require(output.text("index.html"))
        #expect(page.contains(##"<h2 id="foobar">"##) && page.contains(##"<a href="#foobar">Foo bar</a>"##))
        let mod = try #require(output.text("mod.html"))
        #expect(mod.contains(##"<h2 id="steps-inorder">"##) && mod.contains(##"<a href="#steps-inorder">Steps in order</a>"##))
    }

    @Test func theDashedIdOfAHeadingOverTwoLinesIsReported() throws {
        let diagnostics = try check(home("# Home\n\n[here](#foo-bar)\n\nFoo\nbar\n---\n"))
        try #require(diagnostics.map(\.rule) == ["link.anchor"], "\(diagnostics)")
        #expect(diagnostics[0].fixIts.first?.replacement == "foobar")
        // Written on one line, the same words are `foo-bar`.
        #expect(try check(home("# Home\n\n[here](#foo-bar)\n\n## Foo bar\n")).isEmpty)
    }

    // MARK: Footnotes in block quotes and list items

    /// `> [^src]: sources.md` is a footnote, as on GitHub, not a link reference definition that
    /// would make `[^src]` a link to a missing `sources.md`; a link inside a note in a list item
    /// is checked where it is written.
    @Test func notesInQuotesAndItemsAreNotesWithTheirLinksInPlace() throws {
        let text = "# Home\n\nSee[^src] and[^2].\n\n> A quote.\n>\n> [^src]: sources.md\n\n- item\n- [^2]: See [mod](01-mod.md#nope).\n"
        let diagnostics = try check(home(text))
        try #require(diagnostics.map(\.rule) == ["link.anchor"], "\(diagnostics.map(\.message))")
        #expect(diagnostics[0].location == SourceLocation(path: "content/index.md", line: 10, column: 29))
        let page = try #require(try build(home(text)).text("index.html"))
        #expect(page.contains(##"<li id="fn1">"##) && page.contains(##"<li id="fn2">"##) && !page.contains("[^"))
        // The non-case: the note's link to a heading that is there.
        #expect(try check(home(text.replacingOccurrences(of: "#nope", with: "#modules"))).isEmpty)
    }

    // MARK: link.malformed-url: ports and mailto lists

    @Test func portsAboveTheLastOneAreMalformed() throws {
        let diagnostics = try check(home("""
            # Home

            [a](http://example.com:99999/) [b](https://example.com:65536/x) [c](http://[::1]:70000/)

            """))
        #expect(diagnostics.map(\.rule) == ["link.malformed-url", "link.malformed-url", "link.malformed-url"], "\(diagnostics)")
        #expect(diagnostics.first?.message.contains("the port 99999 is out of range") == true)
    }

    @Test func emptyPortsLastPortAndMailtoListsAreFine() throws {
        let diagnostics = try check(home("""
            # Home

            [a](https://example.com:/) [b](https://example.com:65535/x) [c](http://example.com:00080/)
            [d](http://[::1]:/) [e](mailto:a@example.com,b@example.com) [f](mailto:a@example.com,b@example.com?subject=Hi)

            """))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        // A comma list still needs an address in each place.
        let empty = try check(home("# Home\n\n[g](mailto:a@example.com,)\n"))
        #expect(empty.map(\.rule) == ["link.malformed-url"], "\(empty)")
    }

    /// The authority ends at the first `/`, `?` or `#` and its host follows its last `@`, whatever
    /// the path holds (read on bytes since the rule was made cheap: a real book has thousands).
    @Test func theHostIsWhatFollowsTheLastAtUpToThePath() throws {
        let quiet = try check(home("""
            # Home

            [a](https://user:pw@example.com/caf%C3%A9/é?q=a@b#x@y) [b](https://example.com?x=/a) [c](https://example.com#/a:b)

            """))
        #expect(quiet.isEmpty, "\(quiet)")
        let loud = try check(home("""
            # Home

            [a](https://a@b@-bad.example/) [b](http:) [c](https://x@/path) [d](https://exa_mple..com/é)

            """))
        #expect(loud.map(\.message) == [
            "'https://a@b@-bad.example/' is not a valid URL: the host '-bad.example' is not a domain name",
            "'http:' is not a valid URL: 'http:' must be followed by '//' and a host",
            "'https://x@/path' is not a valid URL: it has no host",
            "'https://exa_mple..com/é' is not a valid URL: the host 'exa_mple..com' is not a domain name",
        ], "\(loud)")
    }

    // MARK: Rooted paths

    /// GitHub reads `/x` from the repository's root (swiftlang/swift's docs link each other as
    /// `/docs/HowToGuides/FAQ.md`): such a link was left as written, so it went to the server's
    /// root and to a `.md` the site never serves, and a missing file was never reported.
    @Test func aRootedPathIsReadFromTheContentRoot() throws {
        var files = [
            "flowdoc.conf": "raw-html: true\n",
            "content/index.md": "# Home\n",
            "content/docs/Guides/FAQ.md": "# FAQ\n\n## How do I clean up?\n",
            "content/docs/Guides/First.md": """
                # First

                [faq](/docs/Guides/FAQ.md#how-do-i-clean-up) · [home](/) · [feed](/feed.xml) · [cdn](//cdn.example.com/a.png)

                [gone](/docs/Gone.md) · [anchor](/docs/Guides/FAQ.md#nowhere) · <a href="/docs/Guides/FAQ.md">raw</a>

                """,
        ]
        let diagnostics = try check(files)
        #expect(diagnostics.map(\.rule) == ["link.broken", "link.anchor"], "\(diagnostics)")
        #expect(diagnostics.first?.message.contains("'/docs/Gone.md'") == true)
        files["content/docs/Guides/First.md"] = files["content/docs/Guides/First.md"]?.replacingOccurrences(of: "[gone](/docs/Gone.md) · ", with: "")
        let page = try #require(build(files).text("docs/guides/first.html"))
        #expect(page.contains(##"<a href="faq.html#how-do-i-clean-up">faq</a>"##), "\(page)")
        #expect(page.contains(##"<a href="../../index.html">home</a>"##))
        #expect(page.contains(##"<a href="/feed.xml">feed</a>"##) && page.contains(##"<a href="//cdn.example.com/a.png">cdn</a>"##))
        #expect(page.contains(##"<a href="faq.html">raw</a>"##))
    }

    // MARK: <a name> anchors, #top and #

    @Test func aNameAnchorsTopAndEmptyFragmentsAreTargets() throws {
        let diagnostics = try check(home("""
            # Home

            [legacy](#legacy) · [older](#older) · [top](#top) · [Top](#TOP) · [empty](#) · [there](01-mod.md#top)

            <a name="legacy"></a>
            <A title="x" NAME='older'></A>

            ## Legacy notes

            """, raw: true))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    @Test func whatIsNotAnAnchorNameStillWarns() throws {
        let text = """
            # Home

            [a](#legac) · [b](#in-title) · [c](#field)

            <a name="legacy"></a> <a title="name='in-title'">x</a> <input name="field">

            """
        let diagnostics = try check(home(text, raw: true))
        #expect(diagnostics.map(\.rule) == ["link.anchor", "link.anchor", "link.anchor"], "\(diagnostics)")
        #expect(diagnostics.first?.fixIts.first?.replacement == "legacy")
        // Without raw HTML the anchor is omitted from the page, so the link is reported.
        let omitted = try check(home("# Home\n\n[legacy](#legacy)\n\n<a name=\"legacy\"></a>\n"))
        #expect(omitted.map(\.rule).contains("link.anchor"), "\(omitted)")
    }

    /// Raw HTML ids are read as a browser reads attributes: Airbnb's Swift style guide marks each
    /// rule with `<a id='column-width'></a>(<a href='#column-width'>link</a>)`, and every one of
    /// its links was a `link.anchor` warning because only `id="…"` was read. A commented-out
    /// element is no target.
    @Test func rawHTMLIdsInAnyQuotingAreTargets() throws {
        let diagnostics = try check(home("""
            # Home

            * <a id='column-width'></a>(<a href='#column-width'>link</a>) **Width.**
            * <span ID=unquoted>u</span> [u](#unquoted) · <div	id = "spaced">s</div> [s](#spaced) · [e](#caf%C3%A9-x)
            * <p id='caf&#233;-x'>e</p>

            """, raw: true))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let hidden = try check(home("# Home\n\n[h](#hidden) [n](#n)\n\n<!-- <a id='hidden'></a> -->\n\n<p name='n'>x</p>\n", raw: true))
        #expect(hidden.map(\.rule) == ["link.anchor", "link.anchor"], "\(hidden)")
    }

    /// The print page prefixes raw HTML ids and in-page links however they are quoted: Airbnb's
    /// `<a id='column-width'></a>(<a href='#column-width'>link</a>)` kept the same id in every
    /// chapter, and `<a href='#naming'>` missed its heading, which was `c1-naming`.
    @Test func thePrintPagePrefixesAttributesInAnyQuoting() throws {
        #expect(PrintPage.prefixed(#"<h2 id="naming">N</h2><a id='rule'></a><a href='#rule'>l</a> <A HREF=#naming NAME=n>u</A>"#, prefix: "c1-")
            == #"<h2 id="c1-naming">N</h2><a id='c1-rule'></a><a href='#c1-rule'>l</a> <A HREF=#c1-naming NAME=c1-n>u</A>"#)
        #expect(PrintPage.prefixed(#"<!-- <a id="x"> --><p title='id="y"'>t</p><a href='#top'>t</a>"#, prefix: "c2-")
            == #"<!-- <a id="x"> --><p title='id="y"'>t</p><a href='#top'>t</a>"#)
        let output = try build(home("# Home\n\n## Naming\n\n<a id='rule'></a><a href='#rule'>l</a> <a href='#naming'>up</a>\n", raw: true))
        let print = try #require(output.text("print.html"))
        #expect(print.contains(#"<a id='c1-rule'></a><a href='#c1-rule'>l</a> <a href='#c1-naming'>up</a>"#), "\(print)")
    }

    @Test func thePrintPageKeepsTopLinksAndPrefixesAnchorNames() throws {
        let html = ##"<a href="#top">t</a><a href="#">e</a><a href="#legacy">l</a><a name="legacy"></a>"##
            + ##"<a id="i" name=x></a><input name="q">"##
        #expect(PrintPage.prefixed(html, prefix: "c1-")
            == ##"<a href="#top">t</a><a href="#">e</a><a href="#c1-legacy">l</a><a name="c1-legacy"></a>"##
            + ##"<a id="c1-i" name=c1-x></a><input name="q">"##)
        // A chapter with its own element `top`: the link lands on it, so it is prefixed with it.
        #expect(PrintPage.prefixed(##"<h2 id="top">Top</h2><a href="#top">t</a>"##, prefix: "c2-")
            == ##"<h2 id="c2-top">Top</h2><a href="#c2-top">t</a>"##)

        let output = try build(home("# Home\n\n[legacy](#legacy) [top](#top)\n\n<a name=\"legacy\"></a>\n", raw: true))
        let print = try #require(output.text("print.html"))
        #expect(print.contains(##"<a name="c1-legacy"></a>"##) && print.contains(##"href="#c1-legacy""##))
        #expect(print.contains(##"<a href="#top">top</a>"##))
    }

    // MARK: A reference definition used several times

    @Test func aBrokenDefinitionIsReportedOnceWithItsUses() throws {
        let diagnostics = try check(home("""
            # Home

            See [`require()`][] and [`require()`][] and [`require()`][].
            Also [x][missing-page] and

            [y][missing-page].

            [`require()`]: 01-mod.md#require-id
            [missing-page]: nope.md

            """))
        try #require(diagnostics.map(\.rule) == ["link.anchor", "link.broken"], "\(diagnostics)")
        let anchor = try #require(diagnostics.first)
        #expect(anchor.location == SourceLocation(path: "content/index.md", line: 8, column: 26))
        #expect(anchor.notes.map(\.message) == ["this definition is used 3 times, on line 3"])
        #expect(anchor.fixIts.first?.replacement == "requireid", "GitHub's id of the heading `require(id)`")
        let broken = diagnostics[1]
        #expect(broken.location == SourceLocation(path: "content/index.md", line: 9, column: 17))
        #expect(broken.notes.map(\.message) == ["this definition is used 2 times, on lines 4 and 6"])
    }

    @Test func aDefinitionUsedOnceAndInlineLinksKeepTheirOwnDiagnostics() throws {
        let diagnostics = try check(home("""
            # Home

            [a](nope.md) and [b](nope.md) and [c][one].

            [one]: nope.md

            """))
        #expect(diagnostics.map(\.rule) == ["link.broken", "link.broken", "link.broken"], "\(diagnostics)")
        #expect(diagnostics.allSatisfy { $0.notes.isEmpty })
        #expect(Set(diagnostics.compactMap(\.location)).count == 3)
    }

    @Test func aGoodDefinitionUsedSeveralTimesIsQuiet() throws {
        let diagnostics = try check(home("# Home\n\n[a][m], [b][m], [c][m].\n\n[m]: 01-mod.md#requireid\n"))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    // MARK: A chapter that loses a content.duplicate-page clash

    /// `01-y` and `y` are both the folder `guide/y/` in the site (numeric prefixes are dropped).
    static let clash: [String: String] = [
        "content/index.md": "# Home\n\n[x](guide/01-y/README.md) [y](guide/y/README.md)\n",
        "content/guide/index.md": "# Guide\n",
        "content/guide/01-y/README.md": "# X\n",
        "content/guide/y/README.md": "# Y\n",
    ]

    @Test func aLinkToTheChapterLeftOutIsNotReportedAgain() throws {
        let diagnostics = try check(Self.clash)
        #expect(diagnostics.map(\.rule) == ["content.duplicate-page"], "\(diagnostics)")
        let clash = try #require(diagnostics.first)
        #expect(clash.location?.path == "content/guide/y/README.md")
        #expect(clash.message.contains("'guide/y/index.html'"))
        #expect(clash.notes.contains { $0.message.contains("'content/guide/01-y' and 'content/guide/y' are both written to 'guide/y/'") },
                "\(clash.notes)")
    }

    @Test func aMissingFileBesideTheClashIsStillBroken() throws {
        var files = Self.clash
        files["content/index.md"] = "# Home\n\n[x](guide/01-y/README.md) [z](guide/z/README.md) ![y](guide/y/README.md)\n"
        let diagnostics = try check(files)
        #expect(diagnostics.map(\.rule) == ["content.duplicate-page", "link.broken", "image.missing"], "\(diagnostics)")
        #expect(diagnostics[1].message.contains("there is no 'content/guide/z/README.md'"))
        #expect(diagnostics[2].message.contains("is the chapter 'content/guide/y/README.md', not an image"))
    }

    /// Chapters of one name in two folders of a part (mdBook's `README.md` per folder) are two
    /// pages, each in its own folder: they used to be written into the part's folder and clash.
    @Test func sameNamedChaptersInTwoNestedFoldersAreTwoPages() throws {
        var files = Self.clash
        files["content/guide/01-y/README.md"] = nil
        files["content/guide/x/README.md"] = "# X\n"
        files["content/index.md"] = "# Home\n\n[x](guide/x/README.md) [y](guide/y/README.md)\n"
        #expect(try check(files).isEmpty)
        let output = try build(files)
        #expect(output.text("guide/x/index.html")?.contains("<h1") == true)
        #expect(output.text("guide/y/index.html")?.contains("<h1") == true)
        let home = try #require(output.text("index.html"))
        #expect(home.contains("<a href=\"guide/x/index.html\">x</a>") && home.contains("<a href=\"guide/y/index.html\">y</a>"))
    }

    @Test func withoutAClashEveryChapterIsALinkTarget() throws {
        var files = Self.clash
        files["content/guide/y/README.md"] = nil
        files["content/guide/y/why.md"] = "# Y\n"
        files["content/index.md"] = "# Home\n\n[x](guide/01-y/README.md) [y](guide/y/why.md)\n"
        #expect(try check(files).isEmpty)
    }
}
