import Foundation
@testable import Site
import Testing

/// `FLOWDOC_TIMINGS`' memory column: read from `/proc/self/status` where there is one.
@Suite struct ResidentMemoryTests {
    @Test func peakIsAtLeastWhatIsResidentNow() {
        let memory = ResidentMemory.now()
        guard FileManager.default.fileExists(atPath: "/proc/self/status") else {
            #expect(memory.currentMiB == nil && memory.peakMiB == nil)
            return
        }
        if let current = memory.currentMiB, let peak = memory.peakMiB {
            #expect(current > 0 && peak >= current)
        } else {
            Issue.record("no VmRSS or VmHWM in /proc/self/status")
        }
    }

    @Test func aBuildReportsMemoryAfterEveryStep() throws {
        let site = try FixtureSite(["content/01-one.md": "# One\n\nWords.\n"])
        let report = try SiteBuilder(root: site.root).build(into: MemoryOutput())
        #expect(report.memory.map(\.step) == report.timings.map(\.step))
        #expect(report.cpuTimings.map(\.step) == report.timings.map(\.step))
    }
}
