import FlowGraph
import FlowSyntax
import SourceModel
import Testing

/// A chapter's references are matched to their origins by place (round 28: `FirstEqual`, not a
/// dictionary hashing each reference's names and path), as they were by whole reference: a
/// reference written twice keeps its resolution at its first origin only, and two different
/// references at one place each keep their own.
@Suite struct FirstEqualTests {
    static func chapter(links: [(name: String, line: Int)]) -> ChapterFlows {
        var flows = IncrementalAnalysisTests.flows(
            .init(storyboard: "Board", blocks: ["scene List: table \"Items\" prototypes=Cell initial\nscene Detail: view \"Detail\""]),
            position: 0)
        flows.links = links.enumerated().map { index, link in
            ChapterFlows.LinkReference(link: LinkID(index), reference: FlowReference(
                kind: .scene, name: link.name, location: SourceLocation(path: "content/0.md", line: link.line, column: 5),
                length: 4, origin: .link))
        }
        return flows
    }

    @Test func aReferenceWrittenTwiceResolvesAtItsFirstOrigin() {
        let (_, results) = BookAnalysis.run([Self.chapter(links: [("List", 7), ("Detail", 8), ("List", 7)])], defaultStoryboard: "Main")
        #expect(results[0].links.keys.sorted() == [LinkID(0), LinkID(1)])
        #expect(results[0].links[LinkID(0)]?.element == .scene("List"))
    }

    @Test func twoReferencesAtOnePlaceEachResolveAtTheirOwn() {
        // Not a chapter's shape (each reference stands where it is written), but kept exact.
        let (analysis, results) = BookAnalysis.run([Self.chapter(links: [("List", 7), ("Detail", 7), ("List", 7)])],
                                                   defaultStoryboard: "Main")
        #expect(analysis.chapterDiagnostics.isEmpty)
        #expect(results[0].links.keys.sorted() == [LinkID(0), LinkID(1)])
        #expect(results[0].links[LinkID(1)]?.element == .scene("Detail"))
    }
}
