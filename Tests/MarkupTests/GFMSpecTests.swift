import Foundation
import Markup
import SourceModel
import Testing

/// One example of the GFM corpus (`Tests/Corpus/gfm/`, see its SOURCES.md).
struct GFMExample: Sendable, CustomTestStringConvertible {
    var file: String
    var number: Int
    var section: String
    var markdown: String
    var html: String
    var testDescription: String { "\(file) example \(number) (\(section))" }

    /// Examples whose expected HTML needs raw HTML passed through (cmark-gfm's test setting):
    /// they run in raw-HTML mode; all others run with flowdoc's default (raw HTML omitted).
    var needsRawHTML: Bool { html.contains("<strong>hello") || html.contains("<br>") || html.contains("<!--") || html.contains("&lt;xmp") || html.contains("&lt;title") }

    static let all: [GFMExample] = ["spec-extensions.json", "extensions-tests.json"].flatMap(load)

    static func load(_ name: String) -> [GFMExample] {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Tests/Corpus/gfm/\(name)")
        guard let data = try? Data(contentsOf: url),
              let array = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]]
        else { return [] }
        return array.compactMap { entry in
            guard let number = entry["example"] as? Int, let markdown = entry["markdown"] as? String,
                  let html = entry["html"] as? String else { return nil }
            return GFMExample(file: name, number: number, section: entry["section"] as? String ?? "",
                              markdown: markdown, html: html)
        }
    }
}

func renderGFM(_ markdown: String, allowRawHTML: Bool, flavor: MarkdownFlavor = .gfm) -> String {
    let file = SourceFile(path: "example.md", text: markdown)
    let options = MarkdownOptions(flavor: flavor, allowRawHTML: allowRawHTML, slotLanguages: [],
                                  slotLinkSchemes: [], headingAnchors: true)
    return strippingHeadingAdditions(CmarkConverter.parse(markdown, file: file, options: options).html { _ in "" })
}

@Suite struct GFMSpecTests {
    @Test func corpusIsThere() {
        #expect(GFMExample.all.count == 50)
    }

    /// Every example of the corpus, counted. `<IGNORE>` (example 20: "this shouldn't crash")
    /// only has to render.
    @Test func everyExampleRendersAsGitHub() {
        var passed = 0
        var failures: [String] = []
        for example in GFMExample.all {
            let ours = renderGFM(example.markdown, allowRawHTML: example.needsRawHTML)
            if example.html == "<IGNORE>\n" || ours == example.html {
                passed += 1
            } else {
                failures.append("\(example.testDescription):\n--- expected\n\(example.html)--- got\n\(ours)")
            }
        }
        print("GFM corpus: \(passed) / \(GFMExample.all.count) examples pass")
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(passed == GFMExample.all.count)
    }
}
