import FlowGraph
import Foundation
import SourceModel
import StoryboardImport
import Testing

@Suite struct FlowWriterTests {
    @Test func chapterHasFrontMatterOneFlowBlockAndASummary() throws {
        let url = TestPaths.corpus.appendingPathComponent("huydemi__Ratings/Ratings__Base.lproj__Players.storyboard")
        let chapter = FlowWriter.chapter(for: try StoryboardImporter.importFile(at: url, name: "Players"), sourcePath: "Players.storyboard")
        let lines = chapter.components(separatedBy: "\n")
        #expect(Array(lines.prefix(4)) == ["---", "title: Players storyboard", "storyboard: Players", "---"])
        #expect(lines.filter { $0.hasPrefix("```") } == ["```flow Players", "```"])
        #expect(chapter.contains("\n## What was imported\n"))
        #expect(chapter.hasSuffix("\n") && !chapter.hasSuffix("\n\n"))
    }

    @Test func storyboardNameIsMadeValidForTheInfoString() {
        let imported = ImportedStoryboard(storyboard: Storyboard(name: "My Board.v2"))
        let chapter = FlowWriter.chapter(for: imported, sourcePath: "x`y.storyboard")
        #expect(chapter.contains("```flow My_Board_v2\n```\n"))
        #expect(chapter.contains("``x`y.storyboard``"))
        #expect(chapter.contains("No initial scene"))
    }

    @Test func warningsAreListedWithTheirLinesAndEscaped() {
        let warning = Diagnostic.report("import.skipped", "unknown element <fancy_thing>; skipped",
                                         at: SourceLocation(path: "x.storyboard", line: 12, column: 3))
        let imported = ImportedStoryboard(storyboard: Storyboard(name: "X"), warnings: [warning])
        let chapter = FlowWriter.chapter(for: imported, sourcePath: "x.storyboard")
        #expect(chapter.contains("- **1 warning**: line 12: unknown element \\<fancy\\_thing\\>; skipped.\n"))
    }

    @Test func statementsFollowTheGrammarOrder() {
        let here = SourceLocation(path: "t", line: 1, column: 1)
        let storyboard = Storyboard(name: "T", scenes: [
            Scene(name: "Tabs", kind: .tab, tabs: ["A", "B"], location: here),
            Scene(name: "A", kind: .table, title: "A list", className: "AViewController", storyboardID: "a-list", isInitial: true,
                  cells: .prototypes(["Cell", "Odd one"]), actions: ["done"], location: here),
            Scene(name: "B", kind: .split, master: "A", detail: "A", location: here),
        ], segues: [
            Segue(key: "k", identifier: nil, source: "A", destination: "B", style: .popover, trigger: .barButton, location: here),
        ], unwinds: [
            Unwind(key: "u", identifier: "back", source: "B", target: "A", action: "done", trigger: .gesture, location: here),
        ])
        #expect(FlowWriter.flowStatements(for: ImportedStoryboard(storyboard: storyboard)) == """
            scene Tabs: tab tabs=A,B
            scene A: table "A list" class=AViewController id=a-list prototypes=Cell,"Odd one" actions=done initial
            scene B: split master=A detail=A

            segue A -> B popover from=bar-button

            unwind back: B -> A.done from=gesture

            """)
    }
}
