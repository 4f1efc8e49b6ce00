import FlowGraph
import SourceModel
import Testing

/// Issue 14: container cycles (a rule that fires and one that stays quiet) and unwinds at scale.
@Suite struct HardeningRuleTests {
    @Test func containerCycleFiresOnceAtTheClosingRelationship() throws {
        let run = FlowDocument.run("""
            ```flow
            scene Outer: navigation root=Inner initial
            scene Inner: navigation root=Outer
            ```
            """)
        let found = run.only("flow.container-cycle")
        #expect(found.count == 1)
        let first = try #require(found.first)
        #expect(first.summary == "flow.container-cycle error 3:30")
        #expect(first.message.contains("'Outer' → 'Inner' → 'Outer'"), "\(first.message)")
    }

    @Test func containerCycleFiresForAContainerThatHoldsItself() throws {
        let run = FlowDocument.run("""
            ```flow
            scene Tabs: tab tabs=First,Tabs initial
            scene First: view
            ```
            """)
        let first = try #require(run.only("flow.container-cycle").first)
        #expect(first.summary == "flow.container-cycle error 2:28")
        #expect(first.message.contains("'Tabs' contains itself"))
    }

    @Test func containerCycleStaysQuietOnNestedContainers() {
        let run = FlowDocument.run("""
            ```flow
            scene Split: split master=MasterNav detail=DetailNav initial
            scene MasterNav: navigation root=Tabs
            scene Tabs: tab tabs=ANav,B
            scene ANav: navigation root=A
            scene A: table
            scene B: view
            scene DetailNav: navigation root=Detail
            scene Detail: view
            segue A -> B push
            ```
            """)
        #expect(run.only("flow.container-cycle").isEmpty)
        #expect(run.all.isEmpty, "\(run.all.map(\.message))")
    }

    /// 10,000 unwinds up a push chain once took 11.6 s and 1.6 GB (a set of ancestors kept per
    /// source). Each unwind here goes to the scene halfway up the stack: all reachable, and the
    /// work is counted, not timed: edges followed stay within a small multiple of
    /// (scenes + edges) per batch of 64 targets.
    @Test func manyUnwindsUpAChainCostLinearWorkPerBatch() {
        for count in [1_000, 2_000] {
            var scenes = [Scene(name: "Nav", kind: .navigation, isInitial: true, root: "S0", location: Self.here)]
            scenes += (0..<count).map { Scene(name: "S\($0)", kind: .view, actions: ["back\($0)"], location: Self.here) }
            let segues = (0..<(count - 1)).map {
                Segue(key: "k\($0)", identifier: nil, source: "S\($0)", destination: "S\($0 + 1)", style: .push, location: Self.here)
            }
            let unwinds = (1..<count).map {
                Unwind(key: "u\($0)", identifier: nil, source: "S\($0)", target: "S\($0 / 2)", action: "back\($0 / 2)", location: Self.here)
            }
            let board = Storyboard(name: "Main", scenes: scenes, segues: segues, unwinds: unwinds)
            let reachability = UnwindReachability(FlowAnalysis(board), unwinds: unwinds)
            #expect(reachability.reachable.allSatisfy { $0 })
            let targets = Set(unwinds.map(\.target)).count
            let batches = (targets + 63) / 64
            #expect(reachability.edgeVisits <= 2 * (scenes.count + segues.count + 1) * batches, "\(count)")
        }
    }

    static let here = SourceLocation(path: "a.md", line: 1, column: 1)

    /// Removing thousands of scenes in one block took the whole scene list per removal
    /// (20,000 removals: 18 s); now the list is compacted once when the block ends. The
    /// result is the same: the scenes, their segues and relationships are gone, and a scene
    /// removed and declared again in the same block is the new one.
    @Test func manyRemovalsInOneBlock() throws {
        let count = 3_000
        var first = ["```flow", "scene Nav: navigation root=Home initial", "scene Home: view"]
        first += (0..<count).map { "scene S\($0): view" }
        first += (0..<count).map { "segue Home -> S\($0) present" }
        first.append("```")
        var second = ["```flow"] + (0..<count).map { "remove scene S\($0)" }
        second += ["remove scene Home", "scene Home: table \"Again\"", "remove scene S0", "```"]
        let run = FlowDocument.run((first + [""] + second).joined(separator: "\n"))
        let board = try #require(run.book.storyboards.first)
        #expect(board.scenes.map(\.name) == ["Nav", "Home"])
        #expect(board.scenes.last?.title == "Again")
        #expect(board.segues.isEmpty)
        #expect(run.only("flow.unknown-scene").count == 1, "the second removal of S0 names nothing")
    }

    /// The bit-parallel reachability agrees with a plain search on small random graphs,
    /// including cycles and unwinds to scenes below the source. (Presentations only: the
    /// containers UIKit also searches are covered in GraphRuleTests.)
    @Test func unwindReachabilityAgreesWithAPlainSearch() {
        var state: UInt64 = 0x1234_5678
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        for round in 0..<40 {
            let scenes = 3 + next(12)
            var lines = ["```flow", "scene Nav: navigation root=S0 initial"]
            lines += (0..<scenes).map { "scene S\($0): view actions=a" }
            var edges: Set<[Int]> = []
            for _ in 0..<(scenes + next(scenes)) {
                let from = next(scenes), to = next(scenes)
                if from != to, edges.insert([from, to]).inserted { lines.append("segue S\(from) -> S\(to) present") }
            }
            var unwinds: [[Int]] = []
            for _ in 0..<(1 + next(70)) {
                let from = next(scenes), to = next(scenes)
                unwinds.append([from, to])
                lines.append("unwind S\(from) -> S\(to).a")
            }
            lines.append("```")
            // Expected: `to` reaches `from` through one or more edges (Nav reaches S0 only).
            func reaches(_ start: Int, _ goal: Int) -> Bool {
                var seen: Set<Int> = []
                var queue = edges.filter { $0[0] == start }.map { $0[1] }
                while let scene = queue.popLast() {
                    if scene == goal { return true }
                    guard seen.insert(scene).inserted else { continue }
                    queue += edges.filter { $0[0] == scene }.map { $0[1] }
                }
                return false
            }
            let expected = unwinds.filter { !reaches($0[1], $0[0]) }.count
            let run = FlowDocument.run(lines.joined(separator: "\n"))
            #expect(run.only("flow.unwind-unreachable").count == expected, "round \(round)")
        }
    }
}

/// Issue 14: "did you mean" has a budget, so thousands of misspellings against thousands of
/// names are not quadratic; the first ones still get their suggestion.
@Suite struct SuggestionBudgetTests {
    @Test func misspellingsKeepTheirErrorsAndEarlySuggestions() {
        let count = 2_500
        var lines = ["```flow", "scene A: view initial"] + (0..<count).map { "scene Scene\($0): view" }
        lines += (0..<count).map { "segue A -> Scene\($0)x present" }
        lines.append("```")
        let run = FlowDocument.run(lines.joined(separator: "\n"))
        let errors = run.only("flow.unknown-scene")
        #expect(errors.count == count)
        #expect(errors.first?.fixIts.first?.replacement == "Scene0")
        // 500,000 comparisons over 2,501 names: the first 199 errors get a suggestion.
        #expect(errors.filter { !$0.fixIts.isEmpty }.count == 500_000 / (count + 1))
    }

    @Test func theBudgetSpendsAndRefuses() {
        var budget = NearMiss.Budget(comparisons: 10)
        let first = budget.take(6), second = budget.take(6), third = budget.take(1)
        #expect(first)
        #expect(!second)
        #expect(!third, "once refused, it stays spent")
    }
}
