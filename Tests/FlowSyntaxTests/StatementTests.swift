import SourceModel
import Testing
@testable import FlowSyntax

@Suite struct StatementTests {
    @Test func sceneWithEveryPart() throws {
        let line = #"scene Master: table "Friends" class=MasterViewController prototypes=Cell,GameCell id=master initial actions=save,cancel"#
        let scene = try #require(Fixture.statement(line)?.scene)
        #expect(scene.keyword.location == SourceLocation(path: "chapter.md", line: 2, column: 1))
        #expect(scene.name.text == "Master")
        #expect(scene.name.location.column == 7)
        #expect(scene.name.length == 6)
        #expect(scene.kind.text == "table")
        #expect(scene.kind.location.column == 15)
        #expect(scene.title?.text == "Friends")
        #expect(scene.title?.location.column == 21)
        #expect(scene.title?.length == 9)
        #expect(scene.title?.isQuoted == true)
        #expect(scene.attributes.named("class")?.value?.text == "MasterViewController")
        #expect(scene.attributes.named("class")?.key.location.column == 31)
        #expect(scene.attributes.named("prototypes")?.values.map(\.text) == ["Cell", "GameCell"])
        #expect(scene.attributes.named("prototypes")?.values.map(\.location.column) == [69, 74])
        #expect(scene.attributes.named("id")?.value?.text == "master")
        #expect(scene.initial?.location.column == 93)
        #expect(scene.attributes.named("actions")?.values.map(\.text) == ["save", "cancel"])
    }

    @Test func attributesInAnyOrderAndTitleKey() throws {
        let scene = try #require(Fixture.statement(#"scene Nav: navigation initial root=Master title="Friends""#)?.scene)
        #expect(scene.initial != nil)
        #expect(scene.attributes.named("root")?.value?.text == "Master")
        #expect(scene.title?.text == "Friends")
        #expect(scene.attributes.named("title") == nil)
        let bare = try #require(Fixture.statement("scene Plain: view")?.scene)
        #expect(bare.title == nil && bare.attributes.isEmpty)
    }

    @Test func everySceneKind() {
        for kind in FlowVocabulary.sceneKinds {
            let required = kind == "reference" ? " storyboard=Other" : ""
            #expect(Fixture.statement("scene A: \(kind)\(required)")?.scene?.kind.text == kind)
        }
    }

    @Test func containersAndCells() throws {
        #expect(Fixture.statement("scene Tabs: tab tabs=Players, Games ,Settings")?.scene?.attributes.named("tabs")?.values
            .map(\.text) == ["Players", "Games", "Settings"])
        let split = try #require(Fixture.statement("scene Split: split master=MasterNav detail=DetailNav")?.scene)
        #expect(split.attributes.named("master")?.value?.text == "MasterNav")
        #expect(split.attributes.named("detail")?.value?.text == "DetailNav")
        let cells = try #require(Fixture.statement(#"scene Form: table cells=static static=Name,"Email address""#)?.scene)
        #expect(cells.attributes.named("cells")?.value?.text == "static")
        #expect(cells.attributes.named("static")?.values.map(\.text) == ["Name", "Email address"])
        #expect(Fixture.statement("scene Grid: collection cells=dynamic prototypes=Tile")?.scene != nil)
        #expect(Fixture.statement(#"scene Editor: view dismiss="Done button" class="MyApp.EditorViewController""#)?.scene?
            .attributes.named("class")?.value?.text == "MyApp.EditorViewController")
    }

    @Test func segueForms() throws {
        let segue = try #require(Fixture.statement("segue showDetail: Master -> Detail push from=cell")?.segue)
        #expect(segue.identifier?.text == "showDetail")
        #expect(segue.identifier?.location.column == 7)
        #expect(segue.source.text == "Master" && segue.source.location.column == 19)
        #expect(segue.destination.text == "Detail" && segue.destination.location.column == 29)
        #expect(segue.style.text == "push" && segue.style.location.column == 36)
        #expect(segue.trigger?.text == "cell" && segue.trigger?.location.column == 46)

        let plain = try #require(Fixture.statement(#"segue Detail -> EditNav present from="Edit button""#)?.segue)
        #expect(plain.identifier == nil)
        #expect(plain.trigger?.text == "Edit button" && plain.trigger?.isQuoted == true)

        let tight = try #require(Fixture.statement("segue A->B show")?.segue)
        #expect(tight.source.text == "A" && tight.destination.text == "B")

        let quoted = try #require(Fixture.statement(#"segue "Show Detail": A -> B show-detail"#)?.segue)
        #expect(quoted.identifier?.text == "Show Detail")

        let custom = try #require(Fixture.statement("segue fade: A -> B custom class=FadeSegue from=gesture")?.segue)
        #expect(custom.attributes.named("class")?.value?.text == "FadeSegue")
        for style in FlowVocabulary.segueStyles {
            #expect(Fixture.statement("segue A -> B \(style)")?.segue?.style.text == style)
        }
        for trigger in FlowVocabulary.triggers {
            #expect(Fixture.statement("segue A -> B show from=\(trigger)")?.segue?.trigger?.text == trigger)
        }
    }

    @Test func unwindForms() throws {
        let unwind = try #require(Fixture.statement(#"unwind saveInput: Edit -> Detail.save from="Save button""#)?.unwind)
        #expect(unwind.identifier?.text == "saveInput")
        #expect(unwind.source.text == "Edit")
        #expect(unwind.target.text == "Detail" && unwind.target.location.column == 27)
        #expect(unwind.action.text == "save" && unwind.action.location.column == 34)
        #expect(unwind.trigger?.text == "Save button")
        let bare = try #require(Fixture.statement("unwind Edit -> Detail.cancel")?.unwind)
        #expect(bare.identifier == nil && bare.action.text == "cancel")
        let selector = try #require(Fixture.statement("unwind Edit -> Detail.cancel: from=bar-button")?.unwind)
        #expect(selector.action.text == "cancel" && selector.trigger?.text == "bar-button")
    }

    @Test func removeForms() throws {
        let scene = try #require(Fixture.statement("remove scene Palette")?.remove)
        #expect(scene.what == .scene && scene.target == .name(SyntaxToken(
            text: "Palette", location: SourceLocation(path: "chapter.md", line: 2, column: 14), length: 7)))
        let segue = try #require(Fixture.statement("remove segue NewColor")?.remove)
        #expect(segue.what == .segue)
        let unwind = try #require(Fixture.statement(#"remove unwind "cancel-input""#)?.remove)
        #expect(unwind.what == .unwind)
        guard case .endpoints(let source, let destination) = try #require(Fixture.statement("remove segue A -> B")?.remove).target else {
            Issue.record("expected endpoints")
            return
        }
        #expect(source.text == "A" && destination.text == "B" && destination.location.column == 19)
    }

    @Test func commentsBlankLinesAndEscapes() throws {
        let (block, diagnostics) = Fixture.parse("""
            # a comment, with "quotes" and punctuation: @!;\t(tab ok)

               scene A: view "Say \\"hi\\" \\\\ now" initial   # trailing comment
            \r
            """)
        #expect(diagnostics.isEmpty)
        #expect(block.statements.count == 1)
        let scene = try #require(block.statements.first?.scene)
        #expect(scene.title?.text == #"Say "hi" \ now"#)
        #expect(scene.title?.length == 19)
        #expect(scene.keyword.location == SourceLocation(path: "chapter.md", line: 4, column: 4))
        #expect(scene.initial?.location.column == 38)
    }

    @Test func indentedBlockShiftsEveryColumn() throws {
        let (block, diagnostics) = Fixture.parse("segue go: A -> B push from=cell", indent: 4)
        #expect(diagnostics.isEmpty)
        let segue = try #require(block.statements.first?.segue)
        #expect(segue.keyword.location.column == 5)
        #expect(segue.identifier?.location.column == 11)
        #expect(segue.style.location.column == 22)
        #expect(segue.trigger?.location.column == 32)
    }

    @Test func infoStringNamesTheStoryboard() throws {
        let (block, diagnostics) = Fixture.parse("scene A: view initial", info: "flow Colorboard")
        #expect(diagnostics.isEmpty)
        #expect(block.storyboardName?.text == "Colorboard")
        #expect(block.storyboardName?.location == SourceLocation(path: "chapter.md", line: 1, column: 9))
        #expect(block.storyboardName?.length == 10)
        #expect(Fixture.parse("", info: "flow").block.storyboardName == nil)
        #expect(Fixture.parse("", info: "flow  Main-iPad ").block.storyboardName?.text == "Main-iPad")
    }
}
