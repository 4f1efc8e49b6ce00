import Dispatch
import Foundation

/// Maps over an array on all cores, keeping the order of the results.
///
/// The items are cut into contiguous chunks, up to `chunksPerCore` per core, which the cores
/// take in turn; each chunk's results are built in a local array and handed over under a lock,
/// so there is no shared mutable buffer. Chunks are small so that the cores finish together:
/// the last chunk left runs on one core while the others wait (with 8 chunks a core, the
/// 10,000 pages of a book left one core idle for about a quarter of a second at the end).
package enum ParallelMap {
    package static func map<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
        if items.count < 2 { return items.map(transform) }
        let chunks = min(items.count, max(1, ProcessInfo.processInfo.activeProcessorCount) * chunksPerCore)
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

    /// At most this many chunks per core.
    static let chunksPerCore = 64

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
