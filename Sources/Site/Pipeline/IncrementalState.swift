import FlowGraph
import Foundation
import SourceModel

/// What one `serve` session keeps between builds, so a rebuild does only what an edit needs:
/// parsed chapters by file stamp, each chapter's prepared flows by text, the last flow pass
/// and what it was computed from, and the fingerprint of every page written.
///
/// What each step keeps is tagged with the build (`generation`) that kept it. When the content
/// step finds that only chapters changed in place (`ChapterEdit`), a later step that kept its
/// results in the previous build updates them for the edited chapters alone; otherwise it works
/// on the whole book.
final class IncrementalState: @unchecked Sendable {
    /// Counts the builds of the session.
    private(set) var generation = 0
    /// The content the last build read (with the hashes of its settings and theme).
    private var lastContent: (generation: Int, tree: ContentTree, settings: Int, theme: Int)?
    /// Each chapter's prepared flows, in reading order, as the last build made them.
    private var lastPrepared: (generation: Int, chapters: [PreparedChapter])?
    /// The analysed chapters (with their links) as the last build left them, and their number of links.
    private var lastChapters: (generation: Int, chapters: [AnalyzedChapter], links: Int)?
    /// Every source file the last build reported against (settings, theme, chapters, drafts).
    private var lastSources: (generation: Int, files: [String: SourceFile])?

    let chapterCache = ChapterCache()
    /// Each page's link check, kept while what it depends on does not change.
    let links = LinkCheckMemory()
    private let lock = NSLock()
    private var flowsByPath: [String: (text: String, flows: ChapterFlows, print: Int)] = [:]
    private var lastFlows: (generation: Int, inputs: Int?, analysis: BookAnalysis, results: [ChapterFlowResults],
                            pages: [StoryboardPage])?
    private var pagePrints: [String: Int] = [:]

    /// Starts a build; returns its generation.
    func beginBuild() -> Int {
        generation += 1
        return generation
    }

    /// What changed since the last build, when only chapters changed in place (see
    /// `ChapterEdit`); nil when anything else did or there was no last build. Keeps `tree`.
    func edit(of tree: ContentTree, settings: Int, theme: Int) -> ChapterEdit? {
        defer { lastContent = (generation, tree, settings, theme) }
        guard let last = lastContent, last.settings == settings, last.theme == theme,
              last.tree.chapters.count == tree.chapters.count, last.tree.drafts.count == tree.drafts.count,
              last.tree.assets == tree.assets, last.tree.parts.count == tree.parts.count,
              // A symbolic link skipped or no longer skipped changes what links through it say,
              // and a chapter left out as a duplicate page (or no longer) what links to it say.
              last.tree.skippedLinks == tree.skippedLinks, last.tree.duplicates == tree.duplicates
        else { return nil }
        for (old, new) in zip(last.tree.parts, tree.parts) {
            guard old.title == new.title, old.slug == new.slug, old.chapterIndices == new.chapterIndices else { return nil }
        }
        for (old, new) in zip(last.tree.drafts, tree.drafts) where old.source !== new.source || old.place != new.place {
            return nil
        }
        // A chapter that is the same parsed file is in the same place (its place follows from its
        // path, its front matter and the parts, all the same); an edited one must keep its place.
        var positions: [Int] = []
        let (before, now) = (last.tree.chapters, tree.chapters)
        var position = 0
        while position < now.count {
            if before[position].source !== now[position].source {
                guard before[position].place == now[position].place, before[position].file.path == now[position].file.path
                else { return nil }
                positions.append(position)
            }
            position += 1
        }
        return ChapterEdit(base: last.generation, positions: positions)
    }

    /// The last build's prepared chapters, when that build was `base` (taken: the caller
    /// updates them and keeps them again).
    func takePrepared(base: Int) -> [PreparedChapter]? {
        guard let last = lastPrepared, last.generation == base else { return nil }
        lastPrepared = nil
        return last.chapters
    }

    func keepPrepared(_ chapters: [PreparedChapter]) { lastPrepared = (generation, chapters) }

    /// The last build's analysed chapters and their number of links, when that build was `base` (taken).
    func takeChapters(base: Int) -> (chapters: [AnalyzedChapter], links: Int)? {
        guard let last = lastChapters, last.generation == base else { return nil }
        lastChapters = nil
        return (last.chapters, last.links)
    }

    func keepChapters(_ chapters: [AnalyzedChapter], links: Int) { lastChapters = (generation, chapters, links) }

    /// The last build's source files, when that build was `base` (taken).
    func takeSources(base: Int) -> [String: SourceFile]? {
        guard let last = lastSources, last.generation == base else { return nil }
        lastSources = nil
        return last.files
    }

    func keepSources(_ files: [String: SourceFile]) { lastSources = (generation, files) }

    /// A chapter's prepared flows from an earlier build, when its text did not change.
    func prepared(_ chapter: LoadedChapter) -> PreparedChapter? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = flowsByPath[chapter.file.path], entry.text == chapter.file.text else { return nil }
        return PreparedChapter(chapter, flows: entry.flows, flowsPrint: entry.print)
    }

    /// One chapter's prepared flows, for `prepared(_:)` in later builds.
    func keep(_ chapter: PreparedChapter) {
        lock.lock()
        flowsByPath[chapter.loaded.file.path] = (chapter.loaded.file.text, chapter.flows, chapter.flowsPrint ?? chapter.flows.hashValue)
        lock.unlock()
    }

    func keep(_ prepared: [PreparedChapter]) {
        var table: [String: (text: String, flows: ChapterFlows, print: Int)] = [:]
        for chapter in prepared {
            table[chapter.loaded.file.path] = (chapter.loaded.file.text, chapter.flows, chapter.flowsPrint ?? chapter.flows.hashValue)
        }
        lock.lock()
        flowsByPath = table
        lock.unlock()
    }

    /// The last flow pass, if it was computed from the same inputs.
    func analysis(for inputs: Int) -> (BookAnalysis, [ChapterFlowResults], [StoryboardPage])? {
        guard let last = lastFlows, last.inputs == inputs else { return nil }
        return (last.analysis, last.results, last.pages)
    }

    /// The last flow pass, whatever it was computed from (to update); with `base`, only when
    /// that build made or kept it.
    func lastAnalysis(base: Int? = nil) -> (BookAnalysis, [ChapterFlowResults], [StoryboardPage])? {
        guard let last = lastFlows, base == nil || last.generation == base else { return nil }
        return (last.analysis, last.results, last.pages)
    }

    /// The last flow pass holds for this build too (no chapter's flow inputs changed).
    func renewAnalysis() {
        lastFlows?.generation = generation
    }

    /// `inputs`: the hash of every chapter's flow inputs, nil when it was not worked out.
    func keep(_ analysis: BookAnalysis, results: [ChapterFlowResults], pages: [StoryboardPage], inputs: Int?) {
        lastFlows = (generation, inputs, analysis, results, pages)
    }

    /// Whether the page at `path` was written by an earlier build with this fingerprint.
    func isCurrent(_ path: String, _ fingerprint: Int) -> Bool { pagePrints[path] == fingerprint }

    /// After a build without errors: the fingerprints of every page it has.
    func keep(pagePrints: [String: Int]) { self.pagePrints = pagePrints }

    /// After an edit: the fingerprints of the pages worked out again (the others did not change).
    func update(pagePrints changed: [(String, Int)]) {
        for (path, print) in changed { pagePrints[path] = print }
    }

    /// Each sidebar's fingerprint, and a hash of what the navigation was made from.
    var sidebarPrints: (navigation: Int, prints: [SidebarGroup: Int])?

    /// The output-path collisions of the last build, and a hash of the paths they were found among.
    var collisions: (key: Int, diagnostics: [Diagnostic])?
    /// The hash of the chapters' and assets' paths in that key (the same while an edit moves none).
    var chapterClaims: Int?

    /// What the last page step worked out for every page, to update after an edit.
    var pages: PagesMemory?

    /// Every site path of the last build that produced a site.
    var lastOutputs: (generation: Int, paths: Set<String>)?

    /// The keys of the search index's groups as last written.
    var searchKeys: (generation: Int, keys: [Int])?

    /// The fingerprint of the theme whose static files were written last.
    var themeWritten: Int?
    /// The stamps of the content assets copied last, by output path.
    var assetStamps: [String: FileStamp] = [:]

    /// The fingerprint of the reader-side files other than the search index (the sitemap) written last.
    var readerFilesWritten: Int?
    /// The search index as last written.
    var search = SearchIndexState()

    /// Forgets the pages written (the next build renders and writes everything).
    func forgetPages() {
        readerFilesWritten = nil
        search = SearchIndexState()
        searchKeys = nil
        lastOutputs = nil
        pagePrints = [:]
        pages = nil
        themeWritten = nil
        assetStamps = [:]
    }
}
