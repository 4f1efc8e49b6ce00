@testable import Diagrams
import FlowGraph
import Testing

/// `DiagramPieces.Drawn.drawsEdge` (the in-place check of whether an edge is drawn as in the
/// previous diagram) answers what comparing the links, the edges and the end cards with `==`
/// answers, and `DiagramGraph.Link.same` what `==` answers.
@Suite struct EdgeReuseTests {
    /// The drawing `figure` keeps for `sb`.
    static func drawn(_ sb: Storyboard, _ highlighted: Set<FlowElement> = []) -> DiagramPieces.Drawn? {
        let pieces = DiagramPieces()
        _ = DiagramRenderer.figure(sb, highlighted: highlighted, options: DiagramPiecesTests.options("a"), pieces: pieces)
        return pieces.drawn(for: sb.name)
    }

    /// The check written with the derived `==` (the mark is left out: a piece with the other
    /// mark is remarked, `DiagramPieces.remarked`).
    static func plainly(_ e: DiagramPieces.Drawn, _ k: Int, _ now: DiagramPieces.Drawn) -> Bool {
        let link = now.graph.links[k]
        return k < e.graph.links.count && e.graph.links[k] == link
            && e.layout.cards[link.from].rect == now.layout.cards[link.from].rect
            && e.layout.cards[link.to].rect == now.layout.cards[link.to].rect
            && e.layout.edges[k] == now.layout.edges[k]
    }

    static func expectAgree(_ before: DiagramPieces.Drawn, _ now: DiagramPieces.Drawn) -> Int {
        var same = 0
        for k in now.graph.links.indices {
            let fast = before.drawsEdge(k, of: now.graph, now.layout)
            #expect(fast == plainly(before, k, now))
            if fast { same += 1 }
        }
        return same
    }

    /// The bench book's chapters, each against the one before: most edges are the same.
    @Test func benchChapters() throws {
        var before = try #require(Self.drawn(BenchmarkShape.storyboard(steps: 0), BenchmarkShape.highlighted(steps: 0)))
        var same = 0
        for steps in 1...30 {
            let now = try #require(Self.drawn(BenchmarkShape.storyboard(steps: steps), BenchmarkShape.highlighted(steps: steps)))
            same += Self.expectAgree(before, now)
            before = now
        }
        #expect(same > 100)
    }

    /// A storyboard against each of its variants (a changed segue, trigger, class, scene …),
    /// and each variant against the storyboard.
    @Test func variants() throws {
        let base = try #require(Self.drawn(Fixtures.friendList))
        #expect(Self.expectAgree(base, base) == base.graph.links.count)
        for (sb, highlighted, _) in DiagramPiecesTests.variants {
            let now = try #require(Self.drawn(sb, highlighted))
            _ = Self.expectAgree(base, now)
            _ = Self.expectAgree(now, base)
        }
    }

    /// `Link.same` and `drawsEdge` compare field by field, so a field added to a link, an edge
    /// or a label must be compared there too: these lists are the fields they compare.
    @Test func theComparisonsNameEveryField() throws {
        let graph = DiagramGraph(Fixtures.friendList)
        let link = try #require(graph.links.first)
        #expect(Mirror(reflecting: link).children.map(\.label) == [
            "kind", "key", "identifier", "from", "to", "trigger", "action", "className", "presentation", "bundled",
        ])
        let drawn = try #require(Self.drawn(Fixtures.friendList))
        let edge = try #require(drawn.layout.edges.first { $0.label != nil })
        #expect(Mirror(reflecting: edge).children.map(\.label) == ["kind", "key", "identifier", "from", "to", "points", "label"])
        let label = try #require(edge.label)
        #expect(Mirror(reflecting: label).children.map(\.label) == ["rect", "primary", "secondary"])
    }

    /// Every link of the storyboard and its variants against every other.
    @Test func linksCompareAsEquals() {
        let graphs = [DiagramGraph(Fixtures.friendList)] + DiagramPiecesTests.variants.map { DiagramGraph($0.0) }
            + [DiagramGraph(BenchmarkShape.storyboard(steps: 12))]
        var equal = 0
        for a in graphs {
            for b in graphs {
                for i in a.links.indices {
                    for j in b.links.indices {
                        let same = DiagramGraph.Link.same(a.links, i, b.links, j)
                        #expect(same == (a.links[i] == b.links[j]))
                        if same { equal += 1 }
                    }
                }
                #expect(DiagramGraph.Link.same(a.links, ArraySlice(a.links.indices), b.links, ArraySlice(b.links.indices)) == (a.links == b.links))
                // Each scene's outgoing links, by index, against the scene's links copied out.
                let ao = a.outgoing(), bo = b.outgoing()
                for i in a.scenes.indices where i < b.scenes.count {
                    let aLinks = a.links.filter { $0.from == i }, bLinks = b.links.filter { $0.from == i }
                    #expect(ao[i].map { a.links[$0] } == aLinks)
                    #expect(DiagramGraph.Link.same(a.links, ao[i], b.links, bo[i]) == (aLinks == bLinks))
                }
            }
        }
        #expect(equal > 0)
    }
}
