@testable import Diagrams
import FlowGraph
import Testing

/// The children a table's cells lead to are laid out in the order of those cells, so the lines
/// from the cells never cross one another. Shape from a shop app's "Mine" tab (Wrapperss/Carte,
/// Mine.storyboard): a static table whose last cell, Settings, leads further than the cells
/// above it; the longest path went first, and its line crossed the line of every other cell.
@Suite struct CellOrderTests {
    static func settingsTable(deeperRow: Int) -> Storyboard {
        let cells = ["Orders", "To pay", "To ship", "To receive", "Settings"]
        var scenes = [
            Fixtures.scene("Nav", .navigation, initial: true, root: "Mine"),
            Fixtures.scene("Mine", .table, "Mine", cells: .staticCells(cells)),
        ]
        var segues: [Segue] = []
        for (i, cell) in cells.enumerated() {
            scenes.append(Fixtures.scene("S\(i)", .view, cell))
            segues.append(Fixtures.segue(nil, "Mine", "S\(i)", .show, from: .label(cell)))
        }
        // One cell leads a scene further, so it starts the longest run to the right (four
        // columns: the flow fits the column unwrapped, where the longest run goes first).
        scenes.append(Fixtures.scene("Deeper", .view))
        segues.append(Fixtures.segue(nil, "S\(deeperRow)", "Deeper", .show, from: .button))
        return Storyboard(name: "Mine", scenes: scenes, segues: segues, unwinds: [])
    }

    @Test(arguments: 0..<5)
    func linesFromCellsDoNotCrossOneAnother(deeperRow: Int) throws {
        let layout = FlowLayout.layout(Self.settingsTable(deeperRow: deeperRow))
        // Not wrapped: the deeper scene is on the row of the scene before it, to its right.
        let deeper = try #require(layout.card(named: "Deeper")), before = try #require(layout.card(named: "S\(deeperRow)"))
        #expect(deeper.row == before.row && deeper.rect.minX > before.rect.maxX)
        let fromMine = layout.edges.filter { $0.from == "Mine" }
        #expect(fromMine.count == 5)
        // Every crossing point, those of edges sharing a scene included.
        let only = Layout(cards: layout.cards, edges: fromMine, entryArrows: [], width: layout.width, height: layout.height)
        #expect(LayoutQuality.allCrossingPoints(only) == 0)
        // The cells' scenes read top to bottom in the order of the cells.
        let tops = try (0..<5).map { try #require(layout.card(named: "S\($0)")).rect.minY }
        #expect(zip(tops, tops.dropFirst()).allSatisfy { $0 < $1 }, "\(tops)")
    }
}
