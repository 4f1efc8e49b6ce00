import Diagrams
import FlowGraph
import Foundation
import TestSupport
import Testing

/// The text list (screen readers' version of a diagram) of each fixture against
/// Golden/<name>.text.html; FLOWDOC_RECORD=1 re-records. The fixtures hold every fact an item
/// can state (titles, classes, storyboard IDs, references, prototype and static cells, unwind
/// actions, triggers, presentations, bundles) and text to escape (`hostile`, `facts`). The
/// list is written as bytes since round 28; a book of the same shapes built by the binary
/// before that and after it gave the same pages byte for byte.
@Suite struct TextDescriptionGoldenTests {
    static let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static let names = Fixtures.names + ["hostile", "facts"]

    static func storyboard(_ name: String) throws -> Storyboard {
        name == "facts" ? facts : try #require(Fixtures.all[name])
    }

    /// What the other fixtures leave out: storyboard references (with and without a target),
    /// non-ASCII titles, a segue's class and presentation, parallel segues drawn as a bundle.
    static var facts: Storyboard {
        var board = Storyboard(name: "Facts", scenes: [
            Fixtures.scene("Start", .view, "Début — “start”", cls: "StartViewController", id: "start", initial: true, actions: ["back"]),
            Fixtures.scene("Ref", .reference),
            Fixtures.scene("Ref2", .reference, "Ref <two>"),
            Fixtures.scene("Sheet", .collection, "Sheet", cells: .prototypes([])),
        ], segues: [
            Fixtures.segue("toRef", "Start", "Ref", .push, from: .cell, cls: "Fade<Segue>"),
            Fixtures.segue(nil, "Start", "Ref2", .show),
            Fixtures.segue("sheet", "Start", "Sheet", .present, from: .button),
        ] + (1...4).map { Fixtures.segue("p\($0)", "Sheet", "Start", .present) }, unwinds: [
            Fixtures.unwind(nil, "Sheet", "Start", "back"),
        ])
        board.scenes[1].referencedStoryboard = "Settings"
        board.scenes[1].referencedTarget = "Root<&>"
        board.scenes[2].referencedStoryboard = "Other"
        board.segues[2].presentation = .fullScreen
        return board
    }

    @Test(arguments: Self.names)
    func golden(_ name: String) throws {
        let storyboard = try Self.storyboard(name)
        let options = DiagramOptions(idPrefix: "g-\(name)", title: storyboard.name, sceneURL: { "#scene-" + $0 })
        let text = DiagramRenderer.textDescription(storyboard, options: options) + "\n"
        Golden.check(text, name + ".text.html", folder: Self.dir)
    }

    /// The same, drawn after the storyboard less its last scene (pieces and lines reused).
    @Test(arguments: Self.names)
    func goldenAfterAnEarlierDrawing(_ name: String) throws {
        let storyboard = try Self.storyboard(name)
        let options = DiagramOptions(idPrefix: "g-\(name)", title: storyboard.name, sceneURL: { "#scene-" + $0 })
        var earlier = storyboard
        earlier.scenes.removeLast()
        let pieces = DiagramPieces()
        _ = DiagramRenderer.figure(earlier, highlighted: [], options: options, pieces: pieces)
        let text = DiagramRenderer.figure(storyboard, highlighted: [], options: options, pieces: pieces).textDescription + "\n"
        Golden.check(text, name + ".text.html", folder: Self.dir)
    }
}
