import FlowGraph
import SourceModel

/// A chapter after the flow pass: it carries its own flow results (the storyboard after each
/// of its flow blocks, where each of its links and listing identifiers points), so rendering
/// it needs nothing looked up by position.
package struct AnalyzedChapter: Sendable {
    package var id: ChapterID
    package var loaded: LoadedChapter
    package var flows: ChapterFlowResults
    /// Where its relative links and images point in the site (set by the link check): the URL
    /// relative to this page, by index into `document.links`. A slot without an entry keeps
    /// the destination as written.
    package var links: [Int: String] = [:]

    package var outputPath: String { loaded.outputPath }
    package var title: String { loaded.title }
}

/// One page of the site, rendered.
package struct RenderedPage: Sendable {
    /// Site-relative output path.
    package var path: String
    /// The page as UTF-8, written as it is.
    package var html: [UInt8]
    /// Problems found while rendering (template errors).
    package var diagnostics: [Diagnostic]
}
