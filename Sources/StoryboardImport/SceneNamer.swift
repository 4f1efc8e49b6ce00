import FlowGraph

/// Gives every scene a readable, stable flow name; never the XML's object ids.
///
/// In order of preference: the custom class without its `ViewController` suffix
/// (`PlayersViewController` -> `Players`); the storyboard ID; for a storyboard reference, its
/// referenced ID or target storyboard; for a plain navigation controller, its root's name plus
/// `Nav` (`PlayersNav`); the title; else the kind and a counter (`Navigation1`). Text is
/// camel-cased into an identifier. Clashes get `2`, `3`… in document order.
///
/// A class several scenes share names none of them (apps reuse one controller class for
/// scenes told apart by a runtime attribute, a web view for Terms and Privacy): each such scene
/// takes its storyboard ID, else its title, when no other scene has the same one, so the chapter
/// says `Persons`, `Person`, `SearchPersons` rather than `GroupFlow`, `GroupFlow2`, `GroupFlow3`.
enum SceneNamer {
    static func names(for scenes: [RawScene], roots: [String: String]) -> [String] {
        var names = [String?](repeating: nil, count: scenes.count)
        var used: Set<String> = []
        var counters: [SceneKind: Int] = [:]

        func claim(_ base: String) -> String {
            var candidate = base
            var number = 2
            let separator = base.last?.isNumber == true ? "_" : ""
            while used.contains(candidate) {
                candidate = base + separator + String(number)
                number += 1
            }
            used.insert(candidate)
            return candidate
        }
        func fallback(_ scene: RawScene) -> String {
            if let title = scene.title.flatMap(FlowNames.identifier(from:)) { return FlowNames.droppingControllerSuffix(title) }
            counters[scene.kind, default: 0] += 1
            return scene.kind.rawValue.prefix(1).uppercased() + scene.kind.rawValue.dropFirst() + String(counters[scene.kind] ?? 1)
        }

        var classes: [String: Int] = [:], ids: [String: Int] = [:], titles: [String: Int] = [:]
        for scene in scenes {
            if let name = scene.className { classes[name, default: 0] += 1 }
            if let id = scene.storyboardID { ids[id, default: 0] += 1 }
            if let title = scene.title { titles[title, default: 0] += 1 }
        }
        func ownName(_ scene: RawScene) -> String? {
            guard let name = scene.className, classes[name, default: 0] > 1 else { return nil }
            for (text, counts) in [(scene.storyboardID, ids), (scene.title, titles)] {
                if let text, counts[text] == 1, let own = FlowNames.identifier(from: text) { return FlowNames.droppingControllerSuffix(own) }
            }
            return nil
        }

        var deferred: [Int] = []
        for (i, scene) in scenes.enumerated() {
            if let base = ownName(scene) ?? primaryName(scene) {
                names[i] = claim(base)
            } else if scene.kind == .navigation, roots[scene.xmlID] != nil {
                deferred.append(i)
            } else {
                names[i] = claim(fallback(scene))
            }
        }
        var indexByID: [String: Int] = [:]
        for (i, scene) in scenes.enumerated() where indexByID[scene.xmlID] == nil { indexByID[scene.xmlID] = i }
        for i in deferred {
            if let rootID = roots[scenes[i].xmlID], let rootIndex = indexByID[rootID], let rootName = names[rootIndex] {
                names[i] = claim(rootName + "Nav")
            } else {
                names[i] = claim(fallback(scenes[i]))
            }
        }
        return names.map { $0 ?? claim("Scene") }
    }

    private static func primaryName(_ scene: RawScene) -> String? {
        var candidates = [scene.className, scene.storyboardID]
        if scene.kind == .reference { candidates += [scene.referencedIdentifier, scene.storyboardName] }
        for candidate in candidates {
            if let name = candidate.flatMap(FlowNames.identifier(from:)) { return FlowNames.droppingControllerSuffix(name) }
        }
        return nil
    }
}
