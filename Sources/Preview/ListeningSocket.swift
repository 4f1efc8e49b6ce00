#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A TCP socket bound and listening, created before libmicrohttpd starts so that a port
/// in use is reported precisely (libmicrohttpd only says "could not start").
struct ListeningSocket: Sendable {
    let descriptor: Int32
    let port: UInt16
    let isIPv6: Bool
    /// Whether the address is loopback (127.0.0.0/8 or ::1).
    let isLoopback: Bool

    /// Binds `host` (an IPv4 or IPv6 literal, or `localhost`) and `port` (0 = any free port).
    static func make(host: String, port: UInt16) throws(PreviewError) -> ListeningSocket {
        let literal = host == "localhost" ? "127.0.0.1" : host
        var v4 = sockaddr_in()
        var v6 = sockaddr_in6()
        let isIPv6: Bool
        let isLoopback: Bool
        if inet_pton(AF_INET, literal, &v4.sin_addr) == 1 {
            isIPv6 = false
            v4.sin_family = sa_family_t(AF_INET)
            v4.sin_port = port.bigEndian
            isLoopback = UInt32(bigEndian: v4.sin_addr.s_addr) >> 24 == 127
        } else {
            let unbracketed = literal.hasPrefix("[") && literal.hasSuffix("]")
                ? String(literal.dropFirst().dropLast()) : literal
            guard inet_pton(AF_INET6, unbracketed, &v6.sin6_addr) == 1 else {
                throw .cannotListen("'\(host)' is not an IP address (use 127.0.0.1, ::1 or 0.0.0.0)")
            }
            isIPv6 = true
            v6.sin6_family = sa_family_t(AF_INET6)
            v6.sin6_port = port.bigEndian
            isLoopback = unbracketed == "::1"
        }

        #if canImport(Glibc)
        let fd = socket(isIPv6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        #else
        let fd = socket(isIPv6 ? AF_INET6 : AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw .cannotListen("socket(): \(String(cString: strerror(errno)))") }
        var one: Int32 = 1
        _ = setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        if isIPv6 {
            _ = setsockopt(fd, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &one, socklen_t(MemoryLayout<Int32>.size))
        }

        let bound: Int32 = isIPv6
            ? withUnsafePointer(to: &v6) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size))
                }
            }
            : withUnsafePointer(to: &v4) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
        if bound != 0 {
            let code = errno
            close(fd)
            switch code {
            case EADDRINUSE: throw .portInUse(port)
            case EACCES: throw .cannotListen("permission denied to listen on port \(port) (ports below 1024 need privileges)")
            case EADDRNOTAVAIL: throw .cannotListen("address \(host) is not available on this machine")
            default: throw .cannotListen("bind \(host):\(port): \(String(cString: strerror(code)))")
            }
        }
        guard listen(fd, SOMAXCONN) == 0 else {
            let code = errno
            close(fd)
            if code == EADDRINUSE { throw .portInUse(port) }
            throw .cannotListen("listen on \(host):\(port): \(String(cString: strerror(code)))")
        }
        return ListeningSocket(descriptor: fd, port: boundPort(fd) ?? port, isIPv6: isIPv6, isLoopback: isLoopback)
    }

    /// The port the kernel actually assigned.
    private static func boundPort(_ fd: Int32) -> UInt16? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let ok = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) == 0 }
        }
        guard ok else { return nil }
        switch Int32(storage.ss_family) {
        case AF_INET:
            return withUnsafePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin_port) }
            }
        case AF_INET6:
            return withUnsafePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin6_port) }
            }
        default:
            return nil
        }
    }
}
