import FlowGraph
import Foundation
import SourceModel
import StoryboardImport
import Testing

@Suite struct DriftCheckerTests {
    static let storyboardPath = "Fixtures/Notes.storyboard"

    static func actual() throws -> (ImportedStoryboard, SourceFile) {
        let data = try Data(contentsOf: TestPaths.fixtures.appendingPathComponent("Notes.storyboard"))
        let imported = try StoryboardImporter.importData(data, path: storyboardPath, name: "Notes")
        return (imported, SourceFile(path: storyboardPath, text: String(decoding: data, as: UTF8.self)))
    }

    static func drifting() throws -> (Storyboard, SourceFile) {
        let doc = try DocumentedFixture("drifting.md")
        let storyboard = Storyboard(name: "Notes", scenes: [
            doc.scene("NotesNav", .navigation, initial: true, root: "Notes"),
            doc.scene("Notes", .table, title: "Notes", className: "NotesViewController", cells: .prototypes(["NoteCell"]),
                      actions: ["saveNote"]),
            doc.scene("Detail", .view, title: "Note", id: "NoteDetail"),
            doc.scene("EditorNav", .navigation, root: "Editor"),
            doc.scene("Editor", .view, title: "New Note", className: "EditorViewController"),
            doc.scene("Archive", .view, title: "Archive", className: "ArchiveViewController"),
        ], segues: [
            doc.segue("showNote", "Notes", "Detail", .present, .cell),
            doc.segue("newNote", "Notes", "Detail", .present, .label("+")),
            doc.segue("openSetings", "Notes", "Archive", .show, .label("Settings")),
        ], unwinds: [
            doc.unwind("saveNote", "Editor", "Notes", "save"),
        ])
        return (storyboard, doc.file)
    }

    static func quiet() throws -> Storyboard {
        let doc = try DocumentedFixture("quiet.md")
        return Storyboard(name: "Notes", scenes: [
            doc.scene("Root", .navigation, initial: true, root: "List"),
            doc.scene("List", .table, title: "Notes", className: "NotesViewController", cells: .prototypes(["NoteCell"]),
                      actions: ["saveNote"]),
            doc.scene("Reader", .view, title: "Note", id: "NoteDetail"),
            doc.scene("Compose", .navigation, root: "Editor"),
            doc.scene("Editor", .view, title: "New Note", className: "EditorViewController"),
            doc.scene("Settings", .view, title: "Settings", className: "SettingsViewController"),
        ], segues: [
            doc.segue("showNote", "List", "Reader", .push, .cell),
            doc.segue("newNote", "List", "Compose", .modal, .label("+")),
            doc.segue("openSettings", "List", "Settings", .show, .label("Settings")),
        ], unwinds: [
            doc.unwind("saveNote", "Editor", "List", "saveNote"),
        ])
    }

    @Test func everyRuleFires() throws {
        let (actual, _) = try Self.actual()
        let (documented, _) = try Self.drifting()
        let diagnostics = DriftChecker.compare(documented: documented, actual: actual.storyboard, actualPath: Self.storyboardPath)
        let rules = Set(diagnostics.map(\.rule))
        #expect(rules == ["drift.missing-scene", "drift.undocumented-scene", "drift.missing-segue",
                          "drift.undocumented-segue", "drift.segue-style", "drift.segue-destination"])
        for diagnostic in diagnostics {
            let expected: Severity = diagnostic.rule.hasPrefix("drift.undocumented") ? .warning : .error
            #expect(diagnostic.severity == expected, "\(diagnostic.rule)")
        }
        // Undocumented elements point at their id="…" line in the storyboard.
        let settings = try #require(diagnostics.first { $0.rule == "drift.undocumented-scene" })
        #expect(settings.location == SourceLocation(path: Self.storyboardPath, line: 70, column: 50))
    }

    @Test func goldenDiagnostics() throws {
        let (actual, xml) = try Self.actual()
        let (documented, markdown) = try Self.drifting()
        let diagnostics = DriftChecker.compare(documented: documented, actual: actual.storyboard, actualPath: Self.storyboardPath)
        let files = [xml.path: xml, markdown.path: markdown]
        let rendered = HumanDiagnosticRenderer(sources: { files[$0] }).render(diagnostics)
        Golden.check(rendered, named: "drift-notes.txt")
    }

    @Test func quietWhenDocumentationMatches() throws {
        let (actual, _) = try Self.actual()
        let diagnostics = DriftChecker.compare(documented: try Self.quiet(), actual: actual.storyboard,
                                               actualPath: Self.storyboardPath)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    }

    @Test func importedStoryboardHasNoDriftAgainstItself() throws {
        for relative in CorpusTests.files {
            let url = TestPaths.corpus.appendingPathComponent(relative)
            let storyboard = try StoryboardImporter.importFile(at: url).storyboard
            #expect(DriftChecker.compare(documented: storyboard, actual: storyboard, actualPath: url.path).isEmpty, "\(relative)")
        }
    }

    /// A modal segue documented as a sheet (no presentation=) that the storyboard presents full
    /// screen is drift; the same style is quiet.
    @Test func aPresentationStyleThatDiffersIsDrift() throws {
        let here = SourceLocation(path: "doc.md", line: 3, column: 1)
        func board(_ presentation: PresentationStyle) -> Storyboard {
            Storyboard(name: "P", scenes: [Scene(name: "A", kind: .view, isInitial: true, location: here),
                                           Scene(name: "B", kind: .view, location: here)],
                       segues: [Segue(key: "open", identifier: "open", source: "A", destination: "B", style: .present,
                                      presentation: presentation, location: here)])
        }
        let drift = DriftChecker.compare(documented: board(.automatic), actual: board(.fullScreen), actualPath: "P.storyboard")
        #expect(drift.map(\.rule) == ["drift.segue-style"])
        #expect(drift.first?.message == "segue 'open' is documented with presentation=automatic but the storyboard presents it fullScreen")
        #expect(DriftChecker.compare(documented: board(.fullScreen), actual: board(.fullScreen), actualPath: "P.storyboard").isEmpty)
    }

    @Test func oldAndNewStyleNamesAreTheSameTransition() {
        #expect(DriftChecker.sameStyle(.push, .show))
        #expect(DriftChecker.sameStyle(.modal, .present))
        #expect(!DriftChecker.sameStyle(.show, .present))
        #expect(!DriftChecker.sameStyle(.showDetail, .show))
        #expect(!DriftChecker.sameStyle(.popover, .present))
    }
}
