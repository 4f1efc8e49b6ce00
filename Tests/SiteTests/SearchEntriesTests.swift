import Foundation
@testable import Site
import SourceModel
import Testing

/// Search entries built with lookups instead of scans (issue 14, linear by construction): each
/// paragraph lands in the section above it, each scene entry names exactly its own segues.
@Suite struct SearchEntriesTests {
    static func metaIndex(_ files: [String: String]) throws -> String {
        let site = try FixtureSite(files)
        let output = MemoryOutput()
        let report = try SiteBuilder(root: site.root).build(into: output)
        #expect(report.succeeded, "\(report.diagnostics)")
        return try #require(output.text("search/meta.js"))
    }

    @Test func paragraphsGoToTheSectionAboveThem() throws {
        var chapter = "# Sections\n\nOpening words.\n\n"
        for name in ["Alpha", "Beta", "Gamma", "Delta", "Epsilon"] {
            chapter += "## \(name)\n\nText of \(name.lowercased()).\n\n#### Minor \(name.lowercased())\n\nMore \(name.lowercased()).\n\n"
        }
        let index = try Self.metaIndex(["content/01-sections.md": chapter])
        // Paragraphs first, then the headings below level 3 that belong to the section.
        #expect(index.contains("[\"sections.html\",\"Sections\",\"\",\"\",\"Opening words.\""))
        for name in ["Alpha", "Beta", "Gamma", "Delta", "Epsilon"] {
            let lower = name.lowercased()
            #expect(index.contains("\"sections.html#\(lower)\",\"Sections\",\"\",\"\(name)\",\"Text of \(lower). More \(lower). Minor \(lower)\""),
                    "\(name)")
        }
    }

    @Test func sceneEntriesNameTheirOwnSegues() throws {
        let chapter = """
            # Flow

            ```flow Main
            scene A: view initial
            scene B: view
            scene C: view
            segue A -> B show
            segue B -> C present
            segue A -> C show
            ```

            """
        let index = try Self.metaIndex(["content/01-flow.md": chapter])
        #expect(index.contains("\"view scene; segues show to B, show to C.\""))
        #expect(index.contains("\"view scene; segues present to C.\""))
        // C leads nowhere: no "segues" in its entry.
        #expect(index.contains("\"storyboards/main.html#scene-C\",\"Storyboard Main\",\"\",\"Scene C\",\"view scene.\""))
    }
}
