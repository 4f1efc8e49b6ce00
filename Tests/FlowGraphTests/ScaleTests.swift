import FlowGraph
import FlowSyntax
import SourceModel
import Testing

@Suite struct ScaleTests {
    /// Many chapters feeding one storyboard: each block costs about the same however big the
    /// storyboard already is (the snapshot of each block is dropped, as a site streaming pages would).
    @Test func manyBlocksIntoOneStoryboard() {
        var book = FlowBook()
        let file = SourceFile(path: "big.md", text: "")
        let count = 3_000
        for index in 0..<count {
            let lines = [
                index == 0 ? "scene Nav: navigation root=S0 initial" : "# chapter \(index)",
                "scene S\(index): table prototypes=Cell\(index)",
                "scene D\(index): view",
                "segue show\(index): S\(index) -> D\(index) push from=cell",
                index == 0 ? "" : "segue next\(index): D\(index - 1) -> S\(index) push",
            ].enumerated().map { FlowSourceLine(text: $0.element, line: index * 10 + $0.offset + 2, column: 1) }
            let (block, syntax) = FlowParser.parse(FlowBlockSource(
                file: file, infoString: "flow", fenceLocation: SourceLocation(path: "big.md", line: index * 10 + 1, column: 4),
                lines: lines))
            let (_, diagnostics) = book.apply(block, defaultStoryboard: "Main")
            #expect(syntax.isEmpty && diagnostics.isEmpty)
        }
        #expect(book.storyboards.first?.scenes.count == 2 * count + 1)
        #expect(book.finalDiagnostics().isEmpty)
    }

    /// A snapshot the flow pass keeps holds its storyboard's arrays at their size, not with the
    /// room the next block's appends made (most of a long book's memory is snapshots).
    @Test func keptSnapshotsHoldNoRoomToGrow() throws {
        var book = FlowBook()
        let file = SourceFile(path: "grow.md", text: "")
        var roomy = 0
        for index in 0..<100 {
            let lines = ["scene S\(index): view" + (index == 0 ? " initial" : ""),
                         index == 0 ? "" : "segue s\(index): S\(index - 1) -> S\(index) push"]
                .enumerated().map { FlowSourceLine(text: $0.element, line: index * 10 + $0.offset + 2, column: 1) }
            let (block, _) = FlowParser.parse(FlowBlockSource(
                file: file, infoString: "flow", fenceLocation: SourceLocation(path: "grow.md", line: index * 10 + 1, column: 4),
                lines: lines))
            let (snapshot, _) = book.apply(block, defaultStoryboard: "Main")
            let scenes = snapshot.storyboard.scenes.count
            // Appending one scene at a time leaves room to grow most of the time…
            if snapshot.storyboard.scenes.capacity > scenes + scenes / 8 + 1 { roomy += 1 }
            // …which a kept snapshot does not hold, and the book's state is the same storyboard.
            let state = book.fittedStoryboard(named: "Main")
            let fitted = try #require(state)
            #expect(fitted == snapshot.storyboard)
            #expect(fitted.scenes.capacity <= scenes + scenes / 8 + 1)
            #expect(fitted.segues.capacity <= fitted.segues.count + fitted.segues.count / 8 + 1)
        }
        #expect(roomy > 50)
    }
}
