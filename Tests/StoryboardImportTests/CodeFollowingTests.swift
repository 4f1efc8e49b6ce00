import FlowGraph
import FlowSyntax
import Foundation
import SourceModel
import StoryboardImport
import Testing

/// Issue 11: the importer carries over what the storyboard shows, and the code checks follow
/// the code (storyboard-scoped IDs, identifiers through locals, performSegue's receiver class,
/// unwind actions nobody implements).
@Suite struct CodeFollowingTests {
    /// A navigation controller over a plain view controller holding a table view with two
    /// prototypes; a detail scene; an editor presented in its own navigation controller, with a
    /// Cancel bar button wired to an action and a Save button unwinding to `saveInput:`, which
    /// `FriendsViewController` (two scenes back) implements.
    static let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav-1">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <navigationController id="nav-1" sceneMemberID="viewController">
                        <connections>
                            <segue destination="list-1" kind="relationship" relationship="rootViewController" id="r1"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="s2">
                <objects>
                    <viewController id="list-1" customClass="FriendsViewController" sceneMemberID="viewController">
                        <view key="view" id="v1">
                            <subviews>
                                <tableView dataMode="prototypes" id="t1">
                                    <prototypes>
                                        <tableViewCell reuseIdentifier="FriendCell" id="c1"/>
                                        <tableViewCell reuseIdentifier="HeaderCell" id="c2"/>
                                    </prototypes>
                                </tableView>
                            </subviews>
                        </view>
                        <connections>
                            <segue destination="detail-1" kind="show" identifier="showDetail" id="g1"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="s3">
                <objects>
                    <tableViewController id="detail-1" customClass="DetailViewController" storyboardIdentifier="Detail" sceneMemberID="viewController">
                        <tableView key="view" dataMode="static" id="t2">
                            <sections>
                                <tableViewSection id="sec1">
                                    <cells>
                                        <tableViewCell id="c3">
                                            <listContentConfiguration key="contentConfiguration" text="Phone"/>
                                        </tableViewCell>
                                    </cells>
                                </tableViewSection>
                            </sections>
                        </tableView>
                        <connections>
                            <segue destination="nav-2" kind="presentation" identifier="editDetail" id="g2"/>
                        </connections>
                    </tableViewController>
                </objects>
            </scene>
            <scene sceneID="s4">
                <objects>
                    <navigationController id="nav-2" sceneMemberID="viewController">
                        <connections>
                            <segue destination="edit-1" kind="relationship" relationship="rootViewController" id="r2"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="s5">
                <objects>
                    <viewController id="edit-1" customClass="EditViewController" sceneMemberID="viewController">
                        <navigationItem key="navigationItem" id="n5">
                            <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="b1">
                                <connections>
                                    <action selector="cancel:" destination="edit-1" id="a1"/>
                                </connections>
                            </barButtonItem>
                            <barButtonItem key="rightBarButtonItem" systemItem="save" id="b2">
                                <connections>
                                    <segue destination="exit-5" kind="unwind" unwindAction="saveInput:" id="u1"/>
                                </connections>
                            </barButtonItem>
                        </navigationItem>
                    </viewController>
                    <exit id="exit-5" userLabel="Exit" sceneMemberID="exit"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    static let code = """
    import UIKit

    class FriendsViewController: UIViewController {
        @IBAction func saveInput(_ segue: UIStoryboardSegue) { }

        func open() {
            performSegue(withIdentifier: "showDetail", sender: nil)
            let cell = tableView.dequeueReusableCell(withIdentifier: "HeaderCell", for: indexPath)
        }

        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            let id = segue.identifier
            if id == "showDetial" { }
        }
    }

    class DetailViewController: UITableViewController {
        func edit() {
            performSegue(withIdentifier: "showDetail", sender: nil)
            performSegue(withIdentifier: "editDetail", sender: nil)
            self.parent?.performSegue(withIdentifier: "showDetail", sender: nil)
            let board = UIStoryboard(name: "Friends", bundle: nil)
            _ = board.instantiateViewController(withIdentifier: "Detail")
            _ = UIStoryboard(name: "Friends", bundle: nil).instantiateViewController(withIdentifier: "Detial")
        }
    }

    class EditViewController: UIViewController {
        @IBAction func cancel(_ sender: Any) { dismiss(animated: true) }
        // Without `for:`, an unknown identifier makes UIKit return nil (the code makes its own cell): quiet.
        func cell() -> UITableViewCell { tableView.dequeueReusableCell(withIdentifier: "SubtitleCell") ?? UITableViewCell() }
    }
    """

    static func imported(sources: [SourceFile]? = nil) throws -> ImportedStoryboard {
        try StoryboardImporter.importData(Data(xml.utf8), path: "Friends.storyboard", name: "Friends", sources: sources)
    }

    @Test func prototypesOfATableViewInAPlainViewControllerAreImported() throws {
        let board = try Self.imported().storyboard
        let list = try #require(board.scenes.first { $0.className == "FriendsViewController" })
        #expect(list.kind == .view)
        #expect(list.cells == .prototypes(["FriendCell", "HeaderCell"]))
        // And they count as declared for the code check.
        let file = SourceFile(path: "F.swift", text: "tableView.dequeueReusableCell(withIdentifier: \"FriendCell\", for: i)\n")
        #expect(SourceCodeChecker.check([file], against: .init(storyboards: [board], fileNames: ["Friends"])).isEmpty)
    }

    @Test func staticCellTextsComeFromListContentConfigurations() throws {
        let detail = try #require(try Self.imported().storyboard.scenes.first { $0.className == "DetailViewController" })
        #expect(detail.cells == .staticCells(["Phone"]))
    }

    @Test func aCancelSystemItemWithAnActionIsAWayOut() throws {
        let imported = try Self.imported()
        let edit = try #require(imported.storyboard.scenes.first { $0.className == "EditViewController" })
        #expect(edit.dismiss == .label("Cancel button"))
        let chapter = FlowWriter.chapter(for: imported, sourcePath: "Friends.storyboard")
        #expect(chapter.contains("dismiss=\"Cancel button\""), "\(chapter)")
    }

    /// The modal editor, presented full screen (no swipe-down), leaves by its Cancel button
    /// (`dismiss=`): the checked flow has no dead end. Without the Cancel action it has one.
    @Test func theImportedModalWithACancelActionIsNoDeadEnd() throws {
        let fullScreen = Self.xml.replacingOccurrences(of: "kind=\"presentation\" identifier=\"editDetail\"",
                                                       with: "kind=\"presentation\" modalPresentationStyle=\"fullScreen\" identifier=\"editDetail\"")
        #expect(fullScreen != Self.xml)
        func deadEnds(_ xml: String) throws -> [Diagnostic] {
            let imported = try StoryboardImporter.importData(Data(xml.utf8), path: "Friends.storyboard", name: "Friends")
            let (board, problems) = RoundTripTests.reparse(imported)
            #expect(board != nil && problems.filter { $0.severity == .error }.isEmpty)
            var book = FlowBook()
            let statements = FlowWriter.flowStatements(for: imported)
            let text = "```flow Friends\n" + statements + "```\n"
            let lines = statements.split(separator: "\n").enumerated()
                .map { FlowSourceLine(text: String($0.element), line: $0.offset + 2, column: 1) }
            let source = FlowBlockSource(file: SourceFile(path: "f.md", text: text), infoString: "flow Friends",
                                         fenceLocation: SourceLocation(path: "f.md", line: 1, column: 4), lines: lines)
            _ = book.apply(FlowParser.parse(source).0, defaultStoryboard: "Friends")
            return book.finalDiagnostics().filter { $0.rule == "flow.modal-dead-end" }
        }
        #expect(try deadEnds(fullScreen).isEmpty)
        // The Cancel action alone is a way out.
        let unwind = "<segue destination=\"exit-5\" kind=\"unwind\" unwindAction=\"saveInput:\" id=\"u1\"/>"
        #expect(try deadEnds(fullScreen.replacingOccurrences(of: unwind, with: "")).isEmpty)
        // Without the Cancel action (and the Save unwind), the same storyboard has no way out of the editor, and says so.
        let bare = fullScreen.replacingOccurrences(of: "<action selector=\"cancel:\" destination=\"edit-1\" id=\"a1\"/>", with: "")
            .replacingOccurrences(of: "systemItem=\"cancel\"", with: "title=\"Back\"")
            .replacingOccurrences(of: unwind, with: "")
        let imported = try StoryboardImporter.importData(Data(bare.utf8), path: "Friends.storyboard", name: "Friends")
        #expect(imported.storyboard.scenes.allSatisfy { $0.dismiss == nil } && imported.storyboard.unwinds.isEmpty)
        #expect(try deadEnds(bare).count == 1)
        // Presented as the default sheet, the user swipes it down: no dead end either way.
        #expect(try deadEnds(bare.replacingOccurrences(of: " modalPresentationStyle=\"fullScreen\"", with: "")).isEmpty)
    }

    @Test func staticCellsInAPlainViewControllerAreSkippedWithTheirLine() throws {
        let xml = Self.xml.replacingOccurrences(of: "<tableView dataMode=\"prototypes\" id=\"t1\">", with: "<tableView dataMode=\"static\" id=\"t1\">")
        let imported = try StoryboardImporter.importData(Data(xml.utf8), path: "Friends.storyboard", name: "Friends")
        let skipped = imported.warnings.filter { $0.rule == "import.skipped" }
        #expect(skipped.count == 1)
        #expect(skipped.first?.location?.line == 18)
        #expect(skipped.first?.message.contains("static cells only work as a table view controller's own table view") == true)
    }

    @Test func unwindTargetsFollowTheCodeWhenGivenAndAreMarkedGuessedOtherwise() throws {
        let guessed = try Self.imported()
        let unwind = try #require(guessed.storyboard.unwinds.first)
        #expect(unwind.target == "Detail")
        #expect(guessed.warnings.contains { $0.rule == "import.guessed" && $0.severity == .note })

        let known = try Self.imported(sources: [SourceFile(path: "Friends.swift", text: Self.code)])
        let resolved = try #require(known.storyboard.unwinds.first)
        #expect(resolved.target == "Friends")
        #expect(!known.warnings.contains { $0.rule == "import.guessed" })
    }

    @Test func aXibIsRefusedWithAClearMessage() throws {
        #expect(throws: StoryboardImportError.self) {
            try StoryboardImporter.importData(Data(#"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"/>"#.utf8),
                                              path: "Cell.xib", name: "Cell")
        }
        let message = String(describing: StoryboardImportError.xib(path: "Cell.xib"))
        #expect(message.contains("not a storyboard"))
    }

    @Test func codeChecksFollowTheCode() throws {
        let board = try Self.imported(sources: [SourceFile(path: "Friends.swift", text: Self.code)]).storyboard
        let other = Storyboard(name: "Settings", scenes: [
            Scene(name: "Prefs", kind: .view, storyboardID: "Detial", isInitial: true,
                  location: SourceLocation(path: "Settings.storyboard", line: 1, column: 1)),
        ])
        let files = [SourceFile(path: "Friends.swift", text: Self.code)]
        let diagnostics = SourceCodeChecker.check(files, against: .init(storyboards: [board, other], fileNames: ["Friends", "Settings"]))
        let lines = diagnostics.map { "\($0.location!.line) \($0.rule)" }
        // Line 13: `id == "showDetial"` through the local `id`; a comparison never raises.
        // Line 19: performSegue("showDetail") in DetailViewController, a segue of FriendsViewController's scene.
        // Line 21 (`self.parent?.performSegue`) is performed on another object: quiet.
        // Line 24: "Detial" is a storyboard ID of Settings, but this code loads Friends.
        #expect(lines == ["13 code.unknown-identifier", "19 code.segue-wrong-source", "24 code.unknown-identifier"], "\(diagnostics.map(\.message))")
        let comparison = diagnostics[0]
        #expect(comparison.notes.contains { $0.message.hasPrefix("a comparison never raises") })
        #expect(diagnostics[1].message.contains("in class DetailViewController"))
        #expect(diagnostics[1].notes.first?.message.contains("Receiver (<DetailViewController: …>) has no segue with identifier 'showDetail'") == true)
        #expect(diagnostics[2].message.contains("in storyboard 'Friends'"))
        #expect(diagnostics[2].notes.contains { $0.message.contains("storyboard ID of storyboard 'Settings'") })
    }

    @Test func anUnwindActionNoClassImplementsIsReported() throws {
        let board = try Self.imported().storyboard
        let without = Self.code.replacingOccurrences(of: "@IBAction func saveInput(_ segue: UIStoryboardSegue) { }", with: "")
        let diagnostics = SourceCodeChecker.check([SourceFile(path: "F.swift", text: without)],
                                                  against: .init(storyboards: [board], fileNames: ["Friends"]))
            .filter { $0.rule == "code.missing-unwind-action" }
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.location?.path == "Friends.storyboard")
        #expect(diagnostics.first?.message.contains("'saveInput'") == true)
        // With the action implemented (in Objective-C too), quiet.
        let objc = "@implementation FriendsViewController\n- (IBAction)saveInput:(UIStoryboardSegue *)segue { }\n@end\n"
        #expect(SourceCodeChecker.check([SourceFile(path: "F.swift", text: without), SourceFile(path: "F.m", text: objc)],
                                        against: .init(storyboards: [board], fileNames: ["Friends"]))
            .filter { $0.rule == "code.missing-unwind-action" }.isEmpty)
    }

    /// An unwind from a scene that no scene of its storyboard leads to (shown from code or from
    /// another storyboard) leaves the storyboard: the import writes it as a comment. Its action
    /// must still be implemented somewhere; when no class of the sources does, that is reported
    /// as for any other unwind (it was silent: Apple's CustomTransitions sample).
    @Test func anUnwindLeavingItsStoryboardStillNeedsItsAction() throws {
        let scenes = """
            <scene sceneID="s1"><objects><viewController id="a" customClass="FirstViewController" sceneMemberID="viewController"/>
            </objects></scene>
            <scene sceneID="s2"><objects><viewController id="b" customClass="SecondViewController" storyboardIdentifier="Second" sceneMemberID="viewController">
              <connections><segue destination="x" kind="unwind" unwindAction="unwindToMenu:" id="u"/></connections>
            </viewController><exit id="x" sceneMemberID="exit"/></objects></scene>
            """
        let data = Data(StoryboardXML.document(initial: "a", scenes).utf8)
        let code = SourceFile(path: "Second.swift", text: "class FirstViewController: UIViewController {}\nclass SecondViewController: UIViewController {}\n")
        let imported = try StoryboardImporter.importData(data, path: "T.storyboard", name: "T", sources: [code])
        #expect(imported.storyboard.unwinds.isEmpty)
        #expect(imported.outboundUnwinds.map(\.action) == ["unwindToMenu"])
        let missing = SourceCodeChecker.check([code], against: .init(imported: [imported], fileNames: ["T"]))
            .filter { $0.rule == "code.missing-unwind-action" }
        #expect(missing.map { $0.location?.path } == ["T.storyboard"])
        #expect(missing.first?.message.contains("'unwindToMenu'") == true)
        // Implemented by a class of another storyboard: quiet.
        let menu = SourceFile(path: "Menu.swift", text: "class MenuViewController: UIViewController {\n    @IBAction func unwindToMenu(_ segue: UIStoryboardSegue) {}\n}\n")
        #expect(SourceCodeChecker.check([code, menu], against: .init(imported: [imported], fileNames: ["T"]))
            .filter { $0.rule == "code.missing-unwind-action" }.isEmpty)
    }

    /// A scene shown from code (a navigation controller with a storyboard ID that a map scene
    /// instantiates and presents, as Apple's EventKit location reminders sample does) unwinds to
    /// the one scene whose class implements the action: the comment names that scene, not
    /// "another storyboard", and the summary says why it is a comment.
    @Test func anUnwindFromASceneShownByCodeNamesTheSceneThatImplementsIt() throws {
        let scenes = """
            <scene sceneID="s1"><objects><navigationController id="n1" sceneMemberID="viewController"><connections>
              <segue destination="map" kind="relationship" relationship="rootViewController" id="r1"/>
            </connections></navigationController></objects></scene>
            <scene sceneID="s2"><objects><viewController id="map" customClass="MapViewController" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="s3"><objects><navigationController id="n2" storyboardIdentifier="addNav" sceneMemberID="viewController"><connections>
              <segue destination="add" kind="relationship" relationship="rootViewController" id="r2"/>
            </connections></navigationController></objects></scene>
            <scene sceneID="s4"><objects><tableViewController id="add" customClass="AddReminder" sceneMemberID="viewController">
              <connections><segue destination="x" kind="unwind" unwindAction="cancel:" id="u"/></connections>
            </tableViewController><exit id="x" sceneMemberID="exit"/></objects></scene>
            """
        let data = Data(StoryboardXML.document(initial: "n1", scenes).utf8)
        let code = SourceFile(path: "Map.m", text: """
            @implementation MapViewController
            - (IBAction)cancel:(UIStoryboardSegue *)segue { }
            @end
            @implementation AddReminder
            @end
            """)
        let imported = try StoryboardImporter.importData(data, path: "R.storyboard", name: "R", sources: [code])
        #expect(imported.storyboard.unwinds.isEmpty, "no segue leads from Map to AddReminder: a flow unwind would be unreachable")
        let unwind = try #require(imported.outboundUnwinds.first)
        #expect(unwind.target == "Map" && imported.unwindTargets[unwind.key] == .implementerShowsIt)
        #expect(FlowWriter.flowStatements(for: imported).hasSuffix("\n# unwind AddReminder -> Map.cancel from=manual\n"))
        let chapter = FlowWriter.chapter(for: imported, sourcePath: "R.storyboard")
        #expect(chapter.contains("(no scene of this storyboard leads to `AddReminder`, so code or another storyboard shows it; "
                                 + "`Map` is the one scene whose class implements the action"))
        // Without the code the target is not known.
        let guessed = try StoryboardImporter.importData(data, path: "R.storyboard", name: "R")
        #expect(FlowWriter.flowStatements(for: guessed).hasSuffix("\n# unwind AddReminder -> (another storyboard).cancel from=manual\n"))
    }

    /// Scenes lead to the source, but no class among them implements the action (the code's
    /// implementer is the source itself, or a class elsewhere): the summary says that, not that
    /// nothing leads to the source (it did, on a book sample where a master pushes the detail).
    @Test func anUnwindNoClassOnTheWayBackImplementsSaysSo() throws {
        let scenes = """
            <scene sceneID="s1"><objects><navigationController id="n" sceneMemberID="viewController"><connections>
              <segue destination="m" kind="relationship" relationship="rootViewController" id="r"/>
            </connections></navigationController></objects></scene>
            <scene sceneID="s2"><objects><viewController id="m" customClass="MasterViewController" sceneMemberID="viewController">
              <connections><segue destination="d" kind="push" identifier="showDetail" id="p"/></connections>
            </viewController></objects></scene>
            <scene sceneID="s3"><objects><viewController id="d" customClass="DetailViewController" sceneMemberID="viewController">
              <connections><segue destination="x" kind="unwind" unwindAction="unwind:" id="u"/></connections>
            </viewController><exit id="x" sceneMemberID="exit"/></objects></scene>
            """
        let data = Data(StoryboardXML.document(initial: "n", scenes).utf8)
        let code = SourceFile(path: "D.m", text: "@implementation DetailViewController\n-(IBAction)unwind:(UIStoryboardSegue*)seg { }\n@end\n")
        let imported = try StoryboardImporter.importData(data, path: "M.storyboard", name: "M", sources: [code])
        let unwind = try #require(imported.outboundUnwinds.first)
        #expect(imported.unwindTargets[unwind.key] == .notOnTheWayBack)
        let chapter = FlowWriter.chapter(for: imported, sourcePath: "M.storyboard")
        #expect(chapter.contains("(no class of the scenes that lead to `Detail` implements it in the code given"))
        #expect(!chapter.contains("leads to `Detail`: it is shown from code"))
    }

    /// The missing action's fix is written in the app's language: an Objective-C app (Apple's
    /// EventKit location reminders sample, with its map's `cancel:` renamed) was told to add a
    /// Swift `@IBAction func`.
    @Test func aMissingUnwindActionIsSuggestedInTheLanguageOfTheSceneClasses() throws {
        let scenes = """
            <scene sceneID="s1"><objects><navigationController id="n" sceneMemberID="viewController"><connections>
              <segue destination="map" kind="relationship" relationship="rootViewController" id="r"/>
            </connections></navigationController></objects></scene>
            <scene sceneID="s2"><objects><viewController id="map" customClass="MapViewController" sceneMemberID="viewController">
              <connections><segue destination="add" kind="presentation" identifier="add" id="p"/></connections>
            </viewController></objects></scene>
            <scene sceneID="s3"><objects><viewController id="add" customClass="AddReminder" sceneMemberID="viewController">
              <connections><segue destination="x" kind="unwind" unwindAction="cancel:" id="u"/></connections>
            </viewController><exit id="x" sceneMemberID="exit"/></objects></scene>
            """
        let data = Data(StoryboardXML.document(initial: "n", scenes).utf8)
        func note(_ code: SourceFile) throws -> String? {
            let imported = try StoryboardImporter.importData(data, path: "R.storyboard", name: "R", sources: [code])
            return SourceCodeChecker.check([code], against: .init(imported: [imported], fileNames: ["R"]))
                .first { $0.rule == "code.missing-unwind-action" }?.notes.first?.message
        }
        let objc = SourceFile(path: "Map.m", text: "@implementation MapViewController\n@end\n@implementation AddReminder\n@end\n")
        #expect(try note(objc)?.hasSuffix("add - (IBAction)cancel:(UIStoryboardSegue *)segue to the scene it returns to") == true)
        let swift = SourceFile(path: "Map.swift", text: "class MapViewController: UIViewController {}\nclass AddReminder: UIViewController {}\n")
        #expect(try note(swift)?.hasSuffix("add @IBAction func cancel(_ segue: UIStoryboardSegue) to the scene it returns to") == true)
    }
}

extension CodeFollowingTests {
    /// UIKit asks each view controller on the way back `canPerformUnwindSegueAction`; the default
    /// answers whether it implements the action, an override may say no (an unwind demo app's two
    /// first scenes both implement `prepareForUnwind:` and answer with a switch). The chapter kept
    /// the nearest implementer as if it were certain; it now says the target may decline and
    /// where the unwind goes on to.
    @Test func aTargetThatOverridesCanPerformUnwindSegueActionMayDecline() throws {
        let scenes = """
            <scene sceneID="s0"><objects><navigationController id="n" sceneMemberID="viewController"><connections>
              <segue destination="a" kind="relationship" relationship="rootViewController" id="r"/>
            </connections></navigationController></objects></scene>
            <scene sceneID="s1"><objects><viewController id="a" customClass="FirstViewController" sceneMemberID="viewController">
              <connections><segue destination="b" kind="show" identifier="next" id="g1"/></connections></viewController></objects></scene>
            <scene sceneID="s2"><objects><viewController id="b" customClass="SecondViewController" sceneMemberID="viewController">
              <connections><segue destination="c" kind="show" identifier="last" id="g2"/></connections></viewController></objects></scene>
            <scene sceneID="s3"><objects><viewController id="c" customClass="ThirdViewController" sceneMemberID="viewController">
              <connections><segue destination="x" kind="unwind" unwindAction="prepareForUnwind:" id="u"/></connections>
            </viewController><exit id="x" sceneMemberID="exit"/></objects></scene>
            """
        let data = Data(StoryboardXML.document(initial: "n", scenes).utf8)
        let objc = """
            @implementation FirstViewController
            - (IBAction)prepareForUnwind:(UIStoryboardSegue *)segue { }
            @end
            @implementation SecondViewController
            - (IBAction)prepareForUnwind:(UIStoryboardSegue *)segue { }
            - (BOOL)canPerformUnwindSegueAction:(SEL)action fromViewController:(UIViewController *)from withSender:(id)sender {
                return [self respondsToSelector:action] && self.unwindHere.isOn;
            }
            @end
            @implementation ThirdViewController
            @end
            """
        let imported = try StoryboardImporter.importData(data, path: "U.storyboard", name: "U", sources: [SourceFile(path: "V.m", text: objc)])
        #expect(imported.storyboard.unwinds.map { "\($0.source) -> \($0.target)" } == ["Third -> Second"])
        let chapter = FlowWriter.chapter(for: imported, sourcePath: "U.storyboard")
        #expect(chapter.contains("its class overrides canPerformUnwindSegueAction, so at run time it may decline, and the unwind then goes on to `First`"))
        // A subclass inherits the override (Swift, the iOS 13 spelling); with no other implementer, the summary says so.
        let swift = """
            class Deciding: UIViewController {
                override func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool { false }
            }
            class SecondViewController: Deciding { @IBAction func prepareForUnwind(_ segue: UIStoryboardSegue) { } }
            // func canPerformUnwindSegueAction in a comment is not one
            class FirstViewController: UIViewController { }
            class ThirdViewController: UIViewController { }
            """
        let inherited = try StoryboardImporter.importData(data, path: "U.storyboard", name: "U", sources: [SourceFile(path: "V.swift", text: swift)])
        #expect(FlowWriter.chapter(for: inherited, sourcePath: "U.storyboard")
            .contains("so at run time it may decline, and no other scene of this storyboard implements the action"))
        // Without an override the nearest implementer is certain: nothing is added.
        let plain = swift.replacingOccurrences(of: "override func canPerformUnwindSegueAction", with: "func helper")
        let certain = try StoryboardImporter.importData(data, path: "U.storyboard", name: "U", sources: [SourceFile(path: "V.swift", text: plain)])
        #expect(!FlowWriter.chapter(for: certain, sourcePath: "U.storyboard").contains("canPerformUnwindSegueAction"))
    }
}
