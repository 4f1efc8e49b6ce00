import Diagrams
import FlowGraph
import Foundation
import Testing

/// Times `DiagramRenderer.svg` on the benchmark's largest storyboard and on 20-scene ones.
/// Runs only with FLOWDOC_PERF=1, in a release build:
/// `FLOWDOC_PERF=1 swift test -c release --filter RenderSpeedTests`. FLOWDOC_PERF_RUNS sets
/// the renders per case (default 1,000). Each render is timed alone, in thread CPU time
/// (robust on a busy machine) and wall time; the fastest and the median are printed.
/// FLOWDOC_PERF_ONLY=text runs only the cases whose name contains it.
@Suite struct RenderSpeedTests {
    static var enabled: Bool { ProcessInfo.processInfo.environment["FLOWDOC_PERF"] == "1" }

    @Test(.enabled(if: enabled))
    func renderTimes() {
        let runs = Int(ProcessInfo.processInfo.environment["FLOWDOC_PERF_RUNS"] ?? "") ?? 1000
        let cases: [(String, Storyboard, Set<FlowElement>)] = [
            ("benchmark shape, 51 scenes", BenchmarkShape.storyboard(steps: 49), BenchmarkShape.highlighted(steps: 49)),
            ("benchmark shape, 21 scenes", BenchmarkShape.storyboard(steps: 19), BenchmarkShape.highlighted(steps: 19)),
            ("twenty fixture, 20 scenes", Fixtures.twenty, Fixtures.highlighted("twenty")),
        ]
        let options = DiagramOptions(idPrefix: "d1", title: "Flow", sceneURL: { "#scene-" + $0 })
        let only = ProcessInfo.processInfo.environment["FLOWDOC_PERF_ONLY"]
        for (name, sb, highlighted) in cases where only.map(name.contains) ?? true {
            var cpu: [Double] = [], wall: [Double] = []
            var bytes = 0
            for _ in 0..<runs {
                let (c0, w0) = (Self.cpuMicros(), Self.wallMicros())
                bytes = DiagramRenderer.svg(sb, highlighted: highlighted, options: options).utf8.count
                cpu.append(Self.cpuMicros() - c0)
                wall.append(Self.wallMicros() - w0)
            }
            cpu.sort()
            wall.sort()
            func f(_ v: Double) -> String { String(format: "%.0f", v) }
            print("perf \(name): cpu min \(f(cpu[0])) median \(f(cpu[runs / 2])) µs; wall min \(f(wall[0])) median \(f(wall[runs / 2])) µs (\(runs) renders, \(bytes) bytes)")
        }
    }

    static func cpuMicros() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) * 1e6 + Double(t.tv_nsec) / 1e3
    }

    static func wallMicros() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) * 1e6 + Double(t.tv_nsec) / 1e3
    }
}
