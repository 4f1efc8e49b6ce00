import SourceModel
import Testing
@testable import FlowSyntax

/// `scene NAME: reference storyboard=NAME [target=ID]`: storyboard references.
@Suite struct ReferenceSyntaxTests {
    @Test func aReferenceWithItsStoryboardAndTarget() throws {
        let scene = try #require(Fixture.statement(#"scene Settings: reference "Settings" storyboard=Preferences target=settings-root"#)?.scene)
        #expect(scene.kind.text == "reference")
        #expect(scene.title?.text == "Settings")
        let storyboard = try #require(scene.attributes.named("storyboard")?.value)
        #expect(storyboard.text == "Preferences")
        #expect(storyboard.location.column == 49)
        #expect(storyboard.length == 11)
        #expect(scene.attributes.named("target")?.value?.text == "settings-root")
    }

    @Test func targetIsOptionalAndAnyOrderWorks() throws {
        let scene = try #require(Fixture.statement("scene Players: reference initial storyboard=Players-iPad id=players")?.scene)
        #expect(scene.attributes.named("storyboard")?.value?.text == "Players-iPad")
        #expect(scene.attributes.named("target") == nil)
        #expect(scene.initial != nil)
        let quotedTarget = try #require(Fixture.statement(#"scene Odd: reference target="Odd one" storyboard=Main"#)?.scene)
        #expect(quotedTarget.attributes.named("target")?.value?.text == "Odd one")
    }

    @Test func aReferenceWithoutItsStoryboardIsReportedAtTheKind() throws {
        let (block, diagnostics) = Fixture.parse("scene Players: reference target=players")
        try #require(diagnostics.count == 1)
        let d = diagnostics[0]
        #expect(d.rule == "flow.syntax" && d.severity == .error)
        #expect(d.message == "a reference names its storyboard: storyboard=Name")
        #expect(d.location?.column == 16 && d.length == 9)
        // The scene itself survives, so segues to it do not cascade into unknown-scene errors.
        #expect(block.statements.first?.scene?.name.text == "Players")
        #expect(block.statements.first?.scene?.attributes.named("target")?.value?.text == "players")
    }

    @Test func storyboardAndTargetBelongToReferencesOnly() throws {
        let storyboard = try #require(Fixture.failure("scene A: view storyboard=Main"))
        #expect(storyboard.message == "'storyboard' only applies to storyboard references, and 'A' is a view scene")
        #expect(storyboard.location?.column == 15 && storyboard.length == 10)
        let target = try #require(Fixture.failure("scene Nav: navigation root=B target=x"))
        #expect(target.message == "'target' only applies to storyboard references, and 'Nav' is a navigation scene")
        let onSegue = try #require(Fixture.failure("segue A -> B show storyboard=Main"))
        #expect(onSegue.message == "'storyboard' is not a segue attribute; it belongs on scenes")
    }

    @Test(arguments: [
        ("scene R: reference storyboard=Main static=A", "static", 36),
        ("scene R: reference storyboard=Main cells=static", "cells", 36),
        ("scene R: reference storyboard=Main actions=save", "actions", 36),
        (#"scene R: reference storyboard=Main dismiss="Done button""#, "dismiss", 36),
    ])
    func whatDescribesTheOpenedSceneIsNotAllowed(_ line: String, _ key: String, _ column: Int) throws {
        let d = try #require(Fixture.failure(line))
        #expect(d.message.hasPrefix("'\(key)' does not apply to a storyboard reference: 'R' stands for a scene of another storyboard"))
        #expect(d.location?.column == column)
        #expect(d.length == key.count)
    }

    @Test func prototypesKeepTheirOwnMessage() throws {
        let d = try #require(Fixture.failure("scene R: reference storyboard=Main prototypes=Cell"))
        #expect(d.message == "'prototypes' only applies to table, collection and view scenes (a view controller with a table or collection view inside), and 'R' is a reference scene")
    }

    @Test func malformedStoryboardNames() throws {
        let quoted = try #require(Fixture.failure(#"scene R: reference storyboard="Main""#))
        #expect(quoted.message == "storyboard names are written without quotes")
        #expect(quoted.fixIts.first?.replacement == "Main")
        let digit = try #require(Fixture.failure("scene R: reference storyboard=2fast"))
        #expect(digit.message == "storyboard name '2fast' must start with a letter")
        let empty = try #require(Fixture.failure("scene R: reference storyboard="))
        #expect(empty.message == "expected a value after 'storyboard=' at the end of the line")
        let list = try #require(Fixture.failure("scene R: reference storyboard=A,B"))
        #expect(list.message.hasPrefix("'storyboard' takes one value"))
        let badTarget = try #require(Fixture.failure("scene R: reference storyboard=A target=-x"))
        #expect(badTarget.message == "storyboard ID '-x' starts with '-'")
    }

    @Test(arguments: [
        ("scene R: refrence storyboard=Main", "refrence"),
        ("scene R: viewControllerPlaceholder storyboard=Main", "viewControllerPlaceholder"),
        ("scene R: UIStoryboardReference storyboard=Main", "UIStoryboardReference"),
        ("scene R: storyboard storyboard=Main", "storyboard"),
    ])
    func misspelledKindsSuggestReference(_ line: String, _ word: String) throws {
        let d = try #require(Fixture.failure(line))
        #expect(d.message.hasPrefix("unknown scene kind '\(word)'"))
        #expect(d.message.contains("'page' or 'reference'"))
        #expect(d.fixIts.first?.replacement == "reference")
    }

    @Test func misspelledKeysSuggestTheNewOnes() throws {
        let d = try #require(Fixture.failure("scene R: reference storybord=Main"))
        #expect(d.message == "unknown scene attribute 'storybord'")
        #expect(d.fixIts.first?.replacement == "storyboard")
        let e = try #require(Fixture.failure("scene R: reference storyboard=Main traget=x"))
        #expect(e.fixIts.first?.replacement == "target")
    }

    @Test func theVocabularyListsTheKindAndItsKeys() {
        #expect(FlowVocabulary.sceneKinds.last == "reference")
        #expect(FlowVocabulary.sceneKeys.contains("storyboard") && FlowVocabulary.sceneKeys.contains("target"))
    }
}
