import Foundation
import SourceModel
import StoryboardImport
import Testing

/// Round 29's survey of public apps: identifiers that reach UIKit through SwiftGen's segue enums
/// and through a local bound to a condition. Each rule has a quiet fixture (the app as written)
/// and one that fires (the same code with the mistake the rule exists for).
@Suite struct SwiftGenSegueTests {
    /// SwiftGen's generated segue file, cut to the `Shelf` storyboard (after davidsansome/tsurukame
    /// ios/Generated/IB-Segues+Generated.swift): `perform(segue:)` passes the case's raw value to
    /// `performSegue(withIdentifier:sender:)`.
    static func generated(_ cases: String = "case openBook", conformance: String = ", SegueType") -> String {
        """
        internal enum StoryboardSegue {
          internal enum Shelf: String\(conformance) {
            \(cases)
          }
        }

        internal protocol SegueType: RawRepresentable {}

        internal extension UIViewController {
          func perform<S: SegueType>(segue: S, sender: Any? = nil) where S.RawValue == String {
            let identifier = segue.rawValue
            performSegue(withIdentifier: identifier, sender: sender)
          }
        }
        """
    }

    /// The shelf's view controller as tsurukame writes its own (ios/MainWaniKaniTabViewController.swift):
    /// performs the case, and switches over the generated enum in `prepare(for:sender:)`.
    static let shelf = """
    class ShelfViewController: UITableViewController {
        @IBAction func stayHere(_ segue: UIStoryboardSegue) { }
        @objc func open() {
            perform(segue: StoryboardSegue.Shelf.openBook, sender: self)
        }
        override func prepare(for segue: UIStoryboardSegue, sender _: Any?) {
            switch StoryboardSegue.Shelf(segue) {
            case .openBook: break
            default: break
            }
        }
    }
    class BookViewController: UIViewController { }
    """

    @Test func swiftGenSegueCasesAreCheckedWhereTheyArePerformed() throws {
        #expect(try CodeChecksOnRealAppsTests.check(["Generated.swift": Self.generated(), "Shelf.swift": Self.shelf]).isEmpty)
        // The generated file is stale (the storyboard's segue was renamed): UIKit raises at the perform.
        let stale = Self.shelf.replacingOccurrences(of: "Shelf.openBook", with: "Shelf.openBok")
        let diagnostics = try CodeChecksOnRealAppsTests.check(["Generated.swift": Self.generated("case openBook\n    case openBok"), "Shelf.swift": stale])
        #expect(CodeChecksOnRealAppsTests.rules(diagnostics) == ["Generated.swift:4 code.unknown-identifier"])
        #expect(diagnostics.first?.fixIts.first?.replacement == "openBook")
        #expect(diagnostics.first?.notes.last.flatMap(\.location).map { "\($0.path):\($0.line)" } == "Shelf.swift:4")
    }

    @Test func aSwiftGenCasePerformedByAnotherClassIsTheWrongSource() throws {
        // `openBook` leaves the shelf's scene; the book scene performing it makes UIKit raise.
        let book = Self.shelf.replacingOccurrences(of: "perform(segue: StoryboardSegue.Shelf.openBook, sender: self)", with: "print(self)")
            .replacingOccurrences(of: "class BookViewController: UIViewController { }", with: """
        class BookViewController: UIViewController {
            func again() { self.perform(segue: StoryboardSegue.Shelf.openBook) }
        }
        """)
        let diagnostics = try CodeChecksOnRealAppsTests.check(["Generated.swift": Self.generated(), "Shelf.swift": book])
        #expect(CodeChecksOnRealAppsTests.rules(diagnostics) == ["Generated.swift:3 code.segue-wrong-source"])
    }

    @Test func aSwiftGenCaseComparedWithItsRawValueIsRead() throws {
        // After pia-foss/mobile-ios: `segue.identifier == StoryboardSegue.Main.x.rawValue`.
        let compare = """
        class ShelfViewController: UITableViewController {
            @IBAction func stayHere(_ segue: UIStoryboardSegue) { }
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                if segue.identifier == StoryboardSegue.Shelf.openBok.rawValue { }
            }
        }
        class BookViewController: UIViewController { }
        """
        let diagnostics = try CodeChecksOnRealAppsTests.check(["Generated.swift": Self.generated("case openBok"), "Shelf.swift": compare])
        #expect(CodeChecksOnRealAppsTests.rules(diagnostics) == ["Generated.swift:3 code.unknown-identifier"])
        #expect(diagnostics.first?.notes.contains { $0.message.contains("never raises") } == true)
    }

    @Test func anotherPerformSegueHelperIsNotJudged() throws {
        // An enum that is not SwiftGen's (no `SegueType`), or an argument of another shape: the app's own
        // `perform(segue:)` may do anything with it.
        let stale = Self.shelf.replacingOccurrences(of: "Shelf.openBook", with: "Shelf.openBok")
        #expect(try CodeChecksOnRealAppsTests.check(["Generated.swift": Self.generated("case openBok", conformance: ""), "Shelf.swift": stale]).isEmpty)
        let literal = Self.shelf.replacingOccurrences(of: "StoryboardSegue.Shelf.openBook", with: "\"openBok\"")
        #expect(try CodeChecksOnRealAppsTests.check(["Generated.swift": Self.generated(), "Shelf.swift": literal]).isEmpty)
    }
}

/// `let id = condition ? A : B` and then `dequeueReusableCell(withIdentifier: id, for:)`: whichever
/// branch runs reaches UIKit, as with the condition written in the call.
@Suite struct LocalConditionalIdentifierTests {
    /// After openfoodfacts/openfoodfacts-ios Sources/ViewControllers/Products/Search/HistoryTableViewController.swift
    /// (`struct HistoryCellId { static let privacy = "PrivacyCell" … }`, `let id = isPrivacySection(…) ?
    /// HistoryCellId.privacy : HistoryCellId.item`), against the shelf's prototype `Book`.
    static func shelf(_ second: String = "Book") -> String {
        """
        struct ShelfCellId {
            static let book = "Book"
            static let other = "\(second)"
        }
        class ShelfViewController: UITableViewController {
            @IBAction func stayHere(_ segue: UIStoryboardSegue) { }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let id = isFirst(indexPath.section) ? ShelfCellId.book : ShelfCellId.other
                let cell = tableView.dequeueReusableCell(withIdentifier: id, for: indexPath)
                return cell
            }
            func open(_ flag: Bool) {
                let segueID = flag
                    ? "openBook"
                    : "openBook"
                performSegue(withIdentifier: segueID, sender: self)
            }
        }
        class BookViewController: UIViewController { }
        """
    }

    @Test func eachBranchOfALocalBoundToAConditionIsChecked() throws {
        #expect(try CodeChecksOnRealAppsTests.check(["Shelf.swift": Self.shelf()]).isEmpty)
        let diagnostics = try CodeChecksOnRealAppsTests.check(["Shelf.swift": Self.shelf("Bok")
            .replacingOccurrences(of: ": \"openBook\"", with: ": \"openBok\"")])
        #expect(CodeChecksOnRealAppsTests.rules(diagnostics) == ["Shelf.swift:3 code.unknown-identifier", "Shelf.swift:15 code.unknown-identifier"])
        #expect(diagnostics.map { $0.fixIts.first?.replacement } == ["Book", "openBook"])
    }

    @Test func aLocalIsFollowedOnlyWhereItIsSeen() throws {
        // The same name as another function's parameter, a `var`, a name bound twice, a condition
        // that is not a whole two-branch value: not followed.
        let swift = """
        class ShelfViewController: UITableViewController {
            @IBAction func stayHere(_ segue: UIStoryboardSegue) { }
            func pick(_ flag: Bool) { let segueName = flag ? "openBok" : "openBook"; print(segueName) }
            func open(segueName: String) { performSegue(withIdentifier: segueName, sender: self) }
            func twice(_ flag: Bool) {
                var chosen = flag ? "openBok" : "openBook"
                performSegue(withIdentifier: chosen, sender: self)
                let other = flag ? "openBok" + suffix : "openBook"
                performSegue(withIdentifier: other, sender: self)
                let optional = book?.title ?? "openBok"
                performSegue(withIdentifier: optional, sender: self)
            }
            func shadowed(_ flag: Bool, targets: [String]) {
                let target = flag ? "openBok" : "openBook"
                print(target)
                targets.forEach { target in performSegue(withIdentifier: target, sender: self) }
            }
        }
        class BookViewController: UIViewController { }
        """
        #expect(try CodeChecksOnRealAppsTests.check(["Shelf.swift": swift]).isEmpty)
    }
}
