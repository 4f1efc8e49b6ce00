import Diagrams
import FlowGraph
import Foundation
import Testing

/// Times `FlowLayout.layout` over every snapshot of the benchmark's storyboards (the 50-shape
/// book lays out 1 … 49 steps, the 10-shape book 1 … 9), as a whole build does, and prints the
/// thread CPU time per pass over all snapshots and a checksum of every coordinate of the
/// layouts (untimed; a speed change that moves anything shows as a different checksum).
/// Runs only with FLOWDOC_PERF=1, in a release build:
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
            var last: [Layout] = []
            for _ in 0..<runs {
                let c0 = RenderSpeedTests.cpuMicros()
                var layouts: [Layout] = []
                layouts.reserveCapacity(boards.count)
                for board in boards { layouts.append(FlowLayout.layout(board)) }
                cpu.append(RenderSpeedTests.cpuMicros() - c0)
                last = layouts
            }
            // Outside the timed part: every coordinate of the last pass's layouts.
            for layout in last {
                checksum = checksum &* 31 &+ Int(layout.width * 2) &+ Int(layout.height * 2)
                for c in layout.cards { checksum = checksum &* 31 &+ Int(c.rect.x * 2) &+ Int(c.rect.y * 2) &+ Int(c.rect.height * 2) }
                for e in layout.edges {
                    for p in e.points { checksum = checksum &* 31 &+ Int(p.x * 2) &+ Int(p.y * 2) }
                    if let l = e.label { checksum = checksum &* 31 &+ Int(l.rect.x * 2) &+ Int(l.rect.y * 2) }
                }
            }
            cpu.sort()
            func f(_ v: Double) -> String { String(format: "%.0f", v) }
            print("perf layout \(name): cpu min \(f(cpu[0])) median \(f(cpu[runs / 2])) µs per pass of \(boards.count) layouts; checksum \(checksum)")
        }
    }
}
