import Markup
import SourceModel
import Testing

/// Links and images: where their destination is written, and which become slots.
@Suite struct LinkLocationTests {
    let options = MarkdownOptions(slotLinkSchemes: ["scene", "segue"], slotRelativeLinks: true)

    private func links(_ text: String) -> [MarkdownDocument.Link] {
        CmarkConverter.parse(text, file: SourceFile(path: "a.md", text: text), options: options).links
    }

    private func at(_ line: Int, _ column: Int) -> SourceModel.SourceLocation { SourceLocation(path: "a.md", line: line, column: column) }

    @Test func inlineLinkOnOneLine() {
        let found = links("See [friends](02-friends.md#passing-data) now.\n")
        #expect(found.count == 1)
        #expect(found[0].destination == "02-friends.md#passing-data")
        #expect(found[0].location == at(1, 15))
        #expect(found[0].length == 26)
        #expect(found[0].isSlot)
    }

    /// cmark reports the start line of a link that spans lines wrongly; the end is right.
    @Test func linkTextSpanningLines() {
        let found = links("Some text [a long\nlink text](../basics/01-intro.md \"Intro\") and more.\n")
        #expect(found[0].location == at(2, 12))
    }

    @Test func destinationOnTheNextLine() {
        let found = links("[text](\n  <img/a b.png> \"t\")\n")
        #expect(found[0].destination == "img/a b.png")
        #expect(found[0].location == at(2, 4))
    }

    @Test func referenceLinksPointAtTheirDefinition() {
        let text = "Read [the intro][intro] and [Ref].\n\n> [intro]: 01-intro.md\n\n[ref]:\n   06-reference.md#grammar\n"
        let found = links(text)
        #expect(found.map(\.destination) == ["01-intro.md", "06-reference.md#grammar"])
        #expect(found[0].location == at(3, 12))
        #expect(found[1].location == at(6, 4))
    }

    @Test func imagesAreLinksWithAltTextAndStart() {
        let found = links("An ![](img/a.png) and ![the *palette*](img/palette.png \"P\").\n")
        #expect(found.map(\.isImage) == [true, true])
        #expect(found.map(\.text) == ["", "the palette"])
        #expect(found[0].location == at(1, 8))
        #expect(found[0].start == at(1, 4))
        #expect(found[1].location == at(1, 40))
    }

    @Test func linksInListsAndQuotes() {
        let found = links("- item\n  > quoted [x](a.md)\n")
        #expect(found[0].location == at(2, 16))
    }

    /// Only what a later stage resolves is a slot: relative and rooted paths (`/abs.html`, read
    /// from `content/` as GitHub reads it from the repository's root), fragments of the page
    /// (`#top`: written in the case of the id they name) and `scene:`/`segue:` links; not another
    /// host (`//cdn.example.com/x`).
    @Test func whatBecomesASlot() {
        let text = "[a](a.md) [b](#top) [c](https://example.com) [d](/abs.html) [e](scene:Palette) [f](mailto:x@y.z) ![g](g.png)\n"
        let document = CmarkConverter.parse(text, file: SourceFile(path: "a.md", text: text), options: options)
        #expect(document.links.map(\.isSlot) == [true, true, false, true, true, false, true])
        #expect(document.slots == [.linkOpen(0), .linkOpen(1), .linkOpen(3), .linkOpen(4), .image(6)])
        let html = document.html { slot in
            switch slot {
            case .linkOpen(let index): "<a href=\"[\(index)]\">"
            case .image(let index): "<img src=\"[\(index)]\" />"
            case .codeBlock: ""
            }
        }
        #expect(html == "<p><a href=\"[0]\">a</a> <a href=\"[1]\">b</a> <a href=\"https://example.com\">c</a> "
            + "<a href=\"[3]\">d</a> <a href=\"[4]\">e</a> <a href=\"mailto:x@y.z\">f</a> <img src=\"[6]\" /></p>\n")
        #expect(document.cmarkHTML(for: .image(6)) == "<img src=\"g.png\" alt=\"g\" />")
        #expect(document.cmarkHTML(for: .linkOpen(0)) == "<a href=\"a.md\">")
    }

    /// A link inside an image's alternative text prints no tag, so it is no slot in the HTML.
    @Test func linkInsideAltText() {
        let text = "![see [x](b.md)](a.png)\n"
        let document = CmarkConverter.parse(text, file: SourceFile(path: "a.md", text: text), options: options)
        #expect(document.slots == [.image(0)])
        #expect(document.html { document.cmarkHTML(for: $0) ?? "" } == CmarkConverter.referenceHTML(text))
    }

    /// Many links on one long line are each located (the search windows do not grow with the line).
    @Test func manyLinksOnOneLine() {
        let text = String(repeating: "[x](a.md) ", count: 2_000) + "\n"
        let found = links(text)
        #expect(found.count == 2_000)
        #expect(found[1_999].location == at(1, 1_999 * 10 + 5))
    }
}
