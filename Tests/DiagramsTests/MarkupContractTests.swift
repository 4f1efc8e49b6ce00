import Diagrams
import FlowGraph
import Foundation
import Testing

@Suite struct MarkupContractTests {
    static func options(_ prefix: String) -> DiagramOptions {
        DiagramOptions(idPrefix: prefix, title: "Flow of the app", sceneURL: { "#scene-" + $0 })
    }

    @Test(arguments: Fixtures.names + ["hostile"])
    func contract(_ name: String) throws {
        let storyboard = try #require(Fixtures.all[name])
        let svg = DiagramRenderer.svg(storyboard, highlighted: Fixtures.highlighted(name), options: Self.options("d7"))
        let tree = try SVGTree(svg)
        let layout = FlowLayout.layout(storyboard)

        // The root: an accessible image labelled by its own title and desc.
        let root = tree.root
        #expect(root.name == "svg")
        #expect(root.attributes["role"] == "img")
        #expect(root.attributes["viewBox"] == "0 0 \(num(layout.width)) \(num(layout.height))")
        #expect(root.attributes["aria-labelledby"] == "d7-title d7-desc")
        #expect(root.children.first { $0.name == "title" }?.attributes["id"] == "d7-title")
        #expect(root.children.first { $0.name == "title" }?.text == "Flow of the app")
        #expect(root.children.first { $0.name == "desc" }?.attributes["id"] == "d7-desc")

        // Ids are prefixed; nothing is transformed.
        for node in tree.all {
            if let id = node.attributes["id"] { #expect(id.hasPrefix("d7-")) }
            #expect(node.attributes["transform"] == nil)
        }

        // Every scene: one card group whose first rect is the layout's card, with a link.
        let groups = tree.all.filter { $0.name == "g" && $0.attributes["data-scene"] != nil }
        #expect(groups.count == storyboard.scenes.count)
        for card in layout.cards {
            let matches = groups.filter { $0.attributes["data-scene"] == card.name }
            try #require(matches.count == 1, "scene \(card.name)")
            let g = matches[0]
            #expect(g.attributes["class"]?.split(separator: " ").contains("fd-scene") == true)
            let rect = try #require(g.first("rect"))
            #expect(rect.attributes["x"] == num(card.rect.x))
            #expect(rect.attributes["y"] == num(card.rect.y))
            #expect(rect.attributes["width"] == num(card.rect.width))
            #expect(rect.attributes["height"] == num(card.rect.height))
            #expect(g.first("a")?.attributes["href"] == "#scene-" + card.name)
        }

        // Every segue, unwind and relationship: a path[data-edge] inside a focusable edge group.
        let edgeGroups = tree.all.filter { $0.name == "g" && ($0.attributes["class"] ?? "").hasPrefix("fd-edge ") }
        let paths = edgeGroups.compactMap { g in g.all.first { $0.attributes["data-edge"] != nil }.map { (g, $0) } }
        let expected = storyboard.segues.count + storyboard.unwinds.count + storyboard.relationships.count
        #expect(paths.count == expected)
        #expect(layout.edges.count == expected)
        for (edge, (group, path)) in zip(layout.edges, paths) {
            #expect(path.name == "path")
            #expect(path.attributes["data-edge"] == edge.kind.rawValue)
            #expect(path.attributes["data-segue"] == edge.identifier)
            #expect(group.attributes["tabindex"] == "0")
            #expect(group.attributes["data-from"] == edge.from)
            #expect(group.attributes["data-to"] == edge.to)
            let start = try #require(edge.points.first)
            #expect(path.attributes["d"]?.hasPrefix("M\(num(start.x)) \(num(start.y))") == true)
        }
        for segue in storyboard.segues {
            #expect(paths.contains { $0.1.attributes["data-edge"] == segue.style.rawValue && $0.1.attributes["data-segue"] == segue.identifier })
        }
        #expect(paths.filter { $0.1.attributes["data-edge"] == "unwind" }.count == storyboard.unwinds.count)
    }

    @Test func twoDiagramsOnAPageShareNoId() throws {
        let a = try SVGTree(DiagramRenderer.svg(Fixtures.ratings, highlighted: [], options: Self.options("d1")))
        let b = try SVGTree(DiagramRenderer.svg(Fixtures.ratings, highlighted: [], options: Self.options("d2")))
        let idsA = Set(a.all.compactMap { $0.attributes["id"] }), idsB = Set(b.all.compactMap { $0.attributes["id"] })
        #expect(!idsA.isEmpty)
        #expect(idsA.isDisjoint(with: idsB))
    }

    @Test func noLinksWithoutURLs() throws {
        let svg = DiagramRenderer.svg(Fixtures.friendList, highlighted: [], options: DiagramOptions(idPrefix: "x", title: "t"))
        #expect(!svg.contains("<a "))
    }

    @Test func highlightedElementsAreMarked() throws {
        let tree = try SVGTree(DiagramRenderer.svg(Fixtures.friendList, highlighted: Fixtures.highlighted("friendlist"), options: Self.options("h")))
        let added = tree.all.filter { ($0.attributes["class"] ?? "").split(separator: " ").contains("is-added") }
        let scenes = Set(added.compactMap { $0.attributes["data-scene"] })
        #expect(scenes == ["EditNav", "Edit"])
        let segues = Set(added.compactMap { g in g.all.first { $0.attributes["data-edge"] != nil }?.attributes["data-segue"] })
        #expect(segues == ["editDetail", "saveInput", "cancelInput"])
        // The relationship of an added container is part of what was added.
        #expect(added.contains { $0.attributes["data-from"] == "EditNav" && $0.attributes["data-to"] == "Edit" })
        #expect(!added.contains { $0.attributes["data-scene"] == "Master" })
    }

    private func num(_ v: Double) -> String {
        v == v.rounded() ? String(Int(v)) : String(v)
    }
}
