import Foundation
import Testing
@testable import CodeListings

@Suite struct HighlighterTests {
    private func listing(_ name: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Golden").appendingPathComponent(name)
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// Links every scanned reference to a made-up storyboard page, as the site does.
    private func links(for text: String, _ language: ListingLanguage) -> [Range<Int>: String] {
        var links: [Range<Int>: String] = [:]
        for reference in ReferenceScanner.references(in: text, language: language) {
            links[reference.range] = "storyboards/colorboard.html#\(reference.kind.rawValue)-\(reference.value)"
        }
        return links
    }

    @Test func swiftGolden() throws {
        let text = try listing("ColorsViewController.swift.txt")
        #expect(scanned(text) == [
            "segue NewColor", "segue ExistingColor", "reuseIdentifier ColorCell", "storyboardID Settings",
            "segue ShowSettings",
        ])
        try expectGolden(Highlighter.html(text, language: .swift, links: links(for: text, .swift)),
                         named: "ColorsViewController.swift.html")
    }

    @Test func objectiveCGolden() throws {
        let text = try listing("BNRPaletteViewController.m.txt")
        #expect(scanned(text, .objectiveC) == [
            "segue NewColor", "segue ExistingColor", "reuseIdentifier UITableViewCell",
        ])
        try expectGolden(Highlighter.html(text, language: .objectiveC, links: links(for: text, .objectiveC)),
                         named: "BNRPaletteViewController.m.html")
    }

    @Test func spansAndEscaping() {
        #expect(Highlighter.html("let a = \"<b>&'\" // x < y", language: .swift) ==
            "<span class=\"tok-keyword\">let</span> <span class=\"tok-identifier\">a</span> = "
            + "<span class=\"tok-string\">&quot;&lt;b&gt;&amp;&#39;&quot;</span> "
            + "<span class=\"tok-comment\">// x &lt; y</span>")
    }

    /// Written as bytes: every scalar of the listing comes back whole once tags and entities are
    /// taken away (non-ASCII names, strings and comments, a link on a non-ASCII string).
    @Test func nonASCIITextSurvivesByteOutput() {
        let text = "let café = \"<ü & 'x'>\" // ☃ naïve\nperformSegue(withIdentifier: \"Détail→\", sender: nil)\n"
        let range = utf8Range(of: "Détail→", in: text)!
        let html = Highlighter.html(text, language: .swift, links: [range: "a.html#é"])
        #expect(html.contains(#"<a href="a.html#é" class="flow-ref">Détail→</a>"#))
        var plain = ""
        var inTag = false
        for character in html {
            if character == "<" { inTag = true } else if character == ">" { inTag = false } else if !inTag { plain.append(character) }
        }
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")] {
            plain = plain.replacingOccurrences(of: entity, with: character)
        }
        #expect(plain == text)
    }

    @Test func linkKeepsQuotesOutsideAndEscapesHref() {
        let text = #"performSegue(withIdentifier: "Go", sender: nil)"#
        let range = utf8Range(of: "Go", in: text)!
        let html = Highlighter.html(text, language: .swift, links: [range: "a.html#x\"y&z"])
        #expect(html.contains(
            #"<span class="tok-string">&quot;<a href="a.html#x&quot;y&amp;z" class="flow-ref">Go</a>&quot;</span>"#))
    }

    @Test func unusableLinksAreIgnored() {
        let text = "x = \"é\" + y"
        let plain = Highlighter.html(text, language: .swift)
        let bad: [Range<Int>: String] = [
            0..<0: "empty", 0..<3: "crosses tokens", 5..<6: "splits a scalar", 10..<99: "out of bounds",
            -1..<1: "negative",
        ]
        #expect(Highlighter.html(text, language: .swift, links: bad) == plain)
        // Of two overlapping ranges, the first wins.
        let overlapping: [Range<Int>: String] = [4..<7: "first", 5..<8: "second"]
        #expect(Highlighter.html(text, language: .swift, links: overlapping).contains(
            #"<span class="tok-string"><a href="first" class="flow-ref">&quot;é</a>&quot;</span>"#))
    }

    @Test func deterministic() throws {
        let text = try listing("ColorsViewController.swift.txt")
        let links = links(for: text, .swift)
        #expect(Highlighter.html(text, language: .swift, links: links) == Highlighter.html(text, language: .swift, links: links))
    }
}
