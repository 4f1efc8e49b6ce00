@testable import Diagrams
import FlowGraph
import Testing

/// The layout's work (candidate routes and label places tried, spatial-index entries examined)
/// on the adversarial shapes of issue #14, at N and 2N: doubling the input must not much more
/// than double the work (n log n allows a little more than 2; quadratic work would give 4).
@Suite struct LayoutWorkTests {
    /// N parallel segues from one scene to another (40–56 s for 8,000 before: label obstacles).
    static func parallel(_ n: Int) -> Storyboard {
        Storyboard(name: "Two", scenes: [
            Fixtures.scene("A", .view, initial: true), Fixtures.scene("B", .view),
        ], segues: (0..<n).map { Fixtures.segue("s\($0)", "A", "B", .present, from: .button) }, unwinds: [])
    }

    /// A navigation controller over a chain of N pushed scenes (23 s for 4,000 before).
    static func chain(_ n: Int, style: SegueStyle = .push) -> Storyboard {
        var scenes = [Fixtures.scene("Nav", .navigation, initial: true, root: "S0")]
        scenes += (0..<n).map { Fixtures.scene("S\($0)", .view) }
        return Storyboard(name: "Chain", scenes: scenes,
                          segues: (0..<(n - 1)).map { Fixtures.segue("p\($0)", "S\($0)", "S\($0 + 1)", style, from: .button) }, unwinds: [])
    }

    static func work(_ storyboard: Storyboard) -> (Int, Layout) {
        var work = 0
        let layout = FlowLayout.layout(storyboard, work: &work)
        return (work, layout)
    }

    @Test func parallelSeguesGrowLinearly() {
        let (small, _) = Self.work(Self.parallel(1_000))
        let (large, layout) = Self.work(Self.parallel(2_000))
        print("parallel segues: work \(small) at 1,000, \(large) at 2,000")
        #expect(Double(large) <= 2.3 * Double(small))
        // Drawn as one line labelled with their number.
        #expect(layout.edges.count == 1)
        #expect(layout.edges.first?.label?.primary == "2000 present segues")
    }

    @Test func threeParallelSeguesStayApart() {
        let (_, layout) = Self.work(Self.parallel(3))
        #expect(layout.edges.count == 3)
        #expect(LayoutQuality.labelOverlaps(layout) == 0)
    }

    @Test(arguments: [SegueStyle.push, .present])
    func longChainsGrowLinearly(_ style: SegueStyle) {
        let (small, _) = Self.work(Self.chain(1_000, style: style))
        let (large, layout) = Self.work(Self.chain(2_000, style: style))
        print("chain (\(style)): work \(small) at 1,000, \(large) at 2,000")
        #expect(Double(large) <= 2.3 * Double(small))
        #expect(LayoutQuality.cardOverlaps(layout) == 0)
    }
}




extension LayoutWorkTests {
    /// A table pushing N scenes, one per cell: every route runs down the same channel.
    static func fan(_ n: Int) -> Storyboard {
        var scenes = [Fixtures.scene("Nav", .navigation, initial: true, root: "Menu"),
                      Fixtures.scene("Menu", .table, cells: .staticCells((0..<n).map { "Item \($0)" }))]
        scenes += (0..<n).map { Fixtures.scene("D\($0)", .view) }
        return Storyboard(name: "Fan", scenes: scenes,
                          segues: (0..<n).map { Fixtures.segue("show\($0)", "Menu", "D\($0)", .show, from: .cell) }, unwinds: [])
    }

    @Test func wideFansStayCheap() {
        let (small, _) = Self.work(Self.fan(200))
        let (large, layout) = Self.work(Self.fan(400))
        print("fan: work \(small) at 200, \(large) at 400")
        #expect(LayoutQuality.cardOverlaps(layout) == 0 && LayoutQuality.edgeCardCrossings(layout) == 0)
        #expect(Double(large) <= 4.5 * Double(small), "not worse than quadratic")
    }
}
