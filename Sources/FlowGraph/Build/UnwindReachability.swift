/// Answers "can UIKit's unwind search starting at this source find this target?" for every
/// unwind of a storyboard at once, in memory linear in the graph.
///
/// UIKit walks up from the source through its parents and presenting view controllers, and at
/// each view controller on the way it also searches that controller's children
/// (`allowedChildrenForUnwinding(from:)`: by default every child except the one holding the
/// source). So the target is found when it is an ancestor of the source, or when a container
/// above the source holds it as a child: another tab of the tab bar controller above the source
/// (UIKit then selects that tab), the master of the split view the source is shown in, a sibling
/// container view — or the root of a navigation controller such a container holds, or a scene
/// that may be on that controller's stack. What is on a stack at run time is not in the flow, so
/// a scene that *may* be there counts: the rule that uses this says "never", and only says it
/// when it is true. A scene pushed *from* the source, or presented by it or beside it, is never
/// found: it is not on screen below the source.
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
        // Scene -> the scenes above it that UIKit's search passes through: its containers
        // (holding: tabs, split columns, embed segues), and its stack below it (not holding: a
        // push, show or show-detail source, or the navigation controller whose root it is).
        // A presentation or a custom segue ends the way up: what presents is not a parent.
        var parents = [[(scene: Int, holds: Bool)]](repeating: [], count: names.count)
        for (from, edges) in graph.outgoing.sorted(by: { $0.key < $1.key }) {
            for edge in edges {
                let holds: Bool
                switch edge.kind {
                case .relationship(let kind): holds = kind != .root
                case .segue(let style):
                    switch style {
                    case .embed: holds = true
                    case .push, .show, .showDetail: holds = false
                    case .present, .modal, .popover, .custom: continue
                    }
                }
                parents[id(edge.to)].append((id(from), holds))
            }
        }

        var distinct: [Int] = []
        var slot: [Int: Int] = [:]
        for target in targets where slot[target] == nil {
            slot[target] = distinct.count
            distinct.append(target)
        }
        var answer = [Bool](repeating: false, count: unwinds.count)
        // Targets whose holders were not all followed (a hostile depth of nested containers):
        // some container further up may hold them, so their unwinds count as reachable.
        var unknown: Set<Int> = []
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
                // The scenes holding the target, and theirs: each of them, and everything below
                // it, finds the target among its children.
                let (holders, complete) = Self.holders(of: target, in: parents)
                if !complete { unknown.insert(target) }
                for holder in holders where mask[holder] & bit == 0 {
                    mask[holder] |= bit
                    if !queued[holder] { queued[holder] = true; queue.append(holder) }
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
                answer[position] = mask[sources[position]] & bit != 0 || unknown.contains(targets[position])
            }
        }
        reachable = answer
        edgeVisits = visits
    }

    /// How many holders above a target are followed. Real apps nest containers and stacks a few
    /// levels deep (a tab bar holding navigation controllers holding a split view); the bound
    /// keeps a hostile chain of nested containers linear.
    package static let holderLimit = 64

    /// The containers that hold `target` as a child, or hold the navigation controller whose
    /// stack it may be on, directly or through other containers; nearest first.
    /// `complete` is false when the bound stopped the walk before every holder was found.
    private static func holders(of target: Int, in parents: [[(scene: Int, holds: Bool)]]) -> (holders: [Int], complete: Bool) {
        var result: [Int] = []
        var seen: Set<Int> = [target]
        var queue = [target]
        var head = 0
        while head < queue.count {
            guard result.count < holderLimit, seen.count < holderLimit * 8 else { return (result, false) }
            let scene = queue[head]
            head += 1
            for parent in parents[scene] where seen.insert(parent.scene).inserted {
                if parent.holds { result.append(parent.scene) }
                queue.append(parent.scene)
            }
        }
        return (result, true)
    }
}
