import SourceModel

/// Lookups kept beside a storyboard so that applying a block and resolving a reference cost
/// about the same however large the storyboard has grown.
///
/// Updated as elements are added; entries touched by a removal are recomputed from the storyboard.
struct BoardIndex: Sendable {
    struct Use: Sendable {
        var key: String
        var span: Span
        var source: String
    }

    /// Scene name → where its name was declared.
    var scenes: [String: SourceLocation] = [:]
    /// Every segue and unwind key.
    var keys: Set<String> = []
    /// Segue or unwind identifier → its first use, in declaration order.
    var identifiers: [String: Use] = [:]
    /// Storyboard ID → the first scene that has it, and where.
    var storyboardIDs: [String: (scene: String, location: SourceLocation)] = [:]
    /// Reuse identifier → the first scene with that prototype, and where.
    var prototypes: [String: (scene: String, location: SourceLocation)] = [:]

    init() {}

    init(_ storyboard: Storyboard) {
        for scene in storyboard.scenes { add(scene) }
        for segue in storyboard.segues { add(segue) }
        for unwind in storyboard.unwinds { add(unwind) }
    }

    mutating func add(_ scene: Scene) {
        if scenes[scene.name] == nil { scenes[scene.name] = scene.nameSpan.location }
        if let id = scene.storyboardID, storyboardIDs[id] == nil {
            storyboardIDs[id] = (scene.name, scene.valueSpan("id").location)
        }
        for (offset, name) in scene.prototypes.enumerated() where prototypes[name] == nil {
            prototypes[name] = (scene.name, scene.valueSpan("prototypes", at: offset).location)
        }
    }

    mutating func add(_ segue: Segue) {
        keys.insert(segue.key)
        if let identifier = segue.identifier, identifiers[identifier] == nil {
            identifiers[identifier] = Use(key: segue.key, span: segue.identifierSpan, source: segue.source)
        }
    }

    mutating func add(_ unwind: Unwind) {
        keys.insert(unwind.key)
        if let identifier = unwind.identifier, identifiers[identifier] == nil {
            identifiers[identifier] = Use(key: unwind.key, span: unwind.identifierSpan, source: unwind.source)
        }
    }

    /// After segues or unwinds with these identifiers left, finds each identifier's next first use.
    mutating func recompute(identifiers changed: Set<String>, in storyboard: Storyboard) {
        for identifier in changed { identifiers[identifier] = nil }
        guard !changed.isEmpty else { return }
        for segue in storyboard.segues { if let id = segue.identifier, changed.contains(id) { add(segue) } }
        for unwind in storyboard.unwinds { if let id = unwind.identifier, changed.contains(id) { add(unwind) } }
    }

    /// After scenes left, recomputes the scene-derived lookups.
    mutating func recomputeScenes(in storyboard: Storyboard) {
        scenes = [:]
        storyboardIDs = [:]
        prototypes = [:]
        for scene in storyboard.scenes { add(scene) }
    }
}
