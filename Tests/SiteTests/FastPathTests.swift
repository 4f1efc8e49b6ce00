import Foundation
@testable import Site
import SourceModel
import Testing

/// The build's fast paths give what the plain ones give: search records made from UTF-8 bytes,
/// file IO through the CFileSystem bridge, a listing's language word.
@Suite struct FastPathTests {
    /// The snippet as it was cut before the byte path: by scalars, then at the last space character.
    static func plainSnippet(_ text: String, length: Int) -> String {
        guard text.utf8.count > length, text.unicodeScalars.count > length else { return text }
        var cut = String(String.UnicodeScalarView(text.unicodeScalars.prefix(length)))
        if let space = cut.lastIndex(of: " ") { cut = String(cut[..<space]) }
        return cut + " …"
    }

    static let pieces = ["prepare", " ", "For", "é", "e\u{301}", " \u{301}", "中文", "😀", "\"", "\\", "\n", "\t",
                         "\u{1}", "\u{1F}", "\u{2028}", "\u{2029}", "…", "→", "\u{7F}", "a b", "  "]

    static func randomTexts(count: Int, pieces: Int) -> [String] {
        var state: UInt64 = 2026
        return (0..<count).map { _ in
            var text = ""
            for _ in 0..<pieces {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                text += Self.pieces[Int(state >> 33) % Self.pieces.count]
            }
            return text
        }
    }

    @Test func quotingBytesMatchesQuotingAString() {
        for text in Self.randomTexts(count: 400, pieces: 10) + ["", "plain", "a\u{2028}b\u{2029}c", "\u{E2}"] {
            var bytes: [UInt8] = []
            JSONString.appendQuoted(text.utf8, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == JSONString.quote(text), "\(text.debugDescription)")
        }
        // It does escape: a quote, a control character and U+2028 come out as JSON escapes.
        var escaped: [UInt8] = []
        JSONString.appendQuoted("a\"\u{1}\u{2028}".utf8, to: &escaped)
        #expect(String(decoding: escaped, as: UTF8.self) == "\"a\\\"\\u0001\\u2028\"")
    }

    /// A record's snippet is quoted from the text's cut, its ` …` put inside the quote: the same
    /// text as the fields quoted one by one and joined.
    @Test func recordsAreTheirFieldsQuoted() {
        var builder = SearchIndexBuilder()
        builder.snippetLength = 17
        let texts = Self.randomTexts(count: 300, pieces: 12)
        for (number, text) in texts.enumerated() {
            let other = texts[(number + 1) % texts.count]
            let document = SearchDocument(url: "a.html#" + other, page: other, part: text, heading: other, text: text,
                                          names: number % 2 == 0 ? [other, text] : [])
            let fields = [document.url, document.page, document.part, document.heading,
                          SearchIndexBuilder.snippet(text, length: 17)].map(JSONString.quote)
            let names = document.names.map { JSONString.quote(SearchText.nameKey($0)) }
            #expect(builder.record(document) == "[" + fields.joined(separator: ",") + ",[" + names.joined(separator: ",") + "]]",
                    "\(text.debugDescription)")
        }
    }

    @Test func snippetsAreCutWhereTheScalarCutPutsThem() {
        for text in Self.randomTexts(count: 400, pieces: 30) {
            for length in [5, 17, 40] {
                #expect(SearchIndexBuilder.snippet(text, length: length) == Self.plainSnippet(text, length: length),
                        "\(text.debugDescription) at \(length)")
            }
        }
        #expect(SearchIndexBuilder.snippet("one two three four", length: 9) == "one two …")
        #expect(SearchIndexBuilder.snippet("short", length: 9) == "short")
        // A space carrying a combining mark is not a space character: the cut goes to the one before.
        #expect(SearchIndexBuilder.snippet("ab cd \u{301}ef ghij", length: 10) == Self.plainSnippet("ab cd \u{301}ef ghij", length: 10))
    }

    @Test func filesAreWrittenCopiedAndComparedThroughTheBridge() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flowdoc-fastpath-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = DirectoryOutput(root: folder)
        let text = "zero\u{0}byte é " + String(repeating: "x", count: 3 * (1 << 20) / 2)  // over one copy buffer
        try output.write("a/page.html", text)
        #expect(FileManager.default.contents(atPath: folder.path + "/a/page.html") == Data(text.utf8))
        try output.write("a/bytes.bin", [0, 1, 2, 255])
        #expect(FileManager.default.contents(atPath: folder.path + "/a/bytes.bin") == Data([0, 1, 2, 255]))
        try FileCopy.copy(from: folder.path + "/a/page.html", to: folder.path + "/copy.html")
        #expect(FileCopy.sameContents(folder.path + "/a/page.html", folder.path + "/copy.html"))
        #expect(!FileCopy.sameContents(folder.path + "/a/page.html", folder.path + "/a/bytes.bin"))
        #expect(!FileCopy.sameContents(folder.path + "/a/page.html", folder.path + "/missing"))
        // Failures name the file and the reason.
        #expect(throws: SiteError.self) { try FileCopy.copy(from: folder.path + "/missing", to: folder.path + "/x") }
        do {
            try FileCopy.copy(from: folder.path + "/missing", to: folder.path + "/x")
        } catch {
            #expect("\(error)".contains("cannot read") && "\(error)".contains("missing"))
        }
        do {
            try writeFile(folder.path + "/no-such-folder/file", [1])
            Issue.record("a write into a missing folder succeeded")
        } catch {
            #expect("\(error)".contains("cannot write") && "\(error)".contains("no-such-folder"))
        }
    }

    /// A code block's first info word, as `split` at spaces and tabs finds it.
    @Test func firstWordIsTheFirstSplitWord() {
        for info in Self.randomTexts(count: 400, pieces: 6) + ["", " ", "\t", "swift", "Swift title=\"a b\"", "  rust,edition2021 x",
                                                               "\tjson\t", " \u{301}swift", "a \u{301}b"] {
            let split = info.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init)
            #expect(ChapterRenderer.firstWord(of: info) == split, "\(info.debugDescription)")
        }
    }

    /// `ParsedSource.bytePrint` computed the plain way: the bytes in words of eight (little-endian),
    /// the last, shorter word padded with zeros, each folded in the same way.
    static func plainBytePrint(_ text: String) -> UInt64 {
        let bytes = Array(text.utf8)
        var print: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(bytes.count)
        func fold(_ word: UInt64) {
            print = (print ^ word) &* 0x9E37_79B9_7F4A_7C15
        }
        let whole = bytes.count / 8 * 8
        for start in stride(from: 0, to: whole, by: 8) {
            fold(bytes[start..<(start + 8)].reversed().reduce(0) { $0 << 8 | UInt64($1) })
            print ^= print >> 29
        }
        fold(bytes[whole...].reversed().reduce(0) { $0 << 8 | UInt64($1) })
        return print ^ print >> 32
    }

    @Test func bytePrintMatchesThePlainComputation() {
        for text in Self.randomTexts(count: 400, pieces: 12) + ["", "a", "12345678", "123456789", "…"] {
            #expect(ParsedSource.bytePrint(text) == Self.plainBytePrint(text), "\(text.debugDescription)")
        }
    }

    /// A print tells texts apart: every one-byte change at every place, and every length of one text.
    @Test func bytePrintChangesWithEveryByteAndLength() {
        let text = Array("# Title\n\nSome text, then a listing:\n\n```swift\nlet x = 1\n```\n".utf8)
        let print = ParsedSource.bytePrint(String(decoding: text, as: UTF8.self))
        for index in text.indices {
            var changed = text
            changed[index] = changed[index] == UInt8(ascii: "a") ? UInt8(ascii: "b") : UInt8(ascii: "a")
            #expect(ParsedSource.bytePrint(String(decoding: changed, as: UTF8.self)) != print, "byte \(index)")
        }
        var prints: Set<UInt64> = []
        for length in 0...text.count { prints.insert(ParsedSource.bytePrint(String(decoding: text[..<length], as: UTF8.self))) }
        #expect(prints.count == text.count + 1)
    }
}
