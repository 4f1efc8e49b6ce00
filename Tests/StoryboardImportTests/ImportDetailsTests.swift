import FlowGraph
import Foundation
import SourceModel
@testable import StoryboardImport
import Testing

/// What the importer makes of each storyboard feature.
@Suite struct ImportDetailsTests {
    static func corpus(_ relative: String) throws -> ImportedStoryboard {
        try StoryboardImporter.importFile(at: TestPaths.corpus.appendingPathComponent(relative), name: TestPaths.shortName(relative))
    }

    static func xml(_ scenes: String, initial: String? = nil) throws -> ImportedStoryboard {
        try StoryboardImporter.importData(Data(StoryboardXML.document(initial: initial, scenes).utf8), path: "t.storyboard", name: "T")
    }

    @Test func playersScenesCellsAndTitles() throws {
        let storyboard = try Self.corpus("huydemi__Ratings/Ratings__Base.lproj__Players.storyboard").storyboard
        #expect(storyboard.scenes.map(\.name) == ["Players", "PlayerDetails", "GamePicker", "PlayersNav", "PlayerDetailsNav"])
        let players = try #require(storyboard.scene(named: "Players"))
        #expect(players.kind == .table && players.title == "Players" && players.className == "PlayersViewController")
        #expect(players.cells == .prototypes(["PlayerCell"]))
        #expect(storyboard.scene(named: "PlayerDetails")?.cells == .staticCells(["", "Game"]))
        #expect(storyboard.scene(named: "PlayersNav")?.root == "Players")
        #expect(storyboard.initialScenes.map(\.name) == ["PlayersNav"])
        #expect(players.location.line == 14)
    }

    @Test func playersTriggersAndUnwindTargets() throws {
        let imported = try Self.corpus("huydemi__Ratings/Ratings__Base.lproj__Players.storyboard")
        let storyboard = imported.storyboard
        #expect(storyboard.segues.map(\.trigger) == [.label("+"), .cell])
        #expect(storyboard.segues.map(\.style) == [.present, .show])
        let unwinds = storyboard.unwinds
        #expect(unwinds.map(\.target) == ["Players", "Players", "PlayerDetails"])
        #expect(unwinds.map(\.action) == ["cancelToPlayersViewController", "savePlayerDetail", "unwindWithSelectedGameWithSegue"])
        #expect(unwinds.map(\.trigger) == [.label("Cancel"), .label("Done"), .cell])
        #expect(unwinds.map { imported.unwindTargets[$0.key] } == [.namedInAction, .nearestPresenter, .nearestPresenter])
        #expect(storyboard.scene(named: "Players")?.actions == ["cancelToPlayersViewController", "savePlayerDetail"])
        #expect(storyboard.scene(named: "PlayerDetails")?.actions == ["unwindWithSelectedGameWithSegue"])
    }

    @Test func buttonsGesturesAndCustomSegues() throws {
        let storyboard = try Self.corpus("mac-cain13__R.swift/Examples__ResourceApp__ResourceApp__Base.lproj__Main.storyboard").storyboard
        let byID = Dictionary(uniqueKeysWithValues: storyboard.segues.compactMap { s in s.identifier.map { ($0, s) } })
        #expect(byID["toThird"]?.trigger == .manual)
        #expect(byID["attachedSegue"]?.trigger == .label("Extra"))
        #expect(byID["recognizerSegue"]?.trigger == .gesture)
        #expect(byID["recognizerSegue"]?.style == .custom && byID["recognizerSegue"]?.className == "CustomSegue")
        #expect(storyboard.unwinds.first?.identifier == "unwindSegue")
        #expect(storyboard.unwinds.first?.target == "Second")
        #expect(storyboard.scene(named: "Tab1")?.tabs == ["First", "Second"])
    }

    @Test func storyboardReferences() throws {
        let imported = try Self.corpus("mac-cain13__R.swift/Examples__ResourceApp__ResourceApp__References.storyboard")
        #expect(imported.storyboard.scenes.filter { $0.kind == .reference }.map(\.name) == ["Main", "AvpVC", "SomeStoryboard", "Reference1"])
        #expect(imported.references == ["Main": "Main", "AvpVC": "Specials", "SomeStoryboard": "SomeStoryboard"])
        #expect(imported.referencedIdentifiers == ["AvpVC": "avpVC"])
        let tabs = try Self.corpus("huydemi__Ratings/Ratings__Base.lproj__Main.storyboard")
        #expect(tabs.references == ["Players": "Players"])
        #expect(tabs.storyboard.scene(named: "Tab1")?.tabs == ["Players", "Gestures"])
    }

    @Test func splitViewAndNavigationNames() throws {
        let storyboard = try Self.corpus("jfahrenkrug__StoryboardLint/spec__fixtures__StoryboardLintTest__StoryboardLintTest__Base.lproj__Main_iPad.storyboard").storyboard
        let split = try #require(storyboard.scenes.first { $0.kind == .split })
        #expect(split.master == "SPWKMasterNav" && split.detail == "SPWKDetailNav" && split.isInitial)
    }

    @Test func duplicateIdentifiersGetDistinctKeys() throws {
        let storyboard = try Self.corpus("SwiftGen__SwiftGen/Sources__TestUtils__Fixtures__Resources__IB-iOS__Message.storyboard").storyboard
        let embeds = storyboard.segues.filter { $0.identifier == "Embed" }
        #expect(embeds.map(\.key) == ["Embed", "Embed#2"])
        #expect(embeds.allSatisfy { $0.style == .embed && $0.trigger == nil })
        #expect(storyboard.segues.first { $0.identifier == "NonCustom" }?.style == .showDetail)
        // A presentation with a custom class keeps its style; only custom segues carry the class.
        #expect(storyboard.segues.first { $0.identifier == "Show-NavCtrl" }?.className == nil)
    }

    @Test func oldAndNewSegueKindsStayDistinguishable() throws {
        let imported = try Self.xml("""
            <scene sceneID="s1"><objects><tableViewController id="a" sceneMemberID="viewController">
              <tableView key="view" dataMode="prototypes" id="t"><prototypes>
                <tableViewCell reuseIdentifier="Cell" id="c"><connections>
                  <segue destination="b" kind="push" id="k1"/>
                  <segue destination="b" kind="modal" trigger="accessoryAction" id="k2"/>
                </connections></tableViewCell>
              </prototypes></tableView>
              <connections>
                <segue destination="b" kind="presentation" id="k3"/>
                <segue destination="b" kind="popoverPresentation" id="k4"/>
                <segue destination="b" kind="popover" id="k5"/>
                <segue destination="b" kind="replace" id="k6"/>
                <segue destination="b" kind="show" id="k7"/>
              </connections>
            </tableViewController></objects></scene>
            <scene sceneID="s2"><objects><collectionViewController id="b" sceneMemberID="viewController">
              <collectionView key="view" id="cv"><cells><collectionViewCell reuseIdentifier="Tile" id="ct"/></cells></collectionView>
            </collectionViewController></objects></scene>
            """, initial: "a")
        let segues = imported.storyboard.segues
        #expect(segues.map(\.style) == [.push, .modal, .present, .popover, .popover, .showDetail, .show])
        #expect(segues.map(\.trigger) == [.cell, .accessory, .manual, .manual, .manual, .manual, .manual])
        #expect(segues.map(\.key) == ["Table1->Collection1", "Table1->Collection1#2", "Table1->Collection1#3",
                                      "Table1->Collection1#4", "Table1->Collection1#5", "Table1->Collection1#6",
                                      "Table1->Collection1#7"])
        #expect(imported.storyboard.scene(named: "Collection1")?.cells == .prototypes(["Tile"]))
        #expect(imported.warnings.isEmpty)
    }

    /// An unwind from a scene that nothing in its storyboard leads to returns to a scene of
    /// another storyboard (or of a chain built in code): it is kept aside, never aimed at a
    /// guessed scene, and the chapter shows it as a comment.
    @Test func unwindsWithNoWayBackInTheFileLeaveTheStoryboard() throws {
        let imported = try Self.xml("""
            <scene sceneID="s0"><objects><navigationController id="n" sceneMemberID="viewController"><connections>
              <segue destination="a" kind="relationship" relationship="rootViewController" id="r"/>
            </connections></navigationController></objects></scene>
            <scene sceneID="s1"><objects><viewController id="a" title="Home" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="s2"><objects><viewController id="b" title="Lost" storyboardIdentifier="lost" sceneMemberID="viewController">
              <connections><segue destination="x" kind="unwind" unwindAction="back:" identifier="goBack" id="u"/></connections>
            </viewController><exit id="x" sceneMemberID="exit"/></objects></scene>
            """, initial: "n")
        #expect(imported.storyboard.unwinds.isEmpty)
        let unwind = try #require(imported.outboundUnwinds.first)
        #expect(unwind.source == "Lost" && unwind.action == "back" && unwind.target.isEmpty && unwind.identifier == "goBack")
        #expect(imported.unwindTargets[unwind.key] == .outsideStoryboard)
        #expect(imported.storyboard.scenes.allSatisfy { $0.actions.isEmpty }, "no scene is given the action")
        #expect(FlowWriter.flowStatements(for: imported).hasSuffix("\n# unwind goBack: Lost -> (another storyboard).back from=manual\n"))

        let alone = try Self.xml("""
            <scene sceneID="s2"><objects><viewController id="b" sceneMemberID="viewController">
              <connections><segue destination="x" kind="unwind" unwindAction="back:" id="u"/></connections>
            </viewController></objects></scene>
            """)
        #expect(alone.storyboard.unwinds.isEmpty)
        #expect(alone.outboundUnwinds.map(\.source) == ["View1"])
        let chapter = FlowWriter.chapter(for: alone, sourcePath: "Alone.storyboard")
        #expect(chapter.contains("**1 unwind** written as comments, since no segue of this storyboard leads back to where they return: "
                                 + "`View1 -> Exit, action back` (no scene of this storyboard leads to `View1`: it is shown from code "
                                 + "or from another storyboard, so the scene it returns to is not in this file)."))
    }

    /// UIKit's unwind search also looks through the children of the containers above the source
    /// (`allowedChildrenForUnwinding(from:)`): from the root of one tab's navigation controller,
    /// an unwind goes to the scene of another tab whose class implements the action. (A public
    /// app did exactly this, and its unwind was dropped as "leaving the storyboard", which then
    /// made `performSegue(withIdentifier: "goToTab2")` a false `code.unknown-identifier`.)
    @Test func anUnwindMayGoToAnotherTab() throws {
        let scenes = """
            <scene sceneID="s0"><objects><tabBarController id="t" sceneMemberID="viewController"><connections>
              <segue destination="n1" kind="relationship" relationship="viewControllers" id="r1"/>
              <segue destination="n2" kind="relationship" relationship="viewControllers" id="r2"/>
            </connections></tabBarController></objects></scene>
            <scene sceneID="s1"><objects><navigationController id="n1" sceneMemberID="viewController"><connections>
              <segue destination="a" kind="relationship" relationship="rootViewController" id="r3"/>
            </connections></navigationController></objects></scene>
            <scene sceneID="s2"><objects><navigationController id="n2" sceneMemberID="viewController"><connections>
              <segue destination="b" kind="relationship" relationship="rootViewController" id="r4"/>
            </connections></navigationController></objects></scene>
            <scene sceneID="s3"><objects><viewController id="a" customClass="FirstViewController" sceneMemberID="viewController">
              <connections><segue destination="x" kind="unwind" unwindAction="unwindHere:" identifier="goBack" id="u"/></connections>
            </viewController><exit id="x" sceneMemberID="exit"/></objects></scene>
            <scene sceneID="s4"><objects><viewController id="b" customClass="SecondViewController" sceneMemberID="viewController"/></objects></scene>
            """
        let code = SourceFile(path: "Second.m", text: """
            @implementation SecondViewController
            - (IBAction)unwindHere:(UIStoryboardSegue *)segue { }
            @end
            """)
        let data = Data(StoryboardXML.document(initial: "t", scenes).utf8)
        let imported = try StoryboardImporter.importData(data, path: "t.storyboard", name: "T", sources: [code])
        #expect(imported.outboundUnwinds.isEmpty)
        let unwind = try #require(imported.storyboard.unwinds.first)
        #expect(unwind.source == "First" && unwind.target == "Second" && unwind.identifier == "goBack")
        #expect(imported.unwindTargets[unwind.key] == .implementedByClass)
        #expect(imported.storyboard.scene(named: "Second")?.actions == ["unwindHere"])

        // Without the code there is no way to know which tab implements it: still left out.
        let guessed = try StoryboardImporter.importData(data, path: "t.storyboard", name: "T")
        #expect(guessed.storyboard.unwinds.isEmpty && guessed.outboundUnwinds.count == 1)
        // …but its identifier is one the code may perform.
        let catalog = SourceCodeChecker.Catalog(imported: [guessed])
        #expect(catalog.segues.contains("goBack"))
    }

    /// With the code, an unwind whose action only a class met nowhere on the way back implements
    /// goes on above this storyboard (Apple's SegueCatalog: "Unwind in Master" in the detail
    /// storyboard returns to the split view's master, a scene of the storyboard that references
    /// it). It is not aimed at the nearest scene, and that scene is not given the action.
    @Test func withTheCodeAnUnwindImplementedOnlyElsewhereLeavesTheStoryboard() throws {
        let scenes = """
            <scene sceneID="s0"><objects><navigationController id="n" sceneMemberID="viewController"><connections>
              <segue destination="a" kind="relationship" relationship="rootViewController" id="r"/>
            </connections></navigationController></objects></scene>
            <scene sceneID="s1"><objects><viewController id="a" customClass="OuterViewController" sceneMemberID="viewController">
              <connections><segue destination="b" kind="show" identifier="push" id="g"/></connections>
            </viewController></objects></scene>
            <scene sceneID="s2"><objects><viewController id="b" customClass="PushedViewController" sceneMemberID="viewController">
              <connections><segue destination="x" kind="unwind" unwindAction="unwindInMaster:" id="u"/></connections>
            </viewController><exit id="x" sceneMemberID="exit"/></objects></scene>
            """
        let data = Data(StoryboardXML.document(initial: "n", scenes).utf8)
        let master = SourceFile(path: "Master.swift", text: """
            class MasterViewController: UITableViewController {
                @IBAction func unwindInMaster(_ segue: UIStoryboardSegue) {}
            }
            class OuterViewController: UIViewController {}
            """)
        let imported = try StoryboardImporter.importData(data, path: "d.storyboard", name: "D", sources: [master])
        #expect(imported.storyboard.unwinds.isEmpty)
        #expect(imported.outboundUnwinds.map(\.source) == ["Pushed"])
        #expect(imported.storyboard.scenes.allSatisfy { $0.actions.isEmpty }, "Outer does not implement unwindInMaster")
        #expect(imported.warnings.isEmpty, "no guess, so no note asking for the code that was given")

        // Without the code, the nearest scene is still the guess, and the note asks for the code.
        let guessed = try StoryboardImporter.importData(data, path: "d.storyboard", name: "D")
        #expect(guessed.storyboard.unwinds.map(\.target) == ["Outer"])
        #expect(guessed.warnings.map(\.message).contains { $0.contains("give the app's code with --sources") })

        // Code in which no class implements the action: still a guess, and the note says what the code lacks.
        let lacking = SourceFile(path: "Outer.swift", text: "class OuterViewController: UIViewController {}\n")
        let unknown = try StoryboardImporter.importData(data, path: "d.storyboard", name: "D", sources: [lacking])
        #expect(unknown.storyboard.unwinds.map(\.target) == ["Outer"])
        let note = try #require(unknown.warnings.first { $0.rule == StoryboardImporter.guessedRule })
        #expect(note.message.hasSuffix("no class in the code given with --sources implements unwindInMaster:"))
        #expect(!note.message.contains("give the app's code"))
    }

    /// Xcode's template class `ViewController` is in every action named after a view controller:
    /// of the scenes on the way back whose class the action names, the longest name wins
    /// (`unwindToRootViewController` goes to Root, class RootViewController, not to the nearer
    /// scene of class ViewController). Found on bartjacobs/DemystifyingUnwindSegues.
    @Test func theSceneWhoseClassTheActionNamesIsTheLongestMatch() throws {
        let scenes = """
            <scene sceneID="s0"><objects><navigationController id="n" sceneMemberID="viewController"><connections>
              <segue destination="r" kind="relationship" relationship="rootViewController" id="rr"/>
            </connections></navigationController></objects></scene>
            <scene sceneID="s1"><objects><viewController id="r" customClass="RootViewController" sceneMemberID="viewController">
              <connections><segue destination="v" kind="show" id="g1"/></connections>
            </viewController></objects></scene>
            <scene sceneID="s2"><objects><viewController id="v" customClass="ViewController" sceneMemberID="viewController">
              <connections><segue destination="w" kind="show" id="g2"/></connections>
            </viewController></objects></scene>
            <scene sceneID="s3"><objects><viewController id="w" title="View1" sceneMemberID="viewController">
              <connections><segue destination="x" kind="unwind" unwindAction="unwindToRootViewController:" id="u"/></connections>
            </viewController><exit id="x" sceneMemberID="exit"/></objects></scene>
            """
        let imported = try Self.xml(scenes, initial: "n")
        let unwind = try #require(imported.storyboard.unwinds.first)
        #expect(imported.storyboard.scene(named: unwind.target)?.className == "RootViewController")
        #expect(imported.unwindTargets[unwind.key] == .namedInAction)
        #expect(imported.storyboard.scenes.first { $0.className == "ViewController" }?.actions.isEmpty == true)
    }

    /// A segue with Peek & Pop ticked holds `<segue key="commit">` and `<segue key="preview">`
    /// (Xcode 7.1 to 10): settings of that segue, not segues of their own, so nothing is skipped
    /// and nothing is said.
    @Test func peekAndPopSettingsInsideASegueAreNotSegues() throws {
        let imported = try Self.xml("""
            <scene sceneID="s1"><objects><tableViewController id="a" customClass="ListViewController" sceneMemberID="viewController">
              <tableView key="view" id="t"><prototypes><tableViewCell reuseIdentifier="Row" id="c"><connections>
                <segue destination="b" kind="show" identifier="showDetail" id="g">
                  <segue key="commit" inheritsFrom="parent" id="gc"/>
                  <segue key="preview" inheritsFrom="commit" id="gp"/>
                </segue>
              </connections></tableViewCell></prototypes></tableView>
            </tableViewController></objects></scene>
            <scene sceneID="s2"><objects><viewController id="b" customClass="DetailViewController" sceneMemberID="viewController"/></objects></scene>
            """, initial: "a")
        #expect(imported.storyboard.segues.map { "\($0.source)->\($0.destination)" } == ["List->Detail"])
        #expect(imported.storyboard.segues.map(\.identifier) == ["showDetail"])
        #expect(imported.warnings.isEmpty)
    }

    /// `from=bar-button` means the navigation bar a navigation controller shows; an untitled item
    /// of a toolbar or navigation bar placed in the scene's own view needs none, and is written
    /// as a label, so `flow.bar-button-outside-navigation` cannot misfire on it.
    @Test func barItemsOfTheScenesOwnBarsAreNotNavigationBarButtons() throws {
        let imported = try Self.xml("""
            <scene sceneID="s0"><objects><viewController id="a" title="Map" sceneMemberID="viewController">
              <view key="view" id="v"><subviews>
                <toolbar id="tb"><items>
                  <barButtonItem image="gear" id="i1"><connections><segue destination="b" kind="presentation" id="g1"/></connections></barButtonItem>
                </items></toolbar>
                <navigationBar id="nb"><items><navigationItem id="ni">
                  <barButtonItem key="rightBarButtonItem" image="info" id="i2"><connections><segue destination="c" kind="presentation" id="g2"/></connections></barButtonItem>
                </navigationItem></items></navigationBar>
              </subviews></view>
              <navigationItem key="navigationItem" id="own">
                <barButtonItem key="leftBarButtonItem" image="star" id="i3"><connections><segue destination="d" kind="presentation" id="g3"/></connections></barButtonItem>
              </navigationItem>
            </viewController></objects></scene>
            <scene sceneID="s1"><objects><viewController id="b" title="Settings" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="s2"><objects><viewController id="c" title="Info" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="s3"><objects><viewController id="d" title="Favourites" sceneMemberID="viewController"/></objects></scene>
            """, initial: "a")
        #expect(imported.storyboard.segues.map(\.trigger) == [.label("toolbar item"), .label("bar item"), .barButton])
    }

    /// The presentation style as UIKit resolves it: the segue's `modalPresentationStyle`, else the
    /// destination view controller's, else automatic (not written). A popover or push segue keeps none.
    @Test func presentationStyleIsTheSegueSElseTheDestinationS() throws {
        let imported = try Self.xml("""
            <scene sceneID="s0"><objects><viewController id="h" title="Home" sceneMemberID="viewController"><connections>
              <segue destination="a" kind="presentation" identifier="plain" id="g0"/>
              <segue destination="b" kind="presentation" identifier="destination" id="g1"/>
              <segue destination="b" kind="presentation" identifier="segue" modalPresentationStyle="pageSheet" id="g2"/>
              <segue destination="a" kind="modal" identifier="legacy" modalPresentationStyle="fullScreen" id="g3"/>
              <segue destination="a" kind="presentation" identifier="unknown" modalPresentationStyle="sideways" id="g4"/>
              <segue destination="b" kind="show" identifier="shown" id="g5"/>
            </connections></viewController></objects></scene>
            <scene sceneID="s1"><objects><viewController id="a" title="Plain" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="s2"><objects><viewController id="b" title="Cover" modalPresentationStyle="overCurrentContext" sceneMemberID="viewController"/></objects></scene>
            """, initial: "h")
        let styles = imported.storyboard.segues.map { "\($0.identifier ?? "-") \($0.presentation.rawValue)" }
        #expect(styles == ["plain automatic", "destination overCurrentContext", "segue pageSheet", "legacy fullScreen",
                           "unknown automatic", "shown automatic"])
        let text = FlowWriter.flowStatements(for: imported)
        #expect(text.contains("segue destination: Home -> Cover present from=manual presentation=overCurrentContext\n"), "\(text)")
        #expect(text.contains("segue legacy: Home -> Plain modal from=manual presentation=fullScreen\n"), "\(text)")
        #expect(text.contains("segue plain: Home -> Plain present from=manual\n"), "\(text)")
        #expect(text.contains("segue shown: Home -> Cover show from=manual\n"), "\(text)")
    }

    /// A way out made in code: the class adds a button with `addTarget(_:action:for:)` and that
    /// action dismisses (an Apple sample does this for its custom navigation bar). With the code
    /// given, the scene gets `dismiss=`, so `flow.modal-dead-end` does not misfire.
    @Test func aDismissingControlMadeInCodeIsAWayOut() throws {
        let scenes = """
            <scene sceneID="s0"><objects><viewController id="h" title="Home" sceneMemberID="viewController">
              <view key="view" id="v"><subviews><button id="b"><state key="normal" title="Open"/>
                <connections><segue destination="n" kind="presentation" id="p"/></connections></button></subviews></view>
            </viewController></objects></scene>
            <scene sceneID="s1"><objects><navigationController id="n" sceneMemberID="viewController"><connections>
              <segue destination="c" kind="relationship" relationship="rootViewController" id="r"/>
            </connections></navigationController></objects></scene>
            <scene sceneID="s2"><objects><tableViewController id="c" customClass="CitiesViewController" sceneMemberID="viewController"/></objects></scene>
            """
        let code = SourceFile(path: "Cities.m", text: """
            @implementation CitiesViewController
            - (void)viewDidLoad {
                UIButton *back = [UIButton buttonWithType:UIButtonTypeSystem];
                [back addTarget:self action:@selector(returnToMenu:) forControlEvents:UIControlEventTouchUpInside];
            }
            - (IBAction)returnToMenu:(id)sender {
                [self.navigationController dismissViewControllerAnimated:YES completion:NULL];
            }
            @end
            """)
        let data = Data(StoryboardXML.document(initial: "h", scenes).utf8)
        let withCode = try StoryboardImporter.importData(data, path: "t.storyboard", name: "T", sources: [code])
        #expect(withCode.storyboard.scene(named: "Cities")?.dismiss == .label("control made in code"))
        // Without the code nothing shows the way out; and an action that is never targeted from code does not count.
        #expect(try StoryboardImporter.importData(data, path: "t.storyboard", name: "T").storyboard.scene(named: "Cities")?.dismiss == nil)
        let untargeted = SourceFile(path: "Cities.m", text: code.text.replacingOccurrences(of: "@selector(returnToMenu:)", with: "@selector(other:)"))
        #expect(try StoryboardImporter.importData(data, path: "t.storyboard", name: "T", sources: [untargeted])
            .storyboard.scene(named: "Cities")?.dismiss == nil)
        #expect(CodeFacts.namesSelector("returnToMenu:", in: "#selector( returnToMenu(_:))"))
        #expect(!CodeFacts.namesSelector("returnToMenu:", in: "#selector(returnToMenuLater)"))
    }

    @Test func sceneNamesAreReadableUniqueIdentifiers() throws {
        #expect(FlowNames.identifier(from: "Add Player") == "AddPlayer")
        #expect(FlowNames.identifier(from: "Accept-ToS") == "AcceptToS")
        #expect(FlowNames.identifier(from: "2 Factor") == "Scene2Factor")
        #expect(FlowNames.identifier(from: "été") == "T")
        #expect(FlowNames.identifier(from: "…") == nil)
        #expect(FlowNames.droppingControllerSuffix("PlayersViewController") == "Players")
        #expect(FlowNames.droppingControllerSuffix("ViewController") == "ViewController")
        #expect(FlowNames.action(fromSelector: "unwind:sender:") == "unwind_sender")
        #expect(FlowNames.storyboardName("Ratings__Base.lproj__Main") == "Ratings__Base_lproj__Main")
        #expect(FlowNames.storyboardName("1st") == "S1st")

        let imported = try Self.xml("""
            <scene sceneID="s1"><objects><viewController id="a" customClass="FooViewController" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="s2"><objects><viewController id="b" storyboardIdentifier="Foo" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="s3"><objects><viewController id="c" title="Foo" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="s4"><objects><viewController id="d" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="s5"><objects><viewController id="e" title="View 1" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="s6"><objects><navigationController id="f" sceneMemberID="viewController"/></objects></scene>
            """)
        #expect(imported.storyboard.scenes.map(\.name) == ["Foo", "Foo2", "Foo3", "View1", "View1_2", "Navigation1"])
    }

    /// A game tracker's group flow has three scenes of one class (`GroupFlowController`, told apart
    /// by a runtime attribute) with storyboard IDs `Person`, `Persons`, `SearchPersons`: they were
    /// named `GroupFlow`, `GroupFlow2`, `GroupFlow3`. A shared class names none of them; a storyboard
    /// ID or title of the scene's own does. IDs several scenes share (a code generator's fixture
    /// gives three scenes the ID `public`) and a class used once keep the class name.
    @Test func aClassSeveralScenesShareGivesWayToTheirOwnIDsOrTitles() throws {
        let imported = try Self.xml("""
            <scene sceneID="s1"><objects><viewController id="a" storyboardIdentifier="Person" customClass="GroupFlowController" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="s2"><objects><viewController id="b" storyboardIdentifier="Persons" title="Group" customClass="GroupFlowController" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="s3"><objects><viewController id="c" title="Search" customClass="GroupFlowController" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="s4"><objects><viewController id="d" title="Group" customClass="GroupFlowController" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="s5"><objects><viewController id="e" storyboardIdentifier="public" customClass="SLKTextViewController" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="s6"><objects><viewController id="f" storyboardIdentifier="public" customClass="SLKTextViewController" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="s7"><objects><viewController id="g" storyboardIdentifier="Login" customClass="AccountViewController" sceneMemberID="viewController"/></objects></scene>
            """)
        #expect(imported.storyboard.scenes.map(\.name) == ["Person", "Persons", "Search", "GroupFlow", "SLKText", "SLKText2", "Account"])
    }

    @Test func defaultNameComesFromTheFileName() throws {
        let url = TestPaths.corpus.appendingPathComponent("huydemi__Ratings/Ratings__Base.lproj__Main.storyboard")
        #expect(try StoryboardImporter.importFile(at: url).storyboard.name == "Ratings__Base_lproj__Main")
        #expect(try StoryboardImporter.importFile(at: url, name: "Main").storyboard.name == "Main")
    }
}
