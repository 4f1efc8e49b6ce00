@testable import Diagrams
import FlowGraph
import Synchronization
import Testing

/// Cards, edges and text-list items reused from a storyboard's previous diagram
/// (`DiagramPieces`): the output is always what drawing everything again gives.
@Suite struct DiagramPiecesTests {
    static func options(_ prefix: String, url: String = "board.html#") -> DiagramOptions {
        DiagramOptions(idPrefix: prefix, title: "Storyboard Board0, step \(prefix)", sceneURL: { url + $0 }, sceneURLKey: url)
    }

    /// What a page gets without any reuse.
    static func fresh(_ sb: Storyboard, _ highlighted: Set<FlowElement>, _ options: DiagramOptions) -> (String, String) {
        (DiagramRenderer.svg(sb, highlighted: highlighted, options: options), DiagramRenderer.textDescription(sb, options: options))
    }

    static func expectSame(_ sb: Storyboard, _ highlighted: Set<FlowElement>, _ options: DiagramOptions, _ pieces: DiagramPieces,
                           sourceLocation: SourceLocation = #_sourceLocation) {
        let figure = DiagramRenderer.figure(sb, highlighted: highlighted, options: options, pieces: pieces)
        let (svg, text) = fresh(sb, highlighted, options)
        #expect(figure.svg == svg, sourceLocation: sourceLocation)
        #expect(figure.textDescription == text, sourceLocation: sourceLocation)
    }

    /// The bench book's storyboard, one chapter after another: most pieces are reused, and
    /// every diagram is byte for byte the one drawn from scratch.
    @Test func chaptersOfTheBenchShapeInOrder() {
        let pieces = DiagramPieces()
        for steps in 0...49 {
            Self.expectSame(BenchmarkShape.storyboard(steps: steps), BenchmarkShape.highlighted(steps: steps), Self.options("flow\(steps)"), pieces)
        }
        // 50 diagrams of up to 51 cards, 50 edges and 51 items: most come from the step before.
        #expect(pieces.reusedPieces > 2_000)
        #expect(pieces.keptBoards == 1)
    }

    /// A storyboard drawn again unchanged reuses every piece: each card, edge and text-list
    /// item, and the end of the SVG (entry arrows, key and closing tags).
    @Test func anUnchangedStoryboardReusesEveryPiece() {
        let sb = Fixtures.friendList
        let layout = FlowLayout.layout(sb)
        #expect(!layout.legend.isEmpty && !layout.entryArrows.isEmpty)
        let pieces = DiagramPieces()
        Self.expectSame(sb, [], Self.options("a"), pieces)
        let before = pieces.reusedPieces
        Self.expectSame(sb, [], Self.options("a"), pieces)
        #expect(pieces.reusedPieces - before == 2 * layout.cards.count + layout.edges.count + 1)
    }

    /// Scene links made under a `sceneURLKey` come from the previous diagram: `sceneURL` is
    /// asked about new scenes only, and the diagram is the one drawn with every link made.
    @Test func sceneLinksAreReusedUnderTheSameKey() {
        final class Calls: Sendable { let count = Mutex(0) }
        let calls = Calls(), pieces = DiagramPieces()
        var scenes = 0
        for steps in 0...9 {
            let sb = BenchmarkShape.storyboard(steps: steps), highlighted = BenchmarkShape.highlighted(steps: steps)
            let counted = DiagramOptions(idPrefix: "k", title: "K", sceneURL: { name in
                calls.count.withLock { $0 += 1 }
                return "board.html#" + name
            }, sceneURLKey: "board.html#")
            let figure = DiagramRenderer.figure(sb, highlighted: highlighted, options: counted, pieces: pieces)
            let (svg, text) = Self.fresh(sb, highlighted, DiagramOptions(idPrefix: "k", title: "K", sceneURL: { "board.html#" + $0 }))
            #expect(figure.svg == svg)
            #expect(figure.textDescription == text)
            scenes += sb.scenes.count
        }
        let made = calls.count.withLock { $0 }
        #expect(made > BenchmarkShape.storyboard(steps: 0).scenes.count && made < scenes / 2)
    }

    /// Out of order (as when two threads share a storyboard's chapters) and after a step back.
    @Test func chaptersInAnyOrder() {
        let pieces = DiagramPieces()
        for steps in [30, 5, 31, 30, 49, 0, 48, 12] {
            Self.expectSame(BenchmarkShape.storyboard(steps: steps), BenchmarkShape.highlighted(steps: steps), Self.options("d"), pieces)
        }
    }

    /// Nothing that a piece is drawn from may be left out of its key: each change below alters
    /// some cards, edges or items of a storyboard drawn just before under the same name.
    @Test(arguments: Self.variants.indices)
    func aChangedInputIsDrawnAgain(_ variant: Int) {
        let base = Fixtures.friendList
        let pieces = DiagramPieces()
        Self.expectSame(base, [], Self.options("a"), pieces)
        let (sb, highlighted, options) = Self.variants[variant]
        Self.expectSame(sb, highlighted, options, pieces)
    }

    static let variants: [(Storyboard, Set<FlowElement>, DiagramOptions)] = {
        let base = Fixtures.friendList
        func changed(_ edit: (inout Storyboard) -> Void) -> Storyboard {
            var sb = base
            edit(&sb)
            return sb
        }
        return [
            (base, [.scene("Detail")], options("a")),
            (base, [.segue(base.segues[0].key)], options("a")),
            (base, [], options("b", url: "other.html#")),
            (base, [], DiagramOptions(idPrefix: "a", title: "Another title")),
            (changed { $0.scenes[1].title = "Pals" }, [], options("a")),
            (changed { $0.scenes[1].className = "PalsViewController" }, [], options("a")),
            (changed { $0.scenes[1].storyboardID = "pals" }, [], options("a")),
            (changed { $0.scenes[1].cells = .prototypes(["FriendCell"]) }, [], options("a")),
            (changed { $0.scenes[1].cells = .none }, [], options("a")),
            (changed { $0.scenes[0].isInitial = false }, [], options("a")),
            (changed { $0.scenes[2].actions = ["done"] }, [], options("a")),
            (changed { $0.segues[0].identifier = "showFriend" }, [], options("a")),
            (changed { $0.segues[0].trigger = .barButton }, [], options("a")),
            (changed { $0.segues[0].style = .present }, [], options("a")),
            (changed { $0.segues[0].className = "FadeSegue" }, [], options("a")),
            (changed { $0.scenes.append(Fixtures.scene("Extra", .view, "Extra")) }, [], options("a")),
            // The second of a scene's two unwinds, and the title of a segue's target.
            (changed { $0.unwinds[1].identifier = "dropInput" }, [], options("a")),
            (changed { $0.unwinds[1].action = "save" }, [], options("a")),
            (changed { $0.scenes[2].title = "Friend" }, [], options("a")),
            (changed { $0.segues.append(Fixtures.segue("again", "Master", "Detail", .push, from: .accessory)) }, [], options("a")),
        ]
    }()

    /// A card or edge drawn before with the other mark is that piece with ` is-added` taken out
    /// of or put into its class (`DiagramPieces.remarked`): every change of marks, one diagram
    /// after another, on storyboards whose names hold quotes, `>`, `class="` and ` is-added"`.
    @Test func aChangedMarkIsRemarked() {
        var odd = Fixtures.friendList
        let names = ["Nav": "N\"a>v class=\"", "Master": "M is-added\" x", "Detail": "D'<é>\"\"", "EditNav": "class=", "Edit": "E → t"]
        func renamed(_ name: String) -> String { names[name] ?? name }
        for i in odd.scenes.indices {
            odd.scenes[i].name = renamed(odd.scenes[i].name)
            odd.scenes[i].root = odd.scenes[i].root.map(renamed)
            odd.scenes[i].tabs = odd.scenes[i].tabs.map(renamed)
            odd.scenes[i].master = odd.scenes[i].master.map(renamed)
            odd.scenes[i].detail = odd.scenes[i].detail.map(renamed)
        }
        for i in odd.segues.indices {
            odd.segues[i].source = renamed(odd.segues[i].source)
            odd.segues[i].destination = renamed(odd.segues[i].destination)
        }
        for i in odd.unwinds.indices {
            odd.unwinds[i].source = renamed(odd.unwinds[i].source)
            odd.unwinds[i].target = renamed(odd.unwinds[i].target)
        }
        for sb in [Fixtures.friendList, odd] {
            let scenes = sb.scenes.map(\.name)
            let marks: [Set<FlowElement>] = [
                [], [.scene(scenes[1])], [.scene(scenes[2]), .segue(sb.segues[0].key)], [], [.segue(sb.segues[0].key)],
                Set(sb.segues.map { .segue($0.key) } + sb.unwinds.map { .segue($0.key) }), [.scene(scenes[0]), .scene(scenes[4])], [],
            ]
            let pieces = DiagramPieces()
            var reused = 0
            for highlighted in marks + marks.reversed() {
                let before = pieces.reusedPieces
                Self.expectSame(sb, highlighted, Self.options("m"), pieces)
                reused += pieces.reusedPieces - before
            }
            // Every card and edge after the first diagram: none is drawn again.
            let layout = FlowLayout.layout(sb)
            #expect(reused == (2 * marks.count - 1) * (2 * layout.cards.count + layout.edges.count + 1))
        }
    }

    /// `remarked` leaves a piece it does not recognise to be drawn again.
    @Test func anUnexpectedPieceIsNotRemarked() {
        #expect(DiagramPieces.remarked("<g class=\"fd-edge\">", classQuote: 2, added: false) == nil)
        #expect(DiagramPieces.remarked("<g class=\"fd-edge is-added\">", classQuote: 2, added: false) == "<g class=\"fd-edge\">")
        #expect(DiagramPieces.remarked("<g class=\"fd-edge\">", classQuote: 2, added: true) == "<g class=\"fd-edge is-added\">")
        #expect(DiagramPieces.remarked("<g class=\"fd-edge\">", classQuote: 4, added: true) == nil)
        #expect(DiagramPieces.remarked("is-added\"", classQuote: 1, added: false) == nil)
        #expect(DiagramPieces.remarked("", classQuote: 1, added: true) == nil)
    }

    /// Only the most recently drawn storyboards are kept.
    @Test func keepsAFewStoryboards() {
        let pieces = DiagramPieces(boards: 3)
        for k in 0..<7 {
            var sb = Fixtures.ratings
            sb.name = "Board\(k)"
            Self.expectSame(sb, [], Self.options("d"), pieces)
        }
        #expect(pieces.keptBoards == 3)
        // A storyboard drawn again under a name still kept reuses its pieces…
        let before = pieces.reusedPieces
        var again = Fixtures.ratings
        again.name = "Board6"
        Self.expectSame(again, [], Self.options("d"), pieces)
        #expect(pieces.reusedPieces > before)
        // …one dropped from the table does not.
        let now = pieces.reusedPieces
        again.name = "Board0"
        Self.expectSame(again, [], Self.options("d"), pieces)
        #expect(pieces.reusedPieces == now)
    }

    /// Pages render on several threads sharing one table.
    @Test func sameBytesFromManyThreads() async {
        let pieces = DiagramPieces()
        let ok = await withTaskGroup(of: Bool.self) { group in
            for t in 0..<4 {
                group.addTask {
                    var all = true
                    for steps in stride(from: t, through: 49, by: 3) {
                        let sb = BenchmarkShape.storyboard(steps: steps), h = BenchmarkShape.highlighted(steps: steps)
                        let figure = DiagramRenderer.figure(sb, highlighted: h, options: Self.options("f"), pieces: pieces)
                        let (svg, text) = Self.fresh(sb, h, Self.options("f"))
                        all = all && figure.svg == svg && figure.textDescription == text
                    }
                    return all
                }
            }
            var all = true
            for await r in group { all = all && r }
            return all
        }
        #expect(ok)
    }

    /// The natural width handed to the page is the one written in the `<svg>` element.
    @Test func naturalWidthIsTheWrittenOne() throws {
        for name in Fixtures.names {
            let sb = try #require(Fixtures.all[name])
            let figure = DiagramRenderer.figure(sb, highlighted: [], options: Self.options("w"))
            let tag = try #require(figure.svg.split(separator: ">").first)
            let attribute = try #require(tag.firstRange(of: " width=\""))
            let value = tag[attribute.upperBound...].prefix { $0 != "\"" }
            #expect(figure.naturalWidth == Double(value))
        }
    }
}
