import FlowGraph
import Foundation
import SourceModel
import StoryboardImport
import Testing

/// Issue 11, code checks on real apps: each general rule found by running `check --sources` on
/// public apps gets a fixture that was a false report and one that shows the true mistake still fires.
@Suite struct CodeChecksOnRealAppsTests {
    /// A list scene (class `ShelfViewController`) pushing a book scene (class `BookViewController`)
    /// whose two bar buttons unwind to `action`, and a table of prototype cells `Book`.
    static func shelf(unwindTo action: String, second: String = "stayHere:") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="shelf">
            <scenes>
                <scene sceneID="a">
                    <objects>
                        <tableViewController id="shelf" customClass="ShelfViewController" sceneMemberID="viewController">
                            <tableView key="view" dataMode="prototypes" id="tv">
                                <prototypes>
                                    <tableViewCell reuseIdentifier="Book" id="cell"/>
                                </prototypes>
                            </tableView>
                            <connections>
                                <segue destination="book" kind="show" identifier="openBook" id="s1"/>
                            </connections>
                        </tableViewController>
                    </objects>
                </scene>
                <scene sceneID="b">
                    <objects>
                        <viewController id="book" customClass="BookViewController" storyboardIdentifier="Book" sceneMemberID="viewController">
                            <navigationItem key="navigationItem" id="ni">
                                <barButtonItem key="leftBarButtonItem" title="Back" id="b1">
                                    <connections>
                                        <segue destination="exit" kind="unwind" unwindAction="\(action)" id="u1"/>
                                    </connections>
                                </barButtonItem>
                                <barButtonItem key="rightBarButtonItem" title="Stay" id="b2">
                                    <connections>
                                        <segue destination="exit" kind="unwind" unwindAction="\(second)" id="u2"/>
                                    </connections>
                                </barButtonItem>
                            </navigationItem>
                        </viewController>
                        <exit id="exit" userLabel="Exit" sceneMemberID="exit"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// A second storyboard of the same app, `Account`: one scene with storyboard ID `Login` and a
    /// segue `forgotPassword`, and an unwind nobody implements (not checked: this file is not given).
    static let account = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="login">
        <scenes>
            <scene sceneID="l">
                <objects>
                    <viewController id="login" customClass="LoginViewController" storyboardIdentifier="Login" sceneMemberID="viewController">
                        <connections>
                            <segue destination="reset" kind="show" identifier="forgotPassword" id="f1"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="r">
                <objects>
                    <viewController id="reset" sceneMemberID="viewController">
                        <navigationItem key="navigationItem" id="rn">
                            <barButtonItem key="leftBarButtonItem" title="Done" id="rb">
                                <connections>
                                    <segue destination="rx" kind="unwind" unwindAction="nobodyHasThis:" id="ru"/>
                                </connections>
                            </barButtonItem>
                        </navigationItem>
                    </viewController>
                    <exit id="rx" userLabel="Exit" sceneMemberID="exit"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    static let classes = """
    class ShelfViewController: UITableViewController { @IBAction func stayHere(_ segue: UIStoryboardSegue) { } }
    class BookViewController: UIViewController { }
    """

    static func check(_ files: [String: String], unwindTo action: String = "stayHere:", second: String = "stayHere:") throws -> [Diagnostic] {
        let board = try StoryboardImporter.importData(Data(shelf(unwindTo: action, second: second).utf8),
                                                      path: "Shelf.storyboard", name: "Shelf").storyboard
        let sources = files.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) }
        return SourceCodeChecker.check(sources, against: .init(storyboards: [board], fileNames: ["Shelf"]))
    }

    static func rules(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.location!.path):\($0.location!.line) \($0.rule)" }
    }

    // MARK: Unwind actions: the selector Swift really gives the method

    @Test func aFirstLabelOrNameEndingInAPrepositionJoinsWithoutWith() throws {
        // `unwind(for:)` is `unwindFor:`, `backTo(shelf:)` is `backToShelf:`: Swift adds no `With`.
        let code = Self.classes + """

        extension ShelfViewController {
            @IBAction func unwind(for segue: UIStoryboardSegue) { }
            @IBAction private func backTo(shelf segue: UIStoryboardSegue) { }
        }
        """
        #expect(try Self.check(["S.swift": code], unwindTo: "unwindFor:", second: "backToShelf:").isEmpty)
        // The true mistake: the storyboard names `unwindWithSegue:`, which `unwind(for:)` is not.
        let wrong = try Self.check(["S.swift": code], unwindTo: "unwindWithSegue:", second: "backToShelf:")
        #expect(Self.rules(wrong) == ["Shelf.storyboard:24 code.missing-unwind-action"])
        #expect(wrong.first?.message.contains("'unwindWithSegue'") == true)
    }

    @Test func aLabelAfterAPlainNameJoinsWithWith() throws {
        let code = Self.classes + "\nextension ShelfViewController { @IBAction func unwindToShelf(sender: UIStoryboardSegue) { } }\n"
        #expect(try Self.check(["S.swift": code], unwindTo: "unwindToShelfWithSender:").isEmpty)
        #expect(Self.rules(try Self.check(["S.swift": code], unwindTo: "unwindToShelfSender:")) == ["Shelf.storyboard:24 code.missing-unwind-action"])
    }

    @Test func objcMethodsTakingASegueAreUnwindActions() throws {
        // UIKit finds the action by selector at run time: `@objc` (also with an explicit name) and
        // any Objective-C method taking a `UIStoryboardSegue` handle it.
        let swift = Self.classes + """

        extension ShelfViewController {
            @objc func closeBook(_ segue: UIStoryboardSegue) { }
            @objc(keepReading:) func keep(_ segue: UIStoryboardSegue) { }
        }
        """
        #expect(try Self.check(["S.swift": swift], unwindTo: "closeBook:", second: "keepReading:").isEmpty)
        let objc = "@implementation ShelfViewController\n- (void)closeBook:(UIStoryboardSegue *)segue { }\n@end\n"
        #expect(try Self.check(["S.swift": Self.classes, "S.m": objc], unwindTo: "closeBook:").isEmpty)
        // A Swift method that is not exposed to the runtime is never found: still reported.
        let hidden = Self.classes + "\nextension ShelfViewController { func closeBook(_ segue: UIStoryboardSegue) { } }\n"
        #expect(Self.rules(try Self.check(["S.swift": hidden], unwindTo: "closeBook:")) == ["Shelf.storyboard:24 code.missing-unwind-action"])
    }

    // MARK: The app's other storyboards

    @Test func theAppsOtherStoryboardsDeclareNames() throws {
        let code = Self.classes + """

        class LoginViewController: UIViewController {
            func go() {
                performSegue(withIdentifier: "forgotPassword", sender: nil)
                _ = UIStoryboard(name: "Account", bundle: nil).instantiateViewController(withIdentifier: "Login")
                _ = storyboard?.instantiateViewController(withIdentifier: "Login")
            }
        }
        """
        let files = ["App/Code.swift": code, "App/Base.lproj/Account.storyboard": Self.account]
        // Quiet, and the unchecked storyboard's own unwind is not reported either.
        #expect(try Self.check(files).isEmpty)
        // Without the file, the segue, the storyboard name and the ID of `self.storyboard` are unknown
        // (the ID inside the unknown storyboard 'Account' is not judged).
        #expect(Self.rules(try Self.check(["App/Code.swift": code])) == [
            "App/Code.swift:5 code.unknown-identifier", "App/Code.swift:6 code.unknown-identifier", "App/Code.swift:7 code.unknown-identifier",
        ])
        // A typo in an ID of the other storyboard is still caught, against that storyboard.
        var typo = code
        typo.replaceSubrange(try #require(typo.range(of: "\"Login\"")), with: "\"Logn\"")
        let found = try Self.check(["App/Code.swift": typo, "App/Base.lproj/Account.storyboard": Self.account])
        #expect(Self.rules(found) == ["App/Code.swift:6 code.unknown-identifier"])
        #expect(found.first?.message.contains("in storyboard 'Account'") == true)
        #expect(found.first?.fixIts.first?.replacement == "Login")
    }

    @Test func anIDFromAStoryboardNeitherCheckedNorFoundIsNotJudged() throws {
        let code = Self.classes + """

        func open() {
            _ = UIStoryboard(name: "Onboarding", bundle: nil).instantiateViewController(withIdentifier: "Welcome")
        }
        """
        // Only the storyboard name is reported (it is not among the checked storyboards); the ID
        // inside a storyboard nobody gave cannot be judged.
        let diagnostics = try Self.check(["A.swift": code])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.hasPrefix("no storyboard named 'Onboarding'") == true)
    }

    // MARK: Cells registered under computed identifiers

    @Test func aComputedRegistrationMakesReuseIdentifiersUncertain() throws {
        let code = Self.classes + """

        extension ShelfViewController {
            func setUp() { tableView.register(CoverCell.self, forCellReuseIdentifier: CoverCell.reuseID) }
            func cover(at indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "CoverCell", for: indexPath)
            }
        }
        """
        #expect(try Self.check(["A.swift": code]).isEmpty)
        // Registered with a literal, a wrong name is certain.
        let literal = code.replacingOccurrences(of: "CoverCell.reuseID", with: "\"Cover\"")
        #expect(Self.rules(try Self.check(["A.swift": literal])) == ["A.swift:6 code.unknown-identifier"])
    }
}

extension CodeChecksOnRealAppsTests {
    @Test func aSegueOfASceneWhoseClassTheSourcesDoNotDeclareIsNotJudged() throws {
        // `openBook` leaves the scene of ShelfViewController. Called in BookViewController, it is a
        // true mistake; but when the sources do not declare ShelfViewController (it lives in a
        // framework), it may inherit from BookViewController: nothing certain.
        let code = """
        class BookViewController: UIViewController {
            func next() { performSegue(withIdentifier: "openBook", sender: nil) }
            @IBAction func stayHere(_ segue: UIStoryboardSegue) { }
        }
        """
        #expect(try Self.check(["B.swift": code]).isEmpty)
        let declared = code + "\nclass ShelfViewController: UITableViewController { }\n"
        #expect(Self.rules(try Self.check(["B.swift": declared])) == ["B.swift:2 code.segue-wrong-source"])
    }
}

extension CodeChecksOnRealAppsTests {
    @Test func unwindActionsWithSeveralSelectorPiecesMatchWhole() throws {
        // The storyboard names `closeBook:sender:`; the Objective-C and Swift methods have that selector.
        let objc = "@implementation ShelfViewController\n- (IBAction)closeBook:(UIStoryboardSegue *)segue sender:(id)sender { }\n@end\n"
        #expect(try Self.check(["S.swift": Self.classes, "S.m": objc], unwindTo: "closeBook:sender:").isEmpty)
        let swift = Self.classes + "\nextension ShelfViewController { @IBAction func closeBook(_ segue: UIStoryboardSegue, sender: Any?) { } }\n"
        #expect(try Self.check(["S.swift": swift], unwindTo: "closeBook:sender:").isEmpty)
        // A method with one piece is another selector: UIKit finds nothing for `closeBook:sender:`.
        let one = "@implementation ShelfViewController\n- (IBAction)closeBook:(UIStoryboardSegue *)segue { }\n@end\n"
        #expect(Self.rules(try Self.check(["S.swift": Self.classes, "S.m": one], unwindTo: "closeBook:sender:"))
            == ["Shelf.storyboard:24 code.missing-unwind-action"])
    }
}

extension CodeChecksOnRealAppsTests {
    @Test func swift2SpellingsAreCheckedToo() throws {
        // Older apps call `performSegueWithIdentifier("…", sender:)` (Swift 2): the same checks apply.
        let code = Self.classes + """

        extension BookViewController {
            @IBAction func stayHere(_ segue: UIStoryboardSegue) { }
            func go() {
                performSegueWithIdentifier("openBok", sender: self)
                _ = storyboard?.instantiateViewControllerWithIdentifier("Book")
                _ = tableView.dequeueReusableCellWithIdentifier("Bok", forIndexPath: indexPath)
                _ = tableView.dequeueReusableCellWithIdentifier("Subtitle")
            }
        }
        """
        let found = try Self.check(["A.swift": code])
        // "openBok" and the dequeue with forIndexPath: are errors; the dequeue without it returns nil (quiet).
        #expect(Self.rules(found) == ["A.swift:6 code.unknown-identifier", "A.swift:8 code.unknown-identifier"])
        #expect(found.first?.fixIts.first?.replacement == "openBook")
        // A helper of the same name taking a labelled identifier is not UIKit's: quiet.
        let helper = Self.classes + "\nfunc f(r: Router) { r.performSegueWithIdentifier(identifier: \"anything\", from: nil) }\n"
        #expect(try Self.check(["A.swift": helper]).isEmpty)
    }

    @Test func theSwift2PerformIsJudgedForItsClassToo() throws {
        let code = Self.classes.replacingOccurrences(of: "class BookViewController: UIViewController { }", with: """
        class BookViewController: UIViewController { func f() { performSegueWithIdentifier("openBook", sender: nil) } }
        """)
        #expect(Self.rules(try Self.check(["A.swift": code])) == ["A.swift:2 code.segue-wrong-source"])
    }
}

extension CodeChecksOnRealAppsTests {
    @Test func aStoryboardSavedWithSwift2NamesTheActionWithoutTheFirstName() throws {
        // Swift 2 made `func backToShelf(segue: UIStoryboardSegue)` the selector `backToShelf:`;
        // Swift 3 and later make it `backToShelfWithSegue:`. A storyboard may say either.
        let code = Self.classes + "\nextension ShelfViewController { @IBAction func backToShelf(segue:UIStoryboardSegue) { } }\n"
        #expect(try Self.check(["S.swift": code], unwindTo: "backToShelf:").isEmpty)
        #expect(try Self.check(["S.swift": code], unwindTo: "backToShelfWithSegue:").isEmpty)
        // With a separate argument label, both versions name it after the label: `backToShelf:` is not it.
        let labelled = Self.classes + "\nextension ShelfViewController { @IBAction func backToShelf(from segue: UIStoryboardSegue) { } }\n"
        #expect(try Self.check(["S.swift": labelled], unwindTo: "backToShelfFrom:").isEmpty)
        #expect(Self.rules(try Self.check(["S.swift": labelled], unwindTo: "backToShelf:")) == ["Shelf.storyboard:24 code.missing-unwind-action"])
    }
}

extension CodeChecksOnRealAppsTests {
    /// An identifier held by a constant of another class is performed by the class that uses it:
    /// the class is read where the constant is used, not where its literal is written.
    @Test func aConstantIsJudgedForTheClassThatUsesIt() throws {
        let declaredInBook = Self.classes.replacingOccurrences(of: """
        class ShelfViewController: UITableViewController { @IBAction func stayHere(_ segue: UIStoryboardSegue) { } }
        class BookViewController: UIViewController { }
        """, with: """
        class ShelfViewController: UITableViewController {
            @IBAction func stayHere(_ segue: UIStoryboardSegue) { }
            func open() { performSegue(withIdentifier: BookViewController.segueIn, sender: nil) }
        }
        class BookViewController: UIViewController { static let segueIn = "openBook" }
        """)
        #expect(try Self.check(["A.swift": declaredInBook]).isEmpty)
        // Used by the book scene, which has no such segue: still reported, at the literal.
        let usedByBook = declaredInBook
            .replacingOccurrences(of: "    func open() { performSegue(withIdentifier: BookViewController.segueIn, sender: nil) }\n", with: "")
            .replacingOccurrences(of: "{ static let segueIn = \"openBook\" }",
                                  with: "{\n    static let segueIn = \"openBook\"\n    func f() { performSegue(withIdentifier: Self.segueIn, sender: nil) }\n}")
        #expect(Self.rules(try Self.check(["A.swift": usedByBook])) == ["A.swift:5 code.segue-wrong-source"])
    }
}

extension CodeChecksOnRealAppsTests {
    /// A phone book app keeps its segue identifiers in `Constants.m` (`extern` in `Constants.h`)
    /// and uses them from two view controllers: a misspelt one is reported once, at its literal in
    /// `Constants.m`, for the use that fails surest (the perform, not the comparison).
    @Test func aConstantOfAnotherFileIsCheckedAtItsLiteral() throws {
        let header = "extern NSString *const kOpenBookSegue;\n"
        func constants(_ value: String) -> String { "#import \"Constants.h\"\n\nNSString *const kOpenBookSegue = @\"\(value)\";\n" }
        let shelf = """
            @implementation ShelfViewController
            - (void)prepareForSegue:(UIStoryboardSegue *)segue sender:(id)sender {
                if ([segue.identifier isEqualToString:kOpenBookSegue]) { }
            }
            - (void)open { [self performSegueWithIdentifier:kOpenBookSegue sender:self]; }
            - (IBAction)stayHere:(UIStoryboardSegue *)segue { }
            @end
            """
        let other = "@implementation Reader\n- (void)p:(UIStoryboardSegue *)segue { if ([kOpenBookSegue isEqualToString:segue.identifier]) { } }\n@end\n"
        let right = ["Constants.h": header, "Constants.m": constants("openBook"), "Shelf.m": shelf, "Reader.m": other, "C.swift": Self.classes]
        #expect(try Self.check(right).isEmpty)
        var wrong = right
        wrong["Constants.m"] = constants("openBoook")
        let diagnostics = try Self.check(wrong)
        #expect(Self.rules(diagnostics) == ["Constants.m:3 code.unknown-identifier"])
        #expect(diagnostics.first?.notes.first?.message.contains("UIKit would raise") == true)
        #expect(diagnostics.first?.fixIts.first?.replacement == "openBook")
        // A note points at the use that fails surest: the perform in Shelf.m.
        let use = diagnostics.first?.notes.last
        #expect(use?.message == "used here, through a constant of 'Constants.m'")
        #expect(use.flatMap(\.location).map { "\($0.path):\($0.line)" } == "Shelf.m:5")
    }
}
