import Diagrams
import FlowGraph
import Testing

@Suite struct LayoutQualityTests {
    @Test(arguments: Fixtures.names)
    func cleanLayout(_ name: String) throws {
        let storyboard = try #require(Fixtures.all[name])
        let layout = FlowLayout.layout(storyboard)
        #expect(layout.cards.count == storyboard.scenes.count)
        #expect(LayoutQuality.cardOverlaps(layout) == 0)
        #expect(LayoutQuality.edgeCardCrossings(layout) == 0)
        #expect(LayoutQuality.labelOverlaps(layout) == 0)
        print("quality \(name): crossings=\(LayoutQuality.edgeCrossings(layout)) area=\(Int(LayoutQuality.area(layout))) size=\(Int(layout.width))x\(Int(layout.height))")
    }
}
