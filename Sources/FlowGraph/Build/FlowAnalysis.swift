/// Facts about one storyboard state that several whole-graph rules need: edges, entry points,
/// what is reachable, which scenes sit inside a navigation controller, and the rest of the book.
package struct FlowAnalysis: Sendable {
    /// An arrow of the graph: a relationship or a segue (unwinds are not edges).
    struct Edge: Sendable {
        enum Kind: Sendable {
            case relationship(Relationship.Kind)
            case segue(SegueStyle)
        }
        var to: String
        var kind: Kind
    }

    let storyboard: Storyboard
    let hadSyntaxErrors: Bool
    let scenes: [String: Scene]
    let outgoing: [String: [Edge]]
    let incoming: [String: [String]]
    /// Initial scenes and scenes with a storyboard ID, in declaration order.
    let roots: [String]
    /// Scenes reachable from the roots (roots included).
    let reachable: Set<String>
    /// Scenes that have a navigation controller above them, or may have one (a scene created from
    /// code by storyboard ID and not otherwise reached is given the benefit of the doubt).
    let insideNavigation: Set<String>
    /// Every storyboard of the book by name (this one included), for rules that follow a
    /// storyboard reference into the storyboard it opens.
    let book: [String: Storyboard]
    /// Storyboards of the book whose blocks had syntax errors.
    let storyboardsWithSyntaxErrors: Set<String>

    package init(_ storyboard: Storyboard, hadSyntaxErrors: Bool = false, book: [String: Storyboard] = [:],
         storyboardsWithSyntaxErrors: Set<String> = []) {
        self.storyboard = storyboard
        self.hadSyntaxErrors = hadSyntaxErrors
        self.book = book
        self.storyboardsWithSyntaxErrors = storyboardsWithSyntaxErrors
        var scenes: [String: Scene] = [:]
        for scene in storyboard.scenes where scenes[scene.name] == nil { scenes[scene.name] = scene }
        self.scenes = scenes
        var outgoing: [String: [Edge]] = [:]
        var incoming: [String: [String]] = [:]
        for relationship in storyboard.relationships {
            outgoing[relationship.container, default: []].append(Edge(to: relationship.child, kind: .relationship(relationship.kind)))
            incoming[relationship.child, default: []].append(relationship.container)
        }
        for segue in storyboard.segues {
            outgoing[segue.source, default: []].append(Edge(to: segue.destination, kind: .segue(segue.style)))
            incoming[segue.destination, default: []].append(segue.source)
        }
        self.outgoing = outgoing
        self.incoming = incoming
        roots = storyboard.scenes.filter { $0.isInitial || $0.storyboardID != nil }.map(\.name)
        reachable = Self.closure(from: roots, outgoing: outgoing) { _ in true }
        var seeds = storyboard.relationships.filter { $0.kind == .root }.map(\.child)
        seeds += storyboard.scenes.filter { $0.storyboardID != nil && incoming[$0.name] == nil }.map(\.name)
        seeds += Self.openedByReference(storyboard, book: book)
        insideNavigation = Self.closure(from: seeds, outgoing: outgoing) { edge in
            switch edge.kind {
            case .relationship: true
            case .segue(let style): style == .push || style == .show || style == .embed
            }
        }
    }

    /// Scenes reachable from `start` through edges that pass `through` (not including `start`
    /// itself unless a cycle leads back to it).
    func reach(from start: String, through: (Edge) -> Bool = { _ in true }) -> Set<String> {
        var seen: Set<String> = []
        var queue = [start]
        var head = 0
        while head < queue.count {
            let scene = queue[head]
            head += 1
            for edge in outgoing[scene] ?? [] where through(edge) && seen.insert(edge.to).inserted {
                queue.append(edge.to)
            }
        }
        return seen
    }

    /// Scenes from which `scene` can be reached (its possible ancestors), nearest first; at
    /// most `limit` of them.
    func ancestors(of scene: String, limit: Int = Int.max) -> [String] {
        var seen: Set<String> = []
        var queue = [scene]
        var head = 0
        while head < queue.count, seen.count < limit {
            let current = queue[head]
            head += 1
            for parent in incoming[current] ?? [] where seen.insert(parent).inserted { queue.append(parent) }
        }
        return Array(queue.dropFirst())
    }

    /// Scenes of `storyboard` that a storyboard reference of the book opens (its initial scene,
    /// or the scene with the reference's storyboard ID). The reference may sit in a navigation
    /// stack of the storyboard that holds it — the scene it opens is then pushed there — so such
    /// a scene is given the benefit of the doubt, as a scene created from code is.
    private static func openedByReference(_ storyboard: Storyboard, book: [String: Storyboard]) -> [String] {
        var initial = false
        var identifiers: Set<String> = []
        for (_, other) in book {
            for scene in other.scenes where scene.kind == .reference && scene.referencedStoryboard == storyboard.name {
                if let target = scene.referencedTarget { identifiers.insert(target) } else { initial = true }
            }
        }
        guard initial || !identifiers.isEmpty else { return [] }
        return storyboard.scenes.filter { ($0.isInitial && initial) || ($0.storyboardID.map(identifiers.contains) ?? false) }.map(\.name)
    }

    private static func closure(from seeds: [String], outgoing: [String: [Edge]], through: (Edge) -> Bool) -> Set<String> {
        var seen = Set(seeds)
        var queue = seeds
        var head = 0
        while head < queue.count {
            let scene = queue[head]
            head += 1
            for edge in outgoing[scene] ?? [] where through(edge) && seen.insert(edge.to).inserted {
                queue.append(edge.to)
            }
        }
        return seen
    }
}
