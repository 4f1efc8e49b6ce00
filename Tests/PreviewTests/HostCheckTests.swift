@testable import Preview
import Testing

/// Issue 14, defect 12: the whole Host header must be a loopback name and an optional port.
@Suite("Host header check")
struct HostCheckTests {
    @Test("loopback hosts pass", arguments: [
        "localhost", "LOCALHOST:8000", "127.0.0.1", "127.1.2.3:65535", "[::1]", "[::1]:8000", "app.localhost",
        "my-app.localhost:1",
    ])
    func loopback(host: String) {
        #expect(RequestRouter.isLoopbackHost(host))
    }

    @Test("anything else is refused", arguments: [
        "127.0.0.1:1@evil.example", "localhost:80.evil.example", "localhost:", "localhost:99999", "localhost:0",
        "localhost:+80", "[::1]evil", "[::1]:", "127.0.0.1.evil.example", "evil.example", "localhost.evil.example",
        "127.0.0.1:8000 evil", "127.0.0.256", "127.0.0", "-bad.localhost", "a..localhost", ".localhost", "",
        "evil.example:8000", "[::2]", "127.0.0.1\u{0}evil",
    ])
    func refused(host: String) {
        #expect(!RequestRouter.isLoopbackHost(host))
    }
}

/// The same rules over the wire: a missing Host is a 400, a foreign one a 403.
@Suite("Host header over the wire")
final class HostHeaderWireTests {
    let site: TemporarySite
    let server: PreviewServer

    init() throws {
        site = try TemporarySite()
        server = try PreviewServer(configuration: ServerConfiguration(root: site.root, port: 0))
        try server.start()
    }

    deinit {
        server.stop()
        site.remove()
    }

    @Test func missingHostIsABadRequest() throws {
        for version in ["HTTP/1.1", "HTTP/1.0"] {
            let response = try #require(RawHTTPClient.request(server.port, "GET /index.html \(version)", headers: []))
            #expect(response.status == 400, "\(version)")
            #expect(!response.body.contains("Home"))
        }
    }

    @Test func somethingAfterThePortIsForbidden() throws {
        let response = try #require(RawHTTPClient.request(
            server.port, "GET /index.html HTTP/1.1", headers: ["Host: 127.0.0.1:1@evil.example"]))
        #expect(response.status == 403)
        let good = try #require(RawHTTPClient.request(
            server.port, "GET /index.html HTTP/1.1", headers: ["Host: 127.0.0.1:\(server.port)"]))
        #expect(good.status == 200)
    }
}
