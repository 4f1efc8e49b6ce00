import TestSupport
import Testing
import SourceModel
@testable import CodeListings

/// Random and hostile input: the lexer stays total, the highlighter reversible, the scanner sane.
@Suite struct LexerFuzzTests {
    /// Fragments weighted towards what makes lexers stumble.
    private static let fragments: [String] = [
        "\"", "\"\"\"", "#\"", "\"#", "##", "#", "\\(", "\\#(", "\\", ")", "(", "{", "}", "[", "]", "/*", "*/",
        "//", "/", "*", "@\"", "@", "'", "`", "$", "\n", "\r\n", "\r", " ", "\t", "\0", "\u{7F}", "\u{1}",
        "é", "😀", "\u{2028}", "\u{FEFF}", "中", "a", "Z", "_", "0", "0x", "1.5e", "0b", ".", "..<", "?", "!",
        "==", "!=", "??", ":", ",", ";", "let", "case", "switch", "identifier", "segue.identifier", "import",
        "#if", "#import", "@property", "@interface", "(nonatomic", "performSegue(withIdentifier:",
        "isEqualToString:", "instantiateViewControllerWithIdentifier:", "UIStoryboard(name:", "\"X\"", "@\"Y\"",
        "<", ">", "&", "+",
    ]

    private static func randomText(_ generator: inout SeededGenerator, pieces: Int) -> String {
        var text = ""
        for _ in 0..<pieces {
            if Int.random(in: 0..<8, using: &generator) == 0 {
                // Any scalar at all, surrogates excluded.
                let value = UInt32.random(in: 0...0x10FFFF, using: &generator)
                text.unicodeScalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
            } else {
                text += fragments[Int.random(in: 0..<fragments.count, using: &generator)]
            }
        }
        return text
    }

    /// Tokens are non-empty, contiguous from 0 to the end, and start on scalar boundaries.
    private static func checkTiling(_ text: String, _ language: ListingLanguage) -> Bool {
        let bytes = Array(text.utf8)
        var cursor = 0
        for token in Lexer.tokens(text, language: language) {
            guard token.range.lowerBound == cursor, !token.range.isEmpty, token.range.upperBound <= bytes.count,
                  bytes[cursor] & 0xC0 != 0x80 else { return false }
            cursor = token.range.upperBound
        }
        return cursor == bytes.count
    }

    /// Strips tags and undoes the escaping of the highlighter's output. Works on bytes: a combining
    /// mark after `>` or `;` would merge with it into one Character and hide it from String APIs.
    private static func plainText(_ html: String) -> String {
        let entities: [(String, UInt8)] = [("&lt;", 60), ("&gt;", 62), ("&quot;", 34), ("&#39;", 39), ("&amp;", 38)]
        let bytes = Array(html.utf8)
        var output: [UInt8] = []
        var index = 0
        var inTag = false
        outer: while index < bytes.count {
            let byte = bytes[index]
            if byte == 60 { inTag = true } else if byte == 62 { inTag = false } else if !inTag {
                if byte == 38 {
                    for (entity, value) in entities where bytes[index...].starts(with: entity.utf8) {
                        output.append(value)
                        index += entity.utf8.count
                        continue outer
                    }
                }
                output.append(byte)
            }
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    @Test(arguments: ListingLanguage.allCases)
    func smallRandomInputs(language: ListingLanguage) {
        var generator = SeededGenerator(seed: language == .swift ? 0x5EED_0001 : 0x5EED_0002)
        var failures = 0
        for round in 0..<20_000 {
            let text = Self.randomText(&generator, pieces: Int.random(in: 0...24, using: &generator))
            let tiles = Self.checkTiling(text, language)
            var links: [Range<Int>: String] = [:]
            var referencesValid = true
            let bytes = Array(text.utf8)
            for reference in ReferenceScanner.references(in: text, language: language) {
                referencesValid = referencesValid && reference.range.upperBound <= bytes.count
                    && reference.range.lowerBound > 0 && bytes[reference.range.lowerBound - 1] == UInt8(ascii: "\"")
                links[reference.range] = "r<\(round)>"
            }
            // Links at every reference, so the link path is fuzzed too.
            let html = Highlighter.html(text, language: language, links: links)
            let roundTrips = Self.plainText(html) == text
            if !(tiles && roundTrips && referencesValid) {
                failures += 1
                if failures <= 3 {
                    Issue.record("round \(round): tiles \(tiles) roundTrips \(roundTrips) refs \(referencesValid) in \(text.debugDescription)")
                }
            }
        }
        #expect(failures == 0)
    }

    @Test(.timeLimit(.minutes(2)), arguments: ListingLanguage.allCases)
    func oneMegabyte(language: ListingLanguage) {
        var generator = SeededGenerator(seed: 0x1_0000_0000)
        var text = ""
        while text.utf8.count < 1 << 20 {
            text += Self.randomText(&generator, pieces: 64)
        }
        #expect(Self.checkTiling(text, language))
        _ = ReferenceScanner.references(in: text, language: language)
        #expect(Self.plainText(Highlighter.html(text, language: language)) == text)
    }

    /// Shapes that make naive lexers or scanners quadratic or recursive.
    @Test(.timeLimit(.minutes(2)), arguments: [
        String(repeating: "\"\\(", count: 100_000),
        String(repeating: "#\"\\#(", count: 60_000),
        String(repeating: "/*", count: 150_000),
        String(repeating: "(", count: 300_000) + String(repeating: ")", count: 100_000),
        String(repeating: "performSegue(withIdentifier: ", count: 20_000),
        String(repeating: "switch identifier { case ", count: 20_000),
        String(repeating: "case ", count: 100_000),
        String(repeating: "[@\"X\" isEqualToString:", count: 30_000),
        String(repeating: "\"\"\"", count: 100_000),
        // String enums (their cases are raw values) nested without end, and `.case` arguments.
        String(repeating: "enum S: String { case a, ", count: 30_000),
        "enum S: String {" + String(repeating: "case a\n", count: 100_000) + "}\nclass C { func f() { "
            + String(repeating: "performSegue(withIdentifier: .a, sender: nil)\n", count: 20_000) + "} }",
        String(repeating: "class C { enum S: String { case a }; func f() { performSegue(withIdentifier: .a, sender: nil) } ", count: 20_000),
    ])
    func pathologicalInputs(text: String) {
        for language in ListingLanguage.allCases {
            #expect(Self.checkTiling(text, language))
            _ = ReferenceScanner.references(in: text, language: language)
            _ = Highlighter.html(text, language: language)
        }
    }
}
