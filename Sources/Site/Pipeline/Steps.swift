import FlowGraph
import Foundation
import SourceModel
import Templates

/// The steps of a build, each a function of the `BuildContext` the steps before it left.
/// Each returns the detail its progress line shows.
enum Steps {
    static func loadSettings(_ context: inout BuildContext) throws -> String {
        let url = context.root.appendingPathComponent(SiteSettings.fileName)
        if let what = FileKind(path: url.path).specialDescription {
            // Never opened: reading a FIFO would block the build.
            context.diagnostics.append(.report(
                "settings.not-a-file", "\(SiteSettings.fileName) is \(what), not a regular file; it is not read",
                at: SourceLocation(path: SiteSettings.fileName, line: 1, column: 1)))
            return ""
        }
        guard let data = FileManager.default.contents(atPath: url.path) else { return "" }
        let (text, problems) = SourceDecoder.decode([UInt8](data), path: SiteSettings.fileName)
        let file = SourceFile(path: SiteSettings.fileName, text: text)
        context.sources[file.path] = file
        let (parsed, more) = SiteSettings.parse(file)
        context.settings = parsed
        context.diagnostics += problems + more
        return ""
    }

    static func loadTheme(_ context: inout BuildContext) throws -> String {
        let theme = try Theme.load(root: context.root)
        for file in theme.sources { context.sources[file.path] = file }
        context.diagnostics += theme.diagnostics
        context.theme = theme
        return ""
    }

    /// `keepsParagraphs`: whether chapters keep their paragraphs' text (only the search index
    /// reads it, so `check` does not).
    static func loadContent(_ context: inout BuildContext, cache: ChapterCache?, keepsParagraphs: Bool = true,
                            changes: Set<String>? = nil) throws -> String {
        let (tree, problems) = try ContentLoader.load(root: context.root, settings: context.settings, cache: cache,
                                                      keepsParagraphs: keepsParagraphs, changes: changes)
        context.diagnostics += problems
        for chapter in tree.chapters { context.sources[chapter.file.path] = chapter.file }
        context.tree = tree
        return "\(tree.chapters.count) chapters"
    }

    /// Per chapter, in parallel: its flow blocks parsed, its references found.
    static func prepare(_ context: inout BuildContext, state: IncrementalState?) -> String {
        context.prepared = ParallelMap.map(context.tree.chapters) { chapter in
            state?.prepared(chapter) ?? PreparedChapter(chapter)
        }
        state?.keep(context.prepared)
        return ""
    }

    /// The sequential flow pass (reused while no chapter's flow inputs changed), then each
    /// chapter takes its own results.
    static func analyzeFlows(_ context: inout BuildContext, state: IncrementalState?) -> String {
        var inputs = Hasher()
        inputs.combine(context.settings.defaultStoryboard)
        for chapter in context.prepared {
            inputs.combine(chapter.loaded.file.path)
            inputs.combine(chapter.flowsPrint)
        }
        let key = inputs.finalize()
        let analysis: BookAnalysis
        let results: [ChapterFlowResults]
        let pages: [StoryboardPage]
        if let (last, lastResults, lastPages) = state?.analysis(for: key) {
            (analysis, results, pages) = (last, lastResults, lastPages)
        } else if let (last, lastResults, lastPages) = state?.lastAnalysis() {
            // Only the storyboards the edit touches are analysed again (BookAnalysis.update).
            (analysis, results) = BookAnalysis.update(last, results: lastResults, with: context.prepared.map(\.flows),
                                                      defaultStoryboard: context.settings.defaultStoryboard)
            pages = storyboardPages(analysis, reusing: lastPages)
            state?.keep(analysis, results: results, pages: pages, inputs: key)
        } else {
            (analysis, results) = BookAnalysis.run(context.prepared.map(\.flows),
                                                   defaultStoryboard: context.settings.defaultStoryboard)
            pages = storyboardPages(analysis)
            state?.keep(analysis, results: results, pages: pages, inputs: key)
        }
        context.analysis = analysis
        context.diagnostics += analysis.diagnostics
        // Every output path claimed once (case-insensitively): no page replaces another.
        if let theme = context.theme {
            // In `serve`, worked out again only when a path or the theme changed.
            var claims = Hasher()
            claims.combine(theme.fingerprint)
            for chapter in context.tree.chapters { claims.combine(chapter.file.path); claims.combine(chapter.outputPath) }
            for board in analysis.storyboards { claims.combine(board.name); claims.combine(board.location) }
            for asset in context.tree.assets { claims.combine(asset.source); claims.combine(asset.outputPath) }
            let key = claims.finalize()
            if let state, let known = state.collisions, known.key == key {
                context.diagnostics += known.diagnostics
            } else {
                let found = OutputPaths.collisions(tree: context.tree, storyboards: analysis.storyboards, theme: theme)
                state?.collisions = (key, found)
                context.diagnostics += found
            }
        }
        context.chapters = zip(context.prepared, results).enumerated().map { position, pair in
            AnalyzedChapter(id: ChapterID(position), loaded: pair.0.loaded, flows: pair.1)
        }
        context.prepared = []
        context.storyboardPages = pages
        return "\(analysis.storyboards.count) storyboards, \(analysis.chaptersAnalysed) chapters analysed"
    }

    /// Every link and image of the book checked (drafts too); relative ones given the URL of
    /// the page or file they point at.
    static func checkLinks(_ context: inout BuildContext, memory: LinkCheckMemory? = nil) -> String {
        let result = LinkCheck.run(chapters: context.chapters.map(\.loaded), drafts: context.tree.drafts,
                                   assets: context.tree.assets, storyboards: context.storyboardPages, memory: memory)
        for (position, hrefs) in result.hrefs.enumerated() { context.chapters[position].links = hrefs }
        context.diagnostics += result.diagnostics
        for draft in context.tree.drafts { context.sources[draft.file.path] = draft.file }
        let count = context.chapters.reduce(0) { $0 + $1.loaded.document.links.count }
        return "\(count) links"
    }

    /// `reusing`: the pages of the last build, kept for storyboards that did not change.
    static func storyboardPages(_ analysis: BookAnalysis, reusing previous: [StoryboardPage] = []) -> [StoryboardPage] {
        let documented = Set(analysis.storyboards.map(\.name))
        var documentedPrint = Hasher()
        for board in analysis.storyboards { documentedPrint.combine(board.name) }
        let print = documentedPrint.finalize()
        var kept: [String: StoryboardPage] = [:]
        if previous.map(\.storyboard.name) == analysis.storyboards.map(\.name) {
            for page in previous { kept[page.storyboard.name] = page }
        }
        return analysis.storyboards.map { board in
            let mentions = analysis.mentions[board.name] ?? [:]
            let removed = analysis.removedScenes[board.name] ?? []
            if let page = kept[board.name], page.storyboard == board, page.mentions == mentions,
               page.removed.elementsEqual(removed, by: { $0.name == $1.name && $0.chapter == $1.chapter }) {
                return page
            }
            return StoryboardPage(storyboard: board, mentions: mentions, removed: removed, documentedStoryboards: documented,
                                  documentedPrint: print)
        }
    }

    /// One page to render, and its fingerprint.
    struct PageJob: Sendable {
        enum Kind: Sendable { case chapter(AnalyzedChapter), storyboard(StoryboardPage), storyboardIndex, notFound, print }
        var path: String
        var fingerprint: Int
        var kind: Kind
    }

    /// Renders and writes every page whose fingerprint changed, on all cores.
    static func renderPages(_ context: inout BuildContext, into output: any OutputConsumer, state: IncrementalState) throws -> String {
        guard let theme = context.theme else { return "" }
        let navigation = Navigation(chapters: context.chapters, parts: context.tree.parts,
                                    storyboards: context.analysis.storyboardsInReadingOrder)
        var assembler = PageAssembler(settings: context.settings, theme: theme, navigation: navigation, chapters: context.chapters)
        assembler.hasPrintPage = context.hasPrintPage
        let pages = assembler
        let chapters = context.chapters
        let index = StoryboardIndex(analysis: context.analysis, chapters: context.chapters)
        // The sidebars' fingerprints are kept while nothing the navigation is made from changed.
        var navigationInputs = Hasher()
        for chapter in context.chapters {
            navigationInputs.combine(chapter.title)
            navigationInputs.combine(chapter.outputPath)
            navigationInputs.combine(chapter.loaded.partIndex)
            navigationInputs.combine(chapter.loaded.isHome)
            navigationInputs.combine(chapter.flows.storyboards)
        }
        for part in context.tree.parts {
            navigationInputs.combine(part.title)
            navigationInputs.combine(part.chapterIndices)
        }
        navigationInputs.combine(context.analysis.storyboardsInReadingOrder)
        let navigationPrint = navigationInputs.finalize()
        var sidebars = state.sidebarPrints?.navigation == navigationPrint ? state.sidebarPrints?.prints ?? [:] : [:]
        let jobs = pageJobs(context, navigation: navigation, index: index, theme: theme, sidebars: &sidebars)
        state.sidebarPrints = (navigationPrint, sidebars)
        let due = context.incremental ? jobs.filter { !state.isCurrent($0.path, $0.fingerprint) } : jobs
        let results = ParallelMap.map(due) { (job: PageJob) -> (RenderedPage, (any Error)?) in
            let page: RenderedPage
            switch job.kind {
            case .chapter(let chapter): page = pages.chapterPage(chapter)
            case .storyboard(let board): page = pages.storyboardPage(board)
            case .storyboardIndex: page = pages.storyboardIndexPage(index)
            case .notFound: page = pages.notFoundPage()
            case .print:
                let sections = chapters.map { chapter in
                    PrintPage.Section(title: chapter.title, body: ChapterRenderer.body(of: PrintPage.atRoot(chapter)),
                                      hasTitle: chapter.loaded.document.headings.first?.level == 1)
                }
                page = pages.printPage(body: PrintPage.body(sections))
            }
            do {
                try output.write(page.path, page.html)
                return (RenderedPage(path: page.path, html: "", diagnostics: page.diagnostics), nil)
            } catch {
                return (RenderedPage(path: page.path, html: "", diagnostics: page.diagnostics), error)
            }
        }
        for (page, error) in results {
            context.diagnostics += page.diagnostics
            if let error { throw error }
        }
        context.pagesRendered = due.count
        context.outputPaths.formUnion(jobs.map(\.path))
        var prints: [String: Int] = [:]
        for job in jobs { prints[job.path] = job.fingerprint }
        state.keep(pagePrints: prints)
        return "\(due.count) of \(jobs.count) pages"
    }

    /// Every page of the site with its fingerprint (hashed the same way for every kind).
    /// `sidebars`: the sidebars' fingerprints known so far (filled in as they are worked out).
    static func pageJobs(_ context: BuildContext, navigation: Navigation, index: StoryboardIndex, theme: Theme,
                         sidebars sidebarPrints: inout [SidebarGroup: Int]) -> [PageJob] {
        let themePrint = theme.fingerprint
        let settingsPrint = context.settings.hashValue
        func fingerprint(_ group: SidebarGroup) -> PageFingerprint {
            let sidebar: Int
            if let known = sidebarPrints[group] {
                sidebar = known
            } else {
                var hasher = Hasher()
                hasher.combine(TemplateValue.object(navigation.context(for: group)))
                sidebar = hasher.finalize()
                sidebarPrints[group] = sidebar
            }
            var print = PageFingerprint(theme: themePrint, settings: settingsPrint, sidebar: sidebar)
            print.add(context.hasPrintPage)
            return print
        }
        // Titles and places of every chapter: the home page lists them, storyboard pages link to them.
        var titles = Hasher()
        for chapter in context.chapters {
            titles.combine(chapter.title)
            titles.combine(chapter.outputPath)
            titles.combine(chapter.loaded.frontMatter.description)
        }
        let titlesPrint = titles.finalize()

        var jobs: [PageJob] = []
        for chapter in context.chapters {
            let root = SiteLinks.root(for: chapter.outputPath)
            var print = fingerprint(navigation.group(ofChapterAt: chapter.outputPath, root: root))
            print.add(chapter.loaded.textPrint)
            print.add(chapter.outputPath)
            print.add(navigation.pagerItems(chapterIndex: chapter.id.position))
            print.add(chapter.flows.fingerprint)
            print.add(chapter.flows.targetsPrint)
            print.add(chapter.links)
            if chapter.loaded.isHome { print.add(titlesPrint) }
            jobs.append(PageJob(path: chapter.outputPath, fingerprint: print.finalize(), kind: .chapter(chapter)))
        }
        for board in context.storyboardPages {
            let root = SiteLinks.root(for: board.outputPath)
            var print = fingerprint(navigation.group(ofStoryboard: board.storyboard.name, root: root))
            print.add(board.fingerprint)
            print.add(titlesPrint)
            jobs.append(PageJob(path: board.outputPath, fingerprint: print.finalize(), kind: .storyboard(board)))
        }
        if !context.storyboardPages.isEmpty {
            var print = fingerprint(SidebarGroup(entry: nil, root: SiteLinks.root(for: SiteLinks.storyboardIndexPath)))
            print.add(index.entries)
            print.add(titlesPrint)
            jobs.append(PageJob(path: SiteLinks.storyboardIndexPath, fingerprint: print.finalize(), kind: .storyboardIndex))
        }
        let notFound = fingerprint(SidebarGroup(entry: nil, root: ""))
        jobs.append(PageJob(path: OutputPaths.themePages[0].path, fingerprint: notFound.finalize(), kind: .notFound))
        if context.hasPrintPage {
            // Every chapter's body is on it: it changes when any other page does.
            var hasher = Hasher()
            for job in jobs { hasher.combine(job.fingerprint) }
            jobs.append(PageJob(path: PrintPage.outputPath, fingerprint: hasher.finalize(), kind: .print))
        }
        return jobs
    }

    /// The theme's static files (when the theme changed), then the content's assets.
    static func copyStaticFiles(_ context: inout BuildContext, into output: any OutputConsumer, state: IncrementalState) throws -> String {
        guard let theme = context.theme else { return "" }
        let themePrint = theme.fingerprint
        if !context.incremental || state.themeWritten != themePrint {
            for (path, bytes) in theme.staticFiles.sorted(by: { $0.key < $1.key }) { try output.write(path, bytes) }
            state.themeWritten = themePrint
        }
        context.outputPaths.formUnion(theme.staticFiles.keys)
        context.outputPaths.formUnion(context.tree.assets.map(\.outputPath))
        // Assets are copied through the consumer (streamed; in `serve`, only when changed).
        var stamps: [String: FileStamp] = [:]
        for asset in context.tree.assets {
            let source = context.root.appendingPathComponent("content/" + asset.source)
            let stamp = FileStamp(path: source.path, options: false)
            if let stamp { stamps[asset.outputPath] = stamp }
            if context.incremental, let stamp, state.assetStamps[asset.outputPath] == stamp { continue }
            try output.copy(asset.outputPath, from: source)
        }
        state.assetStamps = stamps
        return "\(context.tree.assets.count) assets"
    }
}

extension Theme {
    /// Changes when any template or static file changes.
    var fingerprint: Int {
        var hasher = Hasher()
        for file in sources { hasher.combine(file.path); hasher.combine(file.text) }
        for (path, bytes) in staticFiles.sorted(by: { $0.key < $1.key }) { hasher.combine(path); hasher.combine(bytes) }
        return hasher.finalize()
    }
}
