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
        context.themePrint = theme.fingerprint
        return ""
    }

    /// `keepsParagraphs`: whether chapters keep their paragraphs' text (only the search index
    /// reads it, so `check` does not).
    /// With a `state` (`serve`), also works out what changed since the last build (`context.edit`).
    static func loadContent(_ context: inout BuildContext, cache: ChapterCache?, keepsParagraphs: Bool = true,
                            changes: Set<String>? = nil, state: IncrementalState? = nil) throws -> String {
        let (tree, problems) = try ContentLoader.load(root: context.root, settings: context.settings, cache: cache,
                                                      keepsParagraphs: keepsParagraphs, changes: changes)
        context.diagnostics += problems
        context.edit = state?.edit(of: tree, settings: context.settings.hashValue, theme: context.themePrint)
        if let edit = context.edit, var files = state?.takeSources(base: edit.base) {
            // The same files as last time: the settings' and theme's (read again), the edited chapters'.
            for (path, file) in context.sources { files[path] = file }
            for position in edit.positions { files[tree.chapters[position].file.path] = tree.chapters[position].file }
            context.sources = files
        } else {
            for chapter in tree.chapters { context.sources[chapter.file.path] = chapter.file }
        }
        context.tree = tree
        return "\(tree.chapters.count) chapters"
    }

    /// Per chapter, in parallel: its flow blocks parsed, its references found.
    /// After an edit, only the edited chapters are prepared again.
    static func prepare(_ context: inout BuildContext, state: IncrementalState?) -> String {
        if let state, let edit = context.edit, var prepared = state.takePrepared(base: edit.base) {
            for position in edit.positions {
                let chapter = context.tree.chapters[position]
                let fresh = state.prepared(chapter) ?? PreparedChapter(chapter)
                if fresh.flowsPrint != prepared[position].flowsPrint || fresh.flows != prepared[position].flows {
                    context.edit?.flowInputs.append(position)
                }
                prepared[position] = fresh
                state.keep(fresh)
            }
            context.prepared = prepared
            state.keepPrepared(prepared)
            return ""
        }
        context.edit = nil
        context.prepared = ParallelMap.map(context.tree.chapters) { chapter in
            // Without a state (a one-off build) nothing compares the flows' prints: none is made.
            state?.prepared(chapter) ?? PreparedChapter(chapter, printed: state != nil)
        }
        state?.keep(context.prepared)
        state?.keepPrepared(context.prepared)
        return ""
    }

    /// The sequential flow pass (reused while no chapter's flow inputs changed), then each
    /// chapter takes its own results.
    static func analyzeFlows(_ context: inout BuildContext, state: IncrementalState?) -> String {
        if let state, let edit = context.edit, let detail = analyzeFlows(&context, after: edit, state: state) { return detail }
        context.edit = nil
        // The flow inputs' key, for a state to find the pass it kept (a one-off build has none).
        let key = state.map { _ in
            var inputs = Hasher()
            inputs.combine(context.settings.defaultStoryboard)
            for chapter in context.prepared {
                inputs.combine(chapter.loaded.file.path)
                inputs.combine(chapter.flowsPrint)
            }
            return inputs.finalize()
        }
        let analysis: BookAnalysis
        let results: [ChapterFlowResults]
        let pages: [StoryboardPage]
        if let key, let (last, lastResults, lastPages) = state?.analysis(for: key) {
            (analysis, results, pages) = (last, lastResults, lastPages)
            state?.renewAnalysis()
        } else if let (last, lastResults, lastPages) = state?.lastAnalysis() {
            // Only the storyboards the edit touches are analysed again (BookAnalysis.update).
            (analysis, results) = BookAnalysis.update(last, results: lastResults, with: context.prepared.map(\.flows),
                                                      defaultStoryboard: context.settings.defaultStoryboard)
            pages = storyboardPages(analysis, reusing: lastPages)
            state?.keep(analysis, results: results, pages: pages, inputs: key)
        } else {
            // Only a build with a state (`serve`) compares the results' target prints.
            (analysis, results) = BookAnalysis.run(context.prepared.map(\.flows),
                                                   defaultStoryboard: context.settings.defaultStoryboard,
                                                   printsTargets: state != nil)
            pages = storyboardPages(analysis)
            state?.keep(analysis, results: results, pages: pages, inputs: key)
        }
        context.analysis = analysis
        context.diagnostics += analysis.diagnostics
        checkOutputPaths(&context, state: state)
        context.chapters = zip(context.prepared, results).enumerated().map { position, pair in
            AnalyzedChapter(id: ChapterID(position), loaded: pair.0.loaded, flows: pair.1)
        }
        context.prepared = []
        context.storyboardPages = pages
        return "\(analysis.storyboards.count) storyboards, \(analysis.chaptersAnalysed) chapters analysed"
    }

    /// Every link and image of the book checked (drafts too); relative ones given the URL of
    /// the page or file they point at.
    /// After an edit (with a `state`), only the pages whose outcome may have changed are checked
    /// again (see `LinkCheckMemory`).
    static func checkLinks(_ context: inout BuildContext, state: IncrementalState? = nil) -> String {
        let result = LinkCheck.run(chapters: context.tree.chapters, drafts: context.tree.drafts,
                                   assets: context.tree.assets, storyboards: context.storyboardPages,
                                   duplicates: context.tree.duplicates, skippedLinks: context.tree.skippedLinks,
                                   memory: state?.links,
                                   edited: context.edit.map { $0.positions.map(LinkTargets.Page.chapter) })
        for (position, hrefs) in result.hrefs where context.chapters[position].links != hrefs {
            // After an edit, a page that was not edited may point elsewhere now (a fragment
            // written in the case of an id that was renamed): its page is rendered again.
            if context.edit != nil, !(context.edit?.positions.contains(position) ?? true) {
                context.edit?.relinked.append(position)
            }
            context.chapters[position].links = hrefs
        }
        context.diagnostics += result.diagnostics
        for draft in context.tree.drafts { context.sources[draft.file.path] = draft.file }
        if context.edit == nil {
            context.linkCount = context.tree.chapters.reduce(0) { $0 + $1.document.links.count }
        }
        state?.keepChapters(context.chapters, links: context.linkCount)
        return "\(context.linkCount) links"
    }

    /// Every output path claimed once (case-insensitively): no page replaces another. In `serve`,
    /// worked out again only when a path or the theme changed.
    static func checkOutputPaths(_ context: inout BuildContext, state: IncrementalState?) {
        guard let theme = context.theme else { return }
        let chapterClaims: Int
        if context.edit != nil, let known = state?.chapterClaims {
            chapterClaims = known  // an edit moves no chapter and no asset
        } else {
            var claims = Hasher()
            for chapter in context.tree.chapters { claims.combine(chapter.file.path); claims.combine(chapter.outputPath) }
            for asset in context.tree.assets { claims.combine(asset.source); claims.combine(asset.outputPath) }
            chapterClaims = claims.finalize()
            state?.chapterClaims = chapterClaims
        }
        var claims = Hasher()
        claims.combine(context.themePrint)
        claims.combine(chapterClaims)
        for board in context.analysis.storyboards { claims.combine(board.name); claims.combine(board.location) }
        let key = claims.finalize()
        if let state, let known = state.collisions, known.key == key {
            context.diagnostics += known.diagnostics
        } else {
            let found = OutputPaths.collisions(tree: context.tree, storyboards: context.analysis.storyboards, theme: theme)
            state?.collisions = (key, found)
            context.diagnostics += found
        }
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
        /// A chapter or storyboard page by its position in `BuildContext.chapters` / `.storyboardPages`.
        enum Kind: Sendable { case chapter(Int), storyboard(Int), storyboardIndex, generatedHome, notFound, print }
        var path: String
        var fingerprint: Int
        var kind: Kind

        var isChapter: Bool {
            if case .chapter = kind { return true }
            return false
        }
    }

    /// Renders and writes every page whose fingerprint changed, on all cores. After an edit,
    /// only the fingerprints of the pages it reaches are worked out (`PagesMemory`).
    static func renderPages(_ context: inout BuildContext, into output: any OutputConsumer, state: IncrementalState) throws -> String {
        guard let theme = context.theme else { return "" }
        let chapters = context.chapters
        var jobs: [PageJob]
        let navigation: Navigation
        var memory: PagesMemory?
        var index: StoryboardIndex?
        let total: Int
        let partial: Bool
        if let edit = context.edit, let last = state.pages,
           let (found, storyboardIndex) = editedPageJobs(context, edit, last, sidebars: state.sidebarPrints?.prints ?? [:]) {
            partial = true
            (jobs, index, navigation, memory) = (found, storyboardIndex, last.navigation, last)
            memory?.generation = state.generation
            for position in edit.storyboardsChanged { memory?.storyboardPrints[position] = context.storyboardPages[position].fingerprint }
            total = last.paths.count
        } else {
            partial = false
            navigation = Navigation(chapters: context.chapters, parts: context.tree.parts,
                                    storyboards: context.analysis.storyboardsInReadingOrder)
            index = StoryboardIndex(analysis: context.analysis, chapters: context.chapters)
            if context.incremental {
                (jobs, memory) = printedPageJobs(context, navigation: navigation, index: index!, theme: theme, state: state)
            } else {
                // A one-off build (`build`) renders every page and keeps nothing for a next
                // build: no fingerprints to work out (1 % of the build's instructions, on one core).
                jobs = unprintedPageJobs(context)
                state.keep(pagePrints: [:])
                state.sidebarPrints = nil
            }
            total = jobs.count
        }
        var assembler = PageAssembler(settings: context.settings, theme: theme, navigation: navigation, chapters: context.chapters)
        assembler.hasPrintPage = context.hasPrintPage
        let pages = assembler
        let due = context.incremental ? jobs.filter { !state.isCurrent($0.path, $0.fingerprint) } : jobs
        let storyboardIndex = index
        let boards = context.storyboardPages
        // Storyboard, index and print pages each cost as much as many chapter pages and come last
        // in `due`: in contiguous chunks they would all fall to one core at the end. They go first,
        // and the results are put back in page order.
        let order = due.indices.filter { !due[$0].isChapter } + due.indices.filter { due[$0].isChapter }
        let rendered = ParallelMap.map(order.map { due[$0] }) { (job: PageJob) -> (RenderedPage, (any Error)?) in
            let page: RenderedPage
            switch job.kind {
            case .chapter(let position): page = pages.chapterPage(chapters[position])
            case .storyboard(let position): page = pages.storyboardPage(boards[position])
            case .storyboardIndex: page = pages.storyboardIndexPage(storyboardIndex!)
            case .generatedHome: page = pages.generatedHomePage()
            case .notFound: page = pages.notFoundPage()
            case .print:
                let sections = chapters.map { chapter in
                    PrintPage.Section(title: chapter.title, body: ChapterRenderer.body(of: PrintPage.atRoot(chapter)),
                                      hasTitle: chapter.loaded.document.headings.first?.level == 1,
                                      titleIsShownBelow: chapter.loaded.titleIsItsFirstHeading)
                }
                page = pages.printPage(body: PrintPage.body(sections))
            }
            do {
                try output.write(page.path, page.html)
                return (RenderedPage(path: page.path, html: [], diagnostics: page.diagnostics), nil)
            } catch {
                return (RenderedPage(path: page.path, html: [], diagnostics: page.diagnostics), error)
            }
        }
        var results = rendered
        for (slot, position) in order.enumerated() { results[position] = rendered[slot] }
        for (page, error) in results {
            context.diagnostics += page.diagnostics
            if let error { throw error }
        }
        context.pagesRendered = due.count
        if partial {
            context.keepsLastPaths = true
        } else {
            context.outputPaths.formUnion(jobs.map(\.path))
        }
        if partial {
            state.update(pagePrints: jobs.map { ($0.path, $0.fingerprint) })
        } else if context.incremental {
            var prints: [String: Int] = [:]
            for job in jobs { prints[job.path] = job.fingerprint }
            state.keep(pagePrints: prints)
        }
        state.pages = memory
        return "\(due.count) of \(total) pages"
    }

    /// After an edit, the pages it reaches with their fingerprints (every other page's is as in
    /// the last build), and the storyboard index when it is among them; nil when the edit reaches
    /// the navigation (a title, a description, the storyboards a chapter shows) or the print
    /// page, or the last page step was not the last build's.
    static func editedPageJobs(_ context: BuildContext, _ edit: ChapterEdit, _ memory: PagesMemory,
                               sidebars: [SidebarGroup: Int]) -> ([PageJob], StoryboardIndex?)? {
        guard memory.generation == edit.base, !context.hasPrintPage, let theme = context.theme,
              memory.chapterPrints.count == context.chapters.count,
              memory.storyboardPrints.count == context.storyboardPages.count,
              memory.storyboardOrder == context.analysis.storyboardsInReadingOrder
        else { return nil }
        let reached = Set(edit.positions + edit.reanalysed + edit.relinked).sorted()
        for position in reached where PagesMemory.navigationPrint(of: context.chapters[position]) != memory.chapterPrints[position] {
            return nil
        }
        var printer = PagePrinter(context, navigation: memory.navigation, theme: theme, sidebars: sidebars,
                                  titlesPrint: memory.titlesPrint)
        var jobs = reached.map { printer.chapterJob(context.chapters[$0]) }
        for position in edit.storyboardsChanged { jobs.append(printer.storyboardJob(context.storyboardPages[position], at: position)) }
        var index: StoryboardIndex?
        if !edit.flowInputs.isEmpty, !context.storyboardPages.isEmpty {
            // The index lists each storyboard's size and the chapter that introduces it.
            let made = StoryboardIndex(analysis: context.analysis, chapters: context.chapters)
            jobs.append(printer.storyboardIndexJob(made))
            index = made
        }
        return (jobs, index)
    }

    /// Every page of the site with its fingerprint, and what an edit's build starts from.
    static func printedPageJobs(_ context: BuildContext, navigation: Navigation, index: StoryboardIndex, theme: Theme,
                                state: IncrementalState) -> ([PageJob], PagesMemory) {
        let chapterPrints = context.chapters.map(PagesMemory.navigationPrint(of:))
        // The sidebars' fingerprints are kept while nothing the navigation is made from changed.
        var navigationInputs = Hasher()
        navigationInputs.combine(chapterPrints)
        for part in context.tree.parts {
            navigationInputs.combine(part.title)
            navigationInputs.combine(part.chapterIndices)
        }
        navigationInputs.combine(context.analysis.storyboardsInReadingOrder)
        let navigationPrint = navigationInputs.finalize()
        var printer = PagePrinter(context, navigation: navigation, theme: theme,
                                  sidebars: state.sidebarPrints?.navigation == navigationPrint ? state.sidebarPrints?.prints ?? [:] : [:])
        let jobs = pageJobs(context, index: index, printer: &printer)
        state.sidebarPrints = (navigationPrint, printer.sidebars)
        let memory = PagesMemory(generation: state.generation, navigation: navigation, chapterPrints: chapterPrints,
                                 storyboardOrder: context.analysis.storyboardsInReadingOrder,
                                 storyboardPrints: context.storyboardPages.map(\.fingerprint), titlesPrint: printer.titlesPrint,
                                 paths: Set(jobs.map(\.path)))
        return (jobs, memory)
    }

    /// Every page of the site, without fingerprints (a one-off build renders them all).
    static func unprintedPageJobs(_ context: BuildContext) -> [PageJob] {
        var jobs = context.chapters.indices.map { PageJob(path: context.chapters[$0].outputPath, fingerprint: 0, kind: .chapter($0)) }
        for (position, board) in context.storyboardPages.enumerated() {
            jobs.append(PageJob(path: board.outputPath, fingerprint: 0, kind: .storyboard(position)))
        }
        if !context.storyboardPages.isEmpty { jobs.append(PageJob(path: SiteLinks.storyboardIndexPath, fingerprint: 0, kind: .storyboardIndex)) }
        if context.hasGeneratedHome { jobs.append(PageJob(path: GeneratedHome.outputPath, fingerprint: 0, kind: .generatedHome)) }
        jobs.append(PageJob(path: OutputPaths.themePages[0].path, fingerprint: 0, kind: .notFound))
        if context.hasPrintPage { jobs.append(PageJob(path: PrintPage.outputPath, fingerprint: 0, kind: .print)) }
        return jobs
    }

    /// Every page of the site with its fingerprint (hashed the same way for every kind).
    static func pageJobs(_ context: BuildContext, index: StoryboardIndex, printer: inout PagePrinter) -> [PageJob] {
        var jobs: [PageJob] = []
        for chapter in context.chapters { jobs.append(printer.chapterJob(chapter)) }
        for (position, board) in context.storyboardPages.enumerated() { jobs.append(printer.storyboardJob(board, at: position)) }
        if !context.storyboardPages.isEmpty { jobs.append(printer.storyboardIndexJob(index)) }
        if context.hasGeneratedHome { jobs.append(printer.generatedHomeJob()) }
        jobs.append(printer.notFoundJob())
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
        let themePrint = context.themePrint
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
