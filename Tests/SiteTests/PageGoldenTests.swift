import Foundation
import Site
import SourceModel
import Testing

/// The `<main>` of rendered pages, against golden files (the theme around it may change
/// without breaking these). Re-record with FLOWDOC_RECORD=1.
@Suite struct PageGoldenTests {
    static let files = [
        "flowdoc.conf": "title: Golden\n",
        "content/index.md": "---\ntitle: Home\ndescription: The start.\n---\n\n# Home\n\nStart with [the list](list.html).\n",
        "content/01-list.md": """
        ---
        title: A list
        storyboard: Notes
        ---

        Intro with *emphasis* and `code` & <b>raw</b> HTML.

        ## The flow

        ```flow
        scene Nav: navigation root=List initial
        scene List: table "Notes <&>" class=NotesViewController prototypes=NoteCell
        scene Detail: view "Note"
        segue showNote: List -> Detail push from=cell
        ```

        ## The code

        ```swift
        if segue.identifier == "showNote" { print("\\(1)") }
        let cell = tableView.dequeueReusableCell(withIdentifier: "NoteCell", for: indexPath)
        ```

        Back to [the list](scene:List) through [showNote](segue:showNote "the segue").

        """,
    ]

    static func build() throws -> MemoryOutput {
        let site = try FixtureSite(files)
        let output = MemoryOutput()
        let report = try SiteBuilder(root: site.root).build(into: output)
        #expect(!report.diagnostics.hasErrors, "\(report.diagnostics.map(\.message))")
        return output
    }

    @Test func chapterMain() throws {
        let output = try Self.build()
        let html = try #require(output.text("list.html"))
        Golden.check(FixtureSite.main(of: html), "list.main.html")
    }

    @Test func storyboardPageMain() throws {
        let output = try Self.build()
        let html = try #require(output.text("storyboards/notes.html"))
        Golden.check(FixtureSite.main(of: html), "storyboard-notes.main.html")
    }

    @Test func homeMainAndTwoBuildsAreIdentical() throws {
        let first = try Self.build(), second = try Self.build()
        let html = try #require(first.text("index.html"))
        Golden.check(FixtureSite.main(of: html), "home.main.html")
        #expect(first.files == second.files)
    }
}
