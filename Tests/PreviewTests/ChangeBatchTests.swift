@testable import Preview
import Testing

/// When a batch of changes is due: after the quiet period, or the short settled period while
/// every changed file is complete.
@Suite struct ChangeBatchTests {
    let start = ContinuousClock.now

    @Test func aCompleteSaveIsDueAfterTheSettledPeriod() {
        var batch = ChangeBatch()
        batch.add("/site/content/a.md", at: start)                       // modified
        batch.add("/site/content/a.md", at: start + .milliseconds(1), settled: true)  // closed
        #expect(batch.due(quiet: .milliseconds(50), settled: .milliseconds(8)) == start + .milliseconds(9))
    }

    @Test func aFileStillBeingWrittenHoldsTheBatchForTheQuietPeriod() {
        var batch = ChangeBatch()
        batch.add("/site/content/a.md", at: start, settled: true)
        batch.add("/site/content/b.md", at: start + .milliseconds(2))    // created, not closed yet
        #expect(batch.due(quiet: .milliseconds(50), settled: .milliseconds(8)) == start + .milliseconds(52))
        batch.add("/site/content/b.md", at: start + .milliseconds(3), settled: true)
        #expect(batch.due(quiet: .milliseconds(50), settled: .milliseconds(8)) == start + .milliseconds(11))
    }

    @Test func withoutASettledPeriodEveryBatchWaitsTheQuietPeriod() {
        var batch = ChangeBatch()
        batch.add("/site/content/a.md", at: start, settled: true)
        #expect(batch.due(quiet: .milliseconds(50)) == start + .milliseconds(50))
        #expect(batch.due(quiet: .milliseconds(5), settled: .milliseconds(8)) == start + .milliseconds(5))
        #expect(batch.take() == ["/site/content/a.md"])
        #expect(batch.due(quiet: .milliseconds(50), settled: .milliseconds(8)) == nil)
    }
}
