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
}
