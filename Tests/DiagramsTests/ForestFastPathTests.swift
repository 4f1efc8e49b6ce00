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

    /// Fan members as they were found before: an array per scene that leads to a leaf, those
    /// of fewer than `minimumMembers` emptied again.
    static func plainMembers(_ graph: DiagramGraph, _ rows: TriggerRows) -> [[Int]] {
        let n = graph.scenes.count
        var from = Array(repeating: -1, count: n)
        var leaf = Array(repeating: true, count: n)
        var firstRow = Array(repeating: Int.max, count: n)
        for (k, link) in graph.links.enumerated() where link.from != link.to && link.kind != .unwind {
            leaf[link.from] = false
            if link.kind.isRelationship || link.kind == .embed { from[link.to] = -2; continue }
            if from[link.to] == -1 { from[link.to] = link.from } else if from[link.to] != link.from { from[link.to] = -2 }
            if case .row(let i)? = rows.port[k] { firstRow[link.to] = min(firstRow[link.to], i) }
        }
        var members = Array(repeating: [Int](), count: n)
        for v in 0..<n where leaf[v] && from[v] >= 0 && !graph.scenes[v].isInitial { members[from[v]].append(v) }
        return members.map { $0.count >= FanGroups.minimumMembers ? $0.sorted { (firstRow[$0], $0) < (firstRow[$1], $1) } : [] }
    }

    @Test(arguments: 1...60)
    func fanMembersMatchPlainForm(_ seed: Int) {
        // (Menus are fans, with a second source and labelled rows where `extra` and `label` ask.)
        let sb = seed <= 10 ? BenchmarkShape.storyboard(steps: seed * 3)
            : seed <= 20 ? FanLayoutTests.menu(seed - 8, extra: seed % 2 == 0, label: seed % 3 == 0)
            : RandomStoryboardTests.storyboard(seed: UInt64(seed), scenes: 1 + seed % 40)
        let graph = DiagramGraph(sb)
        let rows = TriggerRows(graph)
        let fans = FanGroups(graph, rows)
        let plain = Self.plainMembers(graph, rows)
        #expect(fans.members == plain)
        for u in plain.indices { for v in plain[u] { #expect(fans.source[v] == u) } }
        #expect(fans.source.filter { $0 != nil }.count == plain.reduce(0) { $0 + $1.count })
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
