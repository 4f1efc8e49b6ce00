import SourceModel
import Testing
@testable import FlowSyntax

/// One malformed line each: the message, the exact column and underline, and the fix-it.
@Suite struct ErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var line: String
        var column: Int
        var length: Int
        var message: String
        var fix: String? = nil
        var testDescription: String { line }
    }

    static let cases: [Case] = [
        Case(line: "scene Nav navigation", column: 11, length: 10, message: "expected ':' after the scene name 'Nav', found 'navigation'"),
        Case(line: "scene Nav: navigaton", column: 12, length: 9, message: "unknown scene kind 'navigaton'", fix: "navigation"),
        Case(line: "scene Nav: UINavigationController", column: 12, length: 22, message: "unknown scene kind", fix: "navigation"),
        Case(line: "scene Nav:", column: 11, length: 1, message: "expected a scene kind ('view', 'table'"),
        Case(line: "scene", column: 6, length: 1, message: "expected a scene name after 'scene' at the end of the line"),
        Case(line: "segue A -> B pusj", column: 14, length: 4, message: "unknown segue style 'pusj'", fix: "push"),
        Case(line: "segue A -> B", column: 13, length: 1, message: "expected a segue style"),
        Case(line: "segue A -> B from=cell", column: 14, length: 4, message: "expected a segue style"),
        Case(line: "segue A -> B push from=bar_button", column: 24, length: 10, message: "unknown trigger 'bar_button'", fix: "bar-button"),
        Case(line: "segue A -> B push from=", column: 24, length: 1, message: "expected a trigger after 'from='"),
        Case(line: "segue A -> B present presentation=fullscreen", column: 35, length: 10, message: "unknown presentation style 'fullscreen'", fix: "fullScreen"),
        Case(line: "segue A -> B present presentation=sheet", column: 35, length: 5, message: "unknown presentation style 'sheet'; expected"),
        Case(line: "segue A -> B push presentation=fullScreen", column: 19, length: 12, message: "'presentation' only applies to present and modal segues, and 'A -> B' is a push segue"),
        Case(line: "segue A -> B present presentation=fullScreen,custom", column: 45, length: 1, message: "'presentation' takes one value"),
        Case(line: "scene A: view clas=Foo", column: 15, length: 4, message: "unknown scene attribute 'clas'", fix: "class"),
        Case(line: "scene A: view inital", column: 15, length: 6, message: "expected an attribute such as class=Name, or 'initial', found 'inital'", fix: "initial"),
        Case(line: "scene A: view root=B", column: 15, length: 4, message: "'root' only applies to navigation scenes, and 'A' is a view scene"),
        Case(line: "scene A: navigation prototypes=Cell", column: 21, length: 10, message: "'prototypes' only applies to table, collection and view scenes"),
        Case(line: "scene A: view cells=dynamic", column: 21, length: 7, message: "'cells=dynamic' only applies to table and collection scenes"),
        Case(line: "scene A: table cells=statc", column: 22, length: 5, message: "unknown cells value 'statc'", fix: "static"),
        Case(line: "scene A: table cells=static prototypes=Cell", column: 29, length: 10, message: "contradict each other"),
        Case(line: "scene A: table static=Name cells=dynamic", column: 28, length: 5, message: "contradict each other"),
        Case(line: #"scene A: view "T" "U""#, column: 19, length: 3, message: "the title is given twice"),
        Case(line: #"scene A: view "T" title=U"#, column: 19, length: 5, message: "the title is given twice"),
        Case(line: "scene A: view class=X class=Y", column: 23, length: 5, message: "'class' is given twice"),
        Case(line: "scene A: view initial=yes", column: 15, length: 7, message: "'initial' is a flag"),
        Case(line: "scene A: view initial initial", column: 23, length: 7, message: "'initial' is given twice"),
        Case(line: "scene A: view class Foo", column: 21, length: 3, message: "expected '=' after 'class', found 'Foo'"),
        Case(line: "scene A: view class", column: 20, length: 1, message: "expected '=' after 'class'"),
        Case(line: "scene A: navigation root=B,C", column: 27, length: 1, message: "'root' takes one value"),
        Case(line: "scene A: tab tabs=B,", column: 21, length: 1, message: "expected another item after ',' at the end of the line"),
        Case(line: "scene A: view from=cell", column: 15, length: 4, message: "'from' is not a scene attribute; it belongs on segues and unwinds"),
        Case(line: "scene A: view id=", column: 18, length: 1, message: "expected a value after 'id='"),
        Case(line: "scene A: view id=-x", column: 18, length: 2, message: "storyboard ID '-x' starts with '-'"),
        Case(line: "scene A: view actions=save-all", column: 23, length: 8, message: "action name 'save-all' contains '-'", fix: "save_all"),
        Case(line: "segue A => B push", column: 9, length: 2, message: "write '->' for a segue arrow, not '=>'", fix: "->"),
        Case(line: "segue A \u{2192} B push", column: 9, length: 1, message: "write '->' for a segue arrow", fix: "->"),
        Case(line: "segue A B push", column: 9, length: 1, message: "expected '->' after the source scene 'A', found 'B'"),
        Case(line: "segue showDetail A -> B push", column: 18, length: 1, message: "expected ':' after the identifier 'showDetail', found 'A'"),
        Case(line: "segue A -> B push class=Fade", column: 19, length: 5, message: "'class' only applies to custom segues, and 'A -> B' is a push segue"),
        Case(line: "segue A -> B push extra", column: 19, length: 5, message: "expected an attribute such as from=cell, found 'extra'"),
        Case(line: "segue A -> B push root=C", column: 19, length: 4, message: "'root' is not a segue attribute; it belongs on scenes"),
        Case(line: "unwind A -> B", column: 14, length: 1, message: "expected '.' and the unwind action after 'B', as in B.save at the end of the line"),
        Case(line: "unwind A -> B.", column: 15, length: 1, message: "expected an unwind action after 'B.'"),
        Case(line: "unwind A -> B.save from=\"\"", column: 25, length: 2, message: "empty trigger label"),
        Case(line: "remove thing X", column: 8, length: 5, message: "unknown remove target 'thing'"),
        Case(line: "remove", column: 7, length: 1, message: "expected 'scene', 'segue' or 'unwind' after 'remove'"),
        Case(line: "remove scene A B", column: 16, length: 1, message: "unexpected 'B' after the end of the statement"),
        Case(line: "remove segue", column: 13, length: 1, message: "expected a segue identifier, or 'SOURCE -> DESTINATION' after 'remove segue'"),
        Case(line: "scen A: view", column: 1, length: 4, message: "expected a statement ('scene', 'segue', 'unwind' or 'remove'), found 'scen'", fix: "scene"),
        Case(line: "Scene A: view", column: 1, length: 5, message: "expected a statement", fix: "scene"),
        Case(line: ": view", column: 1, length: 1, message: "expected a statement"),
        Case(line: #"scene "A": view"#, column: 7, length: 3, message: "scene names are written without quotes", fix: "A"),
        Case(line: "scene my-scene: view", column: 7, length: 8, message: "scene name 'my-scene' contains '-'", fix: "my_scene"),
        Case(line: "scene 2nd: view", column: 7, length: 3, message: "scene name '2nd' starts with a digit"),
        Case(line: "scene Café: view", column: 7, length: 4, message: "scene name 'Café' contains 'é' (U+00E9"),
        Case(line: #"scene A: view "unterminated"#, column: 15, length: 13, message: "unterminated string"),
        Case(line: #"scene A: view "bad \n escape""#, column: 20, length: 2, message: #"unknown escape '\n' in a string"#),
        Case(line: "scene\tA: view", column: 6, length: 1, message: "tab character", fix: " "),
        Case(line: "scene A\u{0}: view", column: 8, length: 1, message: "invisible control character U+0000"),
        Case(line: "scene A:\u{A0}view", column: 9, length: 1, message: "unusual space U+00A0 NO-BREAK SPACE", fix: " "),
        Case(line: "scene A: view \u{201C}Title\u{201D}", column: 15, length: 1, message: "curly quote", fix: "\""),
        Case(line: "scene A: view @home", column: 15, length: 1, message: "unexpected character '@'"),
        Case(line: "scene A\u{200B}: view", column: 8, length: 1, message: "invisible character U+200B ZERO WIDTH SPACE", fix: ""),
        Case(line: "scene A: view # bell \u{7}", column: 22, length: 1, message: "invisible control character U+0007"),
    ]

    @Test(arguments: cases) func malformedLine(_ c: Case) throws {
        let (block, diagnostics) = Fixture.parse(c.line)
        try #require(diagnostics.count == 1, "\(diagnostics.map(\.message))")
        let d = diagnostics[0]
        #expect(d.rule == "flow.syntax")
        #expect(d.severity == .error)
        #expect(d.location == SourceLocation(path: "chapter.md", line: 2, column: c.column), "\(d.message)")
        #expect(d.length == c.length, "\(d.message)")
        #expect(d.message.contains(c.message), "\(d.message)")
        #expect(d.fixIts.first?.replacement == c.fix)
        if let fixIt = d.fixIts.first {
            #expect(fixIt.location == d.location && fixIt.length == d.length)
            #expect(fixIt.message.isEmpty == false)
        }
        #expect(block.hasErrors)
    }

    @Test func partialStatementsKeepTheirEssentialParts() throws {
        let (block, diagnostics) = Fixture.parse("scene Nav: navigation root=Master initail")
        #expect(diagnostics.count == 1)
        let scene = try #require(block.statements.first?.scene)
        #expect(scene.attributes.named("root")?.value?.text == "Master")
        #expect(scene.initial == nil)
        let (segues, _) = Fixture.parse("segue A -> B push from=cel")
        #expect(segues.statements.first?.segue?.trigger == nil)
    }

    @Test func threeBadLinesGiveThreeDiagnosticsAndGoodLinesStillParse() {
        let (block, diagnostics) = Fixture.parse("""
            scene Nav: navigation root=Master initial
            scene Master: tabel "Friends"
            scene Detail: table
            segue Master -> Detail psh
            # fine
            segue showDetail: Master -> Detail push
            unwind Detail -> Master
            unwind Detail -> Master.done
            """)
        #expect(diagnostics.map(\.location?.line) == [3, 5, 8])
        #expect(diagnostics.map(\.location?.column) == [15, 24, 24])
        // The scene with a misspelt kind is still declared (as the suggested kind), so nothing cascades.
        #expect(block.statements.map(\.keyword.location.line) == [2, 3, 4, 7, 9])
        #expect(block.statements[1].scene?.kind.text == "table")
    }

    @Test func columnsCountFromANonZeroStart() throws {
        let d = try #require(Fixture.failure("segue A -> B pusj", indent: 6))
        #expect(d.location?.column == 20)
        #expect(d.fixIts.first?.location.column == 20)
        let e = try #require(Fixture.failure("scene Nav:", indent: 3))
        #expect(e.location?.column == 14)
    }

    @Test func veryLongLinesAreReportedNotParsed() throws {
        let line = "scene A: view title=" + String(repeating: "x", count: 20_000)
        let d = try #require(Fixture.failure(line, indent: 2))
        #expect(d.message == "line is 20020 characters long; flow lines are limited to 10000")
        #expect(d.location?.column == 2 + 1 + 10_000)
        let longName = "scene " + String(repeating: "n", count: 9_000) + ": nowhere"
        let e = try #require(Fixture.failure(longName))
        #expect(e.message.contains("unknown scene kind 'nowhere'"))
        let longKind = "scene A: " + String(repeating: "k", count: 9_000)
        let f = try #require(Fixture.failure(longKind))
        #expect(f.length == 9_000)
        #expect(f.message.count < 200)
    }

    @Test func infoStringErrorsPointIntoTheInfoString() throws {
        let bad = Fixture.parse("scene A: view initial", info: "flow 9Board")
        #expect(bad.diagnostics.count == 1)
        #expect(bad.diagnostics.first?.location == SourceLocation(path: "chapter.md", line: 1, column: 9))
        #expect(bad.diagnostics.first?.length == 6)
        #expect(bad.diagnostics.first?.message == "storyboard name '9Board' must start with a letter")
        #expect(bad.block.storyboardName == nil)
        #expect(bad.block.statements.count == 1)
        let unicode = Fixture.parse("", info: "flow Cafés", indent: 2)
        #expect(unicode.diagnostics.first?.location?.column == 11)
        #expect(unicode.diagnostics.first?.message.contains("contains 'é'") == true)
        let extra = Fixture.parse("", info: "flow Main extra")
        #expect(extra.diagnostics.first?.location?.column == 14)
        #expect(extra.block.storyboardName?.text == "Main")
    }
}
