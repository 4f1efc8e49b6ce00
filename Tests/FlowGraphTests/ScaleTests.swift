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
    /// room appends make (most of a long book's memory is snapshots): a block after a kept
    /// snapshot copies the shared arrays once with room for what it adds, so what it gives is
    /// already fitted. (A scene or segue is one reference, 8 bytes: the allocator may hand an
    /// array's buffer up to 64 bytes more than asked, 8 elements of room that are not growth room.)
    @Test func keptSnapshotsHoldNoRoomToGrow() throws {
        var book = FlowBook()
        for index in 0..<100 {
            let (snapshot, _) = book.apply(Self.growingBlock(index), defaultStoryboard: "Main")
            let scenes = snapshot.storyboard.scenes.count, segues = snapshot.storyboard.segues.count
            #expect(snapshot.storyboard.scenes.capacity <= scenes + scenes / 8 + 8)
            #expect(snapshot.storyboard.segues.capacity <= segues + segues / 8 + 8)
            let state = book.fittedStoryboard(named: "Main")
            let fitted = try #require(state)
            #expect(fitted == snapshot.storyboard)
            #expect(fitted.scenes.capacity <= scenes + scenes / 8 + 8)
            #expect(fitted.segues.capacity <= segues + segues / 8 + 8)
        }
    }

    /// Arrays no kept snapshot shares grow geometrically (room is not reserved block by block,
    /// which would copy them on every block).
    @Test func unsharedArraysGrowGeometrically() {
        var book = FlowBook()
        var capacities = Set<Int>()
        for index in 0..<1_000 {
            let (snapshot, _) = book.apply(Self.growingBlock(index), defaultStoryboard: "Main")
            capacities.insert(snapshot.storyboard.scenes.capacity)
        }
        #expect(book.storyboard(named: "Main")?.scenes.count == 1_000)
        #expect(capacities.count < 30)
    }

    /// Block `index` of a storyboard that grows by one scene and one segue per block.
    private static func growingBlock(_ index: Int) -> FlowBlockSyntax {
        let file = SourceFile(path: "grow.md", text: "")
        let lines = ["scene S\(index): view" + (index == 0 ? " initial" : ""),
                     index == 0 ? "" : "segue s\(index): S\(index - 1) -> S\(index) push"]
            .enumerated().map { FlowSourceLine(text: $0.element, line: index * 10 + $0.offset + 2, column: 1) }
        return FlowParser.parse(FlowBlockSource(
            file: file, infoString: "flow", fenceLocation: SourceLocation(path: "grow.md", line: index * 10 + 1, column: 4),
            lines: lines)).0
    }
}
