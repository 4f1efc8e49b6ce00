#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// One browser's live-reload connection: a Server-Sent Events body produced on demand.
///
/// libmicrohttpd calls `read(into:capacity:)` on the connection's own thread whenever it can
/// send more; the call blocks until there is a build event, a keep-alive is due, the
/// browser went away, or the server stops. Only that thread touches the mutable state.
final class EventStream: @unchecked Sendable {
    private let hub: LiveReloadHub
    private let socket: Int32
    private let keepAlive: Double
    private var seen: Int
    private var pending: [UInt8]
    private var offset = 0

    /// How often a blocked stream checks whether the browser closed the connection.
    static let peerCheckInterval = 1.0

    init(hub: LiveReloadHub, socket: Int32, keepAlive: Double) {
        self.hub = hub
        self.socket = socket
        self.keepAlive = max(0.05, keepAlive)
        let (status, sequence) = hub.current()
        seen = sequence
        // Reconnect quickly after a server restart, and tell the page where things stand now.
        pending = Array(("retry: 1000\n\n" + hub.eventText(status)).utf8)
        hub.streamOpened()
    }

    deinit { hub.streamClosed() }

    /// The next bytes of the body: a count, or -1 to end the stream, or -2 to abort it.
    func read(into buffer: UnsafeMutablePointer<CChar>, capacity: Int) -> Int {
        if offset >= pending.count {
            guard refill() else { return hub.isStopped ? -1 : -2 }
        }
        let count = min(capacity, pending.count - offset)
        pending.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            UnsafeMutableRawPointer(buffer).copyMemory(from: base + offset, byteCount: count)
        }
        offset += count
        return count
    }

    /// Waits for something to send; false when the stream should end.
    private func refill() -> Bool {
        let deadline = Date(timeIntervalSinceNow: keepAlive)
        while true {
            let remaining = deadline.timeIntervalSinceNow
            switch hub.next(after: seen, timeout: min(Self.peerCheckInterval, max(0, remaining))) {
            case .stopped:
                return false
            case .event(let sequence, let text):
                seen = sequence
                return load(text)
            case .timeout:
                if peerClosed() { return false }
                if deadline.timeIntervalSinceNow <= 0 { return load(": keep-alive\n\n") }
            }
        }
    }

    private func load(_ text: String) -> Bool {
        pending = Array(text.utf8)
        offset = 0
        return true
    }

    /// True when the browser closed its end (a zero-byte peek) or the socket failed.
    private func peerClosed() -> Bool {
        guard socket >= 0 else { return false }
        var byte: UInt8 = 0
        let n = recv(socket, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
        if n == 0 { return true }
        if n < 0 { return errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR }
        return false
    }
}
