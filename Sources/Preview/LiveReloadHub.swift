import Foundation

/// Holds the latest build status and wakes every live-reload stream when a new one arrives.
///
/// Streams block in `next(after:timeout:)` on their own connection thread (the server runs
/// a thread per connection), so a quiet stream costs no CPU.
final class LiveReloadHub: @unchecked Sendable {
    /// Identifies this server process in status JSON, so pages notice a restarted server.
    let serverID: String

    // All mutable state is guarded by `condition`.
    private let condition = NSCondition()
    private var status = BuildStatus.initial
    private var sequence = 0
    private var stopped = false
    private var streams = 0

    init(serverID: String = LiveReloadHub.makeServerID()) {
        self.serverID = serverID
    }

    /// What a waiting stream gets back.
    enum Next: Equatable {
        /// A new status was published; `sequence` is its number, `text` the whole SSE event.
        case event(sequence: Int, text: String)
        case timeout
        case stopped
    }

    /// Makes `status` the latest and wakes all streams.
    func publish(_ newStatus: BuildStatus) {
        condition.lock()
        status = newStatus
        sequence += 1
        condition.broadcast()
        condition.unlock()
    }

    /// The latest status and its sequence number.
    func current() -> (status: BuildStatus, sequence: Int) {
        condition.lock()
        defer { condition.unlock() }
        return (status, sequence)
    }

    /// The latest status as JSON.
    func statusJSON() -> String { current().status.json(server: serverID) }

    /// The SSE event for `status`.
    func eventText(_ status: BuildStatus) -> String {
        "event: build\ndata: \(status.json(server: serverID))\n\n"
    }

    /// Waits up to `timeout` seconds for a status newer than `seen`.
    func next(after seen: Int, timeout: Double) -> Next {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if stopped { return .stopped }
            if sequence != seen { return .event(sequence: sequence, text: eventText(status)) }
            if !condition.wait(until: deadline) {
                if stopped { return .stopped }
                if sequence != seen { return .event(sequence: sequence, text: eventText(status)) }
                return .timeout
            }
        }
    }

    /// Ends every stream; later streams end at once.
    func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
    }

    var isStopped: Bool {
        condition.lock()
        defer { condition.unlock() }
        return stopped
    }

    /// Number of live-reload streams currently open.
    var openStreams: Int {
        condition.lock()
        defer { condition.unlock() }
        return streams
    }

    func streamOpened() { adjustStreams(by: 1) }
    func streamClosed() { adjustStreams(by: -1) }

    private func adjustStreams(by delta: Int) {
        condition.lock()
        streams += delta
        condition.unlock()
    }

    static func makeServerID() -> String {
        var generator = SystemRandomNumberGenerator()
        return String(generator.next() as UInt64, radix: 16)
    }
}
