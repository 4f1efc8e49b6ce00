import FlowGraph
import Foundation
import SourceModel

/// What the steps of one build produce, in order; each step reads what the ones before it left.
struct BuildContext {
    let root: URL
    let incremental: Bool
    var settings = SiteSettings()
    var theme: Theme?
    /// `theme.fingerprint`, worked out once.
    var themePrint = 0
    var tree = ContentTree(chapters: [], parts: [], assets: [])
    var prepared: [PreparedChapter] = []
    var analysis = BookAnalysis()
    var chapters: [AnalyzedChapter] = []
    var storyboardPages: [StoryboardPage] = []
    var diagnostics: [Diagnostic] = []
    var sources: [String: SourceFile] = [:]
    var pagesRendered = 0
    /// The links of every published chapter.
    var linkCount = 0
    /// In `serve`: what changed since the last build, when only chapters changed in place (the
    /// steps then redo only what the edit reaches); nil when the whole book is looked at.
    var edit: ChapterEdit?
    /// Set by the page step after an edit that added and removed no page, cleared by a step
    /// whose files changed otherwise: the site's paths are then those of the last build, and
    /// `outputPaths` holds only what steps added on top (already among them).
    var keepsLastPaths = false
    /// Every site path the build produced (pages, theme static files, assets).
    var outputPaths: Set<String> = []

    init(root: URL, incremental: Bool) {
        self.root = root
        self.incremental = incremental
    }

    /// Chapters, storyboard pages, the storyboard index (when there are storyboards), the
    /// generated home page (when the site has none), 404 and the print page (when there is one).
    var pageCount: Int {
        chapters.count + storyboardPages.count + (storyboardPages.isEmpty ? 0 : 1) + (hasGeneratedHome ? 1 : 0) + 1
            + (hasPrintPage ? 1 : 0)
    }

    /// Whether flowdoc writes the home page (`GeneratedHome`): the site has none of its own.
    var hasGeneratedHome: Bool { GeneratedHome.isNeeded(tree) }

    /// Whether the site has `print.html`: as the settings say, else for books of up to
    /// `PrintPage.automaticChapterLimit` chapters.
    var hasPrintPage: Bool {
        settings.printPage ?? (chapters.count <= PrintPage.automaticChapterLimit)
    }
}
