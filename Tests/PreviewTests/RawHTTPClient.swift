import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A deliberately dumb HTTP client over a raw socket, so tests can send request lines no
/// well-behaved client library would (`GET /../../etc/passwd`).
final class RawHTTPClient {
    let fd: Int32

    struct Response {
        var status: Int
        var headers: [String: String]  // lower-cased names
        var body: String
        var raw: String
    }

    /// Connects to 127.0.0.1:`port`; reads time out after `timeout` seconds.
    init?(port: UInt16, timeout: Double = 5) {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        var tv = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - Double(Int(timeout))) * 1_000_000))
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let ok = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
        if !ok { close(fd); return nil }
    }

    private var isOpen = true

    deinit { disconnect() }

    /// Closes the socket now (once).
    func disconnect() {
        if isOpen { close(fd) }
        isOpen = false
    }

    func send(_ text: String) {
        var bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.send(fd, $0.baseAddress! + sent, $0.count - sent, Int32(MSG_NOSIGNAL)) }
            if n <= 0 { return }
            sent += n
        }
    }

    /// Reads what arrives until `done` holds for everything read so far, EOF, or the timeout.
    /// Returns the bytes and whether the server closed the connection.
    func read(until done: (String) -> Bool = { _ in false }) -> (text: String, closed: Bool) {
        var data = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress!, $0.count, 0) }
            if n == 0 { return (String(decoding: data, as: UTF8.self), true) }
            if n < 0 { return (String(decoding: data, as: UTF8.self), false) }
            data.append(contentsOf: buffer[0..<n])
            if done(String(decoding: data, as: UTF8.self)) { return (String(decoding: data, as: UTF8.self), false) }
        }
    }

    /// Sends one request line (plus `Host` and `Connection: close`) and parses the reply.
    static func request(_ port: UInt16, _ requestLine: String, headers: [String] = ["Host: 127.0.0.1"],
                        body: String = "") -> Response? {
        guard let client = RawHTTPClient(port: port) else { return nil }
        client.send(requestLine + "\r\n" + (headers + ["Connection: close"]).map { $0 + "\r\n" }.joined() + "\r\n" + body)
        return parse(client.read().text)
    }

    static func get(_ port: UInt16, _ target: String, method: String = "GET") -> Response? {
        request(port, "\(method) \(target) HTTP/1.1")
    }

    static func parse(_ raw: String) -> Response? {
        guard let split = raw.range(of: "\r\n\r\n") else { return nil }
        let head = raw[..<split.lowerBound].components(separatedBy: "\r\n")
        guard let statusLine = head.first else { return nil }
        let parts = statusLine.split(separator: " ")
        guard parts.count >= 2, let status = Int(parts[1]) else { return nil }
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return Response(status: status, headers: headers, body: String(raw[split.upperBound...]), raw: raw)
    }
}
