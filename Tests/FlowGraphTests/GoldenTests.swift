import FlowGraph
import FlowSyntax
import Foundation
import SourceModel
import TestSupport
import Testing

/// The three renderers on one chapter with many mistakes, compared with files under Golden/.
/// Re-record with FLOWDOC_RECORD=1.
@Suite struct GoldenTests {
    static let chapter = """
        # Colorboard, with mistakes

        ```flow Colorboard
        scene Nav: navigation root=Palette initial
        scene Palette: tabel "Colors"
        scene Palette: table "Colors" prototypes=ColorCell actions=done
        scene Editor: view cells=static
        segue NewColor: Palette -> Editor present from=bar-button
        segue Palette -> Editr push from=cell
        unwind Editor -> Palette.don from="Done button"
        segue "broken
        ```

        > ```flow Colorboard
        > scene Extra: view initial
        > segue Extra -> Palette show
        > remove segue NewColour
        > ```

        ```swift
        performSegue(withIdentifier: "NewColour", sender: self)
        ```
        """

    static func diagnostics() -> (SourceFile, [Diagnostic]) {
        var document = FlowDocument(chapter, path: "content/02-colorboard.md")
        // The block quote's "> " prefix is not part of the flow text: shift those lines as Markup would.
        document = FlowDocument.stripBlockQuotes(document)
        let run = document.run(defaultStoryboard: "Colorboard")
        let code = FlowReference(kind: .segue, name: "NewColour", location: SourceLocation(
            path: "content/02-colorboard.md", line: 21, column: 30), length: 11, origin: .code)
        let (_, references) = run.book.resolve([code], defaultStoryboard: "Colorboard")
        return (document.file, DiagnosticPolicy().apply(run.all + references))
    }

    @Test(arguments: ["human", "github", "json"]) func rendering(_ format: String) throws {
        let (file, diagnostics) = Self.diagnostics()
        let text: String
        switch format {
        case "human": text = HumanDiagnosticRenderer(sources: { $0 == file.path ? file : nil }).render(diagnostics)
        case "github": text = GitHubDiagnosticRenderer().render(diagnostics)
        default: text = JSONDiagnosticRenderer().render(diagnostics)
        }
        Golden.check(text, "multi-error.\(format).txt")
    }

    @Test func theFixtureTripsEveryKindOfMistakeItMeansTo() {
        let rules = Set(Self.diagnostics().1.map(\.rule))
        #expect(rules == ["flow.syntax", "flow.unknown-scene", "flow.static-cells-outside-table",
                          "flow.unwind-unknown-action", "flow.multiple-entry-points", "flow.push-outside-navigation",
                          "flow.unknown-segue", "flow.dangling-reference"])
    }
}

extension FlowDocument {
    /// Re-reads blocks inside `> ` block quotes with the prefix removed and columns shifted by two.
    static func stripBlockQuotes(_ document: FlowDocument) -> FlowDocument {
        let unquoted = document.file.text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("> ") ? "  " + $0.dropFirst(2) : String($0) }.joined(separator: "\n")
        let shifted = FlowDocument(unquoted, path: document.file.path)
        return FlowDocument(file: document.file, blocks: shifted.blocks.map { block in
            FlowBlockSource(file: document.file, infoString: block.infoString, fenceLocation: block.fenceLocation,
                            lines: block.lines)
        })
    }
}
