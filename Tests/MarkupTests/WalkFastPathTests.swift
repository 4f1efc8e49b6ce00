@testable import Markup
import SourceModel
import Testing

/// The fast paths of the chapter walk (`CmarkConverter`'s collector) answer as the plain forms
/// they stand in for.
@Suite struct WalkFastPathTests {
    /// `ByteSearch.lastIndex` (eight bytes at a time) finds what a loop from the end finds, for
    /// every range of texts with the byte at each place, none, or several.
    @Test func lastIndexAgreesWithTheLoop() {
        let texts = ["", "(", "a(b", "((((((((((", "0123456789abcdef(", "(0123456789abcdef", "](x)(y](z)",
                     "https://example.com/a_(b)/c?d=(e)#f", String(repeating: "x", count: 40) + "(" + String(repeating: "y", count: 17)]
        for text in texts {
            let bytes = Array(text.utf8)
            for lower in 0...bytes.count {
                for upper in lower...bytes.count {
                    let expected = (lower..<upper).last { bytes[$0] == UInt8(ascii: "(") }
                    #expect(ByteSearch.lastIndex(of: UInt8(ascii: "("), in: bytes.span, range: lower..<upper) == expected,
                            "\(text.debugDescription) \(lower)..<\(upper)")
                }
            }
        }
    }

    /// `HeadingSlugger.base(_:utf8:)` (on the bytes when ASCII) is `base(_:)`.
    @Test func slugBaseOfBytesIsTheBaseOfTheText() {
        for text in ["Static Cells & Prototypes", "  SNAKE_case 42", "--pending-deprecation", "Node.js", "!!!", "",
                     "Über Çelik ½ x²", "4\u{FE0F}\u{20E3} Compile", "A\tB\u{7F}C~", "日本語 テキスト"] {
            #expect(HeadingSlugger.base(text, utf8: Array(text.utf8)) == HeadingSlugger.base(text), "\(text.debugDescription)")
        }
    }

    /// Entering an id with one hash (`updateValue`, its count put back when it was there) gives
    /// the ids the look-up-then-insert form gave: repeats, reserved ids and flowdoc's own shapes.
    @Test func slugsOfRepeatsAreUnchanged() {
        var slugger = HeadingSlugger(reserved: ["search"])
        let texts = ["Setup", "Setup", "Setup-1", "Setup", "Search", "Search", "Flow", "Flow", "Flow 1", "setup-2", "Setup"]
        #expect(texts.map { slugger.slug(for: $0, utf8: Array($0.utf8)) }
                == ["setup", "setup-1", "setup-1-1", "setup-2", "search-1", "search-2", "flow", "flow-1-1", "flow-1-2",
                    "setup-2-1", "setup-3"])
    }

    /// A code block's language: the first word of its info string, lower-cased (the one-word
    /// lower-case case is answered without a copy).
    @Test func languageIsTheFirstWordLowerCased() {
        for info in ["swift", "flow", "Swift", "swift title=a", "  objc", "c++", "", "SQL x", "élan", "x-y_z.1", "ÉLAN b"] {
            let expected = info.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map { $0.lowercased() } ?? ""
            let text = "```" + info + "\nx\n```\n"
            let document = CmarkConverter.parse(text, file: SourceFile(path: "a.md", text: text), options: MarkdownOptions())
            #expect(document.codeBlocks.map(\.language) == [expected], "\(info.debugDescription)")
        }
    }

    /// The scheme of a destination decides its slot: the common ones (matched as packed bytes)
    /// and any other, lower-cased; a path has none.
    @Test func schemesDecideSlots() {
        let cases: [(String, String?)] = [
            ("https://a.b", "https"), ("http://a", "http"), ("HTTPS://a", "https"), ("mailto:x@y", "mailto"),
            ("scene:Step1", "scene"), ("segue:show", "segue"), ("doc:x", "doc"), ("docs:x", "docs"), ("scenes:x", "scenes"),
            ("httpsx:y", "httpsx"), ("abcdefghij:k", "abcdefghij"), ("a+b.c-d:x", "a+b.c-d"), ("02-friends.md", nil),
            ("#x", nil), ("1a:b", nil),
        ]
        let every = Set(cases.compactMap(\.1))
        for (destination, scheme) in cases {
            let text = "[a](" + destination + ")\n"
            let file = SourceFile(path: "a.md", text: text)
            let slotted = CmarkConverter.parse(text, file: file, options: MarkdownOptions(slotLinkSchemes: scheme.map { [$0] } ?? every)).links
            let other = CmarkConverter.parse(text, file: file, options: MarkdownOptions(slotLinkSchemes: every.subtracting([scheme ?? ""]))).links
            #expect(slotted.map(\.isSlot) == [scheme != nil], "\(destination)")
            #expect(other.map(\.isSlot) == [false], "\(destination)")
        }
    }

    /// A link whose destination is on a line before its last (a title on the next line): the
    /// line hint of `LinkLocator` is wrong there, and the line is searched for.
    @Test func destinationBeforeTheLinksLastLine() {
        let text = "Intro.\n\nSee [a](x.md\n\"title\") and [b](y.md \"t\").\n"
        let links = CmarkConverter.parse(text, file: SourceFile(path: "a.md", text: text),
                                         options: MarkdownOptions(slotRelativeLinks: true)).links
        #expect(links.map(\.location) == [SourceLocation(path: "a.md", line: 3, column: 9),
                                          SourceLocation(path: "a.md", line: 4, column: 18)])
    }
}
