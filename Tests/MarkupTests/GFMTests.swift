import Foundation
import Markup
import SourceModel
import Testing

/// GFM behaviour that the corpus and the oracle do not pin down: places inside cells, the
/// CommonMark switch, alerts, the tag filter, and hostile input.
@Suite struct GFMTests {
    private func parse(_ text: String, flavor: MarkdownFlavor = .gfm, raw: Bool = false) -> MarkdownDocument {
        CmarkConverter.parse(text, file: SourceFile(path: "c.md", text: text),
                             options: MarkdownOptions(flavor: flavor, allowRawHTML: raw, slotLanguages: ["flow"],
                                                      slotLinkSchemes: ["scene"], headingAnchors: false))
    }

    private func html(_ text: String, flavor: MarkdownFlavor = .gfm, raw: Bool = false) -> String {
        parse(text, flavor: flavor, raw: raw).html { slot in
            if case .linkOpen = slot { return "<a>" }
            return ""
        }
    }

    @Test func pageHTMLUsesClassesForAlignmentAndLabelsTaskBoxes() {
        let text = "| a | b |\n|:-:|--:|\n| 1 | 2 |\n\n- [x] done\n- [ ] open\n"
        var options = MarkdownOptions(slotLanguages: [], slotLinkSchemes: [], headingAnchors: false)
        let github = CmarkConverter.parse(text, file: SourceFile(path: "c.md", text: text), options: options).html { _ in "" }
        #expect(github.contains("<th align=\"center\">a</th>"))
        #expect(github.contains("<input type=\"checkbox\" checked=\"\" disabled=\"\" />"))
        options.pageHTML = true
        let page = CmarkConverter.parse(text, file: SourceFile(path: "c.md", text: text), options: options).html { _ in "" }
        #expect(page.contains("<th class=\"align-center\">a</th>"))
        #expect(page.contains("<td class=\"align-right\">2</td>"))
        #expect(!page.contains("align=\""))
        #expect(page.contains("<input type=\"checkbox\" checked=\"\" disabled=\"\" aria-label=\"done\" />"))
        #expect(page.contains("<input type=\"checkbox\" disabled=\"\" aria-label=\"to do\" />"))
    }

    /// A task marker is the three bytes `[ ]`, `[x]` or `[X]` as written; an escaped bracket or
    /// an entity is text (cmark-gfm and github.com read the source line): `cmark-gfm -e tasklist`
    /// renders none of the first five items with a checkbox, and each of the last four with one
    /// (nested, and numbered after a table, whose cells are parsed as a second document).
    @Test func escapedTaskMarkersAreText() {
        let text = "* \\[ ] escaped open\n* \\[x] escaped done\n* [x\\] escaped close\n* &#91; ] entity\n* [&#120;] entity x\n"
        let escaped = html(text)
        #expect(!escaped.contains("checkbox"))
        #expect(escaped.contains("<li>[ ] escaped open</li>") && escaped.contains("<li>[x] escaped done</li>"))
        #expect(escaped.contains("<li>[x] escaped close</li>") && escaped.contains("<li>[ ] entity</li>"))

        let real = html("- [ ] open\n- [x] done\n  - [X] nested\n\n| a |\n| - |\n| 1 |\n\n1. [ ] numbered\n")
        #expect(real.components(separatedBy: "type=\"checkbox\"").count == 5)
    }

    @Test func sceneLinksInCellsKeepTheirPlaces() throws {
        let text = """
        Intro
        | Scene | Where |
        |---|:-:|
        | `a\\|b` \\| x | [the list](scene:Master) |
        > | q |
        > | - |
        > | [deep](scene:Detail) |
        """
        let links = parse(text).links.filter(\.isSlot)
        #expect(links.count == 2)
        let first = try #require(links.first)
        #expect(first.destination == "scene:Master")
        #expect((first.location.line, first.location.column) == (4, 28))
        #expect(first.text == "the list")
        let second = try #require(links.last)
        #expect((second.location.line, second.location.column) == (7, 12))
    }

    @Test func aParagraphBeforeATableKeepsItsLinkPlaces() throws {
        let text = "See [a](scene:A) and\n| x |\n| - |\n| [b](scene:B) |\n"
        let links = parse(text).links.filter(\.isSlot)
        #expect(links.map { "\($0.location.line):\($0.location.column)" } == ["1:9", "4:7"])
        #expect(html(text).hasPrefix("<p>See <a>a</a> and</p>\n<table>"))
    }

    @Test func commonMarkModeTurnsEveryExtensionOff() {
        let text = "| a |\n| - |\n\n~~x~~ www.example.com a@b.co\n\n- [ ] task\n\n> [!NOTE]\n> hi\n\nx[^1]\n\n[^1]: note\n"
        #expect(html(text, flavor: .commonmark) == CmarkConverter.referenceHTML(text))
        let gfm = html(text)
        for piece in ["<table>", "<del>", "http://www.example.com", "mailto:a@b.co", "checkbox", "markdown-alert", "footnotes"] {
            #expect(gfm.contains(piece), "\(piece)")
        }
    }

    @Test(arguments: ["NOTE", "TIP", "IMPORTANT", "WARNING", "CAUTION"])
    func alertsBecomeCallouts(_ kind: String) {
        let out = html("> [!\(kind)]\n> Mind the *stack*.\n")
        let name = kind.lowercased()
        let title = kind.prefix(1) + kind.dropFirst().lowercased()
        #expect(out == """
        <div class="markdown-alert markdown-alert-\(name)">
        <p class="markdown-alert-title">\(title)</p>
        <p>Mind the <em>stack</em>.</p>
        </div>

        """)
    }

    @Test func thingsThatAreNotAlertsStayQuotes() {
        #expect(html("> [!NOTES]\n> x\n") == "<blockquote>\n<p>[!NOTES]\nx</p>\n</blockquote>\n")
        #expect(html("> [!NOTE] same line\n") == "<blockquote>\n<p>[!NOTE] same line</p>\n</blockquote>\n")
        #expect(html("- > [!NOTE]\n  > nested\n").contains("<blockquote>"))
    }

    @Test func tagFilterOnlyInRawMode() {
        let text = "x <script>alert(1)</script> <b>ok</b>\n\n<TEXTAREA>\n"
        #expect(html(text, raw: true) == "<p>x &lt;script>alert(1)&lt;/script> <b>ok</b></p>\n&lt;TEXTAREA>\n")
        #expect(html(text) == CmarkConverter.referenceHTML(text))
    }

    /// The GFM pass finds its work by walking blocks only (round 28): inline raw HTML is still
    /// filtered wherever it is — in a table cell, a heading, nested list items and quotes, link
    /// text, emphasis, a footnote body, and after a table whose cells end the walk of a block.
    @Test func tagFilterReachesInlineHTMLInEveryContainer() {
        let text = """
        # Title <script>h</script>

        | a | b |
        |---|---|
        | <xmp>c</xmp> | *<iframe>e</iframe>* |

        - one
          - > two [<style>l</style>](u) **<title>s</title>**
        3. x<noembed>n</noembed>[^1]

        [^1]: body <plaintext>p

        end <textarea>t</textarea>

        """
        let ours = html(text, raw: true)
        for tag in ["script", "xmp", "iframe", "style", "title", "noembed", "plaintext", "textarea"] {
            #expect(ours.contains("&lt;\(tag)>"), "\(tag) not filtered")
            #expect(!ours.contains("<\(tag)>"), "\(tag) kept")
        }
        // A tag in every container, after a table and in a nested quote, reached once.
        #expect(ours.components(separatedBy: "&lt;/").count == 8)
    }

    @Test func taskItemsInLooseListsPutTheBoxInTheParagraph() {
        #expect(html("- [ ] a\n\n- [x] b\n") == """
        <ul>
        <li>
        <p><input type="checkbox" disabled="" /> a</p>
        </li>
        <li>
        <p><input type="checkbox" checked="" disabled="" /> b</p>
        </li>
        </ul>

        """)
    }

    /// Task items in block quotes stay text at any depth; nested items outside quotes get their box.
    @Test func taskItemsInQuotesStayTextAtAnyDepth() {
        #expect(!html("> - [ ] a\n").contains("checkbox"))
        #expect(!html("> - - - [x] a\n").contains("checkbox"))
        #expect(!html("- > - [ ] a\n").contains("checkbox"))
        let deep = html("- - - [x] deep\n")
        #expect(deep.contains("<input type=\"checkbox\" checked=\"\" disabled=\"\" /> deep"))
        #expect(deep.components(separatedBy: "<ul>").count == 4)
        // A long line of nested items without a box renders every level.
        #expect(html(String(repeating: "- ", count: 2000) + "x\n").components(separatedBy: "<li>").count == 2001)
    }

    @Test func escapedTildesAndPipesStayText() {
        #expect(html("\\~a~ and ~~b\\~~\n") == "<p>~a~ and ~~b~~</p>\n")
        #expect(html("| a |\n| - |\n| \\~x~ |\n").contains("<td>~x~</td>"))
    }

    // MARK: Footnote definitions in block quotes and list items

    /// A definition inside a block quote or a list item is a footnote, as on GitHub (cmark-gfm
    /// `-e footnotes` gives this HTML, its ids by label aside): after a blank line, interrupting
    /// a paragraph, as an item's first line, with a lazy line and an indented one, and a
    /// one-word note (which cmark alone would take for a link reference definition).
    @Test func definitionsInQuotesAndListItemsAreFootnotes() {
        let text = """
        See[^q], then[^i] and[^w], and[^n].

        > A quote.
        >
        > [^q]: Quoted
        note.

        - one
        - [^i]: Item note.

          more
        - two
          [^w]: word

        1. first

           [^n]: Numbered
               and indented.

        """
        let expected = """
        <p>See<sup class="footnote-ref"><a href="#fn1" id="fnref1">1</a></sup>, then<sup class="footnote-ref"><a href="#fn2" id="fnref2">2</a></sup> and<sup class="footnote-ref"><a href="#fn3" id="fnref3">3</a></sup>, and<sup class="footnote-ref"><a href="#fn4" id="fnref4">4</a></sup>.</p>
        <blockquote>
        <p>A quote.</p>
        </blockquote>
        <ul>
        <li>
        <p>one</p>
        </li>
        <li>
        <p>more</p>
        </li>
        <li>
        <p>two</p>
        </li>
        </ul>
        <ol>
        <li>
        <p>first</p>
        </li>
        </ol>
        <section class="footnotes">
        <ol>
        <li id="fn1">
        <p>Quoted
        note. <a href="#fnref1" class="footnote-backref">↩</a></p>
        </li>
        <li id="fn2">
        <p>Item note. <a href="#fnref2" class="footnote-backref">↩</a></p>
        </li>
        <li id="fn3">
        <p>word <a href="#fnref3" class="footnote-backref">↩</a></p>
        </li>
        <li id="fn4">
        <p>Numbered
        and indented. <a href="#fnref4" class="footnote-backref">↩</a></p>
        </li>
        </ol>
        </section>

        """
        #expect(html(text) == expected)
        let document = parse(text)
        #expect(document.links.isEmpty, "no link to 'word': it is a note")
    }

    /// Under a definition, `===` is a line of its text and `---` a thematic break (cmark-gfm),
    /// never a heading's underline; under a paragraph they still make a heading.
    @Test func anUnderlineUnderADefinitionMakesNoHeading() {
        let rendered = html("A[^a] b[^b]\n\n[^a]: note\n===\n\n> [^b]: other\n> ---\n\nTitle\n---\n")
        #expect(rendered.hasSuffix("""
            <blockquote>
            <hr />
            </blockquote>
            <h2>Title</h2>
            <section class="footnotes">
            <ol>
            <li id="fn1">
            <p>note
            === <a href="#fnref1" class="footnote-backref">↩</a></p>
            </li>
            <li id="fn2">
            <p>other <a href="#fnref2" class="footnote-backref">↩</a></p>
            </li>
            </ol>
            </section>

            """), "\(rendered)")
    }

    /// What only looks like a definition stays as written: in a fenced code block inside a
    /// quote or an item, in raw HTML, four columns past the paragraph it continues, after a
    /// word; and a label no definition has is no reference.
    @Test func linesThatOnlyLookLikeDefinitionsStayText() {
        let text = """
        A[^a] and[^b].

        > ```
        > [^a]: in code
        > ```

        - item
          ```md
          [^b]: in code too
          ```
        - ```
          [^a]: the fence opens on the marker's line
          ```

        > text
        >     [^a]: continued

        Say [^b]: not at a line start.

        """
        let rendered = html(text)
        #expect(!rendered.contains("footnote"), "\(rendered)")
        #expect(rendered.contains("<p>A[^a] and[^b].</p>"))
        #expect(rendered.contains("<pre><code>[^a]: in code\n</code></pre>"))
        #expect(rendered.contains("<pre><code class=\"language-md\">[^b]: in code too\n</code></pre>"))
        #expect(rendered.contains("<pre><code>[^a]: the fence opens on the marker's line\n</code></pre>"))
        #expect(rendered.contains("<p>text\n[^a]: continued</p>"))
        #expect(rendered.contains("<p>Say [^b]: not at a line start.</p>"))
        let raw = html("<div>\n> [^a]: x\n</div>\n", raw: true)
        #expect(raw.contains("> [^a]: x"), "\(raw)")
    }

    /// Inputs that a naive implementation handles in quadratic time or worse; each must finish
    /// (they are sized so that quadratic work would take minutes).
    @Test(arguments: [
        String(repeating: "|", count: 200_000),
        "| a |\n| - |\n" + String(repeating: "| x |\n", count: 40_000),
        String(repeating: "~a", count: 100_000),
        String(repeating: "~~a ~b ", count: 40_000),
        String(repeating: "a@", count: 100_000),
        String(repeating: "_www.", count: 60_000),
        String(repeating: "(www.a.b/", count: 40_000),
        String(repeating: "http://", count: 40_000),
        String(repeating: "[^", count: 100_000) + "\n\n[^x]: y\n",
        "x[^a]\n\n" + String(repeating: "> [^a]: b\n", count: 50_000),
        "x[^a]\n\n" + String(repeating: "- a\n  [^a]:\n", count: 30_000),
        String(repeating: "text\n\n- [^a]:\n- b\n\n", count: 20_000),
        String(repeating: "> ", count: 20_000) + "[^a]: b\n" + String(repeating: "c\n", count: 20_000),
        String(repeating: "\\~", count: 100_000),
        String(repeating: "| ~~a~~ | www.x.y |\n", count: 2) + String(repeating: "|-", count: 50_000),
    ])
    func hostileInputFinishes(_ text: String) {
        let document = parse(text)
        #expect(!document.parts.isEmpty)
    }
}
