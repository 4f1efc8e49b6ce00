import CMicroHTTPD
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `flowdoc serve` HTTP server: serves the built site folder, and tells open pages when
/// a rebuild finished (Server-Sent Events) so they reload or show the build's errors.
///
/// The port is bound in `init`, so a busy port is reported before anything else starts.
/// libmicrohttpd runs its own event loop (epoll) on a small thread pool: a slow or idle
/// connection costs a socket, not a thread, and live-reload streams are suspended between
/// events. `stop()` resumes and ends every stream before stopping the daemon (libmicrohttpd
/// must not be stopped with suspended connections).
package final class PreviewServer: Sendable {
    package let configuration: ServerConfiguration
    /// The port actually bound (useful when the configuration asked for 0).
    package let port: UInt16
    private let router: RequestRouter
    private let socket: ListeningSocket
    private let state = Mutex<State>(.bound)

    private enum State {
        case bound
        case running(Daemon)
        case stopped
    }

    /// The daemon handle; only touched under `state`'s lock.
    private struct Daemon: @unchecked Sendable { let pointer: OpaquePointer }

    /// Binds the configured address and port.
    /// - Throws: `PreviewError.portInUse` or `PreviewError.cannotListen`.
    package init(configuration: ServerConfiguration) throws {
        self.configuration = configuration
        let socket = try ListeningSocket.make(host: configuration.host, port: configuration.port)
        self.socket = socket
        self.port = socket.port
        self.router = RequestRouter(configuration: configuration, hub: LiveReloadHub(), loopbackOnly: socket.isLoopback)
    }

    deinit { stop() }

    /// The address to open in a browser.
    package var url: String {
        let host = socket.isIPv6 ? "[\(configuration.host.trimmingCharacters(in: CharacterSet(charactersIn: "[]")))]"
            : (configuration.host == "0.0.0.0" ? "127.0.0.1" : configuration.host)
        return "http://\(host):\(port)/"
    }

    /// Starts answering requests on libmicrohttpd's threads.
    package func start() throws {
        try state.withLock { state in
            guard case .bound = state else {
                throw PreviewError.cannotListen("the server was already started or stopped")
            }
            let cls = Unmanaged.passUnretained(router).toOpaque()
            let limit = min(configuration.connectionLimit, DescriptorLimit.raise(reserving: 64))
            guard let daemon = flowdoc_mhd_start(
                flowdoc_mhd_daemon_flags(socket.isIPv6 ? 1 : 0), socket.descriptor, flowdocAccessHandler, cls,
                configuration.connectionTimeout, limit, min(limit, configuration.perAddressConnectionLimit),
                max(1, configuration.threadPoolSize))
            else {
                close(socket.descriptor)
                state = .stopped
                throw PreviewError.cannotListen("libmicrohttpd could not start on port \(port)")
            }
            state = .running(Daemon(pointer: daemon))
            router.hub.startHeartbeats(every: configuration.keepAliveInterval)
        }
    }

    /// Ends live-reload streams, closes every connection and the listening socket.
    /// Safe to call more than once.
    package func stop() {
        state.withLock { state in
            switch state {
            case .bound:
                close(socket.descriptor)
            case .running(let daemon):
                router.hub.stop()  // no stream is suspended after this
                MHD_stop_daemon(daemon.pointer)  // joins the pool, closes every connection and the listening socket
            case .stopped:
                break
            }
            state = .stopped
        }
    }

    /// Tells open pages about a finished build; they reload, or show its diagnostics.
    package func publish(_ status: BuildStatus) {
        router.hub.publish(status)
    }

    /// The status most recently published.
    package var latestStatus: BuildStatus { router.hub.current().status }

    /// Number of browsers currently connected for live reload.
    package var liveReloadClients: Int { router.hub.openStreams }
}
