import Diagrams
import FlowGraph
import Foundation
import Testing

/// The layout follows the flow: entry on the left, stacks left to right, presentations below.
@Suite struct FlowLayoutTests {
    func card(_ layout: Layout, _ name: String) throws -> Layout.Card { try #require(layout.card(named: name)) }

    @Test func friendListReadsLikeTheApp() throws {
        let l = FlowLayout.layout(Fixtures.friendList)
        let nav = try card(l, "Nav"), master = try card(l, "Master"), detail = try card(l, "Detail")
        let editNav = try card(l, "EditNav"), edit = try card(l, "Edit")
        #expect(nav.column == 0 && l.cards.allSatisfy { $0.rect.minX >= nav.rect.minX })
        #expect(master.row == nav.row && master.column == nav.column + 1)
        #expect(detail.row == master.row && detail.column == master.column + 1)
        // The modal opens a lane of its own below its presenter.
        #expect(editNav.column == detail.column && editNav.row > detail.row && editNav.rect.minY > detail.rect.maxY)
        #expect(edit.row == editNav.row && edit.column == editNav.column + 1)
        // The entry arrow points into the initial scene from the left.
        let arrow = try #require(l.entryArrows.first)
        #expect(arrow[1].x == nav.rect.minX && arrow[0].x < arrow[1].x)
        #expect(arrow[1].y > nav.rect.minY && arrow[1].y < nav.rect.maxY)
    }

    @Test func tabChildrenStackInAColumnBesideTheTabBar() throws {
        let l = FlowLayout.layout(Fixtures.twenty)
        let tabs = try card(l, "Tabs")
        let navs = try ["FeedNav", "SearchNav", "InboxNav", "ProfileNav"].map { try card(l, $0) }
        #expect(navs.allSatisfy { $0.column == tabs.column + 1 })
        #expect(zip(navs, navs.dropFirst()).allSatisfy { $0.rect.maxY < $1.rect.minY })  // in tab order
        // Scenes loaded only from code come last.
        let lastRow = l.cards.map(\.row).max()
        #expect(try card(l, "Onboarding").row == lastRow)
        #expect(try card(l, "Paywall").row == lastRow)
    }

    @Test(arguments: Fixtures.names)
    func edgesRunBetweenTheBordersOfTheirCards(_ name: String) throws {
        let l = FlowLayout.layout(try #require(Fixtures.all[name]))
        for edge in l.edges {
            let from = try card(l, edge.from).rect, to = try card(l, edge.to).rect
            let a = try #require(edge.points.first), b = try #require(edge.points.last)
            #expect(onBorder(a, from), "\(edge.key) starts on \(edge.from)")
            #expect(onBorder(b, to), "\(edge.key) ends on \(edge.to)")
            for (p, q) in zip(edge.points, edge.points.dropFirst()) {
                #expect(p.x == q.x || p.y == q.y, "\(edge.key) is orthogonal")
            }
        }
    }

    @Test func twentyScenesLayOutQuickly() {
        let sb = Fixtures.twenty
        _ = FlowLayout.layout(sb)
        let clock = ContinuousClock()
        let runs = Int(ProcessInfo.processInfo.environment["FLOWDOC_BENCH_RUNS"] ?? "") ?? 20
        let elapsed = clock.measure { for _ in 0..<runs { _ = FlowLayout.layout(sb) } }
        let perLayout = elapsed / runs
        let options = DiagramOptions(idPrefix: "b", title: "bench", sceneURL: { "#" + $0 })
        let svgElapsed = clock.measure { for _ in 0..<runs { _ = DiagramRenderer.svg(sb, highlighted: [], options: options) } }
        var work = 0
        _ = FlowLayout.layout(sb, work: &work)
        print("twenty scenes: layout \(perLayout), layout + SVG \(svgElapsed / runs), work \(work)")
        // Work, not time (time belongs to bench/run): candidate routes, label places and index
        // entries for 20 scenes and their links, wrapping attempts included.
        #expect(work < 20_000)
    }

    private func onBorder(_ p: DiagramPoint, _ r: DiagramRect) -> Bool {
        let e = 0.01
        let onX = abs(p.x - r.minX) < e || abs(p.x - r.maxX) < e
        let onY = abs(p.y - r.minY) < e || abs(p.y - r.maxY) < e
        return (onX && p.y >= r.minY - e && p.y <= r.maxY + e) || (onY && p.x >= r.minX - e && p.x <= r.maxX + e)
    }
}
