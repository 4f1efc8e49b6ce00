import Foundation
@testable import Preview
import SourceModel
import Testing

@Suite("Live reload")
final class LiveReloadTests {
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

    private func openStream() throws -> RawHTTPClient {
        let client = try #require(RawHTTPClient(port: server.port))
        client.send("GET /__flowdoc/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
        return client
    }

    @Test func streamReceivesABuildEventAfterPublish() throws {
        let client = try openStream()
        let hello = client.read(until: { $0.contains("\"generation\":0") }).text
        #expect(hello.contains("content-type: text/event-stream") || hello.contains("Content-Type: text/event-stream"))
        #expect(hello.contains("retry: 1000"))
        #expect(hello.contains("event: build"))

        let diagnostic = Diagnostic.report(
            "flow.unknown-scene", "segue 'showDetail' names unknown scene 'Detial' <script>",
            at: SourceLocation(path: "content/04-friends.md", line: 12, column: 7))
        server.publish(BuildStatus(generation: 1, succeeded: false, diagnostics: [diagnostic]))
        let event = client.read(until: { $0.contains("\"generation\":1") && $0.hasSuffix("\n\n") || $0.contains("}]}\n\n") }).text
        #expect(event.contains("event: build\ndata: {\"generation\":1,\"succeeded\":false"))
        #expect(event.contains(
            "{\"file\":\"content/04-friends.md\",\"line\":12,\"column\":7,\"severity\":\"error\",\"rule\":\"flow.unknown-scene\","
                + "\"message\":\"segue 'showDetail' names unknown scene 'Detial' <script>\"}"))
        #expect(server.liveReloadClients == 1)
    }

    @Test func statusReportsTheLatestBuild() throws {
        let before = try #require(RawHTTPClient.get(server.port, "/__flowdoc/status"))
        #expect(before.status == 200)
        #expect(before.headers["content-type"] == "application/json")
        #expect(before.body.hasPrefix("{\"generation\":0,\"succeeded\":true,"))
        server.publish(BuildStatus(generation: 7, succeeded: true, diagnostics: [
            .report("flow.unreachable-scene", "scene 'Old' is unreachable", at: nil),
        ]))
        let after = try #require(RawHTTPClient.get(server.port, "/__flowdoc/status"))
        #expect(after.body.contains("\"generation\":7,\"succeeded\":true"))
        #expect(after.body.contains("{\"file\":null,\"line\":null,\"column\":null,\"severity\":\"warning\""))
        #expect(after.headers["cache-control"] == "no-store")
    }

    @Test func pagesCarryTheGenerationTheyWereServedAt() throws {
        server.publish(BuildStatus(generation: 3, succeeded: true))
        let page = try #require(RawHTTPClient.get(server.port, "/index.html"))
        #expect(page.body.contains("var PAGE_GENERATION = 3, SERVER = \""))
    }

    @Test func stopEndsOpenStreams() throws {
        let client = try openStream()
        _ = client.read(until: { $0.contains("event: build") })
        let started = Date()
        server.stop()
        let (_, closed) = client.read()
        #expect(closed)
        #expect(Date().timeIntervalSince(started) < 3)
    }

    @Test func keepAliveCommentsFlowWhileQuiet() throws {
        var configuration = ServerConfiguration(root: site.root, port: 0)
        configuration.keepAliveInterval = 0.2
        let quick = try PreviewServer(configuration: configuration)
        try quick.start()
        defer { quick.stop() }
        let client = try #require(RawHTTPClient(port: quick.port))
        client.send("GET /__flowdoc/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        let text = client.read(until: { $0.contains(": keep-alive") }).text
        #expect(text.contains(": keep-alive\n\n"))
    }

    @Test func streamsOutliveTheIdleTimeout() throws {
        var configuration = ServerConfiguration(root: site.root, port: 0)
        configuration.connectionTimeout = 1
        let strict = try PreviewServer(configuration: configuration)
        try strict.start()
        defer { strict.stop() }
        let client = try #require(RawHTTPClient(port: strict.port))
        client.send("GET /__flowdoc/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        _ = client.read(until: { $0.contains("event: build") })
        Thread.sleep(forTimeInterval: 2.5)
        strict.publish(BuildStatus(generation: 9, succeeded: true))
        let (text, closed) = client.read(until: { $0.contains("\"generation\":9") })
        #expect(!closed)
        #expect(text.contains("\"generation\":9"))
    }

    @Test func closedBrowsersAreForgotten() async throws {
        do {
            let client = try openStream()
            _ = client.read(until: { $0.contains("event: build") })
            #expect(server.liveReloadClients == 1)
        }  // the client closes its socket here
        for _ in 0..<40 where server.liveReloadClients > 0 {
            try await Task.sleep(for: .milliseconds(100))
        }
        #expect(server.liveReloadClients == 0)
    }

    /// Issue 14, defect 5: more live-reload streams than the old thread-per-connection limit
    /// (512) are held by a pool of 4 threads, a page still loads, and the streams of closed
    /// pages are forgotten (heartbeats). How fast is measured by Tests/EndToEnd/serve_abuse.py,
    /// not here: a loaded machine makes any time bound flaky.
    @Test func manyStreamsDoNotLockOthersOut() async throws {
        var clients: [RawHTTPClient] = []
        for _ in 0..<600 {
            let client = try openStream()
            clients.append(client)
        }
        for client in clients {
            #expect(client.read(until: { $0.contains("event: build") }).text.contains("event: build"))
        }
        #expect(server.liveReloadClients == 600)
        let page = try #require(RawHTTPClient.get(server.port, "/index.html"))
        #expect(page.status == 200)
        for client in clients { client.disconnect() }
        let closed = ContinuousClock.now
        while server.liveReloadClients > 0 && ContinuousClock.now - closed < .seconds(60) {
            try await Task.sleep(for: .milliseconds(100))
        }
        #expect(server.liveReloadClients == 0, "\(server.liveReloadClients) closed streams still counted")
    }

    @Test func scriptUsesTextContentOnly() {
        let script = LiveReloadScript.element(generation: 1, serverID: "12ab\"</p>")
        #expect(!script.contains("innerHTML"))
        #expect(script.contains("textContent"))
        #expect(script.contains("SERVER = \"12ab\""))
        #expect(script.contains("/__flowdoc/events"))
        #expect(script.contains("/__flowdoc/status"))
        #expect(script.contains("sessionStorage"))
        #expect(script.components(separatedBy: "</script>").count == 2)
    }

    @Test func injectionPointIsTheLastBodyClose() {
        let html = Array("<body>a</body> <p>x</p></Body>".utf8)
        #expect(LiveReloadScript.lastBodyClose(in: html) == 23)
        #expect(LiveReloadScript.lastBodyClose(in: Array("<p>".utf8)) == nil)
    }
}
