@testable import Diagrams
import FlowGraph
import Testing

/// Issue #13: a table with many segues to scenes that lead nowhere further is laid out as a
/// compact block beside it (not one column thousands of units tall), its edges sharing one
/// trunk; and the longest navigation path reads along the first row.
@Suite struct FanLayoutTests {
    /// A navigation controller, a table of `n` static cells, each pushing a scene of its own;
    /// `extra` adds a scene pushed from `D0` (so `D0` is no leaf).
    static func menu(_ n: Int, extra: Bool = false, label: Bool = false) -> Storyboard {
        var scenes = [Fixtures.scene("Nav", .navigation, initial: true, root: "Menu"),
                      Fixtures.scene("Menu", .table, cells: .staticCells((0..<n).map { "Demo \($0)" }))]
        scenes += (0..<n).map { Fixtures.scene("D\($0)", .view, cls: "Demo\($0)ViewController") }
        var segues = (0..<n).map { Fixtures.segue(nil, "Menu", "D\($0)", .show, from: .cell) }
        if label { segues.append(Fixtures.segue("showFromCodeWithALongIdentifier", "Menu", "D\(n - 1)", .show, from: .manual)) }
        if extra {
            scenes.append(Fixtures.scene("Deeper", .view))
            segues.append(Fixtures.segue("deeper", "D0", "Deeper", .push, from: .button))
        }
        return Storyboard(name: "Menu", scenes: scenes, segues: segues, unwinds: [])
    }

    @Test func aThirtySceneFanIsACompactBlock() throws {
        let sb = Self.menu(28)
        let layout = FlowLayout.layout(sb)
        // Before: one column 6,000 units tall. Now: within 1.5 screens of a 1,400 × 900 px
        // window, where the drawing is scaled to the 840 px column.
        #expect(layout.height * 840 / max(layout.width, 840) <= 1_350, "height \(layout.height)")
        #expect(layout.width <= FlowLayout.maxWidth)
        let members = (0..<28).map { layout.card(named: "D\($0)")! }
        #expect(Set(members.map(\.column)).count >= 2, "members fill several columns")
        // Row by row in the order of the cells.
        for i in 1..<28 {
            let a = members[i - 1], b = members[i]
            #expect(a.row < b.row || (a.row == b.row && a.column < b.column), "D\(i - 1) before D\(i)")
        }
        // Nothing crosses, not even the fan's own edges; nothing covered, overlapping or cut.
        #expect(LayoutQuality.edgeCrossings(layout) == 0)
        #expect(LayoutQuality.allCrossingPoints(layout) == 0)
        #expect(LayoutQuality.labelsCoveredByEdges(layout) == 0)
        #expect(LayoutQuality.cardOverlaps(layout) == 0 && LayoutQuality.labelOverlaps(layout) == 0)
        #expect(LayoutQuality.edgeCardCrossings(layout) == 0)
        // Each edge still leaves from its own cell.
        let menu = try #require(layout.card(named: "Menu"))
        let ys = Set((0..<28).map { i in layout.edges.first { $0.to == "D\(i)" }!.points[0].y })
        #expect(ys.count == 28 && ys.allSatisfy { $0 > menu.rect.minY && $0 < menu.rect.maxY })
    }

    @Test func aFanMemberCardIsCompact() throws {
        let layout = FlowLayout.layout(Self.menu(6))
        let member = try #require(layout.card(named: "D3"))
        #expect(member.rect.height < CardContent.minHeight)
        let svg = DiagramRenderer.svg(Self.menu(6), highlighted: [], options: DiagramOptions(idPrefix: "f", title: "Menu"))
        #expect(svg.contains(">Demo3ViewController</text>"), "the class is still shown")
    }

    @Test func fewerThanFiveLeavesStayInOneColumn() {
        let layout = FlowLayout.layout(Self.menu(4))
        let columns = Set((0..<4).map { layout.card(named: "D\($0)")!.column })
        #expect(columns.count == 1)
        #expect(layout.card(named: "D2")!.rect.height == CardContent.minHeight, "not compact")
    }

    @Test func aLabelledFanEdgeKeepsItsLabelBesideItsOwnBranch() throws {
        let layout = FlowLayout.layout(Self.menu(12, label: true))
        let edge = try #require(layout.edges.first { $0.identifier == "showFromCodeWithALongIdentifier" })
        let label = try #require(edge.label?.rect)
        let menu = try #require(layout.card(named: "Menu"))
        // Not beside the shared trunk (right by the source), but right of it, on the branch.
        #expect(label.minX > menu.rect.maxX + 12, "label \(label), route \(edge.points)")
        #expect(LayoutQuality.labelsCoveredByEdges(layout) == 0 && LayoutQuality.labelOverlaps(layout) == 0)
    }

    @Test func theLongestPathTakesTheFirstRow() throws {
        // D0 pushes a further scene: it goes first, on the menu's row, and the run reads
        // left to right: Nav, Menu, D0, Deeper.
        let layout = FlowLayout.layout(Self.menu(3, extra: true))
        let names = ["Nav", "Menu", "D0", "Deeper"].map { layout.card(named: $0)! }
        #expect(Set(names.map(\.row)).count == 1)
        #expect(zip(names, names.dropFirst()).allSatisfy { $0.rect.maxX < $1.rect.minX })
    }

    @Test func theLongestPathGoesFirstEvenWhenDeclaredLast() throws {
        let sb = Storyboard(name: "Order", scenes: [
            Fixtures.scene("A", .view, initial: true), Fixtures.scene("Leaf", .view),
            Fixtures.scene("B", .view), Fixtures.scene("C", .view),
        ], segues: [
            Fixtures.segue("leaf", "A", "Leaf", .show, from: .button),
            Fixtures.segue("b", "A", "B", .show, from: .button),
            Fixtures.segue("c", "B", "C", .show, from: .button),
        ], unwinds: [])
        let layout = FlowLayout.layout(sb)
        let a = try #require(layout.card(named: "A")), b = try #require(layout.card(named: "B"))
        let leaf = try #require(layout.card(named: "Leaf"))
        #expect(a.row == b.row && leaf.row > a.row)
    }
}
