import CodeListings
import Markup
import SourceModel

/// Turns the bytes of one Markdown file into a `LoadedChapter`: size limit, UTF-8, front
/// matter, cmark. The one chapter parser, shared by the build and `flowdoc render`.
package enum ChapterParser {
    /// Code block languages that later stages render: flow blocks and every listing language
    /// the highlighter knows (one table, so the two can never disagree).
    package static let slotLanguages: Set<String> = Set(["flow"] + ListingLanguage.infoStrings.keys + DataLanguage.infoStrings.keys)
    /// `doc:` (a DocC link to an article) is resolved by `LinkResolver`, the others by the flow pass.
    package static let slotLinkSchemes: Set<String> = ["scene", "segue", "doc"]

    package static func options(_ settings: SiteSettings) -> MarkdownOptions {
        var options = MarkdownOptions(flavor: settings.markdown, allowRawHTML: settings.allowRawHTML, slotLanguages: slotLanguages,
                                      slotLinkSchemes: slotLinkSchemes, headingAnchors: true, slotRelativeLinks: true)
        options.pageHTML = true
        options.reservedIDs = Theme.chapterPageIDs
        return options
    }

    /// Parses `bytes` read from `path` (as diagnostics show it). A file over the size limit is a
    /// diagnostic and no chapter. `includes` fills listings taken from the app's sources
    /// (`ListingIncludes`; the single-file path has no site, so no sources).
    package static func parse(
        _ bytes: [UInt8], path: String, place: ChapterPlace, options: MarkdownOptions,
        includes: ((inout MarkdownDocument) -> [Diagnostic])? = nil
    ) -> (LoadedChapter?, [Diagnostic])
    {
        if bytes.count > SourceDecoder.maximumSize {
            return (nil, [.report("content.too-large",
                                 "the file is \(bytes.count / 1_048_576) MiB; chapters are limited to \(SourceDecoder.maximumSize / 1_048_576) MiB",
                                 at: SourceLocation(path: path, line: 1, column: 1))])
        }
        let (text, decodeProblems) = SourceDecoder.decode(bytes, path: path)
        let file = SourceFile(path: path, text: text)
        let (matter, matterProblems) = FrontMatter.parse(file)
        let body = FrontMatter.blanked(text, through: matter.lastLine)
        var document = CmarkConverter.parse(body, file: file, options: options)
        let includeProblems = includes?(&document) ?? []
        var htmlProblems: [Diagnostic] = []
        if !options.allowRawHTML, let raw = document.rawHTML {
            htmlProblems.append(omittedHTML(raw))
        }
        var place = place
        if let order = matter.order { place.sortKey.order = order }
        // What the document depends on besides the text: a page parsed otherwise is another page
        // (its links, ids and listings), for every fingerprint that uses `textPrint`.
        var parsedWith = Hasher()
        parsedWith.combine(options.allowRawHTML)
        parsedWith.combine(options.flavor)
        for block in document.codeBlocks where block.includedFrom != nil {
            parsedWith.combine(block.includedFrom)
            parsedWith.combine(block.literal)
        }
        return (LoadedChapter(file: file, frontMatter: matter, document: document, place: place, parsedWith: parsedWith.finalize()),
                decodeProblems + matterProblems + includeProblems + htmlProblems)
    }

    /// One warning per chapter, at its first raw HTML: cmark printed `<!-- raw HTML omitted -->`
    /// in its place, which a reader never sees.
    static func omittedHTML(_ raw: MarkdownDocument.RawHTML) -> Diagnostic {
        let others = raw.count - 1
        let more = others == 0 ? "" : others == 1 ? " and 1 more place" : " and \(others) more places"
        return .report("content.raw-html-omitted",
                       "raw HTML '\(raw.sample)' is left out of the page\(more) in this chapter",
                       at: raw.first, length: max(1, raw.sample.count),
                       notes: [Diagnostic.Note("set `raw-html: true` in flowdoc.conf to keep raw HTML (with GitHub's tag filter), or write it in Markdown")])
    }
}
