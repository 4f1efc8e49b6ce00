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

    @Test func asciiSlugsFollowTheUnicodeRule() {
        var slugger = HeadingSlugger()
        #expect(slugger.slug(for: "Static Cells & Prototypes") == "static-cells-prototypes")
        #expect(slugger.slug(for: "  -- SNAKE_case 42 --") == "snake_case-42")
        #expect(slugger.slug(for: "!!!") == "section")
        #expect(slugger.slug(for: String(repeating: "ab ", count: 40)) == String(repeating: "ab-", count: 26) + "ab")
        #expect(slugger.slug(for: "Über Çelik") == "über-çelik")
        #expect(slugger.slug(for: "static cells prototypes") == "static-cells-prototypes-2")
    }
}
