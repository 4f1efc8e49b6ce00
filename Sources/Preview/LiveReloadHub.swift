import Dispatch
import Foundation

/// Holds the latest build status and the open live-reload streams, and wakes them: when a
/// status is published, when the server stops, and every heartbeat interval.
///
/// Lock order: a stream's lock may be held while taking the hub's lock (`current()`), never
/// the reverse: the hub copies its list of streams and lets go of its lock before waking them.
final class LiveReloadHub: @unchecked Sendable {
    /// Identifies this server process in status JSON, so pages notice a restarted server.
    let serverID: String

    private let lock = NSLock()
    // Guarded by `lock`.
    private var status = BuildStatus.initial
    private var sequence = 0
    private var stopped = false
    private var streams: [ObjectIdentifier: EventStream] = [:]
    private var timer: (any DispatchSourceTimer)?

    init(serverID: String = LiveReloadHub.makeServerID()) {
        self.serverID = serverID
    }

    /// Makes `status` the latest and wakes every stream.
    func publish(_ newStatus: BuildStatus) {
        let waiting = locked { () -> [EventStream] in
            status = newStatus
            sequence += 1
            return Array(streams.values)
        }
        for stream in waiting { stream.wake(heartbeat: false) }
    }

    /// The latest status and its sequence number.
    func current() -> (status: BuildStatus, sequence: Int) {
        locked { (status, sequence) }
    }

    /// The latest status as JSON.
    func statusJSON() -> String { current().status.json(server: serverID) }

    /// The SSE event for `status`.
    func eventText(_ status: BuildStatus) -> String {
        "event: build\ndata: \(status.json(server: serverID))\n\n"
    }

    /// A new stream on `connection`, counted until `close(_:)`; nil once the hub stopped.
    func open(on connection: any StreamConnection) -> EventStream? {
        let stream = EventStream(hub: self, connection: connection)
        let accepted = locked { () -> Bool in
            guard !stopped else { return false }
            streams[ObjectIdentifier(stream)] = stream
            return true
        }
        return accepted ? stream : nil
    }

    /// Forgets a stream whose connection is gone. Takes only the hub's lock: libmicrohttpd
    /// may call this while holding its own locks.
    func close(_ stream: EventStream) {
        locked { streams[ObjectIdentifier(stream)] = nil }
    }

    /// Wakes every stream every `interval` seconds (a keep-alive comment, and a check that
    /// the browser is still there).
    func startHeartbeats(every interval: Double) {
        let source = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "flowdoc.live-reload.heartbeat"))
        let period = max(0.05, interval)
        source.schedule(deadline: .now() + period, repeating: period, leeway: .milliseconds(100))
        source.setEventHandler { [weak self] in self?.heartbeat() }
        let started = locked { () -> Bool in
            guard timer == nil, !stopped else { return false }
            timer = source
            return true
        }
        if started { source.resume() }
    }

    /// Sends every stream a heartbeat.
    func heartbeat() {
        for stream in locked({ Array(streams.values) }) { stream.wake(heartbeat: true) }
    }

    /// Ends every stream (each is resumed and ends its body); later streams are refused.
    /// After this returns no stream's connection is suspended.
    func stop() {
        let (waiting, oldTimer) = locked { () -> ([EventStream], (any DispatchSourceTimer)?) in
            stopped = true
            defer { timer = nil }
            return (Array(streams.values), timer)
        }
        oldTimer?.cancel()
        for stream in waiting { stream.wake(heartbeat: false) }
    }

    var isStopped: Bool { locked { stopped } }

    /// Number of live-reload streams currently open.
    var openStreams: Int { locked { streams.count } }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    static func makeServerID() -> String {
        var generator = SystemRandomNumberGenerator()
        return String(generator.next() as UInt64, radix: 16)
    }
}
