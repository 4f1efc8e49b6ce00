import FlowGraph

/// Chooses the scene an unwind returns to. The XML only says "Exit"; see `UnwindTargetReason`.
///
/// The walk goes backwards over the ways a scene can be reached: segues into it (their
/// sources, in document order) and relationships (its container). Containers are walked
/// through but never chosen, and neither are storyboard references: an unwind action is a
/// method of a content view controller. As UIKit's search does (`allowedChildrenForUnwinding(from:)`),
/// each scene on the way back also offers the scenes it holds — its children and its stack, not
/// what it presents — so an unwind may go to another tab of the tab bar controller above the
/// source. When no content scene is found that way, the source is shown from code or from
/// another storyboard, and the target cannot be read from this file.
struct UnwindTargetResolver {
    private let scenes: [String: Scene]
    /// Scene name -> the scenes that lead to it, in document order.
    private var parents: [String: [String]] = [:]
    /// Scene name -> the scenes it holds as children or on its stack (not those it presents).
    private var held: [String: [String]] = [:]
    /// Scene name -> its children proper: relationships and embed segues.
    private var children: [String: [String]] = [:]

    init(scenes: [Scene], segues: [Segue]) {
        var byName: [String: Scene] = [:]
        for scene in scenes where byName[scene.name] == nil { byName[scene.name] = scene }
        self.scenes = byName
        for scene in scenes {
            for child in [scene.root, scene.master, scene.detail].compactMap({ $0 }) + scene.tabs {
                parents[child, default: []].append(scene.name)
                held[scene.name, default: []].append(child)
                children[scene.name, default: []].append(child)
            }
        }
        for segue in segues {
            parents[segue.destination, default: []].append(segue.source)
            if ![.present, .modal, .popover, .custom].contains(segue.style) { held[segue.source, default: []].append(segue.destination) }
            if segue.style == .embed { children[segue.source, default: []].append(segue.destination) }
        }
    }

    func target(from source: String, action: String, code: CodeFacts? = nil) -> (String, UnwindTargetReason) {
        let all = self.ancestors(of: source)
        let ancestors = all.filter { isContent($0) }
        // The scenes on the way back first, then the children of those (another tab, a master
        // column) and what may be on their stacks.
        let isAncestor = Set(ancestors)
        let held = searched(from: all, source: source).filter { !isAncestor.contains($0) }
        // As UIKit does: the nearest scene on the way back whose view controller implements the action.
        if let code {
            if let found = implementers(ancestors + held, action: action, code: code).first {
                return (found, .implementedByClass)
            }
            // The code names the classes that implement the action and none is met on the way
            // back: UIKit's search goes on above this storyboard (a scene of another storyboard,
            // a controller made in code), so no scene here is the target.
            if code.implementsAnywhere(action) {
                guard ancestors.isEmpty else { return (source, .notOnTheWayBack) }
                // Nothing here leads to the source, so code shows it: when exactly one scene of
                // this storyboard has a class implementing the action, that is the scene it
                // returns to if that scene is the one that shows it (the chapter says so in a
                // comment; no segue records it).
                let implementers = scenes.values.filter { $0.name != source && isContent($0.name)
                    && $0.className.map { code.implements($0, action: action) } == true }
                if implementers.count == 1, let only = implementers.first { return (only.name, .implementerShowsIt) }
                return (source, .outsideStoryboard)
            }
        }
        if let named = self.named(in: action, among: ancestors) { return (named, .namedInAction) }
        if let nearest = ancestors.first { return (nearest, .nearestPresenter) }
        // Nothing on the way back is a content scene (the source is the root of a tab): only a
        // scene of another tab named in the action is a fair guess.
        if let named = self.named(in: action, among: held) { return (named, .namedInAction) }
        return (source, .outsideStoryboard)
    }

    /// The scenes of `names` whose class implements `action`, in order.
    private func implementers(_ names: [String], action: String, code: CodeFacts) -> [String] {
        names.filter { scenes[$0]?.className.map { code.implements($0, action: action) } == true }
    }

    /// When the scene UIKit's search meets first (`target(from:…)` with reason
    /// `implementedByClass`) has a class that overrides `canPerformUnwindSegueAction`, it may
    /// decline at run time and the search goes on: the next scene whose class implements the
    /// action (`.some(nil)` when there is none here), else `nil` (the target cannot decline).
    func declinedTarget(from source: String, action: String, code: CodeFacts) -> String?? {
        let all = ancestors(of: source)
        let ancestors = all.filter { isContent($0) }
        let isAncestor = Set(ancestors)
        let held = searched(from: all, source: source).filter { !isAncestor.contains($0) }
        let found = implementers(ancestors + held, action: action, code: code)
        guard let first = found.first, let className = scenes[first]?.className, code.decidesUnwinds(className) else { return nil }
        return .some(found.dropFirst().first)
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

    /// The scene whose class or name appears in the action (`cancelToPlayersViewController`):
    /// of several, the one with the longest such name, then the nearest (in
    /// `unwindToRootViewController`, class `RootViewController` rather than `ViewController`,
    /// Xcode's template class, which every such action contains).
    private func named(in action: String, among names: [String]) -> String? {
        let folded = action.lowercased()
        var best: (name: String, length: Int)? = nil
        for name in names {
            let length = [scenes[name]?.className, name].compactMap { $0?.lowercased() }
                .filter { $0.count >= 3 && folded.contains($0) }.map(\.count).max() ?? 0
            if length > 0, length > (best?.length ?? 0) { best = (name, length) }
        }
        return best?.name
    }

    /// The content scenes UIKit's search meets below the scenes on the way back, nearest first:
    /// their children (relationships, embeds), then depth-first what those hold, stacks included.
    /// An ancestor's own pushes are not followed: they are above it, off screen when it led on
    /// to the source.
    private func searched(from ancestors: [String], source: String) -> [String] {
        var result: [String] = []
        var seen: Set<String> = [source]
        for ancestor in ancestors {
            var stack = Array((children[ancestor] ?? []).reversed())
            while let name = stack.popLast(), seen.count < Self.searchLimit {
                guard seen.insert(name).inserted else { continue }
                if isContent(name) { result.append(name) }
                stack.append(contentsOf: (held[name] ?? []).reversed())
            }
        }
        return result
    }

    /// How many scenes one unwind's search visits at most, so that a hostile file with many
    /// unwinds stays linear; real storyboards hold far fewer scenes.
    static let searchLimit = 2048

    private func isContent(_ name: String) -> Bool {
        guard let kind = scenes[name]?.kind else { return false }
        return !kind.isContainer && kind != .reference
    }
}
