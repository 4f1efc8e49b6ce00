import Foundation
import Markup
import SourceModel

/// One Markdown file rendered on its own (`flowdoc render`): its body HTML, no template.
public enum SingleChapter {
    public static func render(_ url: URL, settings: SiteSettings = SiteSettings()) throws -> (html: String, diagnostics: [Diagnostic], file: SourceFile) {
        if let what = FileKind(path: url.path).specialDescription {
            throw SiteError.io("cannot read '\(url.path)': it is \(what), not a Markdown file")
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw SiteError.io("cannot read '\(url.path)'")
        }
        let path = url.lastPathComponent
        guard data.count <= SourceDecoder.maximumSize else {
            throw SiteError.io("'\(path)' is larger than \(SourceDecoder.maximumSize / 1_048_576) MiB")
        }
        let (text, diagnostics0) = SourceDecoder.decode([UInt8](data), path: path)
        var diagnostics = diagnostics0
        let file = SourceFile(path: path, text: text)
        let (matter, problems) = FrontMatter.parse(file)
        diagnostics += problems
        let options = MarkdownOptions(
            allowRawHTML: settings.allowRawHTML, slotLanguages: ContentLoader.slotLanguages,
            slotLinkSchemes: ContentLoader.slotLinkSchemes, headingAnchors: true)
        let document = CmarkConverter.parse(FrontMatter.blanked(text, through: matter.lastLine), file: file, options: options)
        var chapter = Chapter(file: file, frontMatter: matter, document: document, outputPath: "index.html",
                              partIndex: nil, isIndex: false, sortKey: (0, path))
        chapter.prepared = PreparedChapter(chapter)
        let analysis = BookAnalysis.run([chapter], settings: settings)
        diagnostics += analysis.diagnostics
        let html = ChapterRenderer(analysis: analysis).body(of: chapter, at: 0)
        return (html, DiagnosticPolicy().apply(diagnostics), file)
    }
}
