import SourceModel
import Templates

/// Works out pages' fingerprints (`PageFingerprint`), the same way for every kind of page and
/// for a full build as for an edit: what every page shows (theme, settings, the sidebar of its
/// group), then what the page itself shows.
struct PagePrinter {
    let navigation: Navigation
    /// The sidebars' fingerprints known so far (filled in as they are worked out).
    var sidebars: [SidebarGroup: Int]
    /// Titles and places of every chapter: the home page lists them, storyboard pages link to them.
    let titlesPrint: Int
    private let themePrint: Int
    private let settingsPrint: Int
    private let hasPrintPage: Bool
    /// The site's title, which every page shows (the home page's title without a `title` setting).
    private let siteTitle: String

    /// `titlesPrint`: when known (nil: worked out from the context's chapters).
    init(_ context: BuildContext, navigation: Navigation, theme: Theme, sidebars: [SidebarGroup: Int], titlesPrint: Int? = nil) {
        self.navigation = navigation
        self.sidebars = sidebars
        themePrint = context.themePrint
        settingsPrint = context.settings.hashValue
        hasPrintPage = context.hasPrintPage
        siteTitle = PageAssembler.siteTitle(settings: context.settings, chapters: context.chapters)
        if let titlesPrint {
            self.titlesPrint = titlesPrint
        } else {
            var titles = Hasher()
            for chapter in context.chapters {
                titles.combine(chapter.title)
                titles.combine(chapter.outputPath)
                titles.combine(chapter.loaded.frontMatter.description)
            }
            self.titlesPrint = titles.finalize()
        }
    }

    private mutating func start(_ group: SidebarGroup) -> PageFingerprint {
        let sidebar: Int
        if let known = sidebars[group] {
            sidebar = known
        } else {
            var hasher = Hasher()
            hasher.combine(TemplateValue.object(navigation.context(for: group)))
            sidebar = hasher.finalize()
            sidebars[group] = sidebar
        }
        var print = PageFingerprint(theme: themePrint, settings: settingsPrint, sidebar: sidebar)
        print.add(hasPrintPage)
        print.add(siteTitle)
        return print
    }

    mutating func chapterJob(_ chapter: AnalyzedChapter) -> Steps.PageJob {
        let root = SiteLinks.root(for: chapter.outputPath)
        var print = start(navigation.group(ofChapterAt: chapter.outputPath, root: root))
        print.add(chapter.loaded.textPrint)
        print.add(chapter.outputPath)
        // Its file: the "Edit this page" link names it (`01-a.md` renamed `01-a.mkd` keeps the page).
        print.add(chapter.loaded.file.path)
        print.add(navigation.pagerItems(chapterIndex: chapter.id.position))
        print.add(chapter.flows.fingerprint)
        print.add(chapter.flows.targetsPrint)
        print.add(chapter.links)
        if chapter.loaded.isHome { print.add(titlesPrint) }
        return Steps.PageJob(path: chapter.outputPath, fingerprint: print.finalize(), kind: .chapter(chapter.id.position))
    }

    mutating func storyboardJob(_ board: StoryboardPage, at position: Int) -> Steps.PageJob {
        let root = SiteLinks.root(for: board.outputPath)
        var print = start(navigation.group(ofStoryboard: board.storyboard.name, root: root))
        print.add(board.fingerprint)
        print.add(titlesPrint)
        return Steps.PageJob(path: board.outputPath, fingerprint: print.finalize(), kind: .storyboard(position))
    }

    mutating func storyboardIndexJob(_ index: StoryboardIndex) -> Steps.PageJob {
        var print = start(SidebarGroup(entry: nil, root: SiteLinks.root(for: SiteLinks.storyboardIndexPath)))
        print.add(index.entries)
        print.add(titlesPrint)
        return Steps.PageJob(path: SiteLinks.storyboardIndexPath, fingerprint: print.finalize(), kind: .storyboardIndex)
    }

    /// The home page of a site without one: the list of every chapter.
    mutating func generatedHomeJob() -> Steps.PageJob {
        var print = start(SidebarGroup(entry: nil, root: ""))
        print.add(titlesPrint)
        return Steps.PageJob(path: GeneratedHome.outputPath, fingerprint: print.finalize(), kind: .generatedHome)
    }

    mutating func notFoundJob() -> Steps.PageJob {
        Steps.PageJob(path: OutputPaths.themePages[0].path, fingerprint: start(SidebarGroup(entry: nil, root: "")).finalize(),
                      kind: .notFound)
    }
}
