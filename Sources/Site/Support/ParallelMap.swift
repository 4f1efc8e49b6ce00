import Dispatch
import Foundation

/// Maps over an array on all cores, keeping the order of the results.
///
/// The items are cut into a few contiguous chunks per core; each chunk's results are built in a
/// local array and handed over under a lock, so there is no shared mutable buffer.
package enum ParallelMap {
    package static func map<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
        if items.count < 2 { return items.map(transform) }
        let chunks = min(items.count, max(1, ProcessInfo.processInfo.activeProcessorCount) * 8)
        let collected = ChunkResults<R>(count: chunks)
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            let range = bounds(of: chunk, chunks: chunks, total: items.count)
            var local: [R] = []
            local.reserveCapacity(range.count)
            for index in range { local.append(transform(items[index])) }
            collected.store(chunk, local)
        }
        return collected.joined()
    }

    /// The `chunk`-th of `chunks` nearly equal contiguous ranges of `0..<total`.
    static func bounds(of chunk: Int, chunks: Int, total: Int) -> Range<Int> {
        (total * chunk / chunks)..<(total * (chunk + 1) / chunks)
    }
}

/// Results of each chunk, stored under a lock and joined in chunk order.
private final class ChunkResults<R>: @unchecked Sendable {
    private let lock = NSLock()
    private var chunks: [[R]]

    init(count: Int) { chunks = Array(repeating: [], count: count) }

    func store(_ chunk: Int, _ results: [R]) {
        lock.lock()
        chunks[chunk] = results
        lock.unlock()
    }

    func joined() -> [R] {
        lock.lock()
        defer { lock.unlock() }
        return chunks.flatMap { $0 }
    }
}
