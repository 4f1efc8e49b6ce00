@testable import Markup
import SourceModel
import Testing

/// The byte scans that let most chapters skip GFM passes must answer exactly as the plain
/// loops they replace.
@Suite struct ByteScanTests {
    /// The rule, byte by byte: some line holds only `|`, `:`, `-`, `>` and white space, and a `-`.
    static func referenceMayHoldDelimiterRow(_ text: String) -> Bool {
        var onlyDelimiters = true, sawDash = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\n"):
                if onlyDelimiters, sawDash { return true }
                onlyDelimiters = true
                sawDash = false
            case UInt8(ascii: "-"): sawDash = true
            case UInt8(ascii: "|"), UInt8(ascii: ":"), UInt8(ascii: ">"), 0x20, 0x09, 0x0D: break
            default: onlyDelimiters = false
            }
        }
        return onlyDelimiters && sawDash
    }

    @Test func delimiterRowScanAgreesWithTheByteLoop() {
        let pieces = ["|", "-", ":", ">", " ", "\t", "\r", "\n", "a", "é", "--", "\n\n"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var disagreements: [String] = []
        var found = 0
        for _ in 0..<4000 {
            var text = ""
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let length = Int(state >> 59)
            for _ in 0..<length {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                text += pieces[Int(state >> 33) % pieces.count]
            }
            let expected = Self.referenceMayHoldDelimiterRow(text)
            if expected { found += 1 }
            if GFMTransformer.mayHoldDelimiterRow(text) != expected { disagreements.append(text) }
        }
        #expect(disagreements.isEmpty)
        #expect(found > 100)  // both answers occur
        #expect(GFMTransformer.mayHoldDelimiterRow("text\n| a | b |\n|---|---|"))
        #expect(!GFMTransformer.mayHoldDelimiterRow("text | a\nno - row\n"))
        #expect(!GFMTransformer.mayHoldDelimiterRow(""))
    }

    @Test func codeBlockLinesSplitOnLineFeeds() {
        let text = "Intro\n\n```swift\nlet a = 1\n\n  let é = 2\n```\n\n    indented\n    code\n"
        let document = CmarkConverter.parse(text, file: SourceFile(path: "a.md", text: text),
                                            options: MarkdownOptions(slotLanguages: ["swift"], slotLinkSchemes: []))
        #expect(document.codeBlocks.count == 2)
        #expect(document.codeBlocks[0].lines.map(\.text) == ["let a = 1", "", "  let é = 2"])
        #expect(document.codeBlocks[0].lines.map(\.line) == [4, 5, 6])
        #expect(document.codeBlocks[1].lines.map(\.text) == ["indented", "code"])
        #expect(document.codeBlocks[1].lines.map(\.column) == [5, 5])
    }

    /// Heading ids are GitHub's: lower case, every character dropped that is not a word
    /// character (alphabetic, mark, decimal number, `_`, joiner), `-` or a space, each space
    /// `-`, nothing squeezed.
    /// Expected ids are those github.com gives the same headings.
    @Test func headingIdsAreGitHubs() {
        var slugger = HeadingSlugger()
        #expect(slugger.slug(for: "Static Cells & Prototypes") == "static-cells--prototypes")
        #expect(slugger.slug(for: "Installation & Usage") == "installation--usage")
        #expect(slugger.slug(for: "Node.js") == "nodejs")
        #expect(slugger.slug(for: "Option<T>") == "optiont")
        #expect(slugger.slug(for: "require(id)") == "requireid")
        #expect(slugger.slug(for: "--pending-deprecation") == "--pending-deprecation")
        #expect(slugger.slug(for: "C++ / C#") == "c--c")
        #expect(slugger.slug(for: "  SNAKE_case 42") == "--snake_case-42")
        #expect(slugger.slug(for: "Hello, World! 🎉") == "hello-world-")
        #expect(slugger.slug(for: "Über Çelik ½ x²") == "über-çelik--x")
        #expect(slugger.slug(for: "日本語 テキスト") == "日本語-テキスト")
        #expect(slugger.slug(for: "!!!") == "section")
        #expect(slugger.slug(for: String(repeating: "ab ", count: 40)) == String(repeating: "ab-", count: 40))
    }

    /// Emoji headings keep what github.com keeps: the variation selector, the keycap of `4️⃣`
    /// (an enclosing mark) and the joiner inside `👨‍💻`. READMEs link
    /// `#4%EF%B8%8F%E2%83%A3-compile-from-source` (seravee08/GPU-Computation-of-Persistent-Homology-for-Image-Data)
    /// and `#%E2%80%8D-author`; flowdoc dropped both, so such links were `link.anchor`
    /// warnings and GitHub's links to the site's headings missed.
    @Test func emojiHeadingsKeepTheirMarksAndJoiners() {
        var slugger = HeadingSlugger()
        #expect(slugger.slug(for: "4\u{FE0F}\u{20E3} Compile from source") == "4\u{FE0F}\u{20E3}-compile-from-source")
        #expect(slugger.slug(for: "\u{1F468}\u{200D}\u{1F4BB} Author") == "\u{200D}-author")
        #expect(slugger.slug(for: "\u{2699}\u{FE0F} Settings") == "\u{FE0F}-settings")
        #expect(slugger.slug(for: "\u{24B6} circled") == "\u{24D0}-circled", "an alphabetic symbol, lower-cased")
        #expect(slugger.slug(for: "Caf\u{E9} \u{2166}") == "caf\u{E9}-\u{2176}", "a letter number")
        #expect(slugger.slug(for: "a\u{200B}b \u{2014} c") == "ab--c", "a zero-width space and a dash are not kept")
    }

    /// Repeats count up from `-1` as on GitHub, skipping ids already given; ids the page uses
    /// for other things are skipped the same way.
    @Test func repeatsAndReservedIdsAreNumbered() {
        var slugger = HeadingSlugger(reserved: ["search", "main"])
        #expect(["Setup", "Setup", "Setup-1", "Setup"].map { slugger.slug(for: $0) } == ["setup", "setup-1", "setup-1-1", "setup-2"])
        #expect(slugger.slug(for: "Search") == "search-1")
        #expect(slugger.slug(for: "Search") == "search-2")
        #expect(slugger.slug(for: "Main menu") == "main-menu")
        #expect(slugger.slug(for: "Flow 2") == "flow-2-1", "the id of the second flow figure")
        #expect(slugger.slug(for: "Flow2 title") == "flow2-title-1", "the title of that figure's SVG")
        #expect(slugger.slug(for: "fn1") == "fn1-1")
        #expect(slugger.slug(for: "fnref2") == "fnref2-1")
        #expect(slugger.slug(for: "Flow3 desc") == "flow3-desc-1")
        #expect(slugger.slug(for: "Flow3 description") == "flow3-description")
        #expect(slugger.slug(for: "Flow") == "flow")
        #expect(slugger.slug(for: "fnord") == "fnord")
    }

    /// A second `Flow` heading (a chapter with a "Flow" section per screen) would be `flow-1`,
    /// the first figure's id, then `flow-2`…: every repeat had a figure's shape and the build
    /// never ended (without the fix this test never returns). It is numbered as a heading
    /// `Flow 1` is.
    @Test func repeatedFlowHeadingsEnd() {
        var slugger = HeadingSlugger()
        #expect(["Flow", "Flow", "Flow", "Flow 1", "flow-1-1"].map { slugger.slug(for: $0) }
                == ["flow", "flow-1-1", "flow-2-1", "flow-1-2", "flow-1-1-1"])
    }

    /// `CmarkConverter.bytesEqual` (one `memcmp`) answers as a comparison of the two slices.
    @Test func bytesEqualAgreesWithComparingTheSlices() {
        let first: [UInt8] = Array("let x = 1\n    let y = 2\n\tlet x = 1é".utf8)
        let second: [UInt8] = Array("let x = 1é let y = 2".utf8)
        for firstStart in 0...first.count {
            for secondStart in 0...second.count {
                for count in 0...min(first.count - firstStart, second.count - secondStart) {
                    let expected = first[firstStart..<(firstStart + count)].elementsEqual(second[secondStart..<(secondStart + count)])
                    #expect(CmarkConverter.bytesEqual(first.span, at: firstStart, second.span, at: secondStart, count: count) == expected,
                            "\(firstStart) \(secondStart) \(count)")
                }
            }
        }
    }

    /// A code block's pieces, found with `CmarkConverter.newline` and counted by `pieceCount`, are
    /// those of splitting at every `\n` with the empty piece after a last `\n` left out.
    @Test func codeBlockPiecesAgreeWithSplitting() {
        for literal in ["", "\n", "\n\n", "a", "a\n", "a\nb", "a\n\nb\n", "\nx", "let x = 1\n    y()\n\n}\n", "é\n中\n"] {
            var expected = literal.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
            if expected.last == [] { expected.removeLast() }
            let bytes = Array(literal.utf8)
            var pieces: [[UInt8]] = []
            var start = 0
            while start < bytes.count {
                let end = CmarkConverter.newline(in: bytes.span, from: start) ?? bytes.count
                pieces.append(Array(bytes[start..<end]))
                start = end + 1
            }
            #expect(pieces == expected, "\(literal.debugDescription)")
            #expect(CmarkConverter.pieceCount(bytes.span) == expected.count, "\(literal.debugDescription)")
        }
    }
}
