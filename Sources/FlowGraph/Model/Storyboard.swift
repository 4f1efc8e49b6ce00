import SourceModel

/// A storyboard as it stands at one point of the book: its scenes, segues and unwinds.
public struct Storyboard: Sendable, Hashable {
    public var name: String
    /// Scenes in declaration order.
    public var scenes: [Scene]
    /// Segues in declaration order.
    public var segues: [Segue]
    /// Unwinds in declaration order.
    public var unwinds: [Unwind]
    /// Where the storyboard first appeared (its first block's info string), if known.
    public var location: SourceLocation?

    public init(name: String, scenes: [Scene] = [], segues: [Segue] = [], unwinds: [Unwind] = [],
                location: SourceLocation? = nil) {
        self.name = name
        self.scenes = scenes
        self.segues = segues
        self.unwinds = unwinds
        self.location = location
    }

    public func scene(named name: String) -> Scene? { scenes.first { $0.name == name } }

    /// Relationships derived from the containers' `root`, `tabs`, `master` and `detail`.
    public var relationships: [Relationship] {
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
    public var initialScenes: [Scene] { scenes.filter(\.isInitial) }
}

/// One element of a storyboard, for highlighting what a block added.
public enum FlowElement: Sendable, Hashable {
    case scene(String)
    /// A segue or unwind, by its `key`.
    case segue(String)
}

/// The storyboard after one flow block, and what that block added or changed.
public struct FlowBlockSnapshot: Sendable, Hashable {
    public var storyboard: Storyboard
    /// Elements the block declared (highlighted in its diagram).
    public var added: Set<FlowElement>
    /// Elements of the previous state the block removed, explicitly or because a scene they
    /// touched was removed (shown as gone in a diagram, if it wants to).
    public var removed: Set<FlowElement>

    public init(storyboard: Storyboard, added: Set<FlowElement>, removed: Set<FlowElement> = []) {
        self.storyboard = storyboard
        self.added = added
        self.removed = removed
    }
}
