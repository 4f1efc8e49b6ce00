import Foundation

/// How `flowdoc serve` listens and what it serves.
package struct ServerConfiguration: Sendable {
    /// Address to bind; loopback unless the user asks otherwise. `localhost` means 127.0.0.1.
    package var host: String = "127.0.0.1"
    /// Port to bind; 0 picks a free one (read it back from `PreviewServer.port`).
    package var port: UInt16 = 8000
    /// The built site folder.
    package var root: URL
    /// Path of the theme's 404 page relative to `root`, such as `404.html`.
    package var notFoundPage: String?
    /// Whether HTML responses get the live-reload script.
    package var injectLiveReload: Bool = true
    /// Seconds after which a connection that sends nothing is closed.
    package var connectionTimeout: UInt32 = 10
    /// Most simultaneous connections; more are refused. Lowered to what the process's open
    /// file limit allows (which `serve` raises to its hard limit first).
    package var connectionLimit: UInt32 = 4096
    /// Most simultaneous connections from one address. On loopback every client shares one
    /// address, so this only matters when serving a network (`--host 0.0.0.0`): one machine
    /// cannot take more than half the server.
    package var perAddressConnectionLimit: UInt32 = 2048
    /// Threads of libmicrohttpd's event loop (each polls its share of the connections).
    package var threadPoolSize: UInt32 = 4
    /// Seconds between heartbeats on a live-reload stream: a keep-alive comment, and a
    /// check that the browser is still there (a closed page is forgotten within this time).
    package var keepAliveInterval: Double = 2

    package init(
        root: URL, host: String = "127.0.0.1", port: UInt16 = 8000, notFoundPage: String? = nil,
        injectLiveReload: Bool = true
    ) {
        self.root = root
        self.host = host
        self.port = port
        self.notFoundPage = notFoundPage
        self.injectLiveReload = injectLiveReload
    }
}
