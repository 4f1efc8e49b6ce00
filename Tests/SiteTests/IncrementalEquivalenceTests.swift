import Foundation
import Site
import SourceModel
import Testing

/// `serve`'s incremental rebuilds write the same site as a full build: after each edit, every
/// file of the served folder is compared with a fresh full build of the edited book.
@Suite struct IncrementalEquivalenceTests {
    static func chapter(_ i: Int, board: String, title: String? = nil, extra: String = "", sceneTitle: String? = nil,
                        heading: String? = nil) -> String {
        let words = (0..<40).map { "word\(($0 * 7 + i) % 97) prose\(i)" }.joined(separator: " ")
        // A link into the previous chapter's section (its anchor is checked).
        let previous = i % 50 == 0 ? "" : " See [its details](\(String(format: "%04d", i - 1))-chapter-\(i - 1).md#details-of-\(i - 1))."
        return """
        ---
        title: \(title ?? "Chapter \(i)")
        storyboard: \(board)
        ---

        Some prose for chapter \(i) with [a link](https://example.com/\(i)) and [the scene](scene:Step\(i)).\(previous) \(words)\(extra)

        ## \(heading ?? "Details of \(i)")

        More words about step \(i). \(words)

        ```flow
        \(i % 10 == 0 ? "scene Nav: navigation root=List initial\nscene List: table \"Items\" prototypes=Cell\n" : "")scene Step\(i): view "\(sceneTitle ?? "Step \(i)")"
        segue show\(i): List -> Step\(i) push from=cell
        ```

        ```swift
        performSegue(withIdentifier: "show\(i)", sender: self)
        ```

        """
    }

    static func path(_ i: Int) -> String { "content/part\(i / 50)/\(String(format: "%04d", i))-chapter-\(i).md" }

    /// `watched`: the rebuilds are told the changed paths, as `serve`'s watcher tells them
    /// (otherwise they look at every file's stamp).
    @Test(arguments: [(12, false), (240, false), (240, true)])
    func everyEditGivesTheFullBuildsBytes(count: Int, watched: Bool) throws {
        var sources: [String: String] = ["content/index.md": "# Home\n\nThe book.\n"]
        for i in 0..<count { sources[Self.path(i)] = Self.chapter(i, board: "Board\(i / 10)") }
        let served = try ServedSite(sources)
        defer { served.remove() }
        let first = try served.rebuild()
        #expect(first.succeeded, "\(first.diagnostics.prefix(3))")

        var changed: [String] = []
        func write(_ path: String, _ text: String?) throws {
            changed.append(path)
            try served.write(path, text)
        }
        /// `fails`: the edit is an error (both builds fail, with the same diagnostics, and write nothing).
        func check(_ what: String, fails: Bool = false, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
            let incremental = try served.rebuild(watched ? changed : nil)
            changed = []
            #expect(incremental.succeeded != fails, "\(what): \(incremental.diagnostics.prefix(3))", sourceLocation: sourceLocation)
            let (full, different) = try served.freshBuild()
            #expect(incremental.diagnostics == full.diagnostics, "\(what)", sourceLocation: sourceLocation)
            if fails {
                #expect(!full.succeeded, "\(what)", sourceLocation: sourceLocation)
                return
            }
            #expect(incremental.outputPaths == full.outputPaths, "\(what)", sourceLocation: sourceLocation)
            #expect(different.isEmpty, "\(what): \(different.prefix(5))", sourceLocation: sourceLocation)
        }

        let middle = count / 2 + 3
        try write(Self.path(middle), Self.chapter(middle, board: "Board\(middle / 10)", extra: " An edit with newword."))
        try check("prose edit")
        try write(Self.path(middle), Self.chapter(middle, board: "Board\(middle / 10)", extra: " An edit with newword.",
                                                  sceneTitle: "Renamed step"))
        try check("flow edit")
        try write(Self.path(middle), Self.chapter(middle, board: "Board\(middle / 10)", title: "A new title"))
        try check("title edit")
        try write(Self.path(middle), Self.chapter(middle, board: "Board\(middle / 10)", extra: "\n\n## A new section\n\nWith words.\n"))
        try check("section added")
        try write(Self.path(middle), Self.chapter(middle, board: "Board\(middle / 10)", heading: "Renamed details"))
        try check("heading renamed (the next chapter's anchor breaks)")
        try write(Self.path(middle), Self.chapter(middle, board: "Board\(middle / 10)", extra: " More prose."))
        try check("heading back (the next chapter's anchor holds again)")
        try write(Self.path(middle), Self.chapter(middle, board: "Board\(middle / 10)", extra: " A [broken](nowhere.md) link."))
        try check("broken link (an error)", fails: true)
        try write(Self.path(middle), Self.chapter(middle, board: "Board\(middle / 10)", extra: " Fixed."))
        try check("broken link fixed")
        try write(Self.path(middle + 1), Self.chapter(middle + 1, board: "Board\((middle + 1) / 10)", extra: " [gone](#nothing-here)."))
        try write(Self.path(middle - 1), Self.chapter(middle - 1, board: "Board\((middle - 1) / 10)", extra: " Two at once."))
        try check("two chapters, one with a missing anchor of its own")
        try write(Self.path(middle), Self.chapter(middle, board: "Board\(middle / 10)", extra: " See [Step](scene:Step\(middle - 1))."))
        try check("a scene link added (flow inputs change, no flow block does)")
        try write(Self.path(middle), Self.chapter(middle, board: "Board\(middle / 10)", extra: "\n\n```swift\nperformSegue(withIdentifier: \"nothing\", sender: nil)\n```\n"))
        try check("an unknown segue identifier in a listing (an error)", fails: true)
        try write(Self.path(middle), Self.chapter(middle, board: "Board\(middle / 10)"))
        try check("listing fixed")
        let opening = (count / 50) * 50 - (count >= 50 ? 50 : 0)
        try write(Self.path(opening), Self.chapter(opening, board: "Board\(opening / 10)", title: "The first of its part"))
        try check("title of a part's first chapter (the previous part's last page links to it)")
        try write(Self.path(opening), Self.chapter(opening, board: "Board\(opening / 10)", title: "The first of its part")
            .replacingOccurrences(of: "storyboard:", with: "description: Now described.\nstoryboard:"))
        try check("description added (the home page lists it)")
        try write("content/index.md", "# Home\n\nThe book, edited.\n")
        try check("home page edited")
        try write("content/part0/0003a-extra.md", "---\ntitle: Extra\nstoryboard: Board0\n---\n\nAn extra chapter about [the list](scene:List).\n")
        try check("new chapter")
        try write("content/part0/0003a-extra.md", nil)
        try check("deleted chapter")
        for i in 10..<min(20, count) { try write(Self.path(i), Self.chapter(i, board: "Renamed")) }
        try check("renamed storyboard")
        try check("nothing changed")
    }
}
