import SourceModel

/// A storyboard as it stands at one point of the book: its scenes, segues and unwinds.
package struct Storyboard: Sendable, Hashable {
    package var name: String
    /// Scenes in declaration order.
    package var scenes: [Scene]
    /// Segues in declaration order.
    package var segues: [Segue]
    /// Unwinds in declaration order.
    package var unwinds: [Unwind]
    /// Where the storyboard first appeared (its first block's info string), if known.
    package var location: SourceLocation?

    package init(name: String, scenes: [Scene] = [], segues: [Segue] = [], unwinds: [Unwind] = [],
                location: SourceLocation? = nil) {
        self.name = name
        self.scenes = scenes
        self.segues = segues
        self.unwinds = unwinds
        self.location = location
    }

    package func scene(named name: String) -> Scene? { scenes.first { $0.name == name } }

    /// Relationships derived from the containers' `root`, `tabs`, `master` and `detail`.
    package var relationships: [Relationship] {
        var result: [Relationship] = []
        for scene in scenes {
            if let root = scene.root { result.append(Relationship(kind: .root, container: scene.name, child: root)) }
            for tab in scene.tabs { result.append(Relationship(kind: .tab, container: scene.name, child: tab)) }
            if let master = scene.master { result.append(Relationship(kind: .master, container: scene.name, child: master)) }
            if let detail = scene.detail { result.append(Relationship(kind: .detail, container: scene.name, child: detail)) }
        }
        return result
    }

    /// The scenes marked `initial`.
    package var initialScenes: [Scene] { scenes.filter(\.isInitial) }
}

/// One element of a storyboard, for highlighting what a block added.
package enum FlowElement: Sendable, Hashable {
    case scene(String)
    /// A segue or unwind, by its `key`.
    case segue(String)
}

/// The storyboard after one flow block, and what that block added or changed.
package struct FlowBlockSnapshot: Sendable, Hashable {
    package var storyboard: Storyboard
    /// Elements the block declared (highlighted in its diagram).
    package var added: Set<FlowElement>
    /// Elements of the previous state the block removed, explicitly or because a scene they
    /// touched was removed (shown as gone in a diagram, if it wants to).
    package var removed: Set<FlowElement>

    /// Set when the state after the block is not kept (`storyboard` then holds the name only):
    /// the chapter's earlier snapshots already hold `chapterSceneBudget` scenes. The number of
    /// scenes the storyboard has after the block.
    package var leftOutSceneCount: Int?

    package init(storyboard: Storyboard, added: Set<FlowElement>, removed: Set<FlowElement> = []) {
        self.storyboard = storyboard
        self.added = added
        self.removed = removed
    }

    /// Scenes one chapter's snapshots keep in all (so its diagrams draw at most this many cards).
    /// The first snapshot of a chapter is always kept; a later one only while the total stays
    /// within it. Keeps the flow pass and a chapter's diagrams linear in the chapter's size
    /// (each snapshot is a whole storyboard: a chapter of 2,000 blocks each adding a scene held
    /// 2 million scenes and took 43 s and 3.5 GB to draw). Real chapters stay far below it.
    package static let chapterSceneBudget = 5_000

    /// This snapshot without its storyboard's state (name and scene count kept).
    package func leavingOutState() -> FlowBlockSnapshot {
        var copy = FlowBlockSnapshot(storyboard: Storyboard(name: storyboard.name, location: storyboard.location), added: [], removed: [])
        copy.leftOutSceneCount = storyboard.scenes.count
        return copy
    }
}
