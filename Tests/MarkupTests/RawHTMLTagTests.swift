import Markup
import Testing

/// The `<a href>` and `<img src>` tags of raw HTML, read as an HTML tokenizer reads start tags.
@Suite struct RawHTMLTagTests {
    @Test func findsHrefAndSrcInEveryQuotingAndCase() {
        let html = #"<p align="center"><a class=x href="a.md#b">A</a> <IMG SRC=logo.png ALT='The &amp; logo'> <a href='c&amp;d.md'>"#
        let tags = RawHTMLTag.scan(html)
        #expect(tags.map(\.url) == ["a.md#b", "logo.png", "c&d.md"])
        #expect(tags.map(\.isImage) == [false, true, false])
        #expect(tags[1].alt == "The & logo")
        #expect(tags[0].alt == nil)
        let bytes = Array(html.utf8)
        #expect(tags.map { String(decoding: bytes[$0.value], as: UTF8.self) } == ["a.md#b", "logo.png", "c&amp;d.md"])
        #expect(tags.map(\.start) == [18, 49, 89])
    }

    @Test func characterReferencesInAURLAreReadAsTheBrowserReadsThem() {
        #expect(RawHTMLTag.scan(#"<a href="a&#x2F;b&#46;md?x=1&amp;y=&unknown;">"#).map(\.url) == ["a/b.md?x=1&y=&unknown;"])
    }

    @Test func otherTagsAndTagsWithoutTheURLAreNotLinks() {
        #expect(RawHTMLTag.scan(#"<abbr href="x.md"> <area href="y.md"> <a name="top"> <img alt="no src"> <!-- <a href="z.md"> -->"#)
            .isEmpty)
        // A '>' inside a quoted value: the page cuts a tag at its first '>', so it is left alone.
        #expect(RawHTMLTag.scan(#"<a title="a > b" href="x.md">"#).isEmpty)
        // Never closed.
        #expect(RawHTMLTag.scan(#"<a href="x.md""#).isEmpty)
    }

    @Test func replacingAValueKeepsTheOtherAttributesAsWritten() {
        #expect(RawHTMLTag.replacing("href", in: #"<a class=x HREF='a.md' target="_blank">"#, with: "a.html?x=1&y=2")
                == #"<a class=x HREF="a.html?x=1&amp;y=2" target="_blank">"#)
        #expect(RawHTMLTag.replacing("src", in: #"<img src="a b.png" alt="A" />"#, with: "img/a%20b.png")
                == #"<img src="img/a%20b.png" alt="A" />"#)
        #expect(RawHTMLTag.replacing("src", in: "<img alt=x>", with: "y.png") == "<img alt=x>")
    }

    /// A comment shows nothing and holds no tags: READMEs comment out old logos and links
    /// (`<!-- <img src="old.png"> -->`), which were checked (image.missing, link.broken errors).
    /// It ends as the HTML tokenizer ends it; one that never closes runs to the end.
    @Test func commentsHoldNoTags() {
        #expect(RawHTMLTag.scan(#"<!-- <img src="old.png"> --><a href="a.md"> <!--> <a href="b.md"> <!---> <a href="c.md">"#)
            .map(\.url) == ["a.md", "b.md", "c.md"])
        #expect(RawHTMLTag.scan(#"<!-- x --!> <img src="d.png"> <!-- <a href="never.md">"#).map(\.url) == ["d.png"])
        #expect(RawHTMLTag.anchors(in: #"<!-- <a id="gone"> --> <a name='kept'></a>"#) == ["kept"])
        #expect(RawHTMLTag.isOnlyComments("<!--\n  TODO: an example\n-->\n  <!-- two -->\n"))
        #expect(RawHTMLTag.isOnlyComments("<!-->"))
        #expect(!RawHTMLTag.isOnlyComments("<!-- a --> <kbd>"))
        #expect(!RawHTMLTag.isOnlyComments("<details>"))
    }

    /// Many tags that never close: one pass, not one per tag.
    @Test func unclosedTagsEndTheScan() {
        let html = String(repeating: "<a href=\"x.md\" ", count: 50_000)
        #expect(RawHTMLTag.scan(html).isEmpty)
        #expect(RawHTMLTag.scan(#"<a href="ok.md">x</a> <a href="open.md" <a href="y.md">"#).map(\.url) == ["ok.md", "open.md"])
    }
}
