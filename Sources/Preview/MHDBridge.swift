import CMicroHTTPD
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// libmicrohttpd calls these from its own threads. They are global, nonisolated C function
// pointers (no captures, no actor), and reach Swift objects through the `cls` pointer:
// the access handler's `cls` is the server's RequestRouter (kept alive by PreviewServer
// until the daemon is stopped); an event stream's `cls` is a retained EventStream,
// released by `flowdocStreamFree` when libmicrohttpd destroys the response.
// They run on the daemon's small thread pool and must never block.

/// Answers every request, on one of the daemon's threads.
let flowdocAccessHandler: MHD_AccessHandlerCallback = { cls, connection, url, method, _, _, uploadSize, requestState in
    guard let cls, let connection, let url, let method else { return flowdoc_mhd_no() }
    // A request body (never expected) is drained, then answered with the reply below.
    if let requestState, requestState.pointee != nil {
        if let uploadSize, uploadSize.pointee > 0 {
            uploadSize.pointee = 0
            return flowdoc_mhd_yes()
        }
    }
    let router = Unmanaged<RequestRouter>.fromOpaque(cls).takeUnretainedValue()
    let methodName = String(cString: method)
    if methodName != "GET" && methodName != "HEAD", let requestState, requestState.pointee == nil {
        // Let libmicrohttpd read any body first; the reply comes on the next call.
        requestState.pointee = UnsafeMutableRawPointer(bitPattern: 1)
        return flowdoc_mhd_yes()
    }
    let host = flowdoc_mhd_header(connection, "Host").map { String(cString: $0) }
    let target = String(decoding: UnsafeRawBufferPointer(start: url, count: strlen(url)), as: UTF8.self)
    let reply = router.reply(method: methodName, target: target, host: host)
    return MHDBridge.queue(reply, on: connection, hub: router.hub)
}

/// Produces the next bytes of a live-reload stream; never blocks (see `EventStream`).
let flowdocStreamReader: MHD_ContentReaderCallback = { cls, _, buffer, capacity in
    guard let cls, let buffer else { return flowdoc_mhd_end_with_error() }
    let stream = Unmanaged<EventStream>.fromOpaque(cls).takeUnretainedValue()
    switch stream.next(capacity: capacity) {
    case .bytes(let bytes):
        bytes.withUnsafeBytes { source in
            if let base = source.baseAddress { UnsafeMutableRawPointer(buffer).copyMemory(from: base, byteCount: source.count) }
        }
        return bytes.count
    case .wait: return 0  // the connection is suspended until the hub wakes the stream
    case .end: return flowdoc_mhd_end_of_stream()
    case .abort: return flowdoc_mhd_end_with_error()
    }
}

/// Releases a live-reload stream when libmicrohttpd is done with it.
let flowdocStreamFree: MHD_ContentReaderFreeCallback = { cls in
    guard let cls else { return }
    let stream = Unmanaged<EventStream>.fromOpaque(cls).takeRetainedValue()
    stream.hub.close(stream)
}

/// A libmicrohttpd connection as a live-reload stream uses it.
///
/// Only an `EventStream` holds one, and it calls `resume` only while the connection is
/// suspended, when libmicrohttpd cannot have closed it, so the pointer is valid for every call.
struct MHDConnection: StreamConnection, @unchecked Sendable {
    let pointer: OpaquePointer
    let socket: Int32

    func suspend() { flowdoc_mhd_suspend(pointer) }
    func resume() { flowdoc_mhd_resume(pointer) }

    /// A zero-byte peek means the browser closed its end; an error other than "no data" too.
    func peerClosed() -> Bool {
        guard socket >= 0 else { return false }
        var byte: UInt8 = 0
        let n = recv(socket, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
        if n == 0 { return true }
        if n < 0 { return errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR }
        return false
    }
}

/// Turns a `Reply` into a libmicrohttpd response and queues it.
enum MHDBridge {
    static func queue(_ reply: Reply, on connection: OpaquePointer, hub: LiveReloadHub) -> MHD_Result {
        let response: OpaquePointer?
        switch reply.body {
        case .bytes(let bytes):
            response = bytes.withUnsafeBytes { flowdoc_mhd_response_copy($0.count, $0.baseAddress) }
        case .file(let fd, let size):
            response = MHD_create_response_from_fd(Int(size), fd)
            if response == nil { close(fd) }
        case .events:
            let handle = MHDConnection(pointer: connection, socket: flowdoc_mhd_connection_fd(connection))
            guard let stream = hub.open(on: handle) else {
                return queue(.text(503, "503 the server is stopping\n"), on: connection, hub: hub)
            }
            // The idle timeout stays: a suspended stream does not time out, libmicrohttpd
            // restarts the clock on resume and the heartbeat is sent at once, so only a
            // browser that stopped reading (its socket full) is timed out.
            let cls = Unmanaged.passRetained(stream).toOpaque()
            response = flowdoc_mhd_response_stream(1024, flowdocStreamReader, cls, flowdocStreamFree)
            if response == nil {
                Unmanaged<EventStream>.fromOpaque(cls).release()
                hub.close(stream)
            }
        }
        guard let response else { return flowdoc_mhd_no() }
        for (name, value) in reply.headers {
            _ = MHD_add_response_header(response, name, value)
        }
        _ = MHD_add_response_header(response, "Cache-Control", "no-store")
        _ = MHD_add_response_header(response, "X-Content-Type-Options", "nosniff")
        let result = MHD_queue_response(connection, reply.status, response)
        MHD_destroy_response(response)
        return result
    }
}
