import FlowGraph

/// The storyboard shape of bench/run: a navigation controller, a table `List`, and `steps`
/// view scenes `Step2`… each pushed from the list's cells (chapter c adds `Step{c}`).
enum BenchmarkShape {
    static func storyboard(steps: Int) -> Storyboard {
        var scenes = [
            Fixtures.scene("Nav", .navigation, initial: true, root: "List"),
            Fixtures.scene("List", .table, "Items", cls: "ItemsViewController", cells: .prototypes(["Cell"])),
        ]
        var segues: [Segue] = []
        for c in stride(from: 2, through: steps + 1, by: 1) {
            scenes.append(Fixtures.scene("Step\(c)", .view, "Step \(c)", cls: "Step\(c)ViewController"))
            segues.append(Fixtures.segue("show\(c)", "List", "Step\(c)", .push, from: .cell))
        }
        return Storyboard(name: "Board0", scenes: scenes, segues: segues, unwinds: [])
    }

    /// What the chapter that adds the last step highlights: that scene and its segue.
    static func highlighted(steps: Int) -> Set<FlowElement> {
        steps < 1 ? [] : [.scene("Step\(steps + 1)"), .segue("show\(steps + 1)")]
    }
}
