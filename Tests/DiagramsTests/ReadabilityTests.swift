@testable import Diagrams
import FlowGraph
import Foundation
import Testing

/// Issue #13: diagrams that fit the column, edges from their cells, labels clear of other
/// edges, names not cut, crossings counted as the dot comparison counts them, a first block
/// that highlights nothing, and the data of "Play the flow".
@Suite struct ReadabilityTests {
    static let options = DiagramOptions(idPrefix: "r", title: "test")

    static func edge(_ from: String, _ to: String, _ pts: [(Double, Double)], label: DiagramRect? = nil) -> Layout.Edge {
        Layout.Edge(kind: .push, key: "\(from)>\(to)", identifier: nil, from: from, to: to,
                    points: pts.map { DiagramPoint(x: $0.0, y: $0.1) },
                    label: label.map { Layout.Label(rect: $0, primary: "x", secondary: "") })
    }

    // MARK: Crossings, as the benchmark counts dot's

    @Test func crossingEdgesThatShareNoSceneCount() {
        let layout = Layout(cards: [], edges: [
            Self.edge("A", "B", [(0, 50), (100, 50)]),
            Self.edge("C", "D", [(50, 0), (50, 100)]),
        ], entryArrows: [], width: 100, height: 100)
        #expect(LayoutQuality.edgeCrossings(layout) == 1)
    }

    @Test func crossingEdgesThatShareASceneDoNotCount() {
        let layout = Layout(cards: [], edges: [
            Self.edge("A", "B", [(0, 50), (100, 50)]),
            Self.edge("A", "D", [(50, 0), (50, 100)]),
            // Twice across the same edge: still one pair.
        ], entryArrows: [], width: 100, height: 100)
        #expect(LayoutQuality.edgeCrossings(layout) == 0)
        #expect(LayoutQuality.allCrossingPoints(layout) == 1)
    }

    @Test func aPairThatCrossesTwiceCountsOnce() {
        let layout = Layout(cards: [], edges: [
            Self.edge("A", "B", [(0, 50), (100, 50)]),
            Self.edge("C", "D", [(20, 0), (20, 100), (80, 100), (80, 0)]),
        ], entryArrows: [], width: 100, height: 100)
        #expect(LayoutQuality.edgeCrossings(layout) == 1)
    }

    // MARK: Labels clear of other edges

    @Test func aLabelCrossedByAnotherEdgeIsCounted() {
        let label = DiagramRect(x: 40, y: 40, width: 30, height: 14)
        let crossed = Layout(cards: [], edges: [
            Self.edge("A", "B", [(0, 47), (100, 47)], label: label),
            Self.edge("C", "D", [(55, 0), (55, 100)]),
        ], entryArrows: [], width: 100, height: 100)
        #expect(LayoutQuality.labelsCoveredByEdges(crossed) == 1)
        let clear = Layout(cards: [], edges: [
            Self.edge("A", "B", [(0, 47), (100, 47)], label: label),
            Self.edge("C", "D", [(85, 0), (85, 100)]),
        ], entryArrows: [], width: 100, height: 100)
        #expect(LayoutQuality.labelsCoveredByEdges(clear) == 0)
    }

    @Test(arguments: Fixtures.names)
    func noLabelIsCrossedByAnotherEdge(_ name: String) throws {
        let layout = FlowLayout.layout(try #require(Fixtures.all[name]))
        #expect(LayoutQuality.labelsCoveredByEdges(layout) == 0)
        #expect(LayoutQuality.truncatedLabels(layout) == 0)
    }

    // MARK: Fitting the column

    @Test func aLongFlowWrapsIntoRowsThatFitTheColumn() throws {
        let chain = LayoutWorkTests.chain(12)
        let layout = FlowLayout.layout(chain)
        #expect(layout.width <= FlowLayout.maxWidth)
        #expect(LayoutQuality.fits(layout, columnWidth: 840))
        let rows = Set(layout.cards.map(\.row))
        #expect(rows.count > 1, "a 13-scene chain cannot fit one row")
        // Along each row the flow still reads left to right.
        let s0 = try #require(layout.card(named: "S0")), s1 = try #require(layout.card(named: "S1"))
        #expect(s0.row == s1.row && s0.rect.maxX < s1.rect.minX)
        #expect(LayoutQuality.edgeCrossings(layout) == 0)
        #expect(LayoutQuality.cardOverlaps(layout) == 0 && LayoutQuality.edgeCardCrossings(layout) == 0)
    }

    @Test func aShortFlowStaysOnOneRow() {
        let layout = FlowLayout.layout(LayoutWorkTests.chain(3))
        #expect(Set(layout.cards.map(\.row)).count == 1)
    }

    // MARK: Edges leave from the cell that triggers them

    static let menu: Storyboard = {
        let items = ["Basic", "Auto Sizing", "Transition", "Infinity", "Processor", "GIF", "Text"]
        var scenes = [Fixtures.scene("Nav", .navigation, initial: true, root: "Menu"),
                      Fixtures.scene("Menu", .table, cells: .staticCells(items))]
        scenes += items.indices.map { Fixtures.scene("D\($0)", .view) }
        // The fourth is named by its cell; the others are generic `from=cell`, in cell order.
        let segues = items.indices.map { i in
            Fixtures.segue(nil, "Menu", "D\(i)", .show, from: i == 3 ? .label("Infinity") : .cell)
        }
        return Storyboard(name: "Menu", scenes: scenes, segues: segues, unwinds: [])
    }()

    @Test func cellSeguesLeaveFromTheirRows() throws {
        let layout = FlowLayout.layout(Self.menu)
        let menu = try #require(layout.card(named: "Menu"))
        let graph = DiagramGraph(Self.menu)
        let content = CardContent(graph.scenes[1], triggerRows: 7)
        guard case .rows(let rows, _, let more) = content.body else { Issue.record("rows"); return }
        #expect(rows.count == 7 && more == 0, "every row a segue leaves from is shown")
        for i in 0..<7 {
            let edge = try #require(layout.edges.first { $0.to == "D\(i)" })
            #expect(abs(edge.points[0].y - (menu.rect.minY + content.rowCenter(i))) < 0.51, "D\(i) leaves from row \(i)")
            #expect(abs(edge.points[0].x - menu.rect.maxX) < 0.51)
            // The row says it: no "cell" label.
            #expect(edge.label == nil)
        }
        #expect(LayoutQuality.edgeCrossings(layout) == 0 && LayoutQuality.allCrossingPoints(layout) == 0)
    }

    @Test func seguesWithoutACellLeaveAsBefore() throws {
        // A view has no rows: its segue leaves from the middle of the card's side.
        let layout = FlowLayout.layout(Fixtures.friendList)
        let edge = try #require(layout.edges.first { $0.key == "showDetail" })
        let master = try #require(layout.card(named: "Master"))
        #expect(edge.points[0].y > master.rect.minY + CardContent.bodyTop, "from the Cell row, below the badge")
        let edit = try #require(layout.edges.first { $0.key == "editDetail" })
        #expect(edit.label?.secondary == "Edit button")
    }

    // MARK: Names are wrapped, not cut

    @Test func longNamesWrapInsteadOfBeingCut() throws {
        let sb = Storyboard(name: "Long", scenes: [
            Fixtures.scene("FriendDetail", .table, "Friend Detail With Notes", cls: "FriendDetailViewController", initial: true, cells: .staticCells([])),
        ])
        let svg = DiagramRenderer.svg(sb, highlighted: [], options: Self.options)
        #expect(!svg.contains("…"))
        #expect(svg.contains(">FriendDetailView</text>") && svg.contains(">Controller</text>"))
        #expect(FlowLayout.layout(sb).truncatedTexts == 0)
    }

    @Test func aLongClassNameTakesAThirdLineInsteadOfBeingCut() throws {
        // A real one (224apps/FailedBanks): 47 characters, no room in two lines of a card.
        let sb = Storyboard(name: "Banks", scenes: [
            Fixtures.scene("List", .view, cls: "FailedBankListViewControllerTableViewController", initial: true),
        ])
        #expect(FlowLayout.layout(sb).truncatedTexts == 0)
        let svg = DiagramRenderer.svg(sb, highlighted: [], options: Self.options)
        #expect(!svg.contains("…"))
        #expect(svg.components(separatedBy: "class=\"fd-class\"").count - 1 == 3)
    }

    @Test func onlyWhatNeedsAThirdLineIsCutAndCounted() {
        let long = String(repeating: "VeryLongTitleWord", count: 8)
        let sb = Storyboard(name: "Long", scenes: [Fixtures.scene("S", .view, cls: long, initial: true)])
        #expect(FlowLayout.layout(sb).truncatedTexts == 1)
    }

    @Test func longSegueIdentifiersWrapInTheirLabel() throws {
        let id = "showTheVeryLongDetailScreenForTheSelectedFriendRow"
        let sb = Storyboard(name: "L", scenes: [
            Fixtures.scene("A", .view, initial: true), Fixtures.scene("B", .view),
        ], segues: [Fixtures.segue(id, "A", "B", .present, from: .button)], unwinds: [])
        let svg = DiagramRenderer.svg(sb, highlighted: [], options: Self.options)
        let pieces = TextMetrics.wrap(id, .mono, maxWidth: EdgeLabelText.maxTextWidth)
        #expect(pieces.count >= 2 && pieces.joined() == id)
        for piece in pieces { #expect(svg.contains(">\(piece)</text>")) }
    }

    // MARK: Highlighting

    @Test func aFirstBlockHighlightsNothing() {
        let sb = Fixtures.friendList
        let everything = Set(sb.scenes.map { FlowElement.scene($0.name) } + sb.segues.map { .segue($0.key) })
        #expect(!DiagramRenderer.svg(sb, highlighted: everything, options: Self.options).contains("is-added"))
        #expect(DiagramRenderer.svg(sb, highlighted: [.scene("Edit")], options: Self.options).contains("is-added"))
    }

    // MARK: Play data

    @Test func playDataIsJSONThatCannotCloseItsScript() throws {
        var sb = Fixtures.friendList
        sb.scenes[1].title = "</script><!-- \"x\" & \u{2028}"
        let element = PlayData.scriptElement(sb, diagramPrefix: "board")
        #expect(element.hasPrefix("<script type=\"application/json\" class=\"fd-play-data\" data-diagram=\"board\">"))
        let body = String(element.dropFirst(element.firstIndex(of: ">")!.utf16Offset(in: element) + 1).dropLast("</script>".count))
        #expect(!body.contains("<") && !body.contains(">"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
        let scenes = try #require(json["scenes"] as? [[String: Any]])
        #expect(scenes.count == 5)
        #expect(scenes[1]["title"] as? String == "</script><!-- \"x\" & \u{2028}")
        let segues = try #require(json["segues"] as? [[String: Any]])
        #expect(segues.map { $0["style"] as? String } == ["push", "present", "unwind", "unwind"])
        #expect(segues[3]["to"] as? String == "Detail" && segues[3]["action"] as? String == "cancel")
        #expect((segues[1]["trigger"] as? [String: String])?["text"] == "Edit button")
    }
}

extension ReadabilityTests {
    /// The indexed measures agree with the plain pairwise definitions.
    @Test(arguments: 1...12)
    func indexedMeasuresMatchThePairwiseDefinitions(_ seed: Int) {
        let layout = FlowLayout.layout(RandomStoryboardTests.storyboard(seed: UInt64(seed), scenes: 6 + seed))
        var pairs = 0, covered = 0, cardHits = 0
        for (i, a) in layout.edges.enumerated() {
            for (j, b) in layout.edges.enumerated() where j > i {
                let shared = a.from == b.from || a.from == b.to || a.to == b.from || a.to == b.to
                if !shared && Polyline.crossings(a.points, b.points) > 0 { pairs += 1 }
            }
            if let label = a.label?.rect.insetBy(0.5) {
                let hit = layout.edges.indices.contains { j in
                    j != i && layout.edges[j].points.count >= 2
                        && (0..<(layout.edges[j].points.count - 1)).contains { label.intersectsSegment(layout.edges[j].points[$0], layout.edges[j].points[$0 + 1]) }
                }
                if hit { covered += 1 }
            }
            for card in layout.cards where a.points.count >= 2 {
                for k in 0..<(a.points.count - 1) where card.rect.insetBy(0.5).intersectsSegment(a.points[k], a.points[k + 1]) { cardHits += 1 }
            }
        }
        #expect(LayoutQuality.edgeCrossings(layout) == pairs)
        #expect(LayoutQuality.labelsCoveredByEdges(layout) == covered)
        #expect(LayoutQuality.edgeCardCrossings(layout) == cardHits)
    }
}
