import SourceModel
import TestSupport
import Testing
@testable import CodeListings

/// Shell, JSON, XML and diff listings: what each lexer colours, what it leaves bare, and
/// that any input comes out as its own text, escaped.
@Suite struct DataHighlighterTests {
    @Test func infoStringsNameTheLanguages() {
        #expect(DataLanguage(infoString: "bash title=x") == .shell)
        #expect(DataLanguage(infoString: "PLIST") == .xml)
        #expect(DataLanguage(infoString: "patch") == .diff)
        #expect(DataLanguage(infoString: "swift") == nil)
        #expect(DataLanguage(infoString: "") == nil)
        // No word names two languages.
        #expect(Set(DataLanguage.infoStrings.keys).isDisjoint(with: ListingLanguage.infoStrings.keys))
    }

    @Test func shell() {
        let html = Highlighter.html("# setup\nexport NAME=\"a b\" # note\nswift build --product x $NAME\n", language: .shell)
        #expect(html == """
            <span class="tok-comment"># setup</span>
            <span class="tok-keyword">export</span> NAME=<span class="tok-string">&quot;a b&quot;</span> <span class="tok-comment"># note</span>
            swift build <span class="tok-directive">--product</span> x <span class="tok-attribute">$NAME</span>

            """)
        // `#` inside a word is not a comment.
        #expect(Highlighter.html("echo a#b", language: .shell) == "<span class=\"tok-keyword\">echo</span> a#b")
    }

    @Test func json() {
        #expect(Highlighter.html(#"{"id": "x", "n": -2.5e3, "ok": false, "z": null}"#, language: .json) ==
            #"{<span class="tok-attribute">&quot;id&quot;</span>: <span class="tok-string">&quot;x&quot;</span>, "#
            + #"<span class="tok-attribute">&quot;n&quot;</span>: <span class="tok-number">-2.5e3</span>, "#
            + #"<span class="tok-attribute">&quot;ok&quot;</span>: <span class="tok-keyword">false</span>, "#
            + #"<span class="tok-attribute">&quot;z&quot;</span>: <span class="tok-keyword">null</span>}"#)
        // Words that are not literals stay bare.
        #expect(Highlighter.html("nope", language: .json) == "nope")
    }

    @Test func xml() {
        let html = Highlighter.html(#"<?xml version="1.0"?><!-- c --><segue kind="show" id='a'/>&amp;<![CDATA[<x>]]>"#, language: .xml)
        #expect(html == #"<span class="tok-directive">&lt;?xml version=&quot;1.0&quot;?&gt;</span>"#
            + #"<span class="tok-comment">&lt;!-- c --&gt;</span>&lt;<span class="tok-type">segue</span> "#
            + #"<span class="tok-attribute">kind</span>=<span class="tok-string">&quot;show&quot;</span> "#
            + #"<span class="tok-attribute">id</span>=<span class="tok-string">&#39;a&#39;</span>/&gt;"#
            + #"<span class="tok-keyword">&amp;amp;</span><span class="tok-string">&lt;![CDATA[&lt;x&gt;]]&gt;</span>"#)
        #expect(Highlighter.html("a < b", language: .xml) == "a &lt; b")
    }

    @Test func diff() {
        let html = Highlighter.html("--- a/f\n+++ b/f\n@@ -1 +1 @@\n-old\n+new\n same\n", language: .diff)
        #expect(html == """
            <span class="tok-comment">--- a/f</span>
            <span class="tok-comment">+++ b/f</span>
            <span class="tok-directive">@@ -1 +1 @@</span>
            <span class="tok-deleted">-old</span>
            <span class="tok-inserted">+new</span>
             same

            """)
    }

    /// Removing the spans gives back the escaped input, for random and unterminated input.
    @Test func anyInputComesBackEscaped() {
        let fragments = ["\"", "'", "<", ">", "&", "<!--", "-->", "<?", "<![CDATA[", "]]>", "#", "$", "${", "}", "-", "--x",
                         "+", "@@", "\n", " ", "é", "😀", "\u{2028}", "\0", "true", "1", "a", "=", ":", "\\", "//"]
        var generator = SeededGenerator(seed: 10)
        for _ in 0..<300 {
            var text = ""
            for _ in 0..<Int.random(in: 0...40, using: &generator) { text += fragments.randomElement(using: &generator)! }
            for language in DataLanguage.allCases {
                let html = Highlighter.html(text, language: language)
                var stripped = html
                for tag in ["comment", "string", "attribute", "keyword", "number", "directive", "type", "inserted", "deleted"] {
                    stripped = stripped.replacingOccurrences(of: "<span class=\"tok-\(tag)\">", with: "")
                }
                stripped = stripped.replacingOccurrences(of: "</span>", with: "")
                #expect(stripped == HTMLEscaping.escape(text), "\(language) \(text.debugDescription)")
            }
        }
    }
}
