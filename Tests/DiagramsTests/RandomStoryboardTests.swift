import Diagrams
import FlowGraph
import Foundation
import Testing

/// Storyboards drawn at random (seeded): whatever the shape, cards never overlap and no edge
/// runs through a card.
@Suite struct RandomStoryboardTests {
    struct Rng {
        var state: UInt64
        mutating func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(max(1, n)))
        }
    }

    static func storyboard(seed: UInt64, scenes count: Int) -> Storyboard {
        var rng = Rng(state: seed)
        let kinds: [SceneKind] = [.view, .table, .navigation, .tab, .collection, .split, .reference, .page]
        var scenes: [Scene] = []
        for i in 0..<count {
            let kind = kinds[rng.next(kinds.count)]
            var scene = Fixtures.scene("S\(i)", kind, rng.next(3) == 0 ? nil : "Scene number \(i)",
                                       cls: rng.next(2) == 0 ? "Controller\(i)" : nil, initial: i == 0 && seed % 5 != 0,
                                       cells: kind == .table ? .prototypes((0..<rng.next(8)).map { "Cell\($0)" }) : .none)
            switch kind {
            case .navigation: scene.root = "S\(rng.next(count))"
            case .tab: scene.tabs = (0..<rng.next(5)).map { _ in "S\(rng.next(count))" }
            case .split: scene.master = "S\(rng.next(count))"; scene.detail = "S\(rng.next(count))"
            default: break
            }
            scenes.append(scene)
        }
        let styles = SegueStyle.allCases
        let segues = (0..<rng.next(count * 2)).map { k in
            Fixtures.segue(rng.next(3) == 0 ? nil : "seg\(k)", "S\(rng.next(count))", "S\(rng.next(count))",
                           styles[rng.next(styles.count)], from: rng.next(2) == 0 ? .cell : .label("Button \(k)"))
        }
        let unwinds = (0..<rng.next(count)).map { k in
            Fixtures.unwind("u\(k)", "S\(rng.next(count))", "S\(rng.next(count))", "act\(k)")
        }
        return Storyboard(name: "Random\(seed)", scenes: scenes, segues: segues, unwinds: unwinds)
    }

    @Test(arguments: 1...30)
    func randomShapes(_ seed: Int) throws {
        let sb = Self.storyboard(seed: UInt64(seed), scenes: 2 + seed % 23)
        let layout = FlowLayout.layout(sb)
        #expect(LayoutQuality.cardOverlaps(layout) == 0)
        #expect(LayoutQuality.edgeCardCrossings(layout) == 0)
        let svg = DiagramRenderer.svg(sb, highlighted: [], options: DiagramOptions(idPrefix: "r", title: "r"))
        _ = try SVGTree(svg)
        if LayoutQuality.labelOverlaps(layout) > 0 {
            print("random \(seed): label overlaps \(LayoutQuality.labelOverlaps(layout)), crossings \(LayoutQuality.edgeCrossings(layout))")
        }
    }
}

extension RandomStoryboardTests {
    @Test func largeStoryboardStaysFast() {
        let sb = Self.storyboard(seed: 99, scenes: 120)
        let clock = ContinuousClock()
        var layout: Layout? = nil
        let elapsed = clock.measure { layout = FlowLayout.layout(sb) }
        print("large: \(sb.scenes.count) scenes, \(sb.segues.count) segues, \(sb.unwinds.count) unwinds in \(elapsed) (debug)")
        #expect(elapsed < .seconds(10))
        if let layout {
            #expect(LayoutQuality.cardOverlaps(layout) == 0)
            #expect(LayoutQuality.edgeCardCrossings(layout) == 0)
        }
    }
}
