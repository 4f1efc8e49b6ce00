import Markup
import SourceModel
import Testing

/// An extended autolink is read from the text as written, so `_` and `*` inside it are never
/// emphasis (cmark-gfm finds it while reading the inlines). Python projects' docs link files as
/// `https://github.com/…/blob/master/MAGen/__init__.py` (jesse-ai/example-strategies' README, as a
/// strategy's source is cited): flowdoc ended the link at `MAGen/` and made "init" bold. Each
/// expected string is `cmark-gfm -e autolink -e strikethrough -e table`'s output.
@Suite struct AutolinkSpanTests {
    @Test(arguments: [
        ("See https://github.com/a/b/blob/main/__init__.py for it.\n",
         "<p>See <a href=\"https://github.com/a/b/blob/main/__init__.py\">https://github.com/a/b/blob/main/__init__.py</a> for it.</p>\n"),
        ("Python www.python.org/__main__.html, see.\n",
         "<p>Python <a href=\"http://www.python.org/__main__.html\">www.python.org/__main__.html</a>, see.</p>\n"),
        // The closing `_` is trailing punctuation, left out of the link: it stays text.
        ("Trailing https://example.com/_static_ and more.\n",
         "<p>Trailing <a href=\"https://example.com/_static\">https://example.com/_static</a>_ and more.</p>\n"),
        ("**https://x.com/__init__.py**\n",
         "<p><strong><a href=\"https://x.com/__init__.py\">https://x.com/__init__.py</a></strong></p>\n"),
        // Nor is `~` struck through inside an autolink.
        ("Spec www.example.com/~a~/b ok.\n",
         "<p>Spec <a href=\"http://www.example.com/~a~/b\">www.example.com/~a~/b</a> ok.</p>\n"),
        ("| h |\n|---|\n| https://x.com/__init__.py |\n",
         "<table>\n<thead>\n<tr>\n<th>h</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n"
            + "<td><a href=\"https://x.com/__init__.py\">https://x.com/__init__.py</a></td>\n</tr>\n</tbody>\n</table>\n"),
        // Emphasis that is not inside a link is still emphasis.
        ("The __init__ file, https://x.com/a and __b__.\n",
         "<p>The <strong>init</strong> file, <a href=\"https://x.com/a\">https://x.com/a</a> and <strong>b</strong>.</p>\n"),
    ])
    func anAutolinkIsReadFromTheTextAsWritten(_ example: (markdown: String, html: String)) {
        #expect(renderGFM(example.markdown, allowRawHTML: false) == example.html)
    }

    /// The joined link is still located at its first byte (for the link checks).
    @Test func theJoinedLinkKeepsItsPlace() {
        let text = "One\n\nSee https://x.com/__init__.py now.\n"
        let document = CmarkConverter.parse(text, file: SourceFile(path: "c.md", text: text),
                                            options: MarkdownOptions(slotLanguages: [], slotLinkSchemes: [], headingAnchors: false))
        let link = document.links.first { $0.destination == "https://x.com/__init__.py" }
        #expect(link?.location.line == 3)
        #expect(link?.location.column == 5)
    }
}
