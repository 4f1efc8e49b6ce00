import Foundation
import Testing

/// `flowdoc check --against` (drift between documented and real storyboards) and
/// `flowdoc check --sources` (identifiers in an app's code), on throwaway sites.
@Suite(.serialized) struct CheckAgainstTests {
    static let fixtures = CLI.packageRoot.appendingPathComponent("Tests/StoryboardImportTests/Fixtures")

    static func text(_ name: String) throws -> String {
        try String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8)
    }

    /// A site documenting `Notes` with `chapter`, and the real Notes.storyboard at `real/<file>`.
    static func site(chapter: String, realFile: String = "Notes.storyboard", more: [String: String] = [:]) throws -> URL {
        var files = ["content/notes.md": try text(chapter), "real/" + realFile: try text("Notes.storyboard")]
        for (path, body) in more { files[path] = body }
        return try CLI.site(files)
    }

    // MARK: Drift

    /// `NAME=PATH` with a name that is not a storyboard name is a usage error naming the cause,
    /// not "cannot read" of the whole value.
    @Test func aMappingWithABadNameSaysSo() throws {
        let root = try Self.site(chapter: "drifting.md")
        let result = try CLI.run(["check", "--against", "My+Notes=real/Notes.storyboard"], in: root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("'My+Notes' is not a storyboard name"), "\(result.stderr)")
        #expect(result.stderr.contains("did you mean 'My_Notes=real/Notes.storyboard'?"), "\(result.stderr)")
    }

    @Test func driftFiresInEveryFormat() throws {
        let root = try Self.site(chapter: "drifting.md")
        let human = try CLI.run(["check", "--against", "real/Notes.storyboard"], in: root)
        #expect(human.status == 1)
        #expect(human.stdout.isEmpty)
        CLIGolden.check(human.stderr, named: "cli/drift-fires.txt")
        let json = try CLI.run(["check", "--format", "json", "--against", "real/Notes.storyboard"], in: root)
        #expect(json.status == 1)
        CLIGolden.check(json.stdout, named: "cli/drift-fires.json")
        let github = try CLI.run(["check", "--format", "github", "--against", "real/Notes.storyboard"], in: root)
        #expect(github.status == 1)
        #expect(github.stdout.contains("::error file=content/notes.md,line=18"), "\(github.stdout)")
        #expect(github.stdout.contains("::warning file=real/Notes.storyboard,line=70"))
    }

    /// A watchOS interface storyboard and a macOS storyboard (written for this test, shaped as
    /// Xcode writes them): one error each, at the document element, naming the platform and the
    /// targetRuntime — in `import` (no chapter, exit 1) and in `check --against` (no drift
    /// cascade, no undocumented-storyboard warning). A tvOS storyboard is UIKit and imports.
    static let watch = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" version="3.0" toolsVersion="9531" targetRuntime="watchKit" propertyAccessControl="none" useAutolayout="YES" initialViewController="w1">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <controller id="w1" customClass="InterfaceController"/>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <controller identifier="Detail" id="w2" customClass="DetailController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    static let mac = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="23727" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES" initialViewController="m1">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <windowController id="m1" sceneMemberID="viewController">
                            <connections>
                                <segue destination="m2" kind="relationship" relationship="window.shadowedContentViewController" id="r1"/>
                            </connections>
                        </windowController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="m2" customClass="ViewController" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test(arguments: [("Interface.storyboard", "watchOS interface storyboard", "watchKit", 2),
                      ("Main.storyboard", "macOS storyboard", "MacOSX.Cocoa", 2)])
    func watchOSAndMacOSStoryboardsGetOneClearError(file: String, kind: String, runtime: String, line: Int) throws {
        let root = try CLI.site([
            "content/index.md": "# Home\n\n```flow Main\nscene Home: view initial\n```\n",
            "real/" + file: file == "Interface.storyboard" ? Self.watch : Self.mac,
        ])
        let imported = try CLI.run(["import", "real/" + file], in: root)
        #expect(imported.status == 1)
        #expect(imported.stdout.isEmpty, "no chapter: \(imported.stdout)")
        let lines = imported.stderr.split(separator: "\n").filter { !$0.hasPrefix(" ") }
        #expect(lines.count == 1, "\(imported.stderr)")
        #expect(lines.first?.hasPrefix("real/\(file):\(line):1: error: this is a \(kind)") == true, "\(imported.stderr)")
        #expect(imported.stderr.contains("targetRuntime=\"\(runtime)\"") && imported.stderr.contains("[import.unsupported-platform]"))

        let checked = try CLI.run(["check", "--against", "Main=real/" + file], in: root)
        #expect(checked.status == 1)
        let reported = checked.stderr.split(separator: "\n").filter { $0.contains(": error: ") || $0.contains(": warning: ") }
        #expect(reported.count == 1, "\(checked.stderr)")
        #expect(reported.first?.contains("[import.unsupported-platform]") == true)
    }

    @Test func aTVOSStoryboardIsUIKitAndImports() throws {
        let root = try CLI.site(["real/Main.storyboard": """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder.AppleTV.Storyboard" version="3.0" toolsVersion="14460.31" targetRuntime="AppleTV" propertyAccessControl="none" useAutolayout="YES" initialViewController="t1">
                <scenes>
                    <scene sceneID="s1"><objects><viewController id="t1" customClass="ViewController" sceneMemberID="viewController"/></objects></scene>
                </scenes>
            </document>
            """])
        let imported = try CLI.run(["import", "real/Main.storyboard"], in: root)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("scene ViewController: view class=ViewController initial") || imported.stdout.contains("class=ViewController"), "\(imported.stdout)")
        #expect(!imported.stderr.contains("unsupported-platform"))
    }

    /// An unwind whose action only a scene of the storyboard that references this one
    /// implements leaves the storyboard: `import --sources` writes it as a comment, since a flow
    /// `unwind` names a scene of its own storyboard. `check --against --sources` imports the real
    /// files with the same code, so that untouched import is no drift (it was an undocumented
    /// unwind, failing `--strict` on a chapter flowdoc wrote itself).
    @Test func anUnwindIntoAnotherStoryboardIsNoDriftWhenTheCodeIsGiven() throws {
        let folder = CLI.packageRoot.appendingPathComponent("Tests/CLITests/Fixtures/outbound-unwind")
        func fixture(_ name: String) throws -> String {
            try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        let root = try CLI.site(["content/index.md": "# Home\n", "A.storyboard": try fixture("A.storyboard"),
                                 "B.storyboard": try fixture("B.storyboard"), "src/Code.swift": try fixture("Code.swift.txt")])
        defer { try? FileManager.default.removeItem(at: root) }
        for board in ["A", "B"] {
            let imported = try CLI.run(["import", "\(board).storyboard", "--sources", "src"], in: root)
            #expect(imported.status == 0, "\(imported.stderr)")
            try Data(imported.stdout.utf8).write(to: root.appendingPathComponent("content/\(board).md"))
        }
        let chapter = try String(contentsOf: root.appendingPathComponent("content/B.md"), encoding: .utf8)
        #expect(chapter.contains("# unwind About -> (another storyboard).backHome"))
        let withCode = try CLI.run(["check", "--strict", "--against", "A.storyboard", "--against", "B.storyboard", "--sources", "src"],
                                   in: root)
        #expect(withCode.status == 0, "\(withCode.stderr)")
        #expect(!withCode.stderr.contains("drift."))
        // Without the code the unwind's target is a guess inside B, and the chapter does not
        // document it: that is reported, as before.
        let withoutCode = try CLI.run(["check", "--against", "A.storyboard", "--against", "B.storyboard"], in: root)
        #expect(withoutCode.stderr.contains("an unwind (About -> Exit, action 'backHome') is in storyboard 'B' but not documented"))
    }

    @Test func matchingDocumentationIsQuiet() throws {
        let root = try Self.site(chapter: "quiet.md")
        let result = try CLI.run(["check", "--strict", "--against", "real/Notes.storyboard"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "checked 1 chapter, 1 storyboard against 1 real storyboard: 0 errors, 0 warnings\n")
        let json = try CLI.run(["check", "--format", "json", "--against", "real/Notes.storyboard"], in: root)
        #expect(json.status == 0)
        #expect(json.stdout == "[]\n")
    }

    @Test func aRealFileWithoutDocumentationIsAWarningNamingTheNearest() throws {
        let root = try Self.site(chapter: "quiet.md", realFile: "Notess.storyboard",
                                 more: ["real/Checkout.storyboard": try Self.text("Notes.storyboard")])
        let result = try CLI.run(["check", "--against", "real/Notess.storyboard", "--against", "real/Checkout.storyboard"], in: root)
        #expect(result.status == 0, "warnings only")
        CLIGolden.check(result.stderr, named: "cli/drift-undocumented.txt")
        let strict = try CLI.run(["check", "--strict", "--against", "real/Notess.storyboard"], in: root)
        #expect(strict.status == 1)
        // Mapped to the documented name, the same file is compared and matches.
        let mapped = try CLI.run(["check", "--strict", "--against", "Notes=real/Notess.storyboard"], in: root)
        #expect(mapped.status == 0, "\(mapped.stderr)")
        #expect(!mapped.stderr.contains("drift."))
    }

    @Test func badAgainstArgumentsExitWithTwo() throws {
        let root = try Self.site(chapter: "quiet.md", more: ["real/Broken.storyboard": "<document><scenes>"])
        let missing = try CLI.run(["check", "--against", "real/Nope.storyboard"], in: root)
        #expect(missing.status == 2)
        #expect(missing.stderr == "flowdoc check: cannot read 'real/Nope.storyboard': no such file\n")
        let broken = try CLI.run(["check", "--against", "real/Broken.storyboard"], in: root)
        #expect(broken.status == 2)
        #expect(broken.stderr.hasPrefix("flowdoc check: real/Broken.storyboard: not a storyboard (the XML does not parse)"))
        let twice = try CLI.run(["check", "--against", "real/Notes.storyboard", "--against", "Notes=real/Broken.storyboard"], in: root)
        #expect(twice.status == 2)
        let clash = try CLI.run(["check", "--against", "real/Notes.storyboard", "--against", "Notes=real/Notes.storyboard"], in: root)
        #expect(clash.status == 2)
        #expect(clash.stderr.contains("are both storyboard 'Notes'"), "\(clash.stderr)")
    }

    // MARK: Code against storyboards

    static let notesController = """
    import UIKit

    final class NotesViewController: UITableViewController {
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "NoteCell", for: indexPath)
        }

        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            if segue.identifier == "showNot" {
                // the typo above crashes nothing until a note is tapped
            }
        }
    }

    """
    static let editorController = """
    #import "EditorViewController.h"

    @implementation EditorViewController
    - (void)showDetail {
        UIViewController *detail = [self.storyboard instantiateViewControllerWithIdentifier:@"NoteDetial"];
        [self.navigationController pushViewController:detail animated:YES];
    }
    @end

    """
    static let cleanController = """
    import UIKit

    // performSegue(withIdentifier: "inAComment") is not code.
    final class SettingsViewController: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "TagCell")
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "TagCell", for: indexPath)
        }
        func open() {
            navigationController?.viewControllers.first?.performSegue(withIdentifier: "openSettings", sender: nil)
            let board = UIStoryboard(name: "Notes", bundle: nil)
            _ = board.instantiateViewController(withIdentifier: "NoteDetail")
        }
    }

    """
    static let cleanHeader = """
    #import <UIKit/UIKit.h>
    static NSString *const kSave = @"saveNote";
    @interface EditorViewController : UIViewController
    @end
    @interface NotesViewController : UITableViewController
    - (IBAction)saveNote:(UIStoryboardSegue *)segue;
    @end

    """
    /// Folders the scan must skip, each with a file that would fire.
    static let skipped = ["App/Pods/Lib/Bad.m", "App/Carthage/Checkouts/Bad.swift", "App/build/Bad.swift",
                          "App/.git/Bad.swift", "App/DerivedData/Bad.swift"]
    static let typo = "func f() { performSegue(withIdentifier: \"bogus\", sender: nil) }\n"

    @Test func codeTyposFireWithPlaceAndSuggestion() throws {
        var more = ["App/Notes/NotesViewController.swift": Self.notesController,
                    "App/Notes/EditorViewController.m": Self.editorController,
                    "App/Notes/EditorViewController.h": Self.cleanHeader,
                    "App/Settings/SettingsViewController.swift": Self.cleanController,
                    "App/README.md": Self.typo]
        for path in Self.skipped { more[path] = Self.typo }
        let root = try Self.site(chapter: "quiet.md", more: more)
        let result = try CLI.run(["check", "--sources", "App", "--against", "real/Notes.storyboard"], in: root)
        #expect(result.status == 1)
        CLIGolden.check(result.stderr, named: "cli/sources-fires.txt")
        #expect(!result.stderr.contains("bogus"), "hidden, build, Pods and Carthage folders are skipped")

        // Without --against the documented storyboards are the reference, with the same result here.
        let documented = try CLI.run(["check", "--sources", "App"], in: root)
        #expect(documented.status == 1)
        #expect(documented.stderr.contains("App/Notes/NotesViewController.swift:9:33: error: no segue with identifier 'showNot'"))
        #expect(documented.stderr.contains("App/Notes/EditorViewController.m:5:91: error: no scene with storyboard ID 'NoteDetial'"))

        let json = try CLI.run(["check", "--format", "json", "--sources", "App", "--against", "real/Notes.storyboard"], in: root)
        CLIGolden.check(json.stdout, named: "cli/sources-fires.json")
    }

    @Test func cleanCodeIsQuiet() throws {
        let root = try Self.site(chapter: "quiet.md", more: [
            "App/Settings/SettingsViewController.swift": Self.cleanController,
            "App/EditorViewController.h": Self.cleanHeader,
        ])
        let result = try CLI.run(["check", "--strict", "--sources", "App", "--against", "real/Notes.storyboard"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "checked 1 chapter, 1 storyboard against 1 real storyboard, 2 source files: 0 errors, 0 warnings\n")
        let viaDot = try CLI.run(["check", "../", "--strict", "--sources", ".", "--against", "../real/Notes.storyboard"],
                                 in: root.appendingPathComponent("App"))
        #expect(viaDot.status == 0, "\(viaDot.stderr)")
    }

    @Test func oversizedFilesAreSkippedWithAWarning() throws {
        let big = String(repeating: "let x = \"performSegue(withIdentifier:)\"\n", count: 120_000)  // about 4.7 MB
        let root = try Self.site(chapter: "quiet.md", more: ["App/Generated/Big.swift": big])
        let result = try CLI.run(["check", "--sources", "App", "--against", "real/Notes.storyboard"], in: root)
        #expect(result.status == 0)
        #expect(result.stderr.contains("App/Generated/Big.swift:1:1: warning: the file is 4 MiB; source files over 4 MiB are not scanned [code.file-too-large]"),
                "\(result.stderr)")
    }

    @Test func sourcesNeedSomeStoryboards() throws {
        let root = try CLI.site(["content/index.md": "# No flows\n", "App/A.swift": Self.typo])
        let result = try CLI.run(["check", "--sources", "App"], in: root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("--sources needs storyboards"))
        let notes = try Self.site(chapter: "quiet.md")
        let missing = try CLI.run(["check", "--sources", "Nowhere", "--against", "real/Notes.storyboard"], in: notes)
        #expect(missing.status == 2)
        #expect(missing.stderr == "flowdoc check: cannot read sources in 'Nowhere': no such folder\n")
    }
}
