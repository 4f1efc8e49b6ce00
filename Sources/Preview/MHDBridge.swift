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

/// Answers every request on the connection's thread.
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
    let socket = flowdoc_mhd_connection_fd(connection)
    let reply = router.reply(method: methodName, target: target, host: host, socket: socket)
    return MHDBridge.queue(reply, on: connection)
}

/// Produces the next bytes of a live-reload stream.
let flowdocStreamReader: MHD_ContentReaderCallback = { cls, _, buffer, capacity in
    guard let cls, let buffer else { return flowdoc_mhd_end_with_error() }
    let stream = Unmanaged<EventStream>.fromOpaque(cls).takeUnretainedValue()
    switch stream.read(into: buffer, capacity: capacity) {
    case -1: return flowdoc_mhd_end_of_stream()
    case ..<0: return flowdoc_mhd_end_with_error()
    case let count: return count
    }
}

/// Releases a live-reload stream when libmicrohttpd is done with it.
let flowdocStreamFree: MHD_ContentReaderFreeCallback = { cls in
    guard let cls else { return }
    Unmanaged<EventStream>.fromOpaque(cls).release()
}

/// Turns a `Reply` into a libmicrohttpd response and queues it.
enum MHDBridge {
    static func queue(_ reply: Reply, on connection: OpaquePointer) -> MHD_Result {
        let response: OpaquePointer?
        switch reply.body {
        case .bytes(let bytes):
            response = bytes.withUnsafeBytes { flowdoc_mhd_response_copy($0.count, $0.baseAddress) }
        case .file(let fd, let size):
            response = MHD_create_response_from_fd(Int(size), fd)
            if response == nil { close(fd) }
        case .stream(let stream):
            flowdoc_mhd_disable_timeout(connection)
            let cls = Unmanaged.passRetained(stream).toOpaque()
            response = flowdoc_mhd_response_stream(1024, flowdocStreamReader, cls, flowdocStreamFree)
            if response == nil { Unmanaged<EventStream>.fromOpaque(cls).release() }
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
