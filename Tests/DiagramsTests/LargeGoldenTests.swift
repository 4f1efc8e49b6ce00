import Diagrams
import FlowGraph
import Foundation
import TestSupport
import Testing

/// Byte-for-byte goldens of larger diagrams (the benchmark's shape and seeded random
/// storyboards of 20–50 scenes), so that speed work can prove it changes no output.
@Suite struct LargeGoldenTests {
    static let cases: [String] = ["bench-5", "bench-19", "bench-30", "bench-49"]
        + [(3, 20), (8, 26), (11, 33), (17, 40), (23, 47), (42, 50)].map { "random-\($0.0)-\($0.1)" }

    static func storyboard(_ name: String) -> (Storyboard, Set<FlowElement>)? {
        let parts = name.split(separator: "-")
        if parts.count == 2, parts[0] == "bench", let steps = Int(parts[1]) {
            return (BenchmarkShape.storyboard(steps: steps), BenchmarkShape.highlighted(steps: steps))
        }
        if parts.count == 3, parts[0] == "random", let seed = UInt64(parts[1]), let count = Int(parts[2]) {
            let sb = RandomStoryboardTests.storyboard(seed: seed, scenes: count)
            let last = sb.segues.last.map { [FlowElement.segue($0.key), .scene($0.destination)] } ?? []
            return (sb, Set(last))
        }
        return nil
    }

    @Test(arguments: cases)
    func golden(_ name: String) throws {
        let (storyboard, highlighted) = try #require(Self.storyboard(name))
        let options = DiagramOptions(idPrefix: "g-\(name)", title: storyboard.name, sceneURL: { "#scene-" + $0 })
        let svg = DiagramRenderer.svg(storyboard, highlighted: highlighted, options: options) + "\n"
        Golden.check(svg, name + ".svg", folder: GoldenTests.dir)
    }
}
