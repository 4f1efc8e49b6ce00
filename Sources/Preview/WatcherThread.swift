import Foundation
import Synchronization

/// A dedicated thread running a watcher loop, which `join()` waits for.
final class WatcherThread: Sendable {
    private let finished = DispatchSemaphore(value: 0)
    private let identity: Int

    private static let key = "flowdoc.watcher-thread"
    private static let counter = Mutex<Int>(0)

    init(name: String, body: @escaping @Sendable () -> Void) {
        let finished = self.finished
        let identity = Self.counter.withLock { value -> Int in
            value += 1
            return value
        }
        self.identity = identity
        let thread = Thread {
            Thread.current.threadDictionary[Self.key] = identity
            body()
            finished.signal()
        }
        thread.name = name
        thread.start()
    }

    /// Waits until the loop has returned; returns at once when called from the loop itself
    /// (a callback that stops its own watcher), which then ends after the callback.
    func join() {
        if Thread.current.threadDictionary[Self.key] as? Int == identity { return }
        finished.wait()
    }
}
