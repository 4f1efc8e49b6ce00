import Diagrams
import FlowGraph
import Foundation
import Testing

@Suite struct RenderingTests {
    static let options = DiagramOptions(idPrefix: "d1", title: "Flow", sceneURL: { "scenes.html#" + $0 })

    @Test(arguments: Fixtures.names + ["hostile"])
    func deterministic(_ name: String) throws {
        let sb = try #require(Fixtures.all[name])
        let a = DiagramRenderer.svg(sb, highlighted: Fixtures.highlighted(name), options: Self.options)
        let b = DiagramRenderer.svg(sb, highlighted: Fixtures.highlighted(name), options: Self.options)
        #expect(a == b)
        #expect(FlowLayout.layout(sb) == FlowLayout.layout(sb))
    }

    @Test func sameBytesFromManyThreads() async throws {
        let expected = DiagramRenderer.svg(Fixtures.twenty, highlighted: [], options: Self.options)
        let results = await withTaskGroup(of: String.self) { group in
            for _ in 0..<8 { group.addTask { DiagramRenderer.svg(Fixtures.twenty, highlighted: [], options: Self.options) } }
            var all: [String] = []
            for await r in group { all.append(r) }
            return all
        }
        #expect(results.allSatisfy { $0 == expected })
    }

    @Test func escapesEveryString() throws {
        let sb = Fixtures.hostile
        let options = DiagramOptions(idPrefix: "p<\"&'>", title: "Title <&\"'>", sceneURL: { "a.html?x=1&y=\"" + $0 + "\"" })
        let svg = DiagramRenderer.svg(sb, highlighted: [.scene("B<&\"'>")], options: options)
        #expect(!svg.contains("<script"))
        #expect(!svg.contains("<b>"))
        #expect(!svg.contains("<&"))
        // Well-formed, and the values read back are the raw strings.
        let tree = try SVGTree(svg)
        let names = Set(tree.all.compactMap { $0.attributes["data-scene"] })
        #expect(names == Set(sb.scenes.map(\.name)))
        #expect(tree.all.contains { $0.attributes["data-segue"] == "seg<&\"'>" })
        #expect(tree.all.contains { $0.attributes["data-segue"] == "back<'\">" })
        #expect(tree.all.contains { $0.name == "a" && $0.attributes["href"] == "a.html?x=1&y=\"A<&\"'>\"" })
        #expect(tree.root.children.first { $0.name == "title" }?.text == "Title <&\"'>")
        #expect(tree.all.contains { $0.name == "text" && $0.text == "Cell<&\"'>" })

        let text = DiagramRenderer.textDescription(sb, options: options)
        #expect(!text.contains("<script"))
        #expect(text.contains("C &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"))
        #expect(text.contains("href=\"a.html?x=1&amp;y=&quot;A&lt;&amp;&quot;&#39;&gt;&quot;\""))
    }

    @Test func longTextIsTruncatedInsideTheCard() throws {
        let long = String(repeating: "VeryLongTitleWord", count: 8)
        let sb = Storyboard(name: "Long", scenes: [
            Fixtures.scene("S", .table, long, cls: long + "Controller", id: long, initial: true, cells: .prototypes([long])),
        ])
        let svg = DiagramRenderer.svg(sb, highlighted: [], options: Self.options)
        let tree = try SVGTree(svg)
        let texts = tree.all.filter { $0.name == "text" }
        #expect(!texts.contains { $0.text.contains(long) })
        #expect(texts.contains { $0.text.hasPrefix("VeryLong") && $0.text.hasSuffix("…") })
        #expect(texts.allSatisfy { $0.text.count < 40 })
    }

    /// Issue 11: a segue performed from code read "(push, from from code)" in the tooltip.
    @Test func aManualTriggerSaysFromCodeOnce() throws {
        var board = Fixtures.friendList
        board.segues[0].trigger = .manual
        let html = DiagramRenderer.textDescription(board, options: Self.options)
        #expect(html.contains("<li>push segue showDetail to Detail, from code</li>"), "\(html)")
        let svg = DiagramRenderer.svg(board, highlighted: [], options: Self.options)
        #expect(!svg.contains("from from") && !html.contains("from from"))
        #expect(svg.contains(", from code"))
    }

    /// A modal segue's presentation style, when not automatic, is in the tooltip and the text.
    @Test func aPresentationStyleIsNamed() throws {
        var board = Fixtures.friendList
        let index = try #require(board.segues.firstIndex { $0.identifier == "editDetail" })
        #expect(!DiagramRenderer.textDescription(board, options: Self.options).contains("presentation"))
        board.segues[index].presentation = .fullScreen
        let html = DiagramRenderer.textDescription(board, options: Self.options)
        #expect(html.contains("<li>present segue editDetail to EditNav, from Edit button, presentation fullScreen</li>"), "\(html)")
        #expect(DiagramRenderer.svg(board, highlighted: [], options: Self.options).contains(", presentation fullScreen)"))
    }

    @Test func textDescriptionListsScenesAndSegues() {
        let html = DiagramRenderer.textDescription(Fixtures.friendList, options: Self.options)
        #expect(html.hasPrefix("<ul class=\"fd-text-description\" aria-label=\"Flow\">"))
        #expect(html.hasSuffix("</ul>"))
        #expect(html.components(separatedBy: "<li>").count - 1 == 5 + 2 + 2 + 2)
        #expect(html.contains("<li>Entry point: <a href=\"scenes.html#Nav\">Nav</a> (navigation controller)"))
        #expect(html.contains("<li>push segue showDetail to Detail, from cell</li>"))
        #expect(html.contains("<li>present segue editDetail to EditNav, from Edit button</li>"))
        #expect(html.contains("<li>unwind segue saveInput back to Detail, action save:, from Save button</li>"))
        #expect(html.contains("<li>root view controller: Friends</li>"))
        #expect(html.contains("class MasterViewController; prototype cells Cell"))
    }

    @Test func edgeKindsAreDrawnDistinctly() throws {
        let tree = try SVGTree(DiagramRenderer.svg(Fixtures.splitView, highlighted: [], options: Self.options))
        let groups = tree.all.filter { ($0.attributes["class"] ?? "").hasPrefix("fd-edge ") }
        func group(_ kind: String) -> SVGTree.Node? { groups.first { $0.all.contains { $0.attributes["data-edge"] == kind } } }
        #expect(group("show-detail")?.attributes["class"]?.contains("fd-edge-show-detail") == true)
        #expect(group("popover")?.all.contains { $0.attributes["class"] == "fd-marker fd-marker-hollow" } == true)
        #expect(group("embed")?.all.contains { $0.attributes["class"] == "fd-marker fd-marker-square" } == true)
        #expect(group("master")?.all.contains { $0.attributes["class"] == "fd-marker fd-marker-dot" } == true)
        #expect(group("master")?.all.contains { $0.name == "text" && $0.text == "master" } == true)
        #expect(tree.all.contains { $0.attributes["class"] == "fd-entry" })
    }

    @Test func emptyStoryboardStillRendersAnImage() throws {
        let svg = DiagramRenderer.svg(Storyboard(name: "Empty"), highlighted: [], options: Self.options)
        let tree = try SVGTree(svg)
        #expect(tree.root.attributes["role"] == "img")
    }

    @Test func linksToUnknownScenesAreLeftOut() throws {
        var sb = Fixtures.friendList
        sb.segues.append(Fixtures.segue("ghost", "Master", "Nowhere", .push))
        sb.unwinds.append(Fixtures.unwind("ghostBack", "Nowhere", "Master", "x"))
        sb.scenes.append(Fixtures.scene("Master", .view))  // a duplicate name: the first one wins
        let layout = FlowLayout.layout(sb)
        #expect(layout.cards.count == 5)
        #expect(!layout.edges.contains { $0.identifier == "ghost" || $0.identifier == "ghostBack" })
        _ = try SVGTree(DiagramRenderer.svg(sb, highlighted: [], options: Self.options))
    }
}
