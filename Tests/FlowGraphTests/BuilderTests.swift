import FlowGraph
import FlowSyntax
import SourceModel
import Testing

@Suite struct BuilderTests {
    static let friendList = """
        ```flow FriendList
        scene Nav: navigation root=Master initial
        scene Master: table "Friends" class=MasterViewController prototypes=Cell
        scene Detail: table "Detail" class=DetailViewController cells=static actions=save,cancel
        scene EditNav: navigation root=Edit
        scene Edit: table "Edit" class=EditViewController cells=static

        segue showDetail: Master -> Detail push from=cell
        segue editDetail: Detail -> EditNav present from="Edit button"
        unwind saveInput: Edit -> Detail.save from="Save button"
        unwind cancelInput: Edit -> Detail.cancel from="Cancel button"
        ```
        """

    @Test func theDesignExampleIsCleanAndComplete() throws {
        let run = FlowDocument.run(Self.friendList)
        #expect(run.all.isEmpty, "\(run.all.map(\.message))")
        let board = try #require(run.book.storyboard(named: "FriendList"))
        #expect(board.scenes.map(\.name) == ["Nav", "Master", "Detail", "EditNav", "Edit"])
        #expect(board.segues.map(\.key) == ["showDetail", "editDetail"])
        #expect(board.unwinds.map(\.key) == ["saveInput", "cancelInput"])
        #expect(board.relationships.map(\.child) == ["Master", "Edit"])
        let detail = try #require(board.scene(named: "Detail"))
        #expect(detail.cells == .staticCells([]))
        #expect(detail.actions == ["save", "cancel"])
        #expect(detail.className == "DetailViewController")
        #expect(detail.title == "Detail")
        #expect(board.scene(named: "Master")?.cells == .prototypes(["Cell"]))
        #expect(board.segues.first?.trigger == .cell)
        #expect(board.segues.last?.trigger == .label("Edit button"))
        #expect(board.segues.first?.location == SourceLocation(path: "chapter.md", line: 8, column: 1))
        #expect(run.snapshots.first?.added.count == 9)
        #expect(board.location == SourceLocation(path: "chapter.md", line: 1, column: 9))
    }

    @Test func blocksAccumulateInReadingOrderAndSnapshotsShowWhatEachAdded() throws {
        let run = FlowDocument.run("""
            ```flow
            scene Nav: navigation root=List initial
            scene List: table prototypes=Cell
            ```
            Later the chapter adds a detail screen:
            ```flow
            scene Detail: view
            segue List -> Detail push from=cell
            segue List -> Detail push from=accessory
            ```
            """)
        #expect(run.all.isEmpty, "\(run.all.map(\.message))")
        #expect(run.snapshots.count == 2)
        #expect(run.snapshots[0].storyboard.scenes.count == 2)
        #expect(run.snapshots[0].added == [.scene("Nav"), .scene("List")])
        #expect(run.snapshots[1].storyboard.scenes.count == 3)
        #expect(run.snapshots[1].added == [.scene("Detail"), .segue("List->Detail"), .segue("List->Detail#2")])
        #expect(run.snapshots[1].storyboard.name == "Main")
        #expect(run.book.storyboards.map(\.name) == ["Main"])
    }

    @Test func removingASceneRemovesItsSeguesUnwindsAndRelationships() throws {
        let run = FlowDocument.run("""
            ```flow
            scene Nav: navigation root=Palette initial
            scene Palette: table cells=static actions=done
            scene Editor: view
            segue edit: Palette -> Editor present
            unwind Editor -> Palette.done
            ```
            ```flow
            remove scene Palette
            ```
            """)
        let board = try #require(run.book.storyboard(named: "Main"))
        #expect(board.scenes.map(\.name) == ["Nav", "Editor"])
        #expect(board.segues.isEmpty && board.unwinds.isEmpty)
        #expect(board.scene(named: "Nav")?.root == nil)
        #expect(run.snapshots[1].removed == [.scene("Palette"), .segue("edit"), .segue("Editor->Palette.done")])
        #expect(run.snapshots[1].added.isEmpty)
        #expect(run.blockDiagnostics.isEmpty)
        // What is left is an empty navigation controller and an orphan editor.
        #expect(run.finalDiagnostics.map(\.rule) == ["flow.empty-container", "flow.unreachable-scene"])
    }

    @Test func removingAndRedeclaringInOneBlockReplacesTheSceneAndKeepsItsSegues() throws {
        let run = FlowDocument.run("""
            ```flow Colorboard
            scene Nav: navigation root=Palette initial
            scene Palette: table cells=static
            scene Detail: view
            segue ExistingColor: Palette -> Detail push from=cell
            ```
            ```flow Colorboard
            remove scene Palette
            scene Palette: table "Colors" prototypes=ColorCell
            ```
            """)
        #expect(run.all.isEmpty, "\(run.all.map(\.message))")
        let board = try #require(run.book.storyboard(named: "Colorboard"))
        #expect(board.scene(named: "Palette")?.cells == .prototypes(["ColorCell"]))
        #expect(board.scene(named: "Nav")?.root == "Palette")
        #expect(board.segues.map(\.key) == ["ExistingColor"])
        #expect(run.snapshots[1].added == [.scene("Palette")])
        #expect(run.snapshots[1].removed == [.scene("Palette")])
    }

    @Test func removeSegueAndUnwindByIdentifierOrEnds() throws {
        let run = FlowDocument.run("""
            ```flow
            scene Nav: navigation root=A initial
            scene A: view actions=back
            scene B: view
            segue go: A -> B push
            segue A -> B show
            unwind home: B -> A.back
            unwind B -> A.back from=button
            ```
            ```flow
            remove segue go
            remove segue A -> B
            remove unwind home
            remove unwind B -> A
            ```
            """)
        #expect(run.blockDiagnostics.isEmpty, "\(run.blockDiagnostics.map(\.message))")
        let board = try #require(run.book.storyboard(named: "Main"))
        #expect(board.segues.isEmpty && board.unwinds.isEmpty)
        #expect(run.snapshots[1].removed == [.segue("go"), .segue("A->B"), .segue("home"), .segue("B->A.back")])
    }

    @Test func aSegueWrittenBeforeItsSceneIsRemovedInTheSameBlockGoesQuietly() throws {
        let run = FlowDocument.run("""
            ```flow
            scene Nav: navigation root=A initial
            scene A: view
            scene B: view
            segue A -> B push
            remove scene B
            segue A -> B show
            ```
            """)
        // The first segue is dropped with B; the second names a scene already removed.
        let errors = run.only("flow.unknown-scene")
        #expect(errors.map(\.summary) == ["flow.unknown-scene error 7:12"])
        #expect(errors.first?.notes.first?.message == "'B' was removed here")
        #expect(errors.first?.notes.first?.location == SourceLocation(path: "chapter.md", line: 6, column: 1))
        #expect(run.book.storyboard(named: "Main")?.segues.isEmpty == true)
    }

    @Test func syntaxErrorsSilenceEntryPointAndReachabilityRules() {
        let run = FlowDocument.run("""
            ```flow
            scene Nav: navigation root=Master initail
            scene Master: table
            ```
            """)
        #expect(run.all.map(\.rule) == ["flow.syntax"])
    }

    @Test func infoStringStoryboardsAreSeparateAndSorted() {
        let run = FlowDocument.run("""
            ```flow Zebra
            scene Z: view initial
            ```
            ```flow Apple
            scene A: view initial
            ```
            ```flow
            scene M: view initial
            ```
            """, defaultStoryboard: "Middle")
        #expect(run.all.isEmpty)
        #expect(run.book.storyboards.map(\.name) == ["Apple", "Middle", "Zebra"])
    }
}

@Suite struct IndexMaintenanceTests {
    @Test func identifiersFreedByRemovalCanBeReusedAndTheNextUseTakesOver() {
        let run = FlowDocument.run("""
            ```flow
            scene Nav: navigation root=A initial
            scene A: view
            scene B: view
            scene C: view
            segue go: A -> B push
            segue go: B -> C push
            ```
            ```flow
            remove segue A -> B
            segue go: B -> A push
            segue A -> B push
            ```
            """)
        // Line 7 reuses 'go' from another source (warning); after the removal, the use from B
        // is the first one, so line 11 (also from B) is an error.
        #expect(run.only("flow.duplicate-segue-id").map(\.summary) == [
            "flow.duplicate-segue-id note 7:7", "flow.duplicate-segue-id error 11:7",
        ])
        #expect(run.only("flow.duplicate-segue-id").last?.notes.first?.location?.line == 7)
    }

    @Test func removedScenesLeaveTheReferenceIndex() {
        let run = FlowDocument.run("""
            ```flow
            scene Home: view initial
            scene Login: view id=login
            scene List: table prototypes=Row id=list
            ```
            ```flow
            remove scene Login
            remove scene List
            scene List: collection prototypes=Tile id=list
            ```
            """)
        let references = [("login", FlowReference.Kind.storyboardID), ("Row", .reuseIdentifier), ("Tile", .reuseIdentifier),
                          ("list", .storyboardID), ("Login", .scene)]
            .map { FlowReference(kind: $0.1, name: $0.0, location: SourceLocation(path: "c.md", line: 1, column: 1),
                                 length: 1, origin: .code) }
        let (resolved, diagnostics) = run.book.resolve(references, defaultStoryboard: "Main")
        #expect(resolved.map(\.reference.name) == ["Tile", "list"])
        #expect(resolved.map(\.element) == [.scene("List"), .scene("List")])
        #expect(diagnostics.count == 3)
    }

    @Test func emptyContainerDoesNotFireOnFullContainers() {
        let run = FlowDocument.run("""
            ```flow
            scene Split: split master=Nav detail=Tabs initial
            scene Nav: navigation root=List
            scene List: table
            scene Tabs: tab tabs=One
            scene One: view
            ```
            """)
        #expect(run.all.isEmpty, "\(run.all.map(\.message))")
    }
}
