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
        /// A modal segue's presentation style when not automatic (`presentation=`).
        var presentation: PresentationStyle?
        /// Keys of every segue this link stands for: more than one when parallel segues are
        /// drawn as one bundle (see `bundleLimit`).
        var bundled: [String] = []

        /// How many segues or unwinds the drawn line stands for.
        var count: Int { max(1, bundled.count) }

        /// Whether `a[i] == b[j]`, read in place, numbers first (the derived `==` of two
        /// array elements took a copy of both: a retain and a release of each of their
        /// strings).
        static func same(_ a: [Link], _ i: Int, _ b: [Link], _ j: Int) -> Bool {
            a[i].from == b[j].from && a[i].to == b[j].to && a[i].kind == b[j].kind
                && a[i].key == b[j].key && a[i].identifier == b[j].identifier && a[i].trigger == b[j].trigger
                && a[i].action == b[j].action && a[i].className == b[j].className
                && a[i].presentation == b[j].presentation && a[i].bundled == b[j].bundled
        }

        /// Whether the links of `a` at `ai` and of `b` at `bi` are equal, one by one as `same`
        /// compares them.
        static func same(_ a: [Link], _ ai: ArraySlice<Int>, _ b: [Link], _ bi: ArraySlice<Int>) -> Bool {
            guard ai.count == bi.count else { return false }
            for (i, j) in zip(ai, bi) where !same(a, i, b, j) { return false }
            return true
        }
    }

    /// More parallel segues (or unwinds) of one kind between the same two scenes than this are
    /// drawn as one line labelled with their number: nobody reads a ninth label stacked on the
    /// same line, and a diagram of thousands stays quick to lay out.
    static let bundleLimit = 3

    /// Scenes in declaration order, the first of each name only.
    private(set) var scenes: [Scene]
    /// Per scene of `scenes`: its name, and whether it is an entry point, read once here. (A
    /// read through `scenes[i]` calls the scene's getter with its storage retained around the
    /// call, an atomic retain and release: the layout read names and flags about 130 times a
    /// diagram of 27 scenes.)
    let names: [String]
    let initial: [Bool]
    var index: [String: Int]
    /// Relationships, then segues, then unwinds, each in declaration order.
    var links: [Link]

    init(_ storyboard: Storyboard) {
        var scenes: [Scene] = []
        var names: [String] = [], initial: [Bool] = []
        var index: [String: Int] = [:]
        scenes.reserveCapacity(storyboard.scenes.count)
        names.reserveCapacity(storyboard.scenes.count)
        initial.reserveCapacity(storyboard.scenes.count)
        index.reserveCapacity(storyboard.scenes.count)
        for scene in storyboard.scenes {
            // One hash per name: the first of each name is filed; a later one (rare) puts the
            // first's place back. (Not `index[name, default:]`, a coroutine whose frame was
            // allocated on the heap for every scene.)
            let name = scene.name
            if let first = index.updateValue(scenes.count, forKey: name) {
                index[name] = first
            } else {
                scenes.append(scene)
                names.append(name)
                initial.append(scene.isInitial)
            }
        }
        var links: [Link] = []
        let relationships = storyboard.relationships
        links.reserveCapacity(relationships.count + storyboard.segues.count + storyboard.unwinds.count)
        for rel in relationships {
            guard let from = index[rel.container], let to = index[rel.child] else { continue }
            links.append(Link(
                kind: EdgeKind(rel.kind), key: "\(rel.container)>\(rel.child)#\(rel.kind.rawValue)",
                identifier: nil, from: from, to: to))
        }
        // A scene's segues mostly come together (a table's cells, one after another): the
        // source found last is compared before the name is hashed again. Their destinations
        // mostly follow one another in declaration order (a table pushing its details): the
        // scene after the last destination is compared first. (Names are unique in `scenes`,
        // so a scene of that name is the one `index` holds.)
        var lastSource = "", lastFrom = -1, lastTo = -1
        for segue in storyboard.segues {
            let from: Int
            if lastFrom >= 0, segue.source == lastSource {
                from = lastFrom
            } else {
                guard let found = index[segue.source] else { continue }
                (lastSource, lastFrom) = (segue.source, found)
                from = found
            }
            let destination = segue.destination
            let to: Int
            if lastTo + 1 < names.count, names[lastTo + 1] == destination {
                to = lastTo + 1
            } else {
                guard let found = index[destination] else { continue }
                to = found
            }
            lastTo = to
            links.append(Link(
                kind: EdgeKind(segue.style), key: segue.key, identifier: segue.identifier,
                from: from, to: to, trigger: segue.trigger, className: segue.className,
                presentation: segue.presentation == .automatic ? nil : segue.presentation))
        }
        for unwind in storyboard.unwinds {
            guard let from = index[unwind.source], let to = index[unwind.target] else { continue }
            links.append(Link(
                kind: .unwind, key: unwind.key, identifier: unwind.identifier, from: from, to: to,
                trigger: unwind.trigger, action: unwind.action))
        }
        self.scenes = scenes
        self.names = names
        self.initial = initial
        self.index = index
        self.links = Self.bundled(links)
    }

    /// The indices of `links` grouped by the scene they leave (group `i`: scene `i`'s links, in
    /// `links` order), counted into one array: a walk over every scene's links is linear (not
    /// scenes × links), and no link is copied (an array of copied links per scene retained
    /// each string of each link when made and released it when dropped: 11,000 instructions a
    /// diagram of 25 scenes, and about as many again freeing them).
    func outgoing() -> Groups<Int> {
        var sources: [Int] = []
        sources.reserveCapacity(links.count)
        for k in links.indices { sources.append(links[k].from) }
        return Groups(keyCount: scenes.count, keys: sources, values: Array(links.indices))
    }

    /// `links` with each group of more than `bundleLimit` parallel segues or unwinds (same
    /// kind, same ends) replaced by one link, at the place of the group's first.
    private static let kinds = EdgeKind.allCases

    private static func bundled(_ links: [Link]) -> [Link] {
        struct Pair: Hashable { var from: Int; var to: Int; var kind: EdgeKind }
        // Only a group of more than `bundleLimit` is bundled. Most storyboards have none: the
        // ends and kinds are sorted (no hashing) to find the largest group first.
        // Each link's ends and kind packed in one integer (scene indices are far below 2^28):
        // equal integers, equal triples.
        var ends: [Int] = []
        ends.reserveCapacity(links.count)
        for k in links.indices where !links[k].kind.isRelationship {
            ends.append(links[k].from << 36 | links[k].to << 8 | (kinds.firstIndex(of: links[k].kind) ?? 0))
        }
        ends.sort()
        var largest = 0, run = 0
        for i in ends.indices {
            run = i > 0 && ends[i] == ends[i - 1] ? run + 1 : 1
            largest = max(largest, run)
        }
        guard largest > bundleLimit else { return links }
        var groups: [Pair: [Int]] = [:]
        for (i, link) in links.enumerated() where !link.kind.isRelationship {
            groups[Pair(from: link.from, to: link.to, kind: link.kind), default: []].append(i)
        }
        var out: [Link] = []
        for (i, link) in links.enumerated() {
            guard !link.kind.isRelationship, let members = groups[Pair(from: link.from, to: link.to, kind: link.kind)],
                  members.count > bundleLimit else {
                out.append(link)
                continue
            }
            guard members[0] == i else { continue }
            var bundle = link
            bundle.identifier = nil
            bundle.trigger = nil
            bundle.action = nil
            bundle.className = nil
            bundle.presentation = nil
            bundle.bundled = members.map { links[$0].key }
            out.append(bundle)
        }
        return out
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
