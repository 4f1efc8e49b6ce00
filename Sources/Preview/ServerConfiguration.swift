import Foundation

/// How `flowdoc serve` listens and what it serves.
public struct ServerConfiguration: Sendable {
    /// Address to bind; loopback unless the user asks otherwise. `localhost` means 127.0.0.1.
    public var host: String = "127.0.0.1"
    /// Port to bind; 0 picks a free one (read it back from `PreviewServer.port`).
    public var port: UInt16 = 8000
    /// The built site folder.
    public var root: URL
    /// Path of the theme's 404 page relative to `root`, such as `404.html`.
    public var notFoundPage: String?
    /// Whether HTML responses get the live-reload script.
    public var injectLiveReload: Bool = true
    /// Seconds after which a connection that sends nothing is closed.
    public var connectionTimeout: UInt32 = 10
    /// Most simultaneous connections; more are refused.
    public var connectionLimit: UInt32 = 512
    /// Seconds between keep-alive comments on a live-reload stream.
    public var keepAliveInterval: Double = 15

    public init(
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
