import FlowGraph
import SourceModel
import Testing

/// A one-off build does not work out the chapters' `targetsPrint` (only `serve` compares them):
/// `BookAnalysis.run(printsTargets: false)` must give the same results otherwise, and the
/// default the print of the resolved links and listing identifiers.
@Suite struct TargetsPrintTests {
    @Test func leavingOutThePrintChangesNothingElse() {
        let chapters = [FirstEqualTests.chapter(links: [("List", 7), ("Detail", 8), ("Missing", 9)])]
        let (printedAnalysis, printed) = BookAnalysis.run(chapters, defaultStoryboard: "Main")
        let (plainAnalysis, plain) = BookAnalysis.run(chapters, defaultStoryboard: "Main", printsTargets: false)
        #expect(plain[0].links == printed[0].links)
        #expect(plain[0].code == printed[0].code)
        #expect(plain[0].fingerprint == printed[0].fingerprint)
        #expect(plain[0].storyboards == printed[0].storyboards)
        #expect(plainAnalysis.diagnostics == printedAnalysis.diagnostics)
        #expect(plain[0].targetsPrint == 0)
        var targets = Hasher()
        targets.combine(printed[0].links)
        targets.combine(printed[0].code)
        #expect(printed[0].targetsPrint == targets.finalize())
    }
}
