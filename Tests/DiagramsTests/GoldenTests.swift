import Diagrams
import FlowGraph
import Foundation
import Testing

/// The rendered SVG of each fixture against Golden/<name>.svg; FLOWDOC_RECORD=1 re-records.
@Suite struct GoldenTests {
    static let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    @Test(arguments: Fixtures.names + ["hostile"])
    func golden(_ name: String) throws {
        let storyboard = try #require(Fixtures.all[name])
        let options = DiagramOptions(idPrefix: "g-\(name)", title: storyboard.name, sceneURL: { "#scene-" + $0 })
        let svg = DiagramRenderer.svg(storyboard, highlighted: Fixtures.highlighted(name), options: options) + "\n"
        let url = Self.dir.appendingPathComponent(name + ".svg")
        if ProcessInfo.processInfo.environment["FLOWDOC_RECORD"] == "1" {
            try FileManager.default.createDirectory(at: Self.dir, withIntermediateDirectories: true)
            try svg.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        if svg != expected {
            let got = svg.split(separator: "\n", omittingEmptySubsequences: false)
            let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let line = (0..<min(got.count, want.count)).first { got[$0] != want[$0] } ?? min(got.count, want.count)
            Issue.record("""
                \(name).svg differs at line \(line + 1) (re-record with FLOWDOC_RECORD=1)
                expected: \(line < want.count ? String(want[line].prefix(300)) : "<end>")
                actual:   \(line < got.count ? String(got[line].prefix(300)) : "<end>")
                """)
        }
    }
}
