import FlowGraph
import Foundation
import SourceModel
import StoryboardImport
import Testing

/// `SourceCodeChecker`: identifiers in Swift and Objective-C sources against storyboards.
@Suite struct SourceCodeCheckerTests {
    static func notes() throws -> Storyboard {
        let data = try Data(contentsOf: TestPaths.fixtures.appendingPathComponent("Notes.storyboard"))
        return try StoryboardImporter.importData(data, path: "Notes.storyboard", name: "Notes").storyboard
    }

    static func check(_ files: [String: String], fileNames: [String] = ["Notes"]) throws -> [Diagnostic] {
        let sources = files.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) }
        return SourceCodeChecker.check(sources, against: .init(storyboards: [try notes()], fileNames: fileNames))
    }

    @Test func everyKindOfTypoFiresAtTheLiteralWithASuggestion() throws {
        let swift = """
        performSegue(withIdentifier: "newNot", sender: nil)
        let vc = storyboard?.instantiateViewController(withIdentifier: "NoteDetai")
        let cell = tableView.dequeueReusableCell(withIdentifier: "NotCell", for: indexPath)
        let board = UIStoryboard(name: "Note", bundle: nil)
        """
        let diagnostics = try Self.check(["A.swift": swift])
        #expect(diagnostics.map(\.rule) == Array(repeating: SourceCodeChecker.rule, count: 4))
        #expect(diagnostics.allSatisfy { $0.severity == .error })
        #expect(diagnostics.map { "\($0.location!)" } == ["A.swift:1:31", "A.swift:2:65", "A.swift:3:59", "A.swift:4:33"])
        #expect(diagnostics.map(\.length) == [6, 9, 7, 4])
        #expect(diagnostics.map { $0.fixIts.first?.replacement } == ["newNote", "NoteDetail", "NoteCell", "Notes"])
        #expect(diagnostics[0].message == "no segue with identifier 'newNot' in storyboard 'Notes'")
        #expect(diagnostics[2].message.hasSuffix("and none registered in code"))
        #expect(diagnostics[3].message == "no storyboard named 'Note' among the checked storyboards ('Notes')")
    }

    @Test func objectiveCFormsAreCheckedToo() throws {
        let objc = """
        [self performSegueWithIdentifier:@"showNote" sender:self];
        if ([segue.identifier isEqualToString:@"opnSettings"]) { }
        UIViewController *vc = [sb instantiateViewControllerWithIdentifier:@"NoteDetail"];
        """
        let diagnostics = try Self.check(["B.m": objc, "B.h": "// nothing\n", "notes.txt": "performSegue(withIdentifier: \"x\")"])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first.map { "\($0.location!)" } == "B.m:2:41")
        #expect(diagnostics.first?.fixIts.first?.replacement == "openSettings")
    }

    @Test func declaredNamesAndCommentsAreQuiet() throws {
        let swift = """
        // performSegue(withIdentifier: "typo")
        performSegue(withIdentifier: "saveNote", sender: nil)   // an unwind's identifier
        performSegue(withIdentifier: "show\\(kind)", sender: nil)  // interpolated: names no one segue
        _ = UIStoryboard(name: "Main", bundle: nil)               // the real file's name
        """
        #expect(try Self.check(["C.swift": swift], fileNames: ["Main"]).isEmpty)
    }

    @Test func cellsRegisteredInCodeNeedNoPrototype() throws {
        let swift = """
        tableView.register(TagCell.self, forCellReuseIdentifier: "TagCell")
        collectionView.register(UINib(nibName: "Tile", bundle: nil), forCellWithReuseIdentifier: "Tile")
        let a = tableView.dequeueReusableCell(withIdentifier: "TagCell", for: indexPath)
        let b = collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
        let c = tableView.dequeueReusableCell(withIdentifier: "Header", for: indexPath)
        let d = tableView.dequeueReusableCell(withIdentifier: "Subtitle") ?? UITableViewCell()  // nil, never a crash
        """
        let objc = "[self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:@\"Header\"];\n"
        #expect(try Self.check(["D.swift": swift, "E.m": objc]).isEmpty)
        #expect(try Self.check(["D.swift": swift]).map(\.message) == [
            "no prototype cell with reuse identifier 'Header' in storyboard 'Notes', and none registered in code",
        ])
    }

    @Test func farOffNamesGetNoSuggestion() throws {
        let diagnostics = try Self.check(["F.swift": "performSegue(withIdentifier: \"completelyDifferent\", sender: nil)\n"])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.fixIts.isEmpty == true)
        #expect(diagnostics.first?.notes.first?.message.contains("Receiver has no segue with identifier") == true)
    }

    @Test func languageComesFromTheExtension() {
        #expect(SourceCodeChecker.language(forPath: "a/B.swift") == .swift)
        for path in ["x.m", "x.mm", "x.h", "X.M"] { #expect(SourceCodeChecker.language(forPath: path) == .objectiveC) }
        for path in ["x.c", "x.md", "swift", "x.hpp"] { #expect(SourceCodeChecker.language(forPath: path) == nil) }
    }

    @Test func sourceFolderSkipsWhatItShould() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("flowdoc-src-\(UUID().uuidString)")
        let files = ["App/A.swift", "App/Sub/B.m", "App/Sub/B.h", "App/Pods/P.swift", "App/Carthage/C.swift",
                     "App/build/D.swift", "App/DerivedData/E.swift", "App/.git/F.swift", "App/.G.swift", "App/notes.txt"]
        for path in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("// \(path)\n".utf8).write(to: url)
        }
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("App/Sub/Loop"),
                                                   withDestinationURL: root.appendingPathComponent("App"))
        let (found, diagnostics) = try SourceFolder.read(root.appendingPathComponent("App"), displayPrefix: "App/")
        #expect(found.map(\.path) == ["App/A.swift", "App/Sub/B.h", "App/Sub/B.m"])
        #expect(found.first?.text == "// App/A.swift\n")
        #expect(diagnostics.isEmpty)
        let (dot, _) = try SourceFolder.read(root.appendingPathComponent("App"), displayPrefix: ".")
        #expect(dot.map(\.path) == ["A.swift", "Sub/B.h", "Sub/B.m"])
        #expect(throws: StoryboardFile.Failure.self) { try SourceFolder.read(root.appendingPathComponent("Nope"), displayPrefix: "Nope") }
    }
}

/// `StoryboardDrift`: real files matched to documented storyboards by name.
@Suite struct StoryboardDriftTests {
    static func real(_ name: String?, path: String = "Notes.storyboard") throws -> RealStoryboard {
        let data = try Data(contentsOf: TestPaths.fixtures.appendingPathComponent("Notes.storyboard"))
        let boardName = name ?? StoryboardImporter.defaultName(for: path)
        return RealStoryboard(name: boardName, fileName: boardName, file: SourceFile(path: path, text: String(decoding: data, as: UTF8.self)),
                              imported: try StoryboardImporter.importData(data, path: path, name: boardName))
    }

    @Test func aFileOfTheSameNameIsCompared() throws {
        let documented = try DriftCheckerTests.quiet()
        #expect(StoryboardDrift.compare(documented: [documented], real: [try Self.real(nil)]).isEmpty)
        let (drifting, _) = try DriftCheckerTests.drifting()
        let rules = Set(StoryboardDrift.compare(documented: [drifting], real: [try Self.real(nil)]).map(\.rule))
        #expect(rules.contains("drift.missing-scene") && rules.contains("drift.undocumented-scene"))
    }

    @Test func anUndocumentedFileNamesTheNearestStoryboard() throws {
        let documented = [Storyboard(name: "Notes"), Storyboard(name: "Settings")]
        let near = StoryboardDrift.compare(documented: documented, real: [try Self.real(nil, path: "real/Note.storyboard")])
        #expect(near.map(\.rule) == [StoryboardDrift.undocumentedRule])
        #expect(near.first?.severity == .warning)
        #expect(near.first.map { "\($0.location!)" } == "real/Note.storyboard:2:1")
        #expect(near.first?.notes.first?.message == "did you mean 'Notes'? compare this file with it using Notes=real/Note.storyboard")
        let far = StoryboardDrift.compare(documented: documented, real: [try Self.real(nil, path: "Checkout.storyboard")])
        #expect(far.first?.notes.first?.message.hasPrefix("the nearest documented storyboard is ") == true)
        let none = StoryboardDrift.compare(documented: [], real: [try Self.real(nil)])
        #expect(none.first?.notes.first?.message == "the site documents no storyboard yet")
    }

    @Test func againstValuesMayNameTheStoryboard() {
        #expect(RealStoryboard.parseMapping("Main=ui/Main.storyboard") == ("Main", "ui/Main.storyboard"))
        #expect(RealStoryboard.parseMapping("ui/Main.storyboard") == (nil, "ui/Main.storyboard"))
        #expect(RealStoryboard.parseMapping("a/b=c.storyboard") == (nil, "a/b=c.storyboard"))
        // A NAME=PATH whose name is not a storyboard name is said so, with the name to use.
        let files: Set<String> = ["ui/Main.storyboard", "odd=name.storyboard"]
        #expect(RealStoryboard.misreadMapping("My+App=ui/Main.storyboard", fileExists: files.contains)
                == "'My+App' is not a storyboard name, so 'My+App=ui/Main.storyboard' was read as one path; did you mean 'My_App=ui/Main.storyboard'?")
        #expect(RealStoryboard.misreadMapping("Main=ui/Main.storyboard", fileExists: files.contains) == nil)  // a valid name
        #expect(RealStoryboard.misreadMapping("odd=name.storyboard", fileExists: files.contains) == nil)      // the whole is a file
        #expect(RealStoryboard.misreadMapping("My+App=ui/Missing.storyboard", fileExists: files.contains) == nil)
        #expect(RealStoryboard.parseMapping("2x=c.storyboard") == (nil, "2x=c.storyboard"))
        #expect(RealStoryboard.parseMapping("Main=") == (nil, "Main="))
    }
}
