import Markup
import SourceModel
import Testing

@Suite struct CmarkConverterTests {
    let options = MarkdownOptions(slotLanguages: ["flow", "swift"], slotLinkSchemes: ["scene", "segue"])

    @Test func headingsGetUniqueIdsAndAnchors() {
        let text = "# Launch & Login\n\n## Steps\n\n## Steps\n"
        let document = CmarkConverter.parse(text, file: SourceFile(path: "a.md", text: text), options: options)
        #expect(document.headings.map(\.id) == ["launch--login", "steps", "steps-1"])
        #expect(document.headings.map(\.line) == [1, 3, 5])
        let html = document.html { _ in "" }
        #expect(html.contains(##"<h2 id="steps-1"><a class="anchor" href="#steps-1" aria-hidden="true">#</a>Steps</h2>"##))
    }

    /// GitHub reads a heading's id from the text of its HTML, where a line break (of a setext
    /// heading, soft or hard) is a newline, which the slug drops like any character it does not
    /// keep; the heading's text (title, table of contents) keeps a space there.
    @Test func aLineBreakInAHeadingIsDroppedFromItsId() {
        let text = "Foo\nbar\n===\n\nHard  \nbreak\n---\n\nBack\\\nslash\n---\n\n  Indented\n  *lines*\n---\n"
        let document = CmarkConverter.parse(text, file: SourceFile(path: "a.md", text: text), options: options)
        #expect(document.headings.map(\.id) == ["foobar", "hardbreak", "backslash", "indentedlines"])
        #expect(document.headings.map(\.text) == ["Foo bar", "Hard break", "Back slash", "Indented lines"])
        let html = document.html { _ in "" }
        #expect(html.hasPrefix(##"<h1 id="foobar"><a class="anchor" href="#foobar" aria-hidden="true">#</a>Foo\##nbar</h1>"##))
    }

    /// An image in a heading is an element without text in the heading's HTML: its alternative
    /// text is not in GitHub's id, though the heading's text (title, table of contents) keeps it.
    @Test func anImageInAHeadingAddsNothingToItsId() {
        let text = "# ![logo](x.png) Title\n\n## Before ![an *icon*](y.png)\n\n## [Linked](z.md) name\n"
        let document = CmarkConverter.parse(text, file: SourceFile(path: "a.md", text: text), options: options)
        #expect(document.headings.map(\.id) == ["-title", "before-", "linked-name"])
        #expect(document.headings.map(\.text) == ["logo Title", "Before an icon", "Linked name"])
    }

    /// The non-case: a space written on one line is `-` as before, in setext and ATX headings.
    @Test func aSpaceInAHeadingStaysADash() {
        let text = "Foo bar\n===\n\n## Hard  break\n"
        let document = CmarkConverter.parse(text, file: SourceFile(path: "a.md", text: text), options: options)
        #expect(document.headings.map(\.id) == ["foo-bar", "hard--break"])
    }

    @Test func paragraphsKeepTheirPlainTextAndLine() {
        let text = "# Title\n\nSome *emphasis* and `code`\nover two lines.\n\n- an item\n\n```swift\nlet notProse = 1\n```\n"
        let document = CmarkConverter.parse(text, file: SourceFile(path: "a.md", text: text), options: options)
        #expect(document.paragraphs.map(\.text) == ["Some emphasis and code over two lines.", "an item"])
        #expect(document.paragraphs.map(\.line) == [3, 6])
    }

    @Test func flowBlocksBecomeSlotsWithFilePositions() {
        let text = "Intro\n\n  ```flow Colorboard\n  scene A: view initial\n  ```\n\n```text\nplain\n```\n"
        let document = CmarkConverter.parse(text, file: SourceFile(path: "a.md", text: text), options: options)
        #expect(document.slots == [.codeBlock(0)])
        let block = document.codeBlocks[0]
        #expect(block.language == "flow")
        #expect(block.info == "flow Colorboard")
        #expect(block.infoLocation == SourceLocation(path: "a.md", line: 3, column: 6))
        #expect(block.lines.map(\.text) == ["scene A: view initial"])
        #expect(block.lines.map(\.line) == [4])
        #expect(block.lines.map(\.column) == [3])
        #expect(!document.codeBlocks[1].isSlot)
        let html = document.html { slot in "[\(slot)]" }
        #expect(html == "<p>Intro</p>\n[codeBlock(0)]\n<pre><code class=\"language-text\">plain\n</code></pre>\n")
    }

    /// The HTML written into bytes, each slot's markup appended where it goes, is the parts
    /// and the slots' markup interleaved; `partsUTF8Count` is the parts' length.
    @Test func htmlIntoBytesInterleavesPartsAndSlots() {
        let text = "A [s](scene:X) é\n\n```flow B\nscene A: view initial\n```\n\n![i](segue:Y) and [t](scene:Z \"T\")\n"
        let document = CmarkConverter.parse(text, file: SourceFile(path: "a.md", text: text), options: options)
        #expect(document.slots.count >= 3)
        let fill = { (index: Int) in "<\(index) ✓>" }
        var bytes: [UInt8] = Array("before".utf8)
        document.html(into: &bytes) { index, out in out.append(contentsOf: fill(index).utf8) }
        var expected = "before" + document.parts[0]
        for index in document.slots.indices { expected += fill(index) + document.parts[index + 1] }
        #expect(String(decoding: bytes, as: UTF8.self) == expected)
        #expect(document.partsUTF8Count == document.parts.joined().utf8.count)
        #expect(document.html { slot in fill(document.slots.firstIndex(of: slot)!) } == String(expected.dropFirst(6)))
    }

    /// Code blocks are read on bytes (info word, fences, each line's place): the language is
    /// the info string's first word lower-cased (Unicode too), a line's column is where its
    /// text ends its source line (after a quote's `>` or a tab), and a block whose content
    /// holds an opening fence was closed by a later block's fence.
    @Test func codeBlocksAreReadWithTheirPlaces() {
        let text = "~~~ SWIFT  x\nfirst\n~~~\n> ```\u{DC}berLang y\n> \u{E9}t\u{E9}\n> ```\n\n\tindented\n\n```Swift\nopen\n```swift\ninner\n```\n"
        let document = CmarkConverter.parse(text, file: SourceFile(path: "a.md", text: text), options: options)
        #expect(document.codeBlocks.map(\.language) == ["swift", "\u{FC}berlang", "", "swift"])
        #expect(document.codeBlocks.map(\.isUnclosed) == [false, false, false, true])
        let quoted = document.codeBlocks[1]
        #expect(quoted.infoLocation == SourceLocation(path: "a.md", line: 4, column: 6))
        #expect(quoted.lines.map(\.text) == ["\u{E9}t\u{E9}"])
        #expect(quoted.lines.map(\.column) == [3])
        let indented = document.codeBlocks[2]
        #expect(indented.lines.map(\.text) == ["indented"])
        #expect(indented.lines.map(\.column) == [2])
        let last = document.codeBlocks[3]
        #expect(last.lines.map(\.text) == ["open", "```swift", "inner"])
        #expect(last.lines.map(\.line) == [11, 12, 13])
    }

    /// A block's lines are the pieces between its `\n` bytes (found by memchr since round 28):
    /// blank lines inside are lines, a block unclosed at the end of the file without a final
    /// newline ends with its last piece, and an empty block has none.
    @Test func codeBlockLinesKeepBlankAndLastPieces() {
        let text = "```\na\n\n  b\n\n```\n\n```\n```\n\n- ```\n  x\n\n  y"
        let document = CmarkConverter.parse(text, file: SourceFile(path: "a.md", text: text), options: options)
        #expect(document.codeBlocks.map { $0.lines.map(\.text) } == [["a", "", "  b", ""], [], ["x", "", "y"]])
        #expect(document.codeBlocks.map { $0.lines.map(\.line) } == [[2, 3, 4, 5], [], [12, 13, 14]])
        #expect(document.codeBlocks[0].lines.map(\.column) == [1, 1, 1, 1])
        #expect(document.codeBlocks[2].lines.map(\.column) == [3, 1, 3])
    }

    /// Markers are made on bytes (round 28): many of each kind, indices of several digits, all
    /// resolved to their slots in order.
    @Test func manyMarkersResolveInOrder() {
        var text = ""
        for index in 0..<120 { text += "## H\(index)\n\n[s\(index)](scene:S\(index)) ![i](img\(index).png)\n\n```flow\nscene S\(index)\n```\n\n" }
        let document = CmarkConverter.parse(text, file: SourceFile(path: "a.md", text: text), options: options)
        let html = document.html { slot in "[\(slot)]" }
        #expect(document.headings.count == 120)
        #expect(html.contains("<h2 id=\"h119\"><a class=\"anchor\" href=\"#h119\" aria-hidden=\"true\">#</a>H119</h2>"))
        #expect(html.contains("[linkOpen(238)]"))
        #expect(html.contains("[codeBlock(119)]"))
        #expect(!html.contains("\u{1}") && !html.contains("\u{2}"))
    }

    @Test func sceneLinksBecomeSlotsAtTheirDestination() {
        let text = "See [the palette](scene:Palette) and [docs](https://example.com).\n"
        let document = CmarkConverter.parse(text, file: SourceFile(path: "a.md", text: text), options: options)
        #expect(document.links.count == 2)
        #expect(document.links[0].isSlot)
        #expect(!document.links[1].isSlot)
        #expect(document.links[0].location == SourceLocation(path: "a.md", line: 1, column: 19))
        let html = document.html { _ in "<a href=\"x\">" }
        #expect(html == "<p>See <a href=\"x\">the palette</a> and <a href=\"https://example.com\">docs</a>.</p>\n")
    }

    @Test func markerCharactersInTheInputCannotForgeSlots() {
        let text = "a \u{1}c0\u{2} b\n\n```flow\nscene A: view\n```\n"
        let document = CmarkConverter.parse(text, file: SourceFile(path: "a.md", text: text), options: options)
        #expect(document.slots == [.codeBlock(0)])
        #expect(document.parts[0].contains("\u{FFFD}c0\u{FFFD}"))
    }

    @Test func rawHTMLIsOmittedUnlessAllowed() {
        let text = "<div>x</div>\n"
        let file = SourceFile(path: "a.md", text: text)
        #expect(CmarkConverter.parse(text, file: file, options: options).html { _ in "" } == "<!-- raw HTML omitted -->\n")
        var unsafe = options
        unsafe.allowRawHTML = true
        #expect(CmarkConverter.parse(text, file: file, options: unsafe).html { _ in "" } == "<div>x</div>\n")
    }

    @Test func rawHTMLIsLocatedAndCounted() {
        let text = "# T\n\nSee the <kbd>⌘</kbd> key.\n\n| a | b |\n|---|---|\n| <code>x</code> | y |\n\n<details>\n<summary>More</summary>\n</details>\n"
        let file = SourceFile(path: "a.md", text: text)
        let raw = CmarkConverter.parse(text, file: file, options: options).rawHTML
        #expect(raw?.first == SourceLocation(path: "a.md", line: 3, column: 9))
        #expect(raw?.sample == "<kbd>")
        #expect(raw?.count == 5)  // <kbd>, </kbd>, <code>, </code> in a cell, one HTML block
        let plain = "# T\n\n*Just* prose, `<code>` in a span, and a\n\n```html\n<div>\n```\n"
        #expect(CmarkConverter.parse(plain, file: SourceFile(path: "a.md", text: plain), options: options).rawHTML == nil)
    }
}
