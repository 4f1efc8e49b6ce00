import Foundation
import Site
import SourceModel
import Testing

/// A link to a draft is `link.broken` with a note at the draft's `draft:` line. In `serve`, the
/// linking page's outcome was kept while its own text was unchanged, so after an edit that moved
/// the draft's `draft:` line (a key added above it) the note still named the old line; a fresh
/// build named the new one. Found by comparing a served site with fresh builds after each edit.
@Suite struct ServeDraftLineTests {
    @Test func theNoteOfALinkToADraftFollowsItsDraftLine() throws {
        let served = try ServedSite(["content/01-one.md": "# One\n\nSee [two](02-two.md).\n",
                                     "content/02-two.md": "---\ndraft: true\n---\n# Two\n"])
        defer { served.remove() }
        let notes = { (report: BuildReport) in report.diagnostics.flatMap { $0.notes.compactMap(\.location) } }
        let first = try served.rebuild()
        #expect(first.diagnostics.map(\.rule) == ["link.broken"])
        #expect(notes(first).map(\.line) == [2])

        try served.write("content/02-two.md", "---\ntitle: Two\ndescription: The second\ndraft: true\n---\n# Two\n")
        let edited = try served.rebuild(["content/02-two.md"])
        let fresh = try served.fresh()
        #expect(notes(fresh).map(\.line) == [4])
        #expect(edited.diagnostics == fresh.diagnostics)
    }
}
