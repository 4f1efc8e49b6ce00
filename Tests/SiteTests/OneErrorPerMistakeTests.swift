import Foundation
import Site
import SourceModel
import Testing

/// Issue 11, "one clear error per mistake": each ordinary mistake of an author, in a real
/// chapter, gives one diagnostic at the right place (or none), never a cascade.
@Suite struct OneErrorPerMistakeTests {
    static func build(_ files: [String: String]) throws -> [Diagnostic] {
        let site = try FixtureSite(files)
        defer { try? FileManager.default.removeItem(at: site.root) }
        return try SiteBuilder(root: site.root).build(into: MemoryOutput()).diagnostics
    }

    static let swiftAfter = """

    Then the table view controller performs the segue:

    ```swift
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showDetail" {
            let detail = segue.destination as! DetailViewController
            detail.friend = friends[tableView.indexPathForSelectedRow!.row]
        }
    }
    ```

    And that is all there is to it: run the app, tap a friend, see the detail.
    """

    @Test func anUnclosedFlowFenceIsOneErrorAtTheOpeningFence() throws {
        let chapter = "# Friends\n\nThe storyboard:\n\n```flow FriendList\nscene Nav: navigation root=Master initial\n"
            + "scene Master: table \"Friends\" prototypes=Cell\nscene Detail: view\nsegue showDetail: Master -> Detail push from=cell\n"
            + Self.swiftAfter + "\n"
        let diagnostics = try Self.build(["content/index.md": chapter])
        #expect(diagnostics.count == 1, "\(diagnostics.map { "\($0.location!): \($0.message)" })")
        let only = try #require(diagnostics.first)
        #expect(only.rule == "flow.syntax")
        #expect(only.location?.line == 5)
        #expect(only.message.contains("never closed"))
        // The note points just after the last statement, where the ``` belongs.
        #expect(only.notes.first?.location?.line == 10)

        // The same chapter, closed, is clean.
        let closed = chapter.replacingOccurrences(of: "from=cell\n", with: "from=cell\n```\n")
        #expect(try Self.build(["content/index.md": closed]).isEmpty)
    }

    @Test func aKindTypoIsOneErrorWithDidYouMeanAndTheSceneStillCounts() throws {
        let chapter = """
        # Friends

        ```flow FriendList
        scene Nav: navigation root=Master initial
        scene Master: table "Friends" prototypes=Cell
        scene Detail: table "Detail" cells=static actions=save,cancel
        scene EditNav: navigation root=Edit
        scene Edit: tabel "Edit" cells=static
        segue showDetail: Master -> Detail push from=cell
        segue editDetail: Detail -> EditNav present from="Edit button"
        unwind saveInput: Edit -> Detail.save from="Save button"
        unwind cancelInput: Edit -> Detail.cancel from="Cancel button"
        ```

        See [the editor](scene:Edit).
        """
        let diagnostics = try Self.build(["content/index.md": chapter])
        #expect(diagnostics.count == 1, "\(diagnostics.map { "\($0.location!): [\($0.rule)] \($0.message)" })")
        let only = try #require(diagnostics.first)
        #expect(only.rule == "flow.syntax")
        #expect(only.location?.line == 8)
        #expect(only.location?.column == 13)
        #expect(only.fixIts.first?.replacement == "table")
    }

    @Test func aLinkToASceneOfALaterChapterSaysWhereItIsDeclared() throws {
        let diagnostics = try Self.build([
            "content/01-intro.md": "# Intro\n\nLater we build [the list](scene:FriendList/Master).\n",
            "content/02-list.md": "# List\n\n```flow FriendList\nscene Nav: navigation root=Master initial\nscene Master: table\n```\n",
        ])
        #expect(diagnostics.count == 1, "\(diagnostics.map(\.message))")
        let only = try #require(diagnostics.first)
        #expect(only.rule == "flow.dangling-reference")
        #expect(only.location?.path == "content/01-intro.md")
        #expect(!only.message.contains("no storyboard"))
        #expect(only.message.contains("only declared later in the book, in content/02-list.md line 5"), "\(only.message)")
        #expect(only.notes.first?.location?.line == 5)
    }

    @Test func aComparisonWithAMistypedIdentifierNeverRaises() throws {
        let chapter = "# A\n\n```flow FriendList\nscene Nav: navigation root=Master initial\nscene Master: table\n"
            + "scene Detail: view\nsegue showDetail: Master -> Detail push from=cell\n```\n\n```swift\n"
            + "if segue.identifier == \"showDetial\" { }\nperformSegue(withIdentifier: \"showDetial\", sender: nil)\n```\n"
        let diagnostics = try Self.build(["content/index.md": chapter])
        #expect(diagnostics.count == 2)
        let comparison = try #require(diagnostics.first { $0.location?.line == 11 })
        #expect(comparison.notes.contains { $0.message.contains("a comparison never raises") })
        #expect(!comparison.notes.contains { $0.message.contains("Receiver") })
        let perform = try #require(diagnostics.first { $0.location?.line == 12 })
        #expect(perform.notes.contains { $0.message.contains("Receiver has no segue with identifier 'showDetial'") })
    }

    @Test func frontMatterValuesAreStrict() throws {
        let draft = try Self.build(["content/index.md": "---\ndraft: yes\n---\n# A\n"])
        #expect(draft.count == 1)
        #expect(draft.first?.rule == "frontmatter.value")
        #expect(draft.first?.message.contains("must be true or false") == true)
        #expect(draft.first?.fixIts.first?.replacement == "true")
        #expect(draft.first?.location == SourceLocation(path: "content/index.md", line: 2, column: 8))

        let board = try Self.build(["content/index.md": "---\nstoryboard: Friend List\n---\n# A\n"])
        #expect(board.count == 1)
        #expect(board.first?.rule == "frontmatter.value")
        #expect(board.first?.message.contains("'Friend List' is not a storyboard name") == true)
        #expect(board.first?.fixIts.first?.replacement == "FriendList")

        #expect(try Self.build(["content/index.md": "---\ndraft: false\nstoryboard: Friend-List_2\n---\n# A\n"]).isEmpty)
    }

    /// A tutorial that quotes UIKit code but documents no storyboard (SwinjectStoryboard's
    /// README): there is nothing to check its listings against, and each identifier was an error
    /// that failed the build. A `scene:` link is written for flowdoc and is still reported, and
    /// once the book documents a storyboard the listings are checked.
    @Test func listingsOfABookWithoutStoryboardsAreNotChecked() throws {
        let listing = "# Animals\n\n```swift\nlet storyboard = UIStoryboard(name: \"Animals\", bundle: nil)\n"
            + "let animal = storyboard.instantiateViewController(withIdentifier: \"Animal\")\n"
            + "performSegue(withIdentifier: \"showDetail\", sender: nil)\n```\n"
        #expect(try Self.build(["content/index.md": listing]).isEmpty)
        let link = try Self.build(["content/index.md": listing + "\nSee [the detail](scene:Detail).\n"])
        #expect(link.map(\.rule) == ["flow.dangling-reference"])
        #expect(link.first?.location?.line == 9)
        let documented = try Self.build(["content/index.md": listing + "\n```flow Main\nscene Home: view initial\n```\n"])
        #expect(documented.map(\.rule) == ["flow.dangling-reference", "flow.dangling-reference", "flow.dangling-reference"])
    }

    @Test func aBookFromAnotherGeneratorGetsOneWarningPerFrontMatterKeyItDoesNotRead() throws {
        let hugo = "---\ntitle: T\ndate: 2021-03-04\ntags:\n  - ios\ndescription: >\n  Folded\n  text.\n---\n# A\n"
        let diagnostics = try Self.build(["content/index.md": hugo, "content/01-a.md": hugo, "content/02-b.md": hugo])
        #expect(diagnostics.map(\.rule) == ["frontmatter.unknown-key", "frontmatter.unknown-key"])
        #expect(diagnostics.map { $0.location?.line } == [3, 4])
        #expect(diagnostics.allSatisfy { $0.message.contains("in the 2 other chapters") })
    }
}

extension OneErrorPerMistakeTests {
    @Test func aTemplateNameNoPageCanHaveIsALocatedWarning() throws {
        let diagnostics = try Self.build([
            "content/index.md": "# Home\n", "content/01-a.md": "# A\n",
            "templates/chapter.mustache": "{{<layout}}{{$content}}\n<article>{{{page.bdy}}}</article>\n{{/content}}{{/layout}}\n",
        ])
        #expect(diagnostics.count == 1, "\(diagnostics.map(\.message))")
        #expect(diagnostics.first?.rule == "template.unknown-name")
        #expect(diagnostics.first?.severity == .warning)
        #expect(diagnostics.first?.location == SourceLocation(path: "templates/chapter.mustache", line: 2, column: 10))
        #expect(diagnostics.first?.fixIts.first?.replacement == "{{{page.body}}}")
    }

    @Test func pushOutsideNavigationFixItsMoveInitialAndLeaveNoNewWarning() throws {
        let chapter = "# A\n\n```flow Solo\nscene List: table initial\nscene Detail: view\nsegue List -> Detail push from=cell\n```\n"
        let site = try FixtureSite(["content/index.md": chapter])
        defer { try? FileManager.default.removeItem(at: site.root) }
        let before = try SiteBuilder(root: site.root).build(into: MemoryOutput()).diagnostics
        try #require(before.count == 1)
        #expect(before[0].rule == "flow.push-outside-navigation")
        #expect(before[0].fixIts.count == 2)
        let url = site.root.appendingPathComponent("content/index.md")
        let (fixed, applied) = FixItRoundTripTests.apply(before[0].fixIts, to: try String(contentsOf: url, encoding: .utf8))
        #expect(applied == 2)
        #expect(fixed.contains("scene ListNav: navigation root=List initial\nscene List: table\n"), "\(fixed)")
        try Data(fixed.utf8).write(to: url)
        let after = try SiteBuilder(root: site.root).build(into: MemoryOutput()).diagnostics
        #expect(after.isEmpty, "\(after.map(\.message))")
    }
}
