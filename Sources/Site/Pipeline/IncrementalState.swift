import FlowGraph
import Foundation
import SourceModel

/// What one `serve` session keeps between builds, so a rebuild does only what an edit needs:
/// parsed chapters by file stamp, each chapter's prepared flows by text, the last flow pass
/// and what it was computed from, and the fingerprint of every page written.
final class IncrementalState: @unchecked Sendable {
    let chapterCache = ChapterCache()
    /// Each page's link check, kept while what it depends on does not change.
    let links = LinkCheckMemory()
    private let lock = NSLock()
    private var flowsByPath: [String: (text: String, flows: ChapterFlows, print: Int)] = [:]
    private var lastFlows: (inputs: Int, analysis: BookAnalysis, results: [ChapterFlowResults], pages: [StoryboardPage])?
    private var pagePrints: [String: Int] = [:]

    /// A chapter's prepared flows from an earlier build, when its text did not change.
    func prepared(_ chapter: LoadedChapter) -> PreparedChapter? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = flowsByPath[chapter.file.path], entry.text == chapter.file.text else { return nil }
        return PreparedChapter(chapter, flows: entry.flows, flowsPrint: entry.print)
    }

    func keep(_ prepared: [PreparedChapter]) {
        var table: [String: (text: String, flows: ChapterFlows, print: Int)] = [:]
        for chapter in prepared {
            table[chapter.loaded.file.path] = (chapter.loaded.file.text, chapter.flows, chapter.flowsPrint)
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

    /// The last flow pass, whatever it was computed from (to update).
    func lastAnalysis() -> (BookAnalysis, [ChapterFlowResults], [StoryboardPage])? {
        lastFlows.map { ($0.analysis, $0.results, $0.pages) }
    }

    func keep(_ analysis: BookAnalysis, results: [ChapterFlowResults], pages: [StoryboardPage], inputs: Int) {
        lastFlows = (inputs, analysis, results, pages)
    }

    /// Whether the page at `path` was written by an earlier build with this fingerprint.
    func isCurrent(_ path: String, _ fingerprint: Int) -> Bool { pagePrints[path] == fingerprint }

    /// After a build without errors: the fingerprints of every page it has.
    func keep(pagePrints: [String: Int]) { self.pagePrints = pagePrints }

    /// Each sidebar's fingerprint, and a hash of what the navigation was made from.
    var sidebarPrints: (navigation: Int, prints: [SidebarGroup: Int])?

    /// The output-path collisions of the last build, and a hash of the paths they were found among.
    var collisions: (key: Int, diagnostics: [Diagnostic])?

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
        pagePrints = [:]
        themeWritten = nil
        assetStamps = [:]
    }
}
