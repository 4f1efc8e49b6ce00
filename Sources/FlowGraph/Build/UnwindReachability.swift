/// Answers "is this unwind's target above its source?" for every unwind of a storyboard at
/// once, in memory linear in the graph.
///
/// Targets are taken 64 at a time; each batch pushes one bit per target forward along the
/// graph's edges (a scene's word holds the targets it can be reached from), so the cost is
/// (scenes + edges) × targets / 64, with no set of ancestors kept per source.
package struct UnwindReachability {
    /// For each unwind, in order: whether its target is an ancestor of its source.
    package let reachable: [Bool]
    /// Edges followed in all, for tests that check the cost stays (scenes + edges) per batch
    /// of 64 targets (a scene is queued again only when it gains a bit).
    package let edgeVisits: Int

    package init(_ graph: FlowAnalysis, unwinds: [Unwind]) {
        var visits = 0
        var index: [String: Int] = [:]
        var names: [String] = []
        func id(_ name: String) -> Int {
            if let known = index[name] { return known }
            index[name] = names.count
            names.append(name)
            return names.count - 1
        }
        for scene in graph.storyboard.scenes { _ = id(scene.name) }
        var successors: [[Int]] = []
        for (from, edges) in graph.outgoing.sorted(by: { $0.key < $1.key }) {
            let source = id(from)
            for edge in edges {
                let target = id(edge.to)
                while successors.count < names.count { successors.append([]) }
                successors[source].append(target)
            }
        }
        let targets = unwinds.map { id($0.target) }
        let sources = unwinds.map { id($0.source) }
        while successors.count < names.count { successors.append([]) }

        var distinct: [Int] = []
        var slot: [Int: Int] = [:]
        for target in targets where slot[target] == nil {
            slot[target] = distinct.count
            distinct.append(target)
        }
        var answer = [Bool](repeating: false, count: unwinds.count)
        var byBatch: [[Int]] = Array(repeating: [], count: (distinct.count + 63) / 64)
        for (position, target) in targets.enumerated() { byBatch[slot[target]! / 64].append(position) }
        var mask = [UInt64](repeating: 0, count: names.count)
        var queued = [Bool](repeating: false, count: names.count)
        for batch in byBatch.indices {
            for i in mask.indices { mask[i] = 0 }
            var queue: [Int] = []
            // Seeds: the scenes one edge below each target (a scene is not its own ancestor
            // unless a cycle leads back to it).
            for offset in 0..<min(64, distinct.count - batch * 64) {
                let target = distinct[batch * 64 + offset]
                let bit: UInt64 = 1 << UInt64(offset)
                for next in successors[target] where mask[next] & bit == 0 {
                    mask[next] |= bit
                    if !queued[next] { queued[next] = true; queue.append(next) }
                }
            }
            var head = 0
            while head < queue.count {
                let scene = queue[head]
                head += 1
                queued[scene] = false
                let bits = mask[scene]
                visits += successors[scene].count
                for next in successors[scene] where mask[next] | bits != mask[next] {
                    mask[next] |= bits
                    if !queued[next] { queued[next] = true; queue.append(next) }
                }
                if head > 4096, head * 2 > queue.count {
                    queue.removeFirst(head)
                    head = 0
                }
            }
            for position in byBatch[batch] {
                let bit: UInt64 = 1 << UInt64(slot[targets[position]]! % 64)
                answer[position] = mask[sources[position]] & bit != 0
            }
        }
        reachable = answer
        edgeVisits = visits
    }
}
