import FlowGraph
import SourceModel
import Testing

/// Whole-graph rules: a firing and a non-firing fixture each, with rule, severity and position.
@Suite struct GraphRuleTests {
    @Test func pushOutsideNavigationIsAnErrorForPushAndAWarningForShow() throws {
        let run = FlowDocument.run("""
            ```flow
            scene Home: view initial
            scene Detail: view
            scene More: view
            segue Home -> Detail push
            segue Home -> More show
            ```
            """)
        let found = run.only("flow.push-outside-navigation")
        // A show adapts (show(_:sender:) presents modally): legal, so only a note.
        #expect(found.map(\.summary) == ["flow.push-outside-navigation error 5:22",
                                         "flow.push-outside-navigation note 6:20"])
        #expect(found[0].length == 4)
        #expect(found[0].message.contains("UIKit would fail with 'Could not find a navigation controller for segue'"))
        #expect(found[1].message.contains("show(_:sender:) presents 'More' modally instead of pushing it"))
        #expect(found[0].notes.first?.message == "embed 'Home' in a navigation controller and make that controller the initial scene")
        // Home is the entry point: the fix-its declare HomeNav as the initial scene and take `initial` off Home.
        #expect(found[0].fixIts.map(\.replacement) == ["scene HomeNav: navigation root=Home initial\n", ""])
    }

    @Test func pushFromAModalWithoutItsOwnNavigationControllerFires() {
        let run = FlowDocument.run("""
            ```flow
            scene Nav: navigation root=List initial
            scene List: table
            scene Editor: view dismiss=button
            scene Picker: table
            segue List -> Editor present
            segue Editor -> Picker push
            ```
            """)
        #expect(run.only("flow.push-outside-navigation").map(\.summary) == ["flow.push-outside-navigation error 7:24"])
    }

    @Test func pushOutsideNavigationDoesNotFireInsideStacksTabsOrStoryboardIDScenes() {
        let run = FlowDocument.run("""
            ```flow
            scene Nav: navigation root=Tabs initial
            scene Tabs: tab tabs=List
            scene List: table
            scene Detail: view
            scene More: view
            scene Login: view id=login
            segue List -> Detail push
            segue Detail -> More show
            segue Login -> More show
            ```
            """)
        #expect(run.only("flow.push-outside-navigation").isEmpty)
        #expect(run.all.isEmpty, "\(run.all.map(\.message))")
    }

    /// The initial scene of a storyboard that a reference of the book opens may be pushed onto
    /// the navigation stack the reference sits in: no error (nor a bar-button warning) for it.
    @Test func pushFromTheInitialSceneOfAReferencedStoryboardIsQuiet() {
        let run = FlowDocument.run("""
            ```flow Main
            scene Nav: navigation root=Home initial
            scene Home: view
            scene Settings: reference storyboard=Settings
            segue Home -> Settings push from=button
            ```

            ```flow Settings
            scene Options: table initial
            scene About: view dismiss=bar-button
            segue Options -> About push from=cell
            ```
            """)
        #expect(run.only("flow.push-outside-navigation").isEmpty, "\(run.all.map(\.message))")
        #expect(run.only("flow.bar-button-outside-navigation").isEmpty)
        // Without the reference, the same Settings storyboard is the app's own entry: an error.
        let alone = FlowDocument.run("""
            ```flow Settings
            scene Options: table initial
            scene About: view
            segue Options -> About push from=cell
            ```
            """)
        #expect(alone.only("flow.push-outside-navigation").map(\.severity) == [.error])
    }

    @Test func duplicateStoryboardIDFiresAtTheSecondID() throws {
        let run = FlowDocument.run("""
            ```flow
            scene Home: view initial id=Home
            scene Settings: view id=Home
            ```
            """)
        let found = run.only("flow.duplicate-storyboard-id")
        #expect(found.map(\.summary) == ["flow.duplicate-storyboard-id error 3:25"])
        #expect(found.first?.notes.first?.location?.line == 2)
    }

    @Test func duplicateStoryboardIDDoesNotFireOnDistinctIDs() {
        let run = FlowDocument.run("""
            ```flow
            scene Home: view initial id=Home
            scene Settings: view id=Settings
            ```
            """)
        #expect(run.only("flow.duplicate-storyboard-id").isEmpty)
    }

    @Test func staticCellsOutsideTableFires() throws {
        let run = FlowDocument.run("""
            ```flow
            scene Form: view cells=static initial
            scene Grid: collection static=One,Two id=grid
            ```
            """)
        let found = run.only("flow.static-cells-outside-table")
        #expect(found.map(\.summary) == ["flow.static-cells-outside-table error 2:24",
                                         "flow.static-cells-outside-table error 3:24"])
        #expect(found[0].message.hasPrefix("static cells on 'Form', a view scene"))
        #expect(found[0].length == 6)
    }

    @Test func staticCellsOutsideTableDoesNotFireOnTables() {
        let run = FlowDocument.run("""
            ```flow
            scene Form: table cells=static static=Name,Email initial
            ```
            """)
        #expect(run.all.isEmpty)
    }

    @Test func unwindUnreachableFiresWhenTheTargetIsNotBelow() throws {
        let run = FlowDocument.run("""
            ```flow
            scene Nav: navigation root=Master initial
            scene Master: table actions=done
            scene Detail: view actions=done
            segue Master -> Detail push
            unwind Master -> Detail.done
            ```
            """)
        let found = try #require(run.only("flow.unwind-unreachable").first)
        #expect(found.summary == "flow.unwind-unreachable error 6:18")
        #expect(found.length == 6)
        #expect(found.message.hasPrefix("unwind from 'Master' can never reach 'Detail'"))
        #expect(found.notes.first?.message == "nothing is below 'Master': no segue or relationship leads to it")
    }

    /// UIKit's search also looks through the children of every container above the source
    /// (`allowedChildrenForUnwinding(from:)`), so an unwind may go to another tab: the tab bar
    /// controller then selects it. Quiet.
    @Test func unwindUnreachableIsQuietForAnotherTabOrItsStack() {
        let run = FlowDocument.run("""
            ```flow
            scene Tabs: tab tabs=Players,GamesNav initial
            scene Players: table actions=done
            scene GamesNav: navigation root=Games
            scene Games: table actions=done
            scene Game: view actions=done
            scene Add: view
            segue Players -> Add present
            segue Games -> Game push
            unwind Add -> Games.done
            unwind Add -> Game.done
            ```
            """)
        #expect(run.only("flow.unwind-unreachable").isEmpty, "\(run.all.map(\.message))")
    }

    /// Containers nested deeper than the bound on followed holders: the tab bar controller at the
    /// top holds every tab, so every unwind here can be found; the rule stays quiet rather than
    /// claim "never" about a target whose holders it did not all follow.
    @Test func unwindUnreachableStaysQuietPastTheHolderBound() {
        let depth = UnwindReachability.holderLimit + 40
        var lines = ["```flow", "scene T0: tab tabs=T1,X0 initial"]
        for level in 1..<depth { lines.append("scene T\(level): tab tabs=T\(level + 1),X\(level)") }
        lines.append("scene T\(depth): view")
        for level in 0..<depth { lines.append("scene X\(level): view actions=a") }
        lines.append("unwind X0 -> X\(depth - 1).a")
        lines.append("unwind X\(depth - 1) -> X0.a")
        lines.append("```")
        let run = FlowDocument.run(lines.joined(separator: "\n"))
        #expect(run.only("flow.unwind-unreachable").isEmpty, "\(run.only("flow.unwind-unreachable").map(\.message))")
    }

    @Test func unwindUnreachableFiresForAScenePresentedBesideTheSourceAndSuggestsWhatIsBelow() throws {
        let run = FlowDocument.run("""
            ```flow
            scene Home: view initial
            scene Add: view
            scene Settings: view actions=done
            segue Home -> Add present
            segue Home -> Settings present
            unwind Add -> Settings.done
            ```
            """)
        let found = try #require(run.only("flow.unwind-unreachable").first)
        #expect(found.summary == "flow.unwind-unreachable error 7:15")
        #expect(found.notes.first?.message == "from 'Add' an unwind can reach 'Home'")
    }

    /// A scene with a storyboard ID may be created by code and shown from anywhere: the rule
    /// cannot know, and says what the code would have to do, as a warning.
    @Test func unwindUnreachableIsAWarningWhenCodeMayShowTheSource() throws {
        let run = FlowDocument.run("""
            ```flow
            scene Home: view initial
            scene Add: view id=AddItem
            scene Settings: view actions=done
            segue Home -> Add present
            segue Home -> Settings present
            unwind Add -> Settings.done
            ```
            """)
        let found = try #require(run.only("flow.unwind-unreachable").first)
        #expect(found.severity == .warning)
        #expect(found.message.hasPrefix("unwind from 'Add' reaches 'Settings' only if code shows 'Add' (it has a storyboard ID) from 'Settings'"))
    }

    @Test func unwindUnreachableDoesNotFireThroughStacksAndPresentations() {
        let run = FlowDocument.run(BuilderTests.friendList)
        #expect(run.all.isEmpty)
        let deep = FlowDocument.run("""
            ```flow
            scene Nav: navigation root=A initial
            scene A: view actions=home
            scene B: view
            scene CNav: navigation root=C
            scene C: view
            segue A -> B push
            segue B -> CNav present
            unwind C -> A.home from=bar-button
            ```
            """)
        #expect(deep.all.isEmpty, "\(deep.all.map(\.message))")
    }

    @Test func unwindUnknownActionFiresWithNearestAction() throws {
        let run = FlowDocument.run("""
            ```flow
            scene Nav: navigation root=Master initial
            scene Master: table actions=save,cancel
            scene Detail: view
            segue Master -> Detail push
            unwind Detail -> Master.sav
            unwind Detail -> Master.close
            ```
            """)
        let found = run.only("flow.unwind-unknown-action")
        #expect(found.map(\.summary) == ["flow.unwind-unknown-action error 6:25", "flow.unwind-unknown-action error 7:25"])
        #expect(found[0].message == "'Master' has no unwind action 'sav' (it defines 'save', 'cancel'); UIKit hands an unwind only to a view controller that implements its action, so it would pass this scene by")
        #expect(found[0].fixIts.first?.replacement == "save")
        #expect(found[0].length == 3)
        #expect(found[1].fixIts.isEmpty)
    }

    @Test func unwindUnknownActionDoesNotFireWhenDefined() {
        let run = FlowDocument.run("""
            ```flow
            scene Nav: navigation root=Master initial
            scene Master: table actions=save
            scene Detail: view
            segue Master -> Detail push
            unwind Detail -> Master.save:
            ```
            """)
        #expect(run.all.isEmpty)
    }

    @Test func noEntryPointFiresAtTheFirstScene() throws {
        let run = FlowDocument.run("""
            ```flow Settings
            # loaded from code, but nobody says how
            scene General: table
            scene About: view
            ```
            """)
        let found = try #require(run.only("flow.no-entry-point").first)
        #expect(found.summary == "flow.no-entry-point error 3:7")
        #expect(found.message.hasPrefix("storyboard 'Settings' has no entry point"))
        #expect(run.all.count == 1)
    }

    @Test func noEntryPointDoesNotFireForAStoryboardLoadedByID() {
        let run = FlowDocument.run("""
            ```flow Settings
            scene General: table id=settings
            scene About: view
            segue General -> About show
            ```
            """)
        #expect(run.only("flow.no-entry-point").isEmpty)
        #expect(run.only("flow.push-outside-navigation").isEmpty)
        #expect(run.only("flow.unreachable-scene").isEmpty)
    }

    @Test func multipleEntryPointsFiresAtEachExtraInitial() throws {
        let run = FlowDocument.run("""
            ```flow
            scene A: view initial
            scene B: view initial
            scene C: view id=c initial
            ```
            """)
        let found = run.only("flow.multiple-entry-points")
        #expect(found.map(\.summary) == ["flow.multiple-entry-points error 3:15", "flow.multiple-entry-points error 4:20"])
        #expect(found[0].notes.first?.location == SourceLocation(path: "chapter.md", line: 2, column: 15))
        #expect(found[0].length == 7)
    }

    @Test func multipleEntryPointsDoesNotFireAfterTheOldInitialIsRemoved() {
        let run = FlowDocument.run("""
            ```flow
            scene Launch: view initial
            ```
            ```flow
            remove scene Launch
            scene Home: view initial
            ```
            """)
        #expect(run.all.isEmpty)
    }

    @Test func unreachableSceneFiresAtItsName() throws {
        let run = FlowDocument.run("""
            ```flow
            scene Home: view initial
            scene Orphan: view
            unwind Orphan -> Home.back
            ```
            """)
        let found = try #require(run.only("flow.unreachable-scene").first)
        #expect(found.summary == "flow.unreachable-scene warning 3:7")
        #expect(found.length == 6)
    }

    @Test func unreachableSceneDoesNotFireThroughRelationshipsSeguesOrIDs() {
        let run = FlowDocument.run("""
            ```flow
            scene Split: split master=Menu detail=Page initial
            scene Menu: table
            scene Page: view
            scene Popup: view
            scene Coded: view id=coded
            scene FromCoded: view
            segue Menu -> Page show-detail
            segue Page -> Popup popover from=bar-button
            segue Coded -> FromCoded present
            unwind FromCoded -> Coded.back
            ```
            """)
        #expect(run.only("flow.unreachable-scene").isEmpty)
    }

    @Test func manualSegueNeedsIdentifierFires() throws {
        let run = FlowDocument.run("""
            ```flow
            scene Nav: navigation root=Home initial
            scene Home: view actions=back
            scene Next: view
            segue Home -> Next push from=manual
            unwind Next -> Home.back from=manual
            ```
            """)
        let found = run.only("flow.manual-segue-needs-id")
        #expect(found.map(\.summary) == ["flow.manual-segue-needs-id warning 5:30", "flow.manual-segue-needs-id warning 6:31"])
        #expect(found[0].message.hasPrefix("segue 'Home -> Next' can only be performed from code (from=manual: no control triggers it)"))
        #expect(found[0].length == 6)
    }

    @Test func manualSegueNeedsIdentifierDoesNotFireWithOne() {
        let run = FlowDocument.run("""
            ```flow
            scene Nav: navigation root=Home initial
            scene Home: view
            scene Next: view
            segue showNext: Home -> Next push from=manual
            ```
            """)
        #expect(run.all.isEmpty)
    }

    @Test func modalDeadEndFiresAtThePresentation() throws {
        let run = FlowDocument.run("""
            ```flow
            scene Nav: navigation root=List initial
            scene List: table
            scene EditNav: navigation root=Edit
            scene Edit: view
            scene Picker: table
            segue List -> EditNav present from=bar-button presentation=fullScreen
            segue Edit -> Picker push
            ```
            """)
        let found = try #require(run.only("flow.modal-dead-end").first)
        #expect(found.summary == "flow.modal-dead-end warning 7:15")
        #expect(found.length == 7)
        #expect(found.message.hasPrefix("'EditNav' is presented modally with presentation=fullScreen, which UIKit gives no swipe-down to dismiss"))
        #expect(found.notes.first?.message.contains("gives a fullScreen presentation no swipe-down gesture") == true)
        #expect(run.all.count == 1)
    }

    /// Every style without a dismissing gesture fires; the default, the sheets and a popover
    /// presentation do not: the user swipes a sheet down or taps outside a popover.
    @Test func modalDeadEndFollowsThePresentationStyle() {
        for style in PresentationStyle.allCases {
            let attribute = style == .automatic ? "" : " presentation=\(style.rawValue)"
            for kind in ["present", "modal"] {
                let run = FlowDocument.run("""
                    ```flow
                    scene Home: view initial
                    scene About: view
                    segue Home -> About \(kind) from=button\(attribute)
                    ```
                    """)
                let fires = ["fullScreen", "overFullScreen", "currentContext", "overCurrentContext", "custom"].contains(style.rawValue)
                #expect(run.only("flow.modal-dead-end").count == (fires ? 1 : 0), "\(kind) \(style)")
                #expect(run.all.count == (fires ? 1 : 0), "\(kind) \(style): \(run.all.map(\.message))")
            }
        }
    }

    @Test func modalDeadEndDoesNotFireWithAnUnwindOrADismissInTheStack() {
        for way in ["unwind Picker -> List.done", "scene Extra: view\nsegue Picker -> Extra show\nunwind Extra -> List.done"] {
            let run = FlowDocument.run("""
                ```flow
                scene Nav: navigation root=List initial
                scene List: table actions=done
                scene EditNav: navigation root=Edit
                scene Edit: view
                scene Picker: table
                segue List -> EditNav present from=bar-button presentation=overFullScreen
                segue Edit -> Picker push
                \(way)
                ```
                """)
            #expect(run.all.isEmpty, "\(run.all.map(\.message))")
        }
        let dismissing = FlowDocument.run("""
            ```flow
            scene Home: view initial
            scene About: view dismiss="Close button"
            segue Home -> About modal presentation=currentContext
            ```
            """)
        #expect(dismissing.all.isEmpty)
    }

    @Test func barButtonOutsideNavigationFires() throws {
        let run = FlowDocument.run("""
            ```flow
            scene Home: view initial
            scene Editor: view dismiss=bar-button
            segue Home -> Editor present from=bar-button
            ```
            """)
        let found = run.only("flow.bar-button-outside-navigation")
        #expect(found.map(\.summary) == ["flow.bar-button-outside-navigation warning 3:28",
                                         "flow.bar-button-outside-navigation warning 4:35"])
        #expect(found[0].length == 10)
        #expect(found[0].message.hasPrefix("bar button on 'Editor'"))
    }

    @Test func barButtonOutsideNavigationDoesNotFireInsideANavigationController() {
        let run = FlowDocument.run("""
            ```flow
            scene Nav: navigation root=Home initial
            scene Home: view
            scene EditorNav: navigation root=Editor
            scene Editor: view dismiss=bar-button
            segue Home -> EditorNav present from=bar-button
            ```
            """)
        #expect(run.all.isEmpty, "\(run.all.map(\.message))")
    }

    @Test func emptyContainerFiresForEachContainerKind() {
        let run = FlowDocument.run("""
            ```flow
            scene Nav: navigation initial
            scene Tabs: tab id=tabs
            scene Split: split master=Nav id=split
            ```
            """)
        // Tabs and Split have storyboard IDs: code that creates them likely fills them — notes.
        #expect(run.only("flow.empty-container").map(\.summary) == [
            "flow.empty-container warning 2:7", "flow.empty-container note 3:7", "flow.empty-container note 4:7",
        ])
        #expect(run.only("flow.empty-container").allSatisfy { $0.message.hasSuffix("unless code sets its view controllers before it is shown (it is empty on screen otherwise)") })
    }

    @Test func emptyContainerWithAClassOfItsOwnIsANote() {
        let run = FlowDocument.run("""
            ```flow
            scene Home: view initial
            scene Tabs: tab class=MainTabBarController
            segue Home -> Tabs present
            ```
            """)
        #expect(run.only("flow.empty-container").map(\.severity) == [.note])
    }

    /// Apple's CustomTransitions: placeholder navigation controllers reached only by a custom
    /// segue whose code loads the real destination from another storyboard. The custom segue's
    /// code decides what is shown: a note. Another segue leading to it keeps the warning.
    @Test func emptyContainerReachedOnlyByCustomSeguesIsANote() {
        let run = FlowDocument.run("""
            ```flow
            scene Menu: view initial
            scene Swipe: navigation
            scene Fade: navigation
            segue Menu -> Swipe custom
            segue Menu -> Fade custom
            segue Menu -> Fade present
            ```
            """)
        #expect(run.only("flow.empty-container").map(\.summary) == [
            "flow.empty-container note 3:7", "flow.empty-container warning 4:7",
        ])
    }

    @Test func everyRuleIsInTheCatalogOnce() {
        let ids = FlowRules.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        for id in ["flow.syntax", "flow.unknown-scene", "flow.duplicate-scene", "flow.duplicate-segue-id",
                   "flow.dangling-reference", "flow.push-outside-navigation", "flow.static-cells-outside-table",
                   "flow.unwind-unreachable", "flow.unwind-unknown-action", "flow.no-entry-point",
                   "flow.multiple-entry-points", "flow.unreachable-scene", "flow.manual-segue-needs-id",
                   "flow.modal-dead-end", "flow.bar-button-outside-navigation"] {
            #expect(ids.contains(id), "\(id)")
        }
        #expect(FlowRules.all.first { $0.id == "flow.unreachable-scene" }?.severity == .warning)
    }
}
