import Dispatch

/// Maps over an array on all cores, keeping the order of the results.
enum ParallelMap {
    static func map<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
        if items.count < 2 { return items.map(transform) }
        let results = ResultBox<R>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            results.set(index, transform(items[index]))
        }
        return results.values()
    }
}

/// A fixed buffer whose slots are written by exactly one thread each, then read after all
/// writers have finished (concurrentPerform returns only then). Raw memory, so no
/// exclusivity check sees the disjoint writes as conflicting.
private final class ResultBox<R>: @unchecked Sendable {
    private let storage: UnsafeMutablePointer<R?>
    private let count: Int

    init(count: Int) {
        self.count = count
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil, count: count)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    func set(_ index: Int, _ value: R) { storage[index] = value }

    func values() -> [R] { (0..<count).map { storage[$0]! } }
}
