import Foundation
import SourceModel
import StoryboardImport
import Testing

/// An identifier chosen by a condition, `performSegue(withIdentifier: loggedIn ? "showHome" : "showLogin",
/// sender: self)`: whichever branch runs is passed to UIKit, so each literal is checked like a whole
/// argument. Survey material: a segue tutorial app whose first scene performs "moveToSecond" and
/// has a segue "custom"; the branch literals here are written to show the shape.
@Suite struct TernaryIdentifierTests {
    static func check(_ swift: String) throws -> [Diagnostic] {
        let sources = [SourceFile(path: "First.swift", text: swift)]
        return SourceCodeChecker.check(sources, against: .init(storyboards: [try SourceCodeCheckerTests.notes()], fileNames: ["Notes"]))
    }

    @Test func eachBranchOfAConditionalIdentifierIsChecked() throws {
        let swift = """
        class A: UIViewController {
            func go(_ flag: Bool, items: [Int]) {
                performSegue(withIdentifier: flag ? "newNote" : "newNot", sender: nil)
                performSegue(withIdentifier: items.isEmpty ? "opnSettings" : "newNote", sender: self)
                let vc = storyboard?.instantiateViewController(withIdentifier: flag ? "NoteDetail" : "NoteDetai")
            }
        }
        """
        let diagnostics = try Self.check(swift)
        #expect(diagnostics.map { "\($0.location!) \($0.rule)" } == [
            "First.swift:3:58 \(SourceCodeChecker.rule)", "First.swift:4:55 \(SourceCodeChecker.rule)",
            "First.swift:5:95 \(SourceCodeChecker.rule)",
        ])
        #expect(diagnostics.map { $0.fixIts.first?.replacement } == ["newNote", "openSettings", "NoteDetail"])
    }

    @Test func onlyAWholeConditionalOfTwoLiteralsIsRead() throws {
        // Built at run time, or a literal that is only part of the argument: not judged.
        let swift = """
        performSegue(withIdentifier: "new\\(kind)", sender: nil)
        performSegue(withIdentifier: flag ? "newNot" + suffix : "x", sender: nil)
        performSegue(withIdentifier: flag ? name : "newNote", sender: nil)
        performSegue(withIdentifier: flag ? "newNote" : other ?? "newNote", sender: nil)
        """
        #expect(try Self.check(swift).isEmpty)
    }
}
