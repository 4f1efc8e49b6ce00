import Foundation
import SourceModel
import StoryboardImport
import Testing

/// `code.missing-segue-action`: a segue's `destinationCreationSelector` (Xcode 11's `@IBSegueAction`)
/// names a method UIKit sends to the segue's source. The shape comes from a public tutorial app
/// (an IBSegueAction demo: `ViewController` with two show segues whose actions are `test:` and
/// `testTwo:sender:segueIdentifier:`); when the method is renamed in code the storyboard keeps
/// the old selector, and UIKit logs "Unable to find method -[ViewController test:]" at run time.
@Suite struct SegueActionCheckTests {
    static func board(first: String = "makeFirst:", second: String = "makeSecond:sender:segueIdentifier:") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="home">
            <scenes>
                <scene sceneID="a">
                    <objects>
                        <viewController id="home" customClass="HomeViewController" customModule="Demo" sceneMemberID="viewController">
                            <connections>
                                <segue destination="one" kind="show" identifier="first" destinationCreationSelector="\(first)" id="s1"/>
                                <segue destination="two" kind="show" identifier="second" destinationCreationSelector="\(second)" id="s2"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="b">
                    <objects>
                        <viewController id="one" customClass="FirstViewController" customModule="Demo" sceneMemberID="viewController"/>
                    </objects>
                </scene>
                <scene sceneID="c">
                    <objects>
                        <viewController id="two" customClass="SecondViewController" customModule="Demo" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    static let destinations = """
    class FirstViewController: UIViewController { }
    class SecondViewController: UIViewController { }
    """

    static func check(_ files: [String: String], first: String = "makeFirst:",
                      second: String = "makeSecond:sender:segueIdentifier:") throws -> [Diagnostic] {
        let imported = try StoryboardImporter.importData(Data(board(first: first, second: second).utf8),
                                                         path: "Main.storyboard", name: "Main")
        let sources = files.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) }
        return SourceCodeChecker.check(sources, against: .init(imported: [imported], fileNames: ["Main"]))
            .filter { $0.rule == "code.missing-segue-action" }
    }

    static func lines(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.location!.path):\($0.location!.line) \($0.rule)" }
    }

    static let home = destinations + """

    class HomeViewController: UIViewController {
        @IBSegueAction func makeFirst(_ coder: NSCoder) -> FirstViewController? { FirstViewController(coder: coder) }
        @IBSegueAction private func makeSecond(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> SecondViewController? {
            SecondViewController(coder: coder)
        }
    }
    """

    @Test func implementedSegueActionsAreQuiet() throws {
        #expect(try Self.check(["Home.swift": Self.home]).isEmpty)
    }

    @Test func aRenamedSegueActionIsReportedAtItsSegue() throws {
        let renamed = Self.home.replacingOccurrences(of: "func makeFirst(", with: "func createFirst(")
        let found = try Self.check(["Home.swift": renamed])
        #expect(Self.lines(found) == ["Main.storyboard:8 code.missing-segue-action"])
        #expect(found.first?.severity == .warning)
        #expect(found.first?.message.contains("'makeFirst:' in class HomeViewController") == true)
        #expect(found.first?.notes.contains { $0.message.contains("Unable to find method -[HomeViewController makeFirst:]") } == true)
        // The selector is compared whole: the storyboard's three-piece selector needs all three labels.
        let shortened = Self.home.replacingOccurrences(of: ", segueIdentifier: String?", with: "")
        #expect(Self.lines(try Self.check(["Home.swift": shortened])) == ["Main.storyboard:9 code.missing-segue-action"])
    }

    @Test func actionsInExtensionsSuperclassesAndObjcMethodsCount() throws {
        let split = Self.destinations + """

        class BaseViewController: UIViewController {
            @objc func makeFirst(_ coder: NSCoder) -> UIViewController? { nil }
        }
        class HomeViewController: BaseViewController { }
        """
        let other = "extension HomeViewController {\n    @IBSegueAction func makeSecond(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> UIViewController? { nil }\n}\n"
        #expect(try Self.check(["Home.swift": split, "Home+Segues.swift": other]).isEmpty)
    }

    @Test func uncertainClassesAreNotJudged() throws {
        // A superclass the sources do not declare (a framework's) may have the method.
        let framework = Self.destinations + "\nclass HomeViewController: KitBaseViewController { }\n"
        #expect(try Self.check(["Home.swift": framework]).isEmpty)
        // An Objective-C class: its methods are not read for segue actions.
        let objc = "@interface HomeViewController : UIViewController\n@end\n@implementation HomeViewController\n@end\n"
        #expect(try Self.check(["Home.swift": Self.destinations, "Home.m": objc]).isEmpty)
        // `@objcMembers` exposes every method, `@IBSegueAction` or not.
        let members = Self.destinations + "\n@objcMembers class HomeViewController: UIViewController { }\n"
        #expect(try Self.check(["Home.swift": members]).isEmpty)
        // The source class is not in the sources at all: nothing is known.
        #expect(try Self.check(["Other.swift": Self.destinations]).isEmpty)
    }
}
