@testable import Diagrams
import FlowGraph
import Testing

/// `DiagramGraph`'s shortcut gives what the plain computation gives: a segue's ends are the
/// first scenes of their names (the destination is compared with the scene after the last one
/// before its name is looked up).
@Suite struct DiagramGraphTests {
    /// Fans (destinations in declaration order), random shapes, and both with a repeated scene
    /// name and segues to and from scenes that do not exist.
    static let storyboards: [Storyboard] = {
        var boards: [Storyboard] = [1, 2, 9, 30].map { BenchmarkShape.storyboard(steps: $0) }
        boards += (1...12).map { RandomStoryboardTests.storyboard(seed: UInt64($0), scenes: 2 + $0 * 3) }
        return boards + boards.map { sb in
            var scenes = sb.scenes
            if scenes.count > 2 { scenes.insert(scenes[1], at: 2) }
            var segues = sb.segues
            segues.insert(Fixtures.segue("toMissing", scenes[0].name, "Missing", .push), at: segues.count / 2)
            segues.append(Fixtures.segue("fromMissing", "Missing", scenes[0].name, .push))
            segues.append(Fixtures.segue("again", scenes[0].name, scenes[scenes.count - 1].name, .show))
            return Storyboard(name: sb.name, scenes: scenes, segues: segues, unwinds: sb.unwinds)
        }
    }()

    @Test func segueEndsAreTheFirstScenesOfTheirNames() {
        for sb in Self.storyboards {
            let graph = DiagramGraph(sb)
            var seen = Set<String>()
            let unique = sb.scenes.map(\.name).filter { seen.insert($0).inserted }
            #expect(graph.scenes.map(\.name) == unique)
            let firstScene = Dictionary(uniqueKeysWithValues: unique.enumerated().map { ($1, $0) })
            let expected = sb.segues.compactMap { s -> String? in
                guard let from = firstScene[s.source], let to = firstScene[s.destination] else { return nil }
                return "\(s.key) \(from) \(to)"
            }
            // (A bundle stands for each of its segues.)
            let drawn = graph.links.filter { !$0.kind.isRelationship && $0.kind != .unwind }.flatMap { link in
                (link.bundled.isEmpty ? [link.key] : link.bundled).map { "\($0) \(link.from) \(link.to)" }
            }
            #expect(drawn.sorted() == expected.sorted())
        }
    }

    /// The names and entry flags read once at init are the scenes' own.
    @Test func namesAndEntryFlagsAreTheScenes() {
        for sb in Self.storyboards {
            let graph = DiagramGraph(sb)
            #expect(graph.names == graph.scenes.map(\.name))
            #expect(graph.initial == graph.scenes.map(\.isInitial))
        }
    }
}
