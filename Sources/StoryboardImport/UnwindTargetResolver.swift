import FlowGraph

/// Chooses the scene an unwind returns to. The XML only says "Exit"; see `UnwindTargetReason`.
///
/// The walk goes backwards over the ways a scene can be reached: segues into it (their
/// sources, in document order) and relationships (its container). Containers are walked
/// through but never chosen, and neither are storyboard references: an unwind action is a
/// method of a content view controller. When no content scene leads to the source, the source
/// is shown from code or from another storyboard, and the target cannot be read from this file.
struct UnwindTargetResolver {
    private let scenes: [String: Scene]
    /// Scene name -> the scenes that lead to it, in document order.
    private var parents: [String: [String]] = [:]

    init(scenes: [Scene], segues: [Segue]) {
        var byName: [String: Scene] = [:]
        for scene in scenes where byName[scene.name] == nil { byName[scene.name] = scene }
        self.scenes = byName
        for scene in scenes {
            for child in [scene.root, scene.master, scene.detail].compactMap({ $0 }) + scene.tabs {
                parents[child, default: []].append(scene.name)
            }
        }
        for segue in segues { parents[segue.destination, default: []].append(segue.source) }
    }

    func target(from source: String, action: String, code: CodeFacts? = nil) -> (String, UnwindTargetReason) {
        let ancestors = self.ancestors(of: source).filter { isContent($0) }
        // As UIKit does: the nearest scene on the way back whose view controller implements the action.
        if let code, let found = ancestors.first(where: { scenes[$0]?.className.map { code.implements($0, action: action) } == true }) {
            return (found, .implementedByClass)
        }
        let folded = action.lowercased()
        for name in ancestors {
            let words = [scenes[name]?.className, name].compactMap { $0?.lowercased() }.filter { $0.count >= 3 }
            if words.contains(where: { folded.contains($0) }) { return (name, .namedInAction) }
        }
        if let nearest = ancestors.first { return (nearest, .nearestPresenter) }
        return (source, .outsideStoryboard)
    }

    /// Breadth-first over the parents, nearest first; the source itself excluded.
    private func ancestors(of source: String) -> [String] {
        var result: [String] = []
        var seen: Set<String> = [source]
        var queue = parents[source] ?? []
        var head = 0
        while head < queue.count {
            let name = queue[head]
            head += 1
            guard seen.insert(name).inserted else { continue }
            result.append(name)
            queue.append(contentsOf: parents[name] ?? [])
        }
        return result
    }

    private func isContent(_ name: String) -> Bool {
        guard let kind = scenes[name]?.kind else { return false }
        return !kind.isContainer && kind != .reference
    }
}
