import Foundation
import Site
import Markup
import SourceModel

/// `flowdoc render FILE.md`: one chapter's body HTML on standard output, no template.
enum RenderCommand {
    static func run(_ arguments: inout Arguments) throws -> Int32 {
        let rawHTML = arguments.flag("--raw-html", "--unsafe")
        let commonMark = arguments.flag("--commonmark")
        guard let path = arguments.nextPositional() else { throw UsageError(message: "which file? give FILE.md") }
        try arguments.finish(known: ["--raw-html", "--commonmark"])
        var settings = SiteSettings()
        settings.allowRawHTML = rawHTML
        if commonMark { settings.markdown = .commonmark }
        let (html, diagnostics, file) = try SingleChapter.render(URL(fileURLWithPath: path), settings: settings)
        Console.out(html)
        let renderer = HumanDiagnosticRenderer(useColor: Console.useColor, sources: { $0 == file.path ? file : nil })
        Console.error(renderer.render(diagnostics))
        return diagnostics.hasErrors ? 1 : 0
    }
}
