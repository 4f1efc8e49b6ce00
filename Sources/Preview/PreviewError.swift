/// Why the preview server could not start. These are environment problems, not user mistakes
/// in the content; the CLI prints the description and exits with status 2.
package enum PreviewError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Another process already listens on the port.
    case portInUse(UInt16)
    /// Any other failure to bind or start, with the reason.
    case cannotListen(String)
    /// A file watcher could not start, with the reason.
    case cannotWatch(String)

    package var description: String {
        switch self {
        case .portInUse(let port):
            "port \(port) is already in use; stop the other server or choose another port (0 picks a free one)"
        case .cannotListen(let reason):
            "cannot start the preview server: \(reason)"
        case .cannotWatch(let reason):
            "cannot watch for changes: \(reason)"
        }
    }
}
