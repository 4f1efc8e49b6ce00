#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import SourceModel

/// Decides the reply to each request: site files, the 404 page, and the live-reload endpoints.
///
/// Called on libmicrohttpd's connection threads; holds only immutable state and the hub.
final class RequestRouter: Sendable {
    static let eventsPath = "/__flowdoc/events"
    static let statusPath = "/__flowdoc/status"

    let configuration: ServerConfiguration
    let hub: LiveReloadHub
    /// The root's real path, resolved once (nil when the folder does not exist yet).
    private let realRoot: String?
    /// When bound to loopback, requests must name a loopback host (defeats DNS rebinding).
    private let checkHost: Bool

    init(configuration: ServerConfiguration, hub: LiveReloadHub, loopbackOnly: Bool) {
        self.configuration = configuration
        self.hub = hub
        self.realRoot = RequestPath.realPath(configuration.root.path)
        self.checkHost = loopbackOnly
    }

    /// The reply for one request. `socket` is the connection's descriptor (for event streams).
    func reply(method: String, target: String, host: String?, socket: Int32) -> Reply {
        guard method == "GET" || method == "HEAD" else {
            return .text(405, "405 method not allowed\n", extraHeaders: [("Allow", "GET, HEAD")])
        }
        if checkHost, let host, !Self.isLoopbackHost(host) {
            return .text(403, "403 forbidden: this preview server only answers to localhost\n")
        }
        let path = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? target
        switch path {
        case Self.eventsPath:
            if method == "HEAD" { return .text(200, "", type: "text/event-stream") }
            let stream = EventStream(hub: hub, socket: socket, keepAlive: configuration.keepAliveInterval)
            return Reply(status: 200, headers: [("Content-Type", "text/event-stream")], body: .stream(stream))
        case Self.statusPath:
            return .text(200, hub.statusJSON() + "\n", type: "application/json")
        default:
            break
        }
        guard let realRoot else { return notFound() }
        switch RequestPath.resolve(target, underRealRoot: realRoot) {
        case .file(let url):
            return file(url) ?? notFound()
        case .redirect(let location):
            return .text(302, "<!doctype html><a href=\"\(HTMLEscaping.escape(location))\">moved</a>\n", type: "text/html; charset=utf-8",
                         extraHeaders: [("Location", location)])
        case .notFound:
            return notFound()
        case .badRequest:
            return .text(400, "400 bad request\n")
        }
    }

    private func file(_ url: URL) -> Reply? {
        let type = ContentType.forPath(url.path)
        if ContentType.isHTML(type) {
            guard let bytes = FileBytes.readAll(url.path) else { return nil }
            return Reply(status: 200, headers: [("Content-Type", type)], body: .bytes(withScript(bytes)))
        }
        guard let (fd, size) = FileBytes.openRegular(url.path) else { return nil }
        return Reply(status: 200, headers: [("Content-Type", type)], body: .file(descriptor: fd, size: size))
    }

    private func notFound() -> Reply {
        if let page = configuration.notFoundPage, let realRoot,
           case .file(let url) = RequestPath.resolve("/" + page, underRealRoot: realRoot),
           let bytes = FileBytes.readAll(url.path) {
            let page = ContentType.isHTML(ContentType.forPath(url.path)) ? NotFoundBase.inject(into: bytes) : bytes
            return Reply(status: 404, headers: [("Content-Type", ContentType.forPath(url.path))], body: .bytes(withScript(page)))
        }
        let page = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>Not found</title></head>
            <body><h1>Not found</h1><p>This page is not part of the site (yet).</p></body></html>

            """
        return Reply(status: 404, headers: [("Content-Type", "text/html; charset=utf-8")], body: .bytes(withScript(Array(page.utf8))))
    }

    private func withScript(_ html: [UInt8]) -> [UInt8] {
        guard configuration.injectLiveReload else { return html }
        return LiveReloadScript.inject(into: html, generation: hub.current().status.generation, serverID: hub.serverID)
    }

    /// `localhost`, `*.localhost`, 127.x.x.x or `[::1]`, with or without a port.
    static func isLoopbackHost(_ header: String) -> Bool {
        var name = Substring(header.lowercased())
        if name.hasPrefix("[") {
            guard let close = name.firstIndex(of: "]") else { return false }
            return name[name.index(after: name.startIndex)..<close] == "::1"
        }
        if let colon = name.firstIndex(of: ":") { name = name[..<colon] }
        if name == "localhost" || name.hasSuffix(".localhost") { return true }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }
}
