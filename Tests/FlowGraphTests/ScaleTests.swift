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
}
