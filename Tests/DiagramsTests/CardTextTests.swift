@testable import Diagrams
import FlowGraph
import Testing

/// What a card's text shows when it is longer than the card.
@Suite struct CardTextTests {
    /// A title cut on its second line kept the second line's words but lost the space the first
    /// line broke at: "Welcome to the / onboarding flow oft…" for "… flow of this application".
    /// Every line a card shows, less its "…", is a piece of the text it was cut from.
    @Test func aCutLineIsAPieceOfItsText() throws {
        let texts = ["Welcome to the onboarding flow of this application",
                     "Choose the things you are interested in before we start",
                     "Sign in to your account with your email address or phone number"]
        let sb = Storyboard(name: "Cut", scenes: texts.enumerated().map { i, text in
            Fixtures.scene("S\(i)", .view, text, initial: i == 0)
        })
        var checked = 0
        for (i, text) in texts.enumerated() {
            let content = CardContent(try #require(sb.scene(named: "S\(i)")))
            #expect(content.truncated > 0)
            for line in content.title {
                let piece = line.hasSuffix("…") ? String(line.dropLast()) : line
                #expect(text.contains(piece), "'\(line)' is not a piece of '\(text)'")
                checked += line.hasSuffix("…") ? 1 : 0
            }
        }
        #expect(checked >= texts.count)
    }

    /// A storyboard reference's card said only "storyboard reference": every segue into it
    /// pointed at a box that did not say where it leads. It names the storyboard and the
    /// storyboard ID it opens, as Xcode's reference box does; the tooltip and the text list too.
    @Test func aReferenceCardSaysWhatItOpens() throws {
        var login = Fixtures.scene("Login", .reference)
        login.referencedStoryboard = "Authentication"
        login.referencedTarget = "LoginViewController"
        var help = Fixtures.scene("Help", .reference)
        help.referencedStoryboard = "Help"
        let sb = Storyboard(name: "Refs", scenes: [Fixtures.scene("Home", .view, initial: true), login, help], segues: [
            Fixtures.segue("login", "Home", "Login", .present, from: .button),
            Fixtures.segue("help", "Home", "Help", .show, from: .button),
        ], unwinds: [])
        let options = DiagramOptions(idPrefix: "t", title: "Refs")
        let tree = try SVGTree(DiagramRenderer.svg(sb, highlighted: [], options: options))
        let texts = tree.all.filter { $0.name == "text" }.map(\.text)
        #expect(texts.contains("Authentication.storyboard") && texts.contains("LoginViewController"))
        #expect(texts.contains("Help.storyboard"))
        #expect(!texts.contains("storyboard reference"))
        let titles = tree.all.filter { $0.name == "title" }.map(\.text)
        #expect(titles.contains { $0.contains("opens Authentication.storyboard at LoginViewController") }, "\(titles)")
        let list = DiagramRenderer.textDescription(sb, options: options)
        #expect(list.contains("opens Authentication.storyboard at storyboard ID LoginViewController"), "\(list)")
        // A target too long for the card is cut, and counted.
        login.referencedTarget = String(repeating: "VeryLongStoryboardIdentifier", count: 3)
        #expect(CardContent(login).truncated == 1)
    }
    /// `CardContent.same` (in place, the texts' box by identity first) answers as `==`: for a
    /// content and its copy (one box), one made again from the same scene (an equal box),
    /// and contents of other scenes, kinds, rows and compactness.
    @Test func sameAnswersAsEquality() {
        var contents: [CardContent] = []
        for name in Fixtures.names {
            for scene in Fixtures.all[name]!.scenes {
                contents.append(CardContent(scene))
                contents.append(CardContent(scene, triggerRows: 7))
                contents.append(CardContent(scene, compact: true))
            }
        }
        let again = contents.map { $0 }
        var remade: [CardContent] = []
        for name in Fixtures.names {
            for scene in Fixtures.all[name]!.scenes {
                remade.append(CardContent(scene))
                remade.append(CardContent(scene, triggerRows: 7))
                remade.append(CardContent(scene, compact: true))
            }
        }
        var equal = 0
        for i in contents.indices {
            for (other, j) in [(again, i), (remade, i), (remade, (i + 1) % contents.count), (contents, (i + 2) % contents.count)] {
                #expect(CardContent.same(contents, i, other, j) == (contents[i] == other[j]))
                if contents[i] == other[j] { equal += 1 }
            }
        }
        #expect(equal >= 2 * contents.count)
    }
}
