import FlowGraph
import Testing

/// A chapter's snapshots keep at most `FlowBlockSnapshot.chapterSceneBudget` scenes in all
/// (issue 14: each snapshot is a whole storyboard, so many blocks extending a big one were
/// quadratic in time and memory). The first is always kept; the book itself is untouched.
@Suite struct SnapshotBudgetTests {
    static func chain(_ count: Int) -> String {
        var lines = ["scene Nav: navigation root=S0 initial"] + (0..<count).map { "scene S\($0): view" }
        lines += (0..<(count - 1)).map { "segue S\($0) -> S\($0 + 1) push" }
        return "```flow Main\n" + lines.joined(separator: "\n") + "\n```\n"
    }

    @Test func snapshotsBeyondTheBudgetLeaveTheirStateOut() throws {
        let budget = FlowBlockSnapshot.chapterSceneBudget
        let big = budget * 3 / 5  // two of these are over the budget, one is not
        let text = "# Big\n\n" + Self.chain(big)
            + "\n```flow Main\nscene Extra: view\nsegue S0 -> Extra push\n```\n"
            + "\n```flow Other\nscene N: navigation root=A initial\nscene A: view\nscene B: view\nsegue A -> B push\n```\n"
        let run = FlowDocument.run(text)
        try #require(run.snapshots.count == 3)
        // The first is kept whole, even alone near the budget.
        #expect(run.snapshots[0].leftOutSceneCount == nil)
        #expect(run.snapshots[0].storyboard.scenes.count == big + 1)
        // The second would pass the budget: name and scene count only.
        #expect(run.snapshots[1].leftOutSceneCount == big + 2)
        #expect(run.snapshots[1].storyboard.name == "Main")
        #expect(run.snapshots[1].storyboard.scenes.isEmpty && run.snapshots[1].added.isEmpty)
        // A small one after it still fits.
        #expect(run.snapshots[2].leftOutSceneCount == nil)
        #expect(run.snapshots[2].storyboard.scenes.map(\.name) == ["N", "A", "B"])
        // The book and its checks see every scene.
        #expect(run.book.storyboard(named: "Main")?.scenes.count == big + 2)
        #expect(run.all.isEmpty, "\(run.all.map(\.summary))")
    }

    @Test func ordinaryChaptersKeepEverySnapshot() {
        var text = "# Steps\n\n```flow Main\nscene Nav: navigation root=S0 initial\nscene S0: view\n```\n"
        for i in 1..<60 { text += "\n```flow Main\nscene S\(i): view\nsegue S\(i - 1) -> S\(i) push\n```\n" }
        let run = FlowDocument.run(text)
        #expect(run.snapshots.count == 60)
        #expect(run.snapshots.allSatisfy { $0.leftOutSceneCount == nil })
        #expect(run.snapshots.last?.storyboard.scenes.count == 61)
        #expect(run.snapshots.last?.added == [.scene("S59"), .segue(run.snapshots.last!.storyboard.segues.last!.key)])
    }
}
