import FlowGraph

/// Pairs documented scenes with the scenes of the real storyboard.
///
/// Documented names are the author's (`Master`), imported names are generated (`SPWKMaster`),
/// so names are the weakest evidence. Passes, each over the still unpaired scenes in order:
/// storyboard ID and class both equal; storyboard ID equal; class equal; name equal; title
/// and kind equal. The last two passes refuse pairs whose IDs or classes contradict. Then
/// containers with nothing else to go by pair up by their children: a navigation controller
/// whose root is paired, a tab bar whose tabs are, a split view whose master and detail are.
struct SceneMatcher {
    /// Documented name -> actual name.
    private(set) var actualByDocumented: [String: String] = [:]
    private(set) var matchedActual: Set<String> = []

    init(documented: [Scene], actual: [Scene]) {
        typealias Rule = (Scene, Scene) -> Bool
        let passes: [Rule] = [
            { d, a in d.storyboardID != nil && d.storyboardID == a.storyboardID && d.className != nil && d.className == a.className },
            { d, a in d.storyboardID != nil && d.storyboardID == a.storyboardID },
            { d, a in d.className != nil && d.className == a.className },
            { d, a in d.name == a.name && Self.compatible(d, a) },
            { d, a in d.title != nil && d.title == a.title && d.kind == a.kind && Self.compatible(d, a) },
        ]
        for rule in passes {
            for scene in documented where actualByDocumented[scene.name] == nil {
                guard let match = actual.first(where: { !matchedActual.contains($0.name) && rule(scene, $0) }) else { continue }
                actualByDocumented[scene.name] = match.name
                matchedActual.insert(match.name)
            }
        }
        // Nested containers (a tab of navigation controllers) need one round per level.
        var changed = true
        while changed {
            changed = false
            for scene in documented where scene.kind.isContainer && actualByDocumented[scene.name] == nil {
                guard let children = mappedChildren(of: scene), !children.isEmpty else { continue }
                guard let match = actual.first(where: {
                    !matchedActual.contains($0.name) && $0.kind == scene.kind && Self.children(of: $0) == children
                }) else { continue }
                actualByDocumented[scene.name] = match.name
                matchedActual.insert(match.name)
                changed = true
            }
        }
    }

    /// The container's children in the actual storyboard's names, nil while one is unpaired.
    private func mappedChildren(of scene: Scene) -> [String]? {
        var result: [String] = []
        for child in Self.children(of: scene) {
            guard let name = actualByDocumented[child] else { return nil }
            result.append(name)
        }
        return result
    }

    private static func children(of scene: Scene) -> [String] {
        [scene.root, scene.master, scene.detail].compactMap { $0 } + scene.tabs
    }

    func actualName(for documented: String) -> String? { actualByDocumented[documented] }

    private static func compatible(_ d: Scene, _ a: Scene) -> Bool {
        if let x = d.storyboardID, let y = a.storyboardID, x != y { return false }
        if let x = d.className, let y = a.className, x != y { return false }
        return true
    }
}
