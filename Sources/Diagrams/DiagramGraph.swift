import FlowGraph

/// The storyboard as an indexed graph: unique scenes and every link (relationship, segue,
/// unwind) whose ends exist. Links to unknown scenes are left out; the checks report them.
struct DiagramGraph: Sendable {
    struct Link: Sendable, Hashable {
        var kind: EdgeKind
        var key: String
        var identifier: String?
        var from: Int
        var to: Int
        var trigger: Trigger?
        /// The unwind action (`save`), without the colon.
        var action: String?
        /// Custom segue class.
        var className: String?
    }

    /// Scenes in declaration order, the first of each name only.
    var scenes: [Scene]
    var index: [String: Int]
    /// Relationships, then segues, then unwinds, each in declaration order.
    var links: [Link]

    init(_ storyboard: Storyboard) {
        var scenes: [Scene] = []
        var index: [String: Int] = [:]
        for scene in storyboard.scenes where index[scene.name] == nil {
            index[scene.name] = scenes.count
            scenes.append(scene)
        }
        var links: [Link] = []
        for rel in storyboard.relationships {
            guard let from = index[rel.container], let to = index[rel.child] else { continue }
            links.append(Link(
                kind: EdgeKind(rel.kind), key: "\(rel.container)>\(rel.child)#\(rel.kind.rawValue)",
                identifier: nil, from: from, to: to))
        }
        for segue in storyboard.segues {
            guard let from = index[segue.source], let to = index[segue.destination] else { continue }
            links.append(Link(
                kind: EdgeKind(segue.style), key: segue.key, identifier: segue.identifier,
                from: from, to: to, trigger: segue.trigger, className: segue.className))
        }
        for unwind in storyboard.unwinds {
            guard let from = index[unwind.source], let to = index[unwind.target] else { continue }
            links.append(Link(
                kind: .unwind, key: unwind.key, identifier: unwind.identifier, from: from, to: to,
                trigger: unwind.trigger, action: unwind.action))
        }
        self.scenes = scenes
        self.index = index
        self.links = links
    }
}

extension Trigger {
    /// How a diagram names the trigger: "cell", "bar button", "Edit button", "from code".
    var diagramText: String {
        switch self {
        case .cell: "cell"
        case .button: "button"
        case .barButton: "bar button"
        case .accessory: "accessory"
        case .gesture: "gesture"
        case .manual: "from code"
        case .label(let text): text
        }
    }

    /// The trigger in a sentence: "from cell", "from the Edit button" — and "from code", never "from from code".
    var tooltipPhrase: String {
        self == .manual ? diagramText : "from \(diagramText)"
    }
}
