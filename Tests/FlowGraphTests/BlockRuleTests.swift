import FlowGraph
import SourceModel
import Testing

/// Rules that fire while a block is applied: a firing and a non-firing fixture each.
@Suite struct BlockRuleTests {
    @Test func unknownSceneFiresWithNearestName() throws {
        let run = FlowDocument.run("""
            ```flow
            scene Nav: navigation root=Mastr initial
            scene Master: table
            scene Detail: view
            segue Master -> Detial push
            unwind Detail -> Mastre.done
            remove scene Palette
            ```
            """)
        let found = run.only("flow.unknown-scene")
        #expect(found.map(\.summary) == [
            "flow.unknown-scene error 2:28", "flow.unknown-scene error 5:17",
            "flow.unknown-scene error 6:18", "flow.unknown-scene error 7:14",
        ])
        #expect(found[0].message == "no scene 'Mastr' in storyboard 'Main'")
        #expect(found[0].length == 5)
        #expect(found[0].fixIts.first?.replacement == "Master")
        #expect(found[0].fixIts.first?.message == "did you mean 'Master'?")
        #expect(found[1].fixIts.first?.replacement == "Detail")
        #expect(found[2].fixIts.first?.replacement == "Master")
        #expect(found[3].message == "cannot remove scene 'Palette': storyboard 'Main' has no such scene")
        // Dropped, not kept dangling.
        let board = try #require(run.book.storyboard(named: "Main"))
        #expect(board.segues.isEmpty && board.unwinds.isEmpty && board.scene(named: "Nav")?.root == nil)
    }

    @Test func unknownSceneDoesNotFireForNamesDeclaredLaterInTheBlock() {
        let run = FlowDocument.run("""
            ```flow
            scene Tabs: tab tabs=First,Second initial
            segue First -> Second present
            scene First: view
            scene Second: view dismiss=button
            ```
            """)
        #expect(run.all.isEmpty, "\(run.all.map(\.message))")
    }

    @Test func unknownSceneAcrossBlocksPointsAtTheLaterBlock() {
        let run = FlowDocument.run("""
            ```flow
            scene A: view initial
            ```
            ```flow
            segue A -> Later show
            ```
            ```flow
            scene Later: view
            ```
            """)
        #expect(run.only("flow.unknown-scene").map(\.summary) == ["flow.unknown-scene error 5:12"])
    }

    @Test func duplicateSceneFiresWithFirstDeclaredNote() throws {
        let run = FlowDocument.run("""
            ```flow
            scene List: table initial
            ```
            ```flow
            scene List: view
            ```
            """)
        let found = try #require(run.only("flow.duplicate-scene").first)
        #expect(found.summary == "flow.duplicate-scene error 5:7")
        #expect(found.length == 4)
        #expect(found.notes.first?.message == "first declared here")
        #expect(found.notes.first?.location == SourceLocation(path: "chapter.md", line: 2, column: 7))
        #expect(run.book.storyboard(named: "Main")?.scene(named: "List")?.kind == .table)
    }

    @Test func duplicateSceneDoesNotFireInOtherStoryboardsOrAfterRemoval() {
        let run = FlowDocument.run("""
            ```flow One
            scene List: table initial
            ```
            ```flow Two
            scene List: table initial
            ```
            ```flow One
            remove scene List
            scene List: view initial
            ```
            """)
        #expect(run.only("flow.duplicate-scene").isEmpty)
    }

    @Test func duplicateSegueIdentifierIsAnErrorFromOneSourceAndAWarningAcross() throws {
        let run = FlowDocument.run("""
            ```flow
            scene Nav: navigation root=A initial
            scene A: view actions=back
            scene B: view
            scene C: view
            segue next: A -> B push
            segue next: A -> C push
            segue next: B -> C push
            unwind next: C -> A.back
            ```
            """)
        let found = run.only("flow.duplicate-segue-id")
        #expect(found.map(\.summary) == [
            "flow.duplicate-segue-id error 7:7", "flow.duplicate-segue-id note 8:7",
            "flow.duplicate-segue-id note 9:8",
        ])
        #expect(found[0].notes.first?.location == SourceLocation(path: "chapter.md", line: 6, column: 7))
        let board = try #require(run.book.storyboard(named: "Main"))
        #expect(board.segues.map(\.key) == ["next", "next#2"])
        #expect(board.unwinds.map(\.key) == ["next#3"])
    }

    @Test func duplicateSegueIdentifierDoesNotFireForDistinctIdentifiers() {
        let run = FlowDocument.run("""
            ```flow
            scene Nav: navigation root=A initial
            scene A: view
            scene B: view
            segue one: A -> B push
            segue two: A -> B push from=accessory
            ```
            """)
        #expect(run.all.isEmpty, "\(run.all.map(\.message))")
    }

    @Test func unknownSegueFiresOnRemovingWhatIsNotThere() {
        let run = FlowDocument.run("""
            ```flow
            scene Nav: navigation root=A initial
            scene A: view
            scene B: view
            segue NewColor: A -> B push
            remove segue NewColour
            remove unwind NewColor
            remove segue B -> A
            ```
            """)
        let found = run.only("flow.unknown-segue")
        #expect(found.map(\.summary) == ["flow.unknown-segue error 6:14", "flow.unknown-segue error 7:15",
                                         "flow.unknown-segue error 8:14"])
        #expect(found[0].fixIts.first?.replacement == "NewColor")
        #expect(found[0].message == "cannot remove segue 'NewColour': storyboard 'Main' has no segue with that identifier")
        #expect(found[1].fixIts.isEmpty)
        #expect(found[2].length == 6)
        #expect(found[2].message == "cannot remove: storyboard 'Main' has no segue from 'B' to 'A'")
    }

    @Test func emptyBlockFiresOnlyWhenThereIsNothingToShow() {
        let empty = FlowDocument.run("""
            ```flow Later
            # nothing yet
            ```
            """)
        #expect(empty.all.map(\.summary) == ["flow.empty-block warning 1:9"])
        let showing = FlowDocument.run("""
            ```flow
            scene A: view initial
            ```
            The storyboard so far:
            ```flow
            ```
            """)
        #expect(showing.all.isEmpty)
        #expect(showing.snapshots.count == 2 && showing.snapshots[1].added.isEmpty)
    }
}
