import CodeListings
import Testing

/// Identifiers kept in one file and used in another. The shapes are those of public apps: an
/// Objective-C `Constants.m` of `NSString *const kTableViewToDetailsViewSegue = @"…";` declared
/// `extern` in `Constants.h` (a phone book app), `#define`s in a `StoryboardSegues.h`, and Swift
/// `enum SegueIdentifiers { static let … }` in a `UIViewController+Constants.swift` or a
/// `Constants.swift` of file-scope `let`s. A misspelt value there went unreported.
@Suite struct SharedConstantTests {
    /// The references of `source`, with `others` (path → text) as the app's other files.
    static func scan(_ source: String, _ language: ListingLanguage, others: [String: String]) -> [String] {
        var shared = SharedConstants()
        for (path, text) in others.sorted(by: { $0.key < $1.key }) {
            let language: ListingLanguage = path.hasSuffix(".swift") ? .swift : .objectiveC
            shared.add(ReferenceScanner.exports(in: text, language: language, isHeader: path.hasSuffix(".h")), path: path)
        }
        return ReferenceScanner.references(in: source, language: language, shared: shared).map {
            "\($0.kind.rawValue) \($0.value) \($0.use.rawValue) \($0.path ?? "-")"
        }
    }

    static let objcUse = """
        - (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
            [self performSegueWithIdentifier:kShowDetails sender:self];
        }
        - (void)prepareForSegue:(UIStoryboardSegue *)segue sender:(id)sender {
            if ([segue.identifier isEqualToString:kShowDetails]) { }
        }
        """

    @Test func anObjectiveCConstantOfAnotherFileIsFollowed() {
        let constants = ["Constants.h": "extern NSString *const kShowDetails;\n",
                         "Constants.m": "#import \"Constants.h\"\nNSString *const kShowDetails = @\"showDetails\";\n"]
        #expect(Self.scan(Self.objcUse, .objectiveC, others: constants) == ["segue showDetails perform Constants.m"])
        let defined = ["StoryboardSegues.h": "#define kShowDetails @\"showDetails\"\n"]
        #expect(Self.scan(Self.objcUse, .objectiveC, others: defined) == ["segue showDetails perform StoryboardSegues.h"])
        let headerStatic = ["Segues.h": "static NSString * const kShowDetails = @\"showDetails\";\n"]
        #expect(Self.scan(Self.objcUse, .objectiveC, others: headerStatic) == ["segue showDetails perform Segues.h"])
    }

    @Test func whatAnotherFileCannotSeeIsNotFollowed() {
        // A `static` of an implementation file, a `#define` of one, a method's local: private to it.
        for private_ in ["static NSString *const kShowDetails = @\"showDetails\";\n",
                         "#define kShowDetails @\"showDetails\"\n",
                         "- (void)f { NSString *const kShowDetails = @\"showDetails\"; }\n"] {
            #expect(Self.scan(Self.objcUse, .objectiveC, others: ["Other.m": private_]) == [])
        }
        // Two files export the name: which one this file sees depends on its imports.
        let twice = ["A.m": "NSString *const kShowDetails = @\"showDetails\";\n", "B.h": "#define kShowDetails @\"details\"\n"]
        #expect(Self.scan(Self.objcUse, .objectiveC, others: twice) == [])
        // This file declares the name itself (a parameter): that is the one it uses.
        let parameter = "- (void)go:(NSString *)kShowDetails { [self performSegueWithIdentifier:kShowDetails sender:self]; }\n"
        #expect(Self.scan(parameter, .objectiveC, others: ["C.m": "NSString *const kShowDetails = @\"showDetails\";\n"]) == [])
    }

    static let swiftConstants = """
        import UIKit

        let catalogCellID = "catalogCell"
        private let hiddenID = "hidden"

        extension UIViewController {
            enum SegueIdentifiers {
                static let showMap = "Show map"
                private static let secret = "secret"
            }
        }

        enum Segue: String {
            case showAlbum = "Show album"
        }

        func helper() {
            let localID = "local"
            print(localID)
        }
        """

    @Test func aSwiftConstantOfAnotherFileIsFollowed() {
        let use = """
            class MapViewController: UIViewController {
                func show() { performSegue(withIdentifier: SegueIdentifiers.showMap, sender: nil) }
                func album() { performSegue(withIdentifier: Segue.showAlbum.rawValue, sender: nil) }
                func cell() -> UITableViewCell { tableView.dequeueReusableCell(withIdentifier: catalogCellID, for: indexPath) }
            }
            """
        // In the order of the literals in their file.
        #expect(Self.scan(use, .swift, others: ["Constants.swift": Self.swiftConstants]) == [
            "reuseIdentifier catalogCell pass Constants.swift",
            "segue Show map perform Constants.swift",
            "segue Show album perform Constants.swift",
        ])
    }

    /// `SegueIdentifier.swift` holding `enum SegueIdentifier: String { case ShowPlayers, ShowPicks }`
    /// and a loading screen performing `SegueIdentifier.ShowPlayers.rawValue` (a football-picks
    /// admin app): the case's name is the value, reported in the enum's file.
    @Test func anImplicitRawValueOfAnotherFileIsFollowed() {
        let use = """
            class LoadingController: UIViewController {
                func done() { performSegueWithIdentifier(SegueIdentifier.ShowPlayers.rawValue, sender: self) }
            }
            """
        let enumFile = "import Foundation\n\nenum SegueIdentifier: String {\n  case ShowPlayers\n  case ShowPicks\n}\n"
        #expect(Self.scan(use, .swift, others: ["SegueIdentifier.swift": enumFile]) == ["segue ShowPlayers perform SegueIdentifier.swift"])
        let exports = ReferenceScanner.exports(in: enumFile, language: .swift, isHeader: false)
        #expect(exports.map { String(decoding: Array(enumFile.utf8)[$0.range], as: UTF8.self) } == ["ShowPlayers", "ShowPicks"])
    }

    /// A view controller's segue enum declared in an extension in another file
    /// (`AllListViewController+Segues.swift`), its cases performed as `.AddList` in the class.
    @Test func aNestedSegueEnumOfAnotherFileIsFollowed() {
        let use = """
            class AllListViewController: UITableViewController {
                func add() { performSegue(withIdentifier: .AddList, sender: nil) }
            }
            class Other: UIViewController {
                func add() { performSegue(withIdentifier: .AddList, sender: nil) }
            }
            """
        let enumFile = "extension AllListViewController: SegueHandlerType {\n    enum SegueIdentifier: String { case SeeList, AddList }\n}\n"
        #expect(Self.scan(use, .swift, others: ["AllListViewController+Segues.swift": enumFile])
            == ["segue AddList perform AllListViewController+Segues.swift"])
    }

    @Test(arguments: [
        // `private`, a private member, a function's local, another type's member.
        "func a() { performSegue(withIdentifier: hiddenID, sender: nil) }",
        "func b() { performSegue(withIdentifier: SegueIdentifiers.secret, sender: nil) }",
        "func c() { performSegue(withIdentifier: localID, sender: nil) }",
        "func d() { performSegue(withIdentifier: Other.showMap, sender: nil) }",
        // This file's own names: a parameter, a property, a local.
        "func e(catalogCellID: String) { tableView.dequeueReusableCell(withIdentifier: catalogCellID, for: indexPath) }",
        "var catalogCellID: String!\nfunc f() { tableView.dequeueReusableCell(withIdentifier: catalogCellID, for: indexPath) }",
        "func g() { let catalogCellID = makeID(); tableView.dequeueReusableCell(withIdentifier: catalogCellID, for: indexPath) }",
    ])
    func aSwiftNameAnotherFileCannotSeeOrThisFileDeclaresIsNotFollowed(use: String) {
        let source = "class MapViewController: UIViewController {\n\(use)\n}\n"
        #expect(Self.scan(source, .swift, others: ["Constants.swift": Self.swiftConstants]) == [])
    }

    @Test func aSwiftNameTwoFilesExportIsNotFollowed() {
        let use = "class A: UIViewController { func f() { performSegue(withIdentifier: SegueIdentifiers.showMap, sender: nil) } }"
        let again = "enum SegueIdentifiers { static let showMap = \"showMap\" }\n"
        #expect(Self.scan(use, .swift, others: ["Constants.swift": Self.swiftConstants]).count == 1)
        #expect(Self.scan(use, .swift, others: ["Constants.swift": Self.swiftConstants, "Widget/Segues.swift": again]) == [])
    }
}
