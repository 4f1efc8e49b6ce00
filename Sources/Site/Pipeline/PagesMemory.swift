/// What the page step worked out for the whole site in the last build it ran, so that after a
/// `ChapterEdit` it works out the fingerprints of the pages the edit reaches and nothing else:
/// while no edited chapter's title, description or storyboards changed, the navigation, the
/// sidebars and the chapters' titles are those of the last build.
struct PagesMemory: Sendable {
    var generation: Int
    var navigation: Navigation
    /// Per chapter (reading position): a hash of what other pages show of it (`navigationPrint(of:)`).
    var chapterPrints: [Int]
    /// The storyboards in reading order, and each storyboard page's fingerprint by position.
    var storyboardOrder: [String]
    var storyboardPrints: [Int]
    /// The titles and places of every chapter (the home page and storyboard pages show them).
    var titlesPrint: Int
    /// Every page's path.
    var paths: Set<String>

    /// What pages other than its own show of a chapter: its title, place, description and the
    /// storyboards it shows (the sidebar lists a part's storyboards).
    static func navigationPrint(of chapter: AnalyzedChapter) -> Int {
        var hasher = Hasher()
        hasher.combine(chapter.title)
        hasher.combine(chapter.outputPath)
        hasher.combine(chapter.loaded.partIndex)
        hasher.combine(chapter.loaded.isHome)
        hasher.combine(chapter.loaded.frontMatter.description)
        hasher.combine(chapter.flows.storyboards)
        return hasher.finalize()
    }
}
