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

    /// The reply for one request.
    func reply(method: String, target: String, host: String?) -> Reply {
        guard method == "GET" || method == "HEAD" else {
            return .text(405, "405 method not allowed\n", extraHeaders: [("Allow", "GET, HEAD")])
        }
        if checkHost {
            guard let host else { return .text(400, "400 bad request: the Host header is missing\n") }
            guard Self.isLoopbackHost(host) else {
                return .text(403, "403 forbidden: this preview server only answers to localhost\n")
            }
        }
        let path = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? target
        switch path {
        case Self.eventsPath:
            if method == "HEAD" { return .text(200, "", type: "text/event-stream") }
            return Reply(status: 200, headers: [("Content-Type", "text/event-stream")], body: .events)
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

    /// True when the whole `Host` header is a loopback name, optionally followed by `:PORT`
    /// (decimal, 1–65535): `localhost`, `NAME.localhost`, `127.x.y.z` or `[::1]`. Anything
    /// else after the name (`127.0.0.1:1@evil.example`) is refused.
    static func isLoopbackHost(_ header: String) -> Bool {
        let value = Substring(header.lowercased())
        let name: Substring, port: Substring?
        if value.hasPrefix("[") {
            guard let close = value.firstIndex(of: "]") else { return false }
            name = value[...close]
            let rest = value[value.index(after: close)...]
            if rest.isEmpty { port = nil } else {
                guard rest.first == ":" else { return false }
                port = rest.dropFirst()
            }
        } else if let colon = value.firstIndex(of: ":") {
            name = value[..<colon]
            port = value[value.index(after: colon)...]
        } else {
            (name, port) = (value, nil)
        }
        if let port {
            guard !port.isEmpty, port.count <= 5, port.allSatisfy({ $0.isASCII && $0.isNumber }),
                  let number = Int(port), (1...65535).contains(number) else { return false }
        }
        return isLoopbackName(name)
    }

    private static func isLoopbackName(_ name: Substring) -> Bool {
        if name == "[::1]" || name == "localhost" { return true }
        let labels = name.split(separator: ".", omittingEmptySubsequences: false)
        if labels.count == 4 && labels[0] == "127"
            && labels.allSatisfy({ !$0.isEmpty && $0.count <= 3 && $0.allSatisfy { $0.isASCII && $0.isNumber } && Int($0)! <= 255 }) {
            return true
        }
        // NAME.localhost: DNS labels (letters, digits, hyphens), which resolve to loopback.
        guard labels.count >= 2, labels.last == "localhost" else { return false }
        return labels.dropLast().allSatisfy { label in
            !label.isEmpty && label.count <= 63 && !label.hasPrefix("-") && !label.hasSuffix("-")
                && label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
        }
    }
}
