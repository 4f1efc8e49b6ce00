import Markup
import SourceModel
import Testing

/// Issue 14: text crosses into cmark with its length, never as a C string, so a NUL inside
/// cannot cut it short (cmark itself turns NUL into U+FFFD, as CommonMark says).
@Suite struct NulByteTests {
    let options = MarkdownOptions(slotLanguages: ["flow"], slotLinkSchemes: ["scene"])

    @Test func everythingAfterANulIsParsed() {
        let text = "One \u{0} two.\n\n```flow\nscene A: view initial\n```\n\n[x](scene:A)\n"
        let document = CmarkConverter.parse(text, file: SourceFile(path: "a.md", text: text), options: options)
        #expect(document.codeBlocks.count == 1)
        #expect(document.links.map(\.destination) == ["scene:A"])
        #expect(document.html { _ in "" }.contains("One \u{FFFD} two."))
    }

    @Test func referenceHTMLKeepsTheWholeText() {
        #expect(CmarkConverter.referenceHTML("a\u{0}b\n\nc\n") == "<p>a\u{FFFD}b</p>\n<p>c</p>\n")
        #expect(CmarkConverter.referenceHTML("") == "")
    }
}

/// Issue 14: a slotted link's place is looked for inside the link only (30,000 reference links
/// on one line searched the rest of the line each: quadratic). A reference link points at its
/// definition's destination (line 3 here), an inline link at its own destination.
@Suite struct LinkLocationOnLongLineTests {
    let options = MarkdownOptions(slotLanguages: ["flow"], slotLinkSchemes: ["scene"])

    @Test func aReferenceLinkPointsAtItselfNotAtALaterLink() {
        let text = "See [y][r] and [z](scene:B).\n\n[r]: scene:B\n"
        let document = CmarkConverter.parse(text, file: SourceFile(path: "a.md", text: text), options: options)
        #expect(document.links.map { "\($0.location.line):\($0.location.column)" } == ["3:6", "1:20"])
    }

    @Test func manyLinksOnOneLineAreEachLocated() {
        let piece = "[é][r] [x](scene:A) "
        let text = String(repeating: piece, count: 2_000) + "\n\n[r]: scene:B\n"
        let document = CmarkConverter.parse(text, file: SourceFile(path: "a.md", text: text), options: options)
        #expect(document.links.count == 4_000)
        let width = piece.unicodeScalars.count
        for (index, link) in document.links.enumerated() {
            let start = (index / 2) * width + 1
            let expected = index % 2 == 0 ? "3:6" : "1:\(start + 11)"
            #expect("\(link.location.line):\(link.location.column)" == expected)
        }
    }
}
