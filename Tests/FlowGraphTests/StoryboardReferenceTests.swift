import FlowGraph
import Foundation
import SourceModel
import Testing

/// `reference` scenes: the model, the export, and how the rules treat a scene that stands for
/// scenes of another storyboard. A firing and a non-firing fixture for each behaviour.
@Suite struct StoryboardReferenceTests {
    // MARK: Model and export

    static let book = FlowDocument.run("""
        ```flow Main
        scene Nav: navigation root=Home initial
        scene Home: view "Home"
        scene Settings: reference "Settings" storyboard=Preferences target=settings
        scene Help: reference storyboard=Help
        segue Home -> Settings show from=button
        segue Home -> Help present from=button
        ```
        """)

    @Test func theModelCarriesTheStoryboardAndTarget() throws {
        let main = try #require(Self.book.book.storyboard(named: "Main"))
        let settings = try #require(main.scene(named: "Settings"))
        #expect(settings.kind == .reference)
        #expect(settings.referencedStoryboard == "Preferences")
        #expect(settings.referencedTarget == "settings")
        #expect(settings.title == "Settings")
        let help = try #require(main.scene(named: "Help"))
        #expect(help.referencedStoryboard == "Help" && help.referencedTarget == nil)
        let home = try #require(main.scene(named: "Home"))
        #expect(home.referencedStoryboard == nil && home.referencedTarget == nil)
        #expect(Self.book.all.isEmpty, "\(Self.book.all.map(\.message))")
    }

    @Test func jsonAndDotShowTheReference() throws {
        let storyboards = Self.book.book.storyboards
        let json = GraphExport.json(storyboards)
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let boards = try #require(object?["storyboards"] as? [[String: Any]])
        let scenes = try #require(boards.first?["scenes"] as? [[String: Any]])
        let byName = Dictionary(uniqueKeysWithValues: scenes.map { ($0["name"] as? String ?? "", $0) })
        #expect(byName["Settings"]?["kind"] as? String == "reference")
        #expect(byName["Settings"]?["storyboard"] as? String == "Preferences")
        #expect(byName["Settings"]?["target"] as? String == "settings")
        #expect(byName["Help"]?["target"] is NSNull)
        #expect(byName["Home"]?["storyboard"] is NSNull && byName["Home"]?["target"] is NSNull)

        let dot = GraphExport.dot(storyboards)
        #expect(dot.contains(#""Main/Settings" [label="Settings\nreference\n→ storyboard Preferences, scene settings", style="rounded,dashed"];"#))
        #expect(dot.contains(#""Main/Help" [label="Help\nreference\n→ storyboard Help, initial scene", style="rounded,dashed"];"#))
        #expect(dot.contains(#""Main/Home" [label="Home\nview"];"#))
    }

    @Test func aReferenceBuiltInCodeDefaultsToNoStoryboard() {
        let scene = Scene(name: "R", kind: .reference, location: SourceLocation(path: "x", line: 1, column: 1))
        #expect(scene.referencedStoryboard == nil && scene.referencedTarget == nil)
    }

    // MARK: Syntax errors through the book

    @Test func contentAttributesOnAReferenceAreSyntaxErrorsNotGraphErrors() {
        let run = FlowDocument.run("""
            ```flow
            scene Home: view initial
            scene Form: reference storyboard=Forms cells=static
            segue Home -> Form present from=button
            ```
            """)
        #expect(run.all.map(\.summary) == ["flow.syntax error 3:40"])
        #expect(run.only("flow.static-cells-outside-table").isEmpty)
    }

    @Test func aReferenceWithoutAStoryboardIsOneSyntaxErrorAndItsSeguesSurvive() {
        let run = FlowDocument.run("""
            ```flow
            scene Home: view initial
            scene Form: reference
            segue Home -> Form present from=button
            ```
            """)
        #expect(run.all.map(\.summary) == ["flow.syntax error 3:13"])
        #expect(run.all.first?.message == "a reference names its storyboard: storyboard=Name")
        #expect(run.book.storyboard(named: "Main")?.segues.count == 1)
    }

    // MARK: flow.modal-dead-end

    @Test func presentingAReferenceIsNoDeadEnd() {
        let run = FlowDocument.run("""
            ```flow
            scene Home: view initial
            scene Onboarding: reference storyboard=Onboarding
            scene Wizard: navigation root=Steps
            scene Steps: reference storyboard=Wizard target=firstStep
            segue Home -> Onboarding present from=button presentation=fullScreen
            segue Home -> Wizard present from=button presentation=fullScreen
            ```
            """)
        #expect(run.only("flow.modal-dead-end").isEmpty)
        #expect(run.all.isEmpty, "\(run.all.map(\.message))")
    }

    @Test func presentingAPlainSceneNextToAReferenceStillFires() {
        let run = FlowDocument.run("""
            ```flow
            scene Home: view initial
            scene Onboarding: reference storyboard=Onboarding
            scene Editor: view
            segue Home -> Onboarding present from=button presentation=fullScreen
            segue Home -> Editor present from=button presentation=fullScreen
            ```
            """)
        #expect(run.only("flow.modal-dead-end").map(\.summary) == ["flow.modal-dead-end warning 6:15"])
        #expect(run.all.count == 1)
    }

    // MARK: flow.unreachable-scene and flow.push-outside-navigation

    @Test func anUnreachableReferenceIsStillUnreachable() {
        let run = FlowDocument.run("""
            ```flow
            scene Home: view initial
            scene Orphan: reference storyboard=Elsewhere
            ```
            """)
        #expect(run.only("flow.unreachable-scene").map(\.summary) == ["flow.unreachable-scene warning 3:7"])
    }

    @Test func pushingToAReferenceNeedsANavigationController() {
        let outside = FlowDocument.run("""
            ```flow
            scene Home: view initial
            scene Players: reference storyboard=Players
            segue Home -> Players push from=button
            ```
            """)
        #expect(outside.only("flow.push-outside-navigation").map(\.summary) == ["flow.push-outside-navigation error 4:23"])
        let inside = FlowDocument.run("""
            ```flow
            scene Nav: navigation root=Home initial
            scene Home: view
            scene Players: reference storyboard=Players
            segue Home -> Players push from=button
            ```
            """)
        #expect(inside.all.isEmpty, "\(inside.all.map(\.message))")
    }

    // MARK: flow.unknown-storyboard-reference

    static let settings = """
        ```flow Preferences
        scene Root: table "Settings" id=settings
        scene Account: view id=account
        ```
        """

    @Test func aTargetTheDocumentedStoryboardLacksIsAnError() throws {
        let run = FlowDocument.run("""
            ```flow Main
            scene Home: view initial
            scene Settings: reference storyboard=Preferences target=setings
            segue Home -> Settings present from=button
            ```

            """ + Self.settings)
        let found = run.only("flow.unknown-storyboard-reference")
        #expect(found.map(\.summary) == ["flow.unknown-storyboard-reference error 3:57"])
        let d = try #require(found.first)
        #expect(d.length == 7)
        #expect(d.message.hasPrefix("'Settings' opens the scene with storyboard ID 'setings' in storyboard 'Preferences', but no scene there has that ID"))
        #expect(d.notes.map(\.message) == ["storyboard 'Preferences' has the storyboard IDs 'settings', 'account'"])
        #expect(d.fixIts.first?.replacement == "settings")
        #expect(run.all.count == 1, "\(run.all.map(\.message))")
    }

    @Test func aStoryboardWithNoIDsSaysSo() throws {
        let run = FlowDocument.run("""
            ```flow Main
            scene Home: view initial
            scene Next: reference storyboard=Other target=next
            segue Home -> Next present from=button
            ```

            ```flow Other
            scene Start: view initial
            ```
            """)
        let d = try #require(run.only("flow.unknown-storyboard-reference").first)
        #expect(d.notes.first?.message.hasPrefix("no scene of storyboard 'Other' has a storyboard ID; give the scene meant id=next") == true)
        #expect(d.fixIts.isEmpty)
    }

    @Test func aReferenceIntoItsOwnStoryboardIsCheckedToo() {
        let run = FlowDocument.run("""
            ```flow Main
            scene Home: view initial id=home
            scene Again: reference storyboard=Main target=hom
            scene Back: reference storyboard=Main target=home
            segue Home -> Again present from=button
            segue Home -> Back present from=button
            ```
            """)
        #expect(run.only("flow.unknown-storyboard-reference").map(\.summary) == ["flow.unknown-storyboard-reference error 3:47"])
    }

    @Test func referencesThatCannotBeCheckedOrAreRightStayQuiet() {
        let run = FlowDocument.run("""
            ```flow Main
            scene Home: view initial
            scene Settings: reference storyboard=Preferences target=settings
            scene Account: reference storyboard=Preferences target=account
            scene Prefs: reference storyboard=Preferences
            scene Elsewhere: reference storyboard=Undocumented target=anything
            segue Home -> Settings present from=button
            segue Home -> Account present from=button
            segue Home -> Prefs present from=button
            segue Home -> Elsewhere present from=button
            ```

            """ + Self.settings)
        #expect(run.only("flow.unknown-storyboard-reference").isEmpty)
        #expect(run.all.isEmpty, "\(run.all.map(\.message))")
    }

    @Test func aStoryboardWithSyntaxErrorsIsNotJudged() {
        let run = FlowDocument.run("""
            ```flow Main
            scene Home: view initial
            scene Settings: reference storyboard=Preferences target=account
            segue Home -> Settings present from=button
            ```

            ```flow Preferences
            scene Root: table id=settings
            scene Account: viw id=account
            ```
            """)
        #expect(run.only("flow.unknown-storyboard-reference").isEmpty)
        #expect(run.only("flow.syntax").count == 1)
    }

    @Test func theRuleIsInTheCatalog() {
        let rule = FlowRules.all.first { $0.id == "flow.unknown-storyboard-reference" }
        #expect(rule?.severity == .error)
    }
}
