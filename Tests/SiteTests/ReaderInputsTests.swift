import CodeListings
import Foundation
@testable import Site
import Testing

/// The search entries of a chapter, as `ReaderInputs` makes them by index into strings sized
/// up front, are the ones of the simple form: pieces gathered per entry and joined.
@Suite struct ReaderInputsTests {
    @Test func chapterEntriesMatchTheSimpleForm() throws {
        let swift = "```swift\nfunc prepareForSegue() { let tableView = UITableView() }\n```\n"
        let flow = "```flow\nMaster -> Detail: show\n```\n"
        let chapters = [
            "---\ndescription: What this chapter is about.\n---\n# One\n\nOpening words.\n\n## A\n\nFirst.\n\n#### Deep\n\nSecond.\n\n### B\n\n\(swift)\n## C\n",
            "---\ndescription: \"\"\n---\n# Two\n\n## Only heading\n\n#### Deep first\n\nAfter the deep heading.\n",
            "# Three\n\n\(flow)\nText with **strong** words and `code`.\n\n## Naïve café\n\nCrème brûlée. \(swift)\n### Empty\n\n### Also empty\n",
            "# Four\n\n> Quoted paragraph.\n\n- item one\n- item two\n\n##### Deeper\n\n## Last\n\n\(flow)\(swift)Tail.\n",
            "No heading at all.\n\nTwo paragraphs.\n",
        ]
        var files: [String: String] = [:]
        for (index, text) in chapters.enumerated() { files["content/0\(index + 1)-chapter-\(index + 1).md"] = text }
        let site = try FixtureSite(files)
        let (tree, problems) = try ContentLoader.load(root: site.root, settings: SiteSettings())
        #expect(problems.isEmpty, "\(problems)")
        #expect(tree.chapters.count == chapters.count)
        for chapter in tree.chapters {
            let got = ReaderInputs.chapterDocuments(chapter, part: "Part")
            #expect(got == Self.simple(chapter, part: "Part"), "\(chapter.file.path)")
        }
    }

    /// The chapter's entries as they were made before: `[[String]]` per entry, joined.
    private static func simple(_ chapter: LoadedChapter, part: String) -> [SearchDocument] {
        let document = chapter.document
        let cuts = document.headings.filter { $0.level == 2 || $0.level == 3 }
        var entries = [SearchDocument(url: chapter.outputPath, page: chapter.title, part: part, carriesTitle: true)]
        for heading in cuts {
            entries.append(SearchDocument(url: chapter.outputPath + "#" + heading.id, page: chapter.title, part: part,
                                          heading: heading.text))
        }
        func entry(at line: Int) -> Int { cuts.filter { $0.line <= line }.count }
        var texts = Array(repeating: [String](), count: entries.count)
        if let description = chapter.frontMatter.description { texts[0].append(description) }
        for paragraph in document.paragraphs { texts[entry(at: paragraph.line)].append(paragraph.text) }
        for heading in document.headings where heading.level > 3 { texts[entry(at: heading.line)].append(heading.text) }
        var code = Array(repeating: [String](), count: entries.count)
        for (index, block) in document.codeBlocks.enumerated() {
            let place = entry(at: block.infoLocation.line)
            if let scan = chapter.source.listings[index] {
                code[place].append(Lexer.identifierText(block.literal, scan: scan))
            } else if block.language == "flow" {
                code[place].append(block.literal)
            }
        }
        for index in entries.indices {
            entries[index].text = texts[index].joined(separator: " ")
            entries[index].code = code[index]
        }
        return entries
    }
}
