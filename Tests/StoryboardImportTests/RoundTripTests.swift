import FlowGraph
import FlowSyntax
import Foundation
import SourceModel
import StoryboardImport
import Testing

/// The importer writes statements through FlowSyntax's printer: parsing what it prints gives
/// back the same storyboard (scenes with every attribute, segues, unwinds), on every corpus file.
@Suite struct RoundTripTests {
    static let files = (try? TestPaths.corpusFiles()) ?? []

    /// Everything a flow statement says about an element, as comparable text.
    static func facts(_ board: Storyboard) -> [String] {
        board.scenes.map { s in
            "scene \(s.name) \(s.kind.rawValue) title=\(s.title ?? "-") class=\(s.className ?? "-") id=\(s.storyboardID ?? "-") "
                + "initial=\(s.isInitial) root=\(s.root ?? "-") tabs=\(s.tabs) master=\(s.master ?? "-") detail=\(s.detail ?? "-") "
                + "cells=\(s.cells) actions=\(s.actions) dismiss=\(String(describing: s.dismiss)) "
                + "opens=\(s.referencedStoryboard ?? "-")/\(s.referencedTarget ?? "-")"
        } + board.segues.map { g in
            "segue \(g.identifier ?? "-") \(g.source)->\(g.destination) \(g.style.rawValue) \(String(describing: g.trigger)) \(g.className ?? "-") \(g.presentation.rawValue)"
        } + board.unwinds.map { u in
            "unwind \(u.identifier ?? "-") \(u.source)->\(u.target).\(u.action) \(String(describing: u.trigger))"
        }
    }

    static func reparse(_ imported: ImportedStoryboard) -> (Storyboard?, [Diagnostic]) {
        let text = "```flow \(imported.storyboard.name)\n" + FlowWriter.flowStatements(for: imported) + "```\n"
        let lines = FlowWriter.flowStatements(for: imported).split(separator: "\n", omittingEmptySubsequences: false)
            .dropLast().enumerated().map { FlowSourceLine(text: String($0.element), line: $0.offset + 2, column: 1) }
        let file = SourceFile(path: "round-trip.md", text: text)
        let source = FlowBlockSource(file: file, infoString: "flow \(imported.storyboard.name)",
                                     fenceLocation: SourceLocation(path: file.path, line: 1, column: 4), lines: lines)
        let (block, syntax) = FlowParser.parse(source)
        var book = FlowBook()
        let (_, applied) = book.apply(block, defaultStoryboard: imported.storyboard.name)
        return (book.storyboards.first, syntax + applied)
    }

    @Test(arguments: files)
    func parsingWhatTheImporterPrintsGivesTheSameStoryboard(_ relative: String) throws {
        let url = TestPaths.corpus.appendingPathComponent(relative)
        let imported = try StoryboardImporter.importFile(at: url, name: TestPaths.shortName(relative))
        let (board, problems) = Self.reparse(imported)
        // The statements parse and apply without an error (block rules may warn about the
        // storyboard itself, as SwiftGen_Message's shared 'Embed' identifier).
        #expect(problems.filter { $0.severity == .error }.isEmpty, "\(problems.map(\.message))")
        let parsed = try #require(board)
        #expect(Self.facts(parsed) == Self.facts(imported.storyboard))
    }

    /// Names and texts that need quotes and escapes survive the trip too, and presentation styles.
    @Test func awkwardTextsRoundTrip() throws {
        let here = SourceLocation(path: "x", line: 1, column: 1)
        let board = Storyboard(name: "Odd", scenes: [
            Scene(name: "List", kind: .view, title: "Say \"hi\" \\ now", className: "App.ListViewController",
                  storyboardID: "list id", isInitial: true, cells: .prototypes(["Cell-1", "two words", "a->b"]),
                  location: here, dismiss: .label("Done, really")),
            Scene(name: "Detail", kind: .table, cells: .staticCells(["Name", "", "Ph\u{1}one"]), actions: ["save"], location: here),
        ], segues: [
            Segue(key: "show it", identifier: "show it", source: "List", destination: "Detail", style: .custom,
                  trigger: .label("Tap \"here\""), className: "My.Segue", location: here),
            Segue(key: "cover", identifier: "cover", source: "List", destination: "Detail", style: .present,
                  presentation: .overFullScreen, location: here),
            Segue(key: "sheet", identifier: "sheet", source: "Detail", destination: "List", style: .modal,
                  presentation: .formSheet, location: here),
        ], unwinds: [
            Unwind(key: "u-1", identifier: "u-1", source: "Detail", target: "List", action: "save", trigger: .barButton, location: here),
        ])
        let (parsed, problems) = Self.reparse(ImportedStoryboard(storyboard: board))
        #expect(problems.isEmpty, "\(problems.map(\.message))")
        var expected = board
        // A string cannot hold a control character: the printer writes a space.
        expected.scenes[1].cells = .staticCells(["Name", "", "Ph one"])
        #expect(Self.facts(try #require(parsed)) == Self.facts(expected))
    }
}
