/// A response decided by `RequestRouter`, before it becomes a libmicrohttpd response.
struct Reply {
    enum Body {
        /// Bytes held in memory (libmicrohttpd copies them).
        case bytes([UInt8])
        /// An open file sent as is; libmicrohttpd closes the descriptor.
        case file(descriptor: Int32, size: UInt64)
        /// A live-reload event stream (the bridge opens it on the connection).
        case events
    }

    var status: UInt32
    var headers: [(String, String)]
    var body: Body

    /// A small text or HTML reply.
    static func text(_ status: UInt32, _ text: String, type: String = "text/plain; charset=utf-8",
                     extraHeaders: [(String, String)] = []) -> Reply {
        Reply(status: status, headers: [("Content-Type", type)] + extraHeaders, body: .bytes(Array(text.utf8)))
    }
}
