import FlowGraph
import Markup
@testable import Site
import SourceModel
import Testing

/// A flow block whose snapshot was left out (FlowBlockSnapshot.chapterSceneBudget) is a figure
/// that says so and links to the storyboard page, with its source; others are drawn.
@Suite struct LeftOutFigureTests {
    static let block: MarkdownDocument.CodeBlock = {
        let text = "```flow Ma<in\nscene X: view\n```\n"
        let options = MarkdownOptions(allowRawHTML: false, slotLanguages: ["flow"], slotLinkSchemes: [], headingAnchors: false)
        return CmarkConverter.parse(text, file: SourceFile(path: "a.md", text: text), options: options).codeBlocks[0]
    }()

    @Test func leftOutSnapshotIsACaptionAndALink() {
        var snapshot = FlowBlockSnapshot(storyboard: Storyboard(name: "Ma<in"), added: [])
        snapshot.leftOutSceneCount = 7_001
        let html = ChapterRenderer.figure(Self.block, snapshot: snapshot, number: 4, root: "../").text
        #expect(html.contains("<figure class=\"flow-figure flow-figure-left-out\" id=\"flow-4\">"))
        #expect(html.contains("<a href=\"" + HTMLEscaping.escape("../" + SiteLinks.storyboardPath("Ma<in"))
                              + "\">Ma&lt;in</a> after this step: 7001 scenes, not drawn here"))
        #expect(!html.contains("<svg"))
        #expect(html.contains("<details class=\"flow-source\">"))
    }

    @Test func keptSnapshotIsDrawn() {
        var board = Storyboard(name: "Main")
        board.scenes = [Scene(name: "X", kind: .view, location: SourceLocation(path: "a.md", line: 2, column: 7))]
        let html = ChapterRenderer.figure(Self.block, snapshot: FlowBlockSnapshot(storyboard: board, added: []), number: 1, root: "").text
        #expect(html.contains("<svg"))
        #expect(!html.contains("flow-figure-left-out") && !html.contains("not drawn here"))
    }
}
