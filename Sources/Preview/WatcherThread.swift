import Foundation

/// A dedicated thread running a watcher loop, which `join()` waits for.
final class WatcherThread: Sendable {
    private let finished = DispatchSemaphore(value: 0)

    init(name: String, body: @escaping @Sendable () -> Void) {
        let finished = self.finished
        let thread = Thread {
            body()
            finished.signal()
        }
        thread.name = name
        thread.start()
    }

    /// Waits until the loop has returned.
    func join() { finished.wait() }
}
