import Foundation
import Testing

/// `flowdoc check --format json` on a book with one of each link mistake, then on the same
/// book with the mistakes fixed.
@Suite struct LinkCheckCommandTests {
    static func book(fixed: Bool) -> [String: String] {
        [
            "flowdoc.conf": "title: Links\n",
            "content/index.md": """
                # Home

                Next: [friends](\(fixed ? "02-friends.md" : "02-frends.md")).
                The [grammar](02-friends.md#\(fixed ? "grammar" : "grammer")) section.
                ![\(fixed ? "The palette" : "")](img/palette.svg)
                ![Palette](img/\(fixed ? "palette" : "palete").svg)
                Apple's [documentation](\(fixed ? "https://developer.apple.com" : "https:developer.apple.com")).
                Coming [soon](\(fixed ? "02-friends.md" : "03-draft.md")).

                """,
            "content/02-friends.md": "# Friends\n\n## Grammar\n\nBack [home](index.md#home).\n",
            "content/03-draft.md": "---\ndraft: true\n---\n# Draft\n",
            "content/img/palette.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\" height=\"1\"/>\n",
        ]
    }

    @Test func eachMistakeAtItsLineAndColumn() throws {
        let root = try CLI.site(Self.book(fixed: false))
        let result = try CLI.run(["check", "--format", "json", root.path], in: root)
        #expect(result.status == 1)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let found = array.map { "\($0["rule"]!) \($0["file"]!):\($0["line"]!):\($0["column"]!) \($0["severity"]!)" }
        #expect(found == [
            "link.broken content/index.md:3:17 error",
            "link.anchor content/index.md:4:29 warning",
            "image.no-alt content/index.md:5:1 warning",
            "image.missing content/index.md:6:12 error",
            "link.malformed-url content/index.md:7:25 warning",
            "link.broken content/index.md:8:15 error",
        ])
        let fixIts = array.compactMap { ($0["fixits"] as? [[String: Any]])?.first?["replacement"] as? String }
        #expect(fixIts == ["02-friends.md", "grammar", "img/palette.svg"])
        #expect((array.last?["message"] as? String)?.contains("draft") == true)
    }

    /// A broken reference definition used five times is one mistake: one diagnostic, counted once.
    @Test func aDefinitionUsedManyTimesCountsOnce() throws {
        let uses = (1...5).map { "[use \($0)][gone]" }.joined(separator: " ")
        let root = try CLI.site(["content/index.md": "# Home\n\n\(uses)\n\n[gone]: nowhere.md\n"])
        let result = try CLI.run(["check", root.path], in: root)
        #expect(result.status == 1)
        #expect(result.stderr.components(separatedBy: "[link.broken]").count == 2, "\(result.stderr)")
        #expect(result.stderr.contains("this definition is used 5 times, on line 3"), "\(result.stderr)")
        #expect(result.stderr.contains("1 error, 0 warnings"), "\(result.stderr)")
        let fixed = try CLI.site(["content/index.md": "# Home\n\n\(uses)\n\n[gone]: index.md\n"])
        #expect(try CLI.run(["check", "--strict", fixed.path], in: fixed).status == 0)
    }

    @Test func theFixedBookChecksClean() throws {
        let root = try CLI.site(Self.book(fixed: true))
        let result = try CLI.run(["check", "--strict", root.path], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("0 errors, 0 warnings"), "\(result.stderr)")
    }
}
