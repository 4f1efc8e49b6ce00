import Foundation
import SourceModel
import StoryboardImport
import Testing

/// `UIStoryboard(name:bundle:)` with a bundle other than the main one reads a storyboard of that
/// bundle (a framework's, a resource bundle's), which lives in that bundle's own folder and may
/// not be under the sources checked: after ChatSecure/ChatSecure-iOS
/// ChatSecure/Classes/View Controllers/OTRRoomOccupantsViewController.swift,
/// `UIStoryboard(name: "OTRComposeGroup", bundle: OTRAssets.resourcesBundle)`, whose storyboard is
/// in OTRResources/Interface/, beside the app's code. UIKit's documentation of the `bundle`
/// parameter: "If you specify nil, this method looks in the main bundle of the current application."
@Suite struct OtherBundleStoryboardTests {
    static func swift(_ bundle: String, name: String = "OTRComposeGroup") -> String {
        """
        class ShelfViewController: UITableViewController {
            @IBAction func stayHere(_ segue: UIStoryboardSegue) { }
            private func addMoreFriends() {
                let storyboard = UIStoryboard(name: "\(name)", bundle: \(bundle))
                if let vc = storyboard.instantiateInitialViewController() { navigationController?.pushViewController(vc, animated: true) }
            }
        }
        class BookViewController: UIViewController { }
        """
    }

    @Test func aStoryboardOfAnotherBundleIsNotJudgedByName() throws {
        for bundle in ["OTRAssets.resourcesBundle", "Bundle(for: ShelfViewController.self)", "Bundle.module"] {
            #expect(try CodeChecksOnRealAppsTests.check(["Shelf.swift": Self.swift(bundle)]).isEmpty, "\(bundle)")
        }
        // The main bundle is the app's: a storyboard missing from it is reported.
        for bundle in ["nil", ".main", "Bundle.main", "NSBundle.mainBundle()"] {
            #expect(CodeChecksOnRealAppsTests.rules(try CodeChecksOnRealAppsTests.check(["Shelf.swift": Self.swift(bundle)]))
                == ["Shelf.swift:4 code.unknown-identifier"], "\(bundle)")
        }
    }

    @Test func anIDOfAStoryboardOfAnotherBundleIsStillCheckedWhenTheStoryboardIsFound() throws {
        let swift = Self.swift("Bundle(for: ShelfViewController.self)", name: "Shelf").replacingOccurrences(
            of: "storyboard.instantiateInitialViewController()", with: "storyboard.instantiateViewController(withIdentifier: \"Bok\") as UIViewController?")
        let diagnostics = try CodeChecksOnRealAppsTests.check(["Shelf.swift": swift])
        #expect(CodeChecksOnRealAppsTests.rules(diagnostics) == ["Shelf.swift:5 code.unknown-identifier"])
        #expect(diagnostics.first?.fixIts.first?.replacement == "Book")
    }

    @Test func objectiveCReadsTheBundlePieceToo() throws {
        func objc(_ bundle: String) -> String {
            "@implementation Room\n- (void)add { UIStoryboard *s = [UIStoryboard storyboardWithName:@\"OTRComposeGroup\" bundle:\(bundle)]; }\n@end\n"
        }
        let classes = CodeChecksOnRealAppsTests.classes
        #expect(try CodeChecksOnRealAppsTests.check(["C.swift": classes, "Room.m": objc("[NSBundle bundleForClass:[self class]]")]).isEmpty)
        #expect(CodeChecksOnRealAppsTests.rules(try CodeChecksOnRealAppsTests.check(["C.swift": classes, "Room.m": objc("nil")]))
            == ["Room.m:2 code.unknown-identifier"])
        #expect(CodeChecksOnRealAppsTests.rules(try CodeChecksOnRealAppsTests.check(["C.swift": classes, "Room.m": objc("[NSBundle mainBundle]")]))
            == ["Room.m:2 code.unknown-identifier"])
    }
}
