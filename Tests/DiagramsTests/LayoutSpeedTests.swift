import Diagrams
import FlowGraph
import Foundation
import Testing

/// Times `FlowLayout.layout` over every snapshot of the benchmark's storyboards (the 50-shape
/// book lays out 1 … 49 steps, the 10-shape book 1 … 9), as a whole build does, and prints the
/// thread CPU time per pass over all snapshots and a checksum of the layouts (so a speed change
/// that changes a layout shows). Runs only with FLOWDOC_PERF=1, in a release build:
/// `FLOWDOC_PERF=1 swift test -c release --filter LayoutSpeedTests`. FLOWDOC_PERF_RUNS sets
/// the passes (default 20); the fastest and the median are printed. Not a timed test: it
/// asserts nothing about speed.
@Suite struct LayoutSpeedTests {
    @Test(.enabled(if: RenderSpeedTests.enabled))
    func layoutTimes() {
        let runs = Int(ProcessInfo.processInfo.environment["FLOWDOC_PERF_RUNS"] ?? "") ?? 20
        let cases: [(String, [Storyboard])] = [
            ("50-shape snapshots (1…49 steps)", (1...49).map { BenchmarkShape.storyboard(steps: $0) }),
            ("10-shape snapshots (1…9 steps) x5", Array(repeating: (1...9).map { BenchmarkShape.storyboard(steps: $0) }, count: 5).flatMap { $0 }),
            ("twenty fixture x50", Array(repeating: Fixtures.twenty, count: 50)),
        ]
        for (name, boards) in cases {
            var cpu: [Double] = []
            var checksum = 0
            for _ in 0..<runs {
                let c0 = RenderSpeedTests.cpuMicros()
                var sum = 0
                for board in boards {
                    let layout = FlowLayout.layout(board)
                    sum &+= Int(layout.width * 100) &+ Int(layout.height * 100)
                    for e in layout.edges { for p in e.points { sum = sum &* 31 &+ Int(p.x * 100) &+ Int(p.y * 7) } }
                    for e in layout.edges { if let l = e.label { sum = sum &* 31 &+ Int(l.rect.x * 100) &+ Int(l.rect.y * 7) } }
                }
                cpu.append(RenderSpeedTests.cpuMicros() - c0)
                checksum = sum
            }
            cpu.sort()
            func f(_ v: Double) -> String { String(format: "%.0f", v) }
            print("perf layout \(name): cpu min \(f(cpu[0])) median \(f(cpu[runs / 2])) µs per pass of \(boards.count) layouts; checksum \(checksum)")
        }
    }
}
