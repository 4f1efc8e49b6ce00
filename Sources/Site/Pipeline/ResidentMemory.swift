import Foundation

/// The process's resident memory as Linux reports it (`/proc/self/status`): now and its peak
/// so far, in MiB. Nil fields where the file is not there (other systems). `FLOWDOC_TIMINGS`
/// prints it after each step, so what a step leaves in memory is seen without a profiler.
struct ResidentMemory: Sendable {
    var currentMiB: Int?
    var peakMiB: Int?

    static func now() -> ResidentMemory {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
            return ResidentMemory()
        }
        var memory = ResidentMemory()
        for line in text.split(separator: "\n") {
            if line.hasPrefix("VmRSS:") { memory.currentMiB = kibibytes(line).map { $0 / 1024 } }
            if line.hasPrefix("VmHWM:") { memory.peakMiB = kibibytes(line).map { $0 / 1024 } }
        }
        return memory
    }

    /// `VmRSS:     123456 kB` → 123456.
    private static func kibibytes(_ line: Substring) -> Int? {
        line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
    }
}
