import Diagrams
import FlowGraph
import Foundation
import TestSupport
import Testing

/// The rendered SVG of each fixture against Golden/<name>.svg; FLOWDOC_RECORD=1 re-records.
@Suite struct GoldenTests {
    static let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    @Test(arguments: Fixtures.names + ["hostile"])
    func golden(_ name: String) throws {
        let storyboard = try #require(Fixtures.all[name])
        let options = DiagramOptions(idPrefix: "g-\(name)", title: storyboard.name, sceneURL: { "#scene-" + $0 })
        let svg = DiagramRenderer.svg(storyboard, highlighted: Fixtures.highlighted(name), options: options) + "\n"
        Golden.check(svg, name + ".svg", folder: Self.dir)
    }
}
