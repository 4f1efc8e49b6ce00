import Foundation
import Markup
import SourceModel
import Testing

/// One example of the CommonMark 0.30 spec (`Tests/Corpus/commonmark/spec-0.30.json`).
struct SpecExample: Sendable, CustomTestStringConvertible {
    var number: Int
    var section: String
    var markdown: String
    var html: String
    var testDescription: String { "example \(number) (\(section))" }

    static let all: [SpecExample] = {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Tests/Corpus/commonmark/spec-0.30.json")
        guard let data = try? Data(contentsOf: url),
              let array = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]]
        else { return [] }
        return array.compactMap { entry in
            guard let number = entry["example"] as? Int, let markdown = entry["markdown"] as? String,
                  let html = entry["html"] as? String else { return nil }
            return SpecExample(number: number, section: entry["section"] as? String ?? "", markdown: markdown, html: html)
        }
    }()
}

/// Removes what flowdoc adds to headings (an id and an anchor link).
func strippingHeadingAdditions(_ html: String) -> String {
    let pattern = try! NSRegularExpression(
        pattern: ##"<h([1-6]) id="[^"]*"><a class="anchor" href="#[^"]*" aria-hidden="true">#</a>"##)
    let range = NSRange(html.startIndex..., in: html)
    return pattern.stringByReplacingMatches(in: html, range: range, withTemplate: "<h$1>")
}

@Suite struct CommonMarkSpecTests {
    @Test func corpusIsThere() {
        #expect(SpecExample.all.count == 652)
    }

    /// With raw HTML allowed (the spec's own setting) the output equals the spec and cmark.
    @Test(arguments: SpecExample.all)
    func rendersExactlyAsTheSpec(_ example: SpecExample) {
        let ours = render(example.markdown, allowRawHTML: true)
        #expect(ours == example.html)
        #expect(ours == CmarkConverter.referenceHTML(example.markdown, allowRawHTML: true))
    }

    /// With the default settings (raw HTML omitted) the output equals cmark's defaults.
    @Test(arguments: SpecExample.all)
    func rendersExactlyAsCmarkDefaults(_ example: SpecExample) {
        #expect(render(example.markdown, allowRawHTML: false) == CmarkConverter.referenceHTML(example.markdown))
    }

    /// With relative links and images made slots (as a site build does), filling each slot
    /// with what cmark printed for it gives cmark's output: the markers lose nothing.
    @Test(arguments: SpecExample.all)
    func linkSlotsKeepCmarksTags(_ example: SpecExample) {
        #expect(render(example.markdown, allowRawHTML: true, slotRelativeLinks: true)
            == CmarkConverter.referenceHTML(example.markdown, allowRawHTML: true))
    }

    /// In `markdown: commonmark` mode flowdoc is cmark, byte for byte.
    private func render(_ markdown: String, allowRawHTML: Bool, slotRelativeLinks: Bool = false) -> String {
        let file = SourceFile(path: "example.md", text: markdown)
        let options = MarkdownOptions(flavor: .commonmark, allowRawHTML: allowRawHTML, slotLanguages: ["flow"], slotLinkSchemes: ["scene"],
                                      headingAnchors: true, slotRelativeLinks: slotRelativeLinks)
        let document = CmarkConverter.parse(markdown, file: file, options: options)
        return strippingHeadingAdditions(document.html { document.cmarkHTML(for: $0) ?? "" })
    }
}
