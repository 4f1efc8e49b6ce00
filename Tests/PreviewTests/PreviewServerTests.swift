import Foundation
@testable import Preview
import SourceModel
import Testing

/// A real server on a free port, started in-process and queried over a raw socket.
@Suite("PreviewServer over the wire")
final class PreviewServerTests {
    let site: TemporarySite
    let server: PreviewServer
    var port: UInt16 { server.port }

    init() throws {
        site = try TemporarySite()
        var configuration = ServerConfiguration(root: site.root, port: 0, notFoundPage: "404.html")
        configuration.connectionTimeout = 2
        server = try PreviewServer(configuration: configuration)
        try server.start()
    }

    deinit {
        server.stop()
        site.remove()
    }

    @Test func servesFilesWithTypeAndNoStore() throws {
        let css = try #require(RawHTTPClient.get(port, "/style.css"))
        #expect(css.status == 200)
        #expect(css.headers["content-type"] == "text/css; charset=utf-8")
        #expect(css.headers["cache-control"] == "no-store")
        #expect(css.body == "body { color: red }\n")
        let expected = [
            "/app.js": "text/javascript; charset=utf-8", "/data.json": "application/json",
            "/picture.png": "image/png", "/unknown.bin": "application/octet-stream",
            "/caf%C3%A9.txt": "text/plain; charset=utf-8", "/index.html": "text/html; charset=utf-8",
        ]
        for (path, type) in expected {
            let response = try #require(RawHTTPClient.get(port, path))
            #expect(response.status == 200, "\(path)")
            #expect(response.headers["content-type"] == type, "\(path)")
        }
    }

    @Test func headHasHeadersButNoBody() throws {
        let response = try #require(RawHTTPClient.get(port, "/style.css", method: "HEAD"))
        #expect(response.status == 200)
        #expect(response.headers["content-length"] == "20")
        #expect(response.headers["content-type"] == "text/css; charset=utf-8")
        #expect(response.body.isEmpty)
    }

    @Test func otherMethodsAreNotAllowed() throws {
        for method in ["POST", "PUT", "DELETE", "OPTIONS"] {
            let response = try #require(RawHTTPClient.request(
                port, "\(method) /index.html HTTP/1.1", headers: ["Host: 127.0.0.1", "Content-Length: 3"], body: "a=b"))
            #expect(response.status == 405, "\(method)")
            #expect(response.headers["allow"] == "GET, HEAD")
        }
    }

    @Test func missingPagesUseTheSite404Page() throws {
        let response = try #require(RawHTTPClient.get(port, "/nope.html"))
        #expect(response.status == 404)
        #expect(response.body.contains("Custom missing page"))
        #expect(response.body.contains(LiveReloadScript.marker))
        #expect(response.headers["cache-control"] == "no-store")
    }

    @Test func missingPagesWithout404PageGetABuiltInPage() throws {
        let other = try PreviewServer(configuration: ServerConfiguration(root: site.root, port: 0))
        try other.start()
        defer { other.stop() }
        let response = try #require(RawHTTPClient.get(other.port, "/nope.html"))
        #expect(response.status == 404)
        #expect(response.body.contains("Not found"))
        #expect(response.body.contains(LiveReloadScript.marker))
    }

    @Test func directoriesServeIndexAndRedirectWithoutSlash() throws {
        let index = try #require(RawHTTPClient.get(port, "/guide/"))
        #expect(index.status == 200)
        #expect(index.body.contains("Guide index"))
        let root = try #require(RawHTTPClient.get(port, "/"))
        #expect(root.body.contains("<h1>Home</h1>"))
        let redirect = try #require(RawHTTPClient.get(port, "/guide"))
        #expect(redirect.status == 302)
        #expect(redirect.headers["location"] == "/guide/")
        let doubled = try #require(RawHTTPClient.get(port, "//guide"))
        #expect(doubled.headers["location"] == "/guide/")
    }

    @Test("path escapes over the wire never reach outside files", arguments: [
        "GET /../../etc/passwd HTTP/1.1",
        "GET /../outside/secret.txt HTTP/1.1",
        "GET /%2e%2e/%2e%2e/etc/passwd HTTP/1.1",
        "GET /%2e%2e/outside/secret.txt HTTP/1.1",
        "GET /..%2foutside%2fsecret.txt HTTP/1.1",
        "GET /a%2fb HTTP/1.1",
        "GET /..%5coutside%5csecret.txt HTTP/1.1",
        "GET /..\\outside\\secret.txt HTTP/1.1",
        "GET /%00 HTTP/1.1",
        "GET /index.html%00.png HTTP/1.1",
        "GET /leak.txt HTTP/1.1",
        "GET /leakdir/ HTTP/1.1",
        "GET /leakdir/index.html HTTP/1.1",
        "GET /.env HTTP/1.1",
        "GET /envlink HTTP/1.1",
        "GET //etc/passwd HTTP/1.1",
        "GET etc/passwd HTTP/1.1",
        "GET http://127.0.0.1/../outside/secret.txt HTTP/1.1",
    ])
    func escapesAreRefused(requestLine: String) throws {
        let response = try #require(RawHTTPClient.request(port, requestLine))
        #expect([400, 404].contains(response.status), "\(requestLine) -> \(response.status)")
        #expect(!response.body.contains(TemporarySite.secret))
        #expect(!response.body.contains("root:x:0:0"))
    }

    @Test func overLongTargetIsRefused() throws {
        let response = try #require(RawHTTPClient.get(port, "/" + String(repeating: "a/", count: 1500)))
        #expect([400, 404, 414, 431].contains(response.status))
    }

    @Test func foreignHostHeaderIsForbidden() throws {
        let response = try #require(RawHTTPClient.request(port, "GET /index.html HTTP/1.1", headers: ["Host: evil.example"]))
        #expect(response.status == 403)
        let local = try #require(RawHTTPClient.request(port, "GET /index.html HTTP/1.1", headers: ["Host: localhost:\(port)"]))
        #expect(local.status == 200)
    }

    @Test func scriptIsInjectedIntoHTMLOnly() throws {
        let html = try #require(RawHTTPClient.get(port, "/index.html"))
        let marker = try #require(html.body.range(of: LiveReloadScript.marker))
        let bodyClose = try #require(html.body.range(of: "</body>"))
        #expect(marker.lowerBound < bodyClose.lowerBound)
        #expect(html.headers["content-length"] == String(html.body.utf8.count))
        let upper = try #require(RawHTTPClient.get(port, "/guide/deep/page.html"))
        #expect(upper.body.contains(LiveReloadScript.marker + ">"))
        #expect(upper.body.hasSuffix("</BODY></html>"))
        let fragment = try #require(RawHTTPClient.get(port, "/fragment.html"))
        #expect(fragment.body.hasPrefix("<p>no body element</p><script"))
        for path in ["/style.css", "/app.js", "/data.json"] {
            let other = try #require(RawHTTPClient.get(port, path))
            #expect(!other.body.contains(LiveReloadScript.marker), "\(path)")
        }
    }

    @Test func injectionCanBeTurnedOff() throws {
        var configuration = ServerConfiguration(root: site.root, port: 0)
        configuration.injectLiveReload = false
        let plain = try PreviewServer(configuration: configuration)
        try plain.start()
        defer { plain.stop() }
        let html = try #require(RawHTTPClient.get(plain.port, "/index.html"))
        #expect(html.body == "<!doctype html><html><body><h1>Home</h1></body></html>\n")
    }

    @Test func idleConnectionIsClosedByTheServer() throws {
        let client = try #require(RawHTTPClient(port: port, timeout: 8))
        let started = Date()
        let (text, closed) = client.read()
        #expect(closed, "the server should hang up on a silent client")
        #expect(text.isEmpty || text.hasPrefix("HTTP/1.1 408"))
        #expect(Date().timeIntervalSince(started) < 6)
    }

    @Test func portInUseIsReported() throws {
        #expect(throws: PreviewError.portInUse(port)) {
            _ = try PreviewServer(configuration: ServerConfiguration(root: site.root, port: port))
        }
        #expect(PreviewError.portInUse(port).description.contains("port \(port) is already in use"))
    }

    @Test func badHostIsReported() {
        #expect(throws: PreviewError.self) {
            _ = try PreviewServer(configuration: ServerConfiguration(root: site.root, host: "not-an-address", port: 0))
        }
    }

    @Test func stopIsIdempotentAndReleasesThePort() throws {
        let other = try PreviewServer(configuration: ServerConfiguration(root: site.root, port: 0))
        let otherPort = other.port
        try other.start()
        other.stop()
        other.stop()
        #expect(RawHTTPClient(port: otherPort) == nil, "nothing should listen after stop()")
        let again = try PreviewServer(configuration: ServerConfiguration(root: site.root, port: otherPort))
        again.stop()
    }
}
