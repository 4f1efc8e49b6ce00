import Foundation

/// The connection under a live-reload stream, as the stream needs it: libmicrohttpd's
/// suspend and resume (`MHDConnection`), or a fake in tests.
protocol StreamConnection: Sendable {
    /// Takes the connection out of the event loop; called only from the stream's reader.
    func suspend()
    /// Puts a suspended connection back in the event loop; from any thread.
    func resume()
    /// True when the browser closed its end.
    func peerClosed() -> Bool
}

/// One browser's live-reload connection: a Server-Sent Events body produced on demand,
/// without ever blocking one of libmicrohttpd's few threads.
///
/// libmicrohttpd asks for the next bytes (`next(capacity:)`) when it can send. With nothing
/// to send, the stream suspends its connection and answers `.wait`; the hub wakes it
/// (`wake(heartbeat:)`) when a build is published, when the server stops, and every
/// heartbeat interval, so that a page that was closed is noticed within one interval:
/// a heartbeat first checks the socket, and a comment written to a closed socket fails.
///
/// Invariant: `suspended` is true exactly while the connection is suspended, so resume is
/// only ever called on a suspended connection, and a suspended connection (which
/// libmicrohttpd never closes) is the only one the stream touches from other threads.
final class EventStream: @unchecked Sendable {
    /// What the reader gets.
    enum Chunk: Equatable {
        case bytes(ArraySlice<UInt8>)
        /// Nothing now; the connection was suspended and will be resumed.
        case wait
        /// The server stops: end the body normally.
        case end
        /// The browser went away: close the connection.
        case abort
    }

    let hub: LiveReloadHub
    private let connection: any StreamConnection
    private let lock = NSLock()
    // Guarded by `lock`.
    private var seen: Int
    private var pending: [UInt8]
    private var offset = 0
    private var heartbeatDue = false
    private var suspended = false

    static let heartbeat = Array(": keep-alive\n\n".utf8)

    init(hub: LiveReloadHub, connection: any StreamConnection) {
        self.hub = hub
        self.connection = connection
        let (status, sequence) = hub.current()
        seen = sequence
        // Reconnect quickly after a server restart, and tell the page where things stand now.
        pending = Array(("retry: 1000\n\n" + hub.eventText(status)).utf8)
    }

    /// The next bytes of the body (at most `capacity`), on libmicrohttpd's thread.
    func next(capacity: Int) -> Chunk {
        lock.lock()
        defer { lock.unlock() }
        if suspended { return .wait }  // libmicrohttpd does not call a suspended reader; never suspend twice
        if offset >= pending.count {
            if hub.isStopped { return .end }
            let (status, sequence) = hub.current()
            if sequence != seen {
                seen = sequence
                load(Array(hub.eventText(status).utf8))
            } else if heartbeatDue {
                heartbeatDue = false
                if connection.peerClosed() { return .abort }
                load(Self.heartbeat)
            } else {
                suspended = true
                connection.suspend()
                return .wait
            }
        }
        let end = min(pending.count, offset + max(1, capacity))
        defer { offset = end }
        return .bytes(pending[offset..<end])
    }

    /// Resumes the connection if it waits, so the reader looks again; with `heartbeat`,
    /// the reader sends a keep-alive comment if nothing else is due.
    func wake(heartbeat: Bool) {
        lock.lock()
        defer { lock.unlock() }
        if heartbeat { heartbeatDue = true }
        if suspended {
            suspended = false
            connection.resume()
        }
    }

    /// Whether the connection is suspended now (tests).
    var isSuspended: Bool {
        lock.lock()
        defer { lock.unlock() }
        return suspended
    }

    private func load(_ bytes: [UInt8]) {
        pending = bytes
        offset = 0
    }
}
