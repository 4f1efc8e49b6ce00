import Diagrams
import FlowGraph
import Foundation
import Testing

/// Times `DiagramRenderer.svg` on the benchmark's largest storyboard and on the 20-scene
/// fixture. Runs only with FLOWDOC_PERF=1 (use a release build:
/// `FLOWDOC_PERF=1 swift test -c release --filter RenderSpeedTests`); FLOWDOC_PERF_RUNS sets
/// the renders per round (default 200). Prints the best of five rounds, per render.
@Suite struct RenderSpeedTests {
    static var enabled: Bool { ProcessInfo.processInfo.environment["FLOWDOC_PERF"] == "1" }

    @Test(.enabled(if: enabled))
    func renderTimes() {
        let runs = Int(ProcessInfo.processInfo.environment["FLOWDOC_PERF_RUNS"] ?? "") ?? 200
        let cases: [(String, Storyboard, Set<FlowElement>)] = [
            ("benchmark shape, 51 scenes", BenchmarkShape.storyboard(steps: 49), BenchmarkShape.highlighted(steps: 49)),
            ("benchmark shape, 21 scenes", BenchmarkShape.storyboard(steps: 19), BenchmarkShape.highlighted(steps: 19)),
            ("twenty fixture, 20 scenes", Fixtures.twenty, Fixtures.highlighted("twenty")),
        ]
        let options = DiagramOptions(idPrefix: "d1", title: "Flow", sceneURL: { "#scene-" + $0 })
        let clock = ContinuousClock()
        for (name, sb, highlighted) in cases {
            var bytes = 0
            var best = Duration.seconds(1_000_000)
            for _ in 0..<5 {
                let elapsed = clock.measure {
                    for _ in 0..<runs { bytes &+= DiagramRenderer.svg(sb, highlighted: highlighted, options: options).utf8.count }
                }
                best = min(best, elapsed)
            }
            let micros = Double(best.components.attoseconds) / 1e12 + Double(best.components.seconds) * 1e6
            print("perf \(name): \(String(format: "%.1f", micros / Double(runs))) µs per render (best of 5 × \(runs); \(bytes / (5 * runs)) bytes)")
        }
    }
}
