import Foundation
import TestSupport
import Testing
@testable import CodeListings

/// A listing lexed once (`ListingScan`) gives what lexing it for each use gives: the scanner's
/// references, the highlighter's HTML (links included) and the search index's names.
@Suite struct ListingScanTests {
    private static let fragments: [String] = [
        "\"", "#\"", "\"#", "\\(", ")", "(", "{", "}", ",", ":", ".", "/* c */", "// c\n", "\n", " ", "\t",
        "é", "😀", "<", ">", "&", "'", "let", "case", "switch", "identifier", "x", "Name", "_", "0",
        "@\"a\"", "@property", ";", "performSegue(withIdentifier: \"Show\", sender: nil)",
        "segue.identifier == \"Edit\"", "[self performSegueWithIdentifier:@\"Go\" sender:self];",
    ]

    private static func golden(_ name: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Golden").appendingPathComponent(name)
        return try String(contentsOf: url, encoding: .utf8)
    }

    private static func expectSameAsLexingAgain(_ text: String, _ language: ListingLanguage) {
        let scan = ListingScan(text, language: language)
        let references = ReferenceScanner.references(in: text, language: language)
        #expect(scan.references == references, "\(text)")
        var links: [Range<Int>: String] = [:]
        for reference in references { links[reference.range] = "b.html#\(reference.value)" }
        #expect(Highlighter.html(text, scan: scan, links: links) == Highlighter.html(text, language: language, links: links), "\(text)")
        #expect(Highlighter.html(text, scan: scan) == Highlighter.html(text, language: language), "\(text)")
        #expect(Lexer.identifierText(text, scan: scan) == Lexer.identifierText(text, language: language), "\(text)")
    }

    @Test(arguments: ListingLanguage.allCases)
    func randomListings(language: ListingLanguage) {
        var generator = SeededGenerator(seed: 29)
        for _ in 0..<300 {
            let text = generator.text(of: Self.fragments)
            Self.expectSameAsLexingAgain(text, language)
        }
    }

    /// Short listings keep 2-byte tokens, longer ones 4-byte tokens; both read the same.
    @Test func shortAndLongListings() throws {
        let swift = try Self.golden("ColorsViewController.swift.txt")
        let long = String(repeating: swift, count: ListingScan.shortLength / swift.utf8.count + 2)
        #expect(long.utf8.count >= ListingScan.shortLength)
        #expect(!ListingScan(long, language: .swift).packedTokens.isEmpty)
        #expect(ListingScan(long, language: .swift).shortTokens.isEmpty)
        let short = "let x = \"a\" // é\n"
        #expect(!ListingScan(short, language: .swift).shortTokens.isEmpty)
        for text in [swift, long, short, "", String(repeating: "x", count: ListingScan.shortLength - 1),
                     String(repeating: "x", count: ListingScan.shortLength)] {
            Self.expectSameAsLexingAgain(text, .swift)
            Self.expectSameAsLexingAgain(text, .objectiveC)
        }
    }
}
