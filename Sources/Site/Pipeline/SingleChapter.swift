import FlowGraph
import Foundation
import SourceModel

/// One Markdown file rendered on its own (`flowdoc render`): its body HTML, no template.
/// The same chapter parser, preparation, flow pass and renderer as a build, over a book of one.
package enum SingleChapter {
    package static func render(_ url: URL, settings: SiteSettings = SiteSettings()) throws -> (html: String, diagnostics: [Diagnostic], file: SourceFile) {
        if let what = FileKind(path: url.path).specialDescription {
            throw SiteError.io("cannot read '\(url.path)': it is \(what), not a Markdown file")
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw SiteError.io("cannot read '\(url.path)'")
        }
        let path = url.lastPathComponent
        let place = ChapterPlace(outputPath: "index.html", isIndex: false, partIndex: nil, sortKey: .init(order: 0, stem: path))
        let (loaded, problems) = ChapterParser.parse([UInt8](data), path: path, place: place, options: ChapterParser.options(settings))
        guard let loaded else {
            return ("", DiagnosticPolicy().apply(problems), SourceFile(path: path, text: ""))
        }
        let prepared = PreparedChapter(loaded)
        let (analysis, results) = BookAnalysis.run([prepared.flows], defaultStoryboard: settings.defaultStoryboard)
        let chapter = AnalyzedChapter(id: ChapterID(0), loaded: loaded, flows: results[0])
        return (ChapterRenderer.body(of: chapter), DiagnosticPolicy().apply(problems + FrontMatter.ignoredKeyWarnings([loaded.frontMatter]) + analysis.diagnostics), loaded.file)
    }
}
