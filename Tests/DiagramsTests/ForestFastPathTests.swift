@testable import Diagrams
import FlowGraph
import Testing

/// The layout's fast paths against their plain forms: `GridPlacement.forest` (out-links in
/// flat runs) against the array-per-scene walk it replaced, and `ChannelNudger.channelKey`
/// against `Int64((v * 100).rounded())`.
@Suite struct ForestFastPathTests {
    /// The forest as it was built before: out-links in an array per scene.
    static func plainForest(_ graph: DiagramGraph) -> GridPlacement.Forest {
        let n = graph.scenes.count
        var besideOut = Array(repeating: [Int](), count: n)
        var belowOut = Array(repeating: [Int](), count: n)
        var linked = Array(repeating: false, count: n)
        var hasIncoming = Array(repeating: false, count: n)
        for link in graph.links {
            linked[link.from] = true
            linked[link.to] = true
            guard link.kind != .unwind, link.from != link.to else { continue }
            hasIncoming[link.to] = true
            if link.kind.isPresentation { belowOut[link.from].append(link.to) } else { besideOut[link.from].append(link.to) }
        }
        var claimed = Array(repeating: false, count: n)
        var beside = Array(repeating: [Int](), count: n)
        var below = Array(repeating: [Int](), count: n)
        var roots: [Int] = []
        func grow(_ root: Int) {
            claimed[root] = true
            roots.append(root)
            var stack = [root]
            while let u = stack.popLast() {
                var children: [Int] = []
                for v in besideOut[u] where !claimed[v] { claimed[v] = true; beside[u].append(v); children.append(v) }
                for v in belowOut[u] where !claimed[v] { claimed[v] = true; below[u].append(v); children.append(v) }
                stack += children.reversed()
            }
        }
        for i in 0..<n where graph.scenes[i].isInitial && !claimed[i] { grow(i) }
        for i in 0..<n where !claimed[i] && linked[i] && !hasIncoming[i] { grow(i) }
        for i in 0..<n where !claimed[i] && linked[i] { grow(i) }
        return GridPlacement.Forest(beside: beside, below: below, roots: roots, isolated: (0..<n).filter { !claimed[$0] })
    }

    @Test(arguments: 1...60)
    func forestMatchesPlainForm(_ seed: Int) {
        let sb = RandomStoryboardTests.storyboard(seed: UInt64(seed), scenes: 1 + seed % 40)
        let graph = DiagramGraph(sb)
        #expect(GridPlacement.forest(graph) == Self.plainForest(graph))
    }

    @Test func channelKeyMatchesRounded() {
        var values: [Double] = [0, -0.0, 0.005, -0.005, 0.0049999999999999, 0.015, -0.015, 0.125, -0.125,
                                1.005, 2.675, -2.675, 0.49999999999999994 / 100, 123456.785, -98765.435,
                                4.5e13, -4.5e13, 9.0e15, 1.0e16, -1.0e16, 9.2e16, -9.2e16]
        var state: UInt64 = 42
        for _ in 0..<20_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let unit = Double(state >> 11) / Double(1 << 53)
            values.append((unit - 0.5) * 20_000)
            // Exact halves of hundredths, and their neighbours.
            let half = (Double(Int(state >> 40) % 2_000_001 - 1_000_000) + 0.5) / 100
            values += [half, half.nextUp, half.nextDown]
        }
        for v in values {
            #expect(ChannelNudger.channelKey(v) == Int64((v * 100).rounded()), "\(v)")
        }
    }
}
