import FlowGraph
import SourceModel
import Templates

/// Puts a page together: the page's context (site, page, sidebar, pager) rendered through the
/// theme's templates. The sidebar comes as a shared fragment (`sidebar`, rendered once per
/// part); `nav` and `storyboards` stay in the context for themes that render it themselves.
/// Contexts are `Record`s with `PageContextShape`'s keys (their names are found without hashing
/// strings), and the body and sidebar are written straight into the page (`ByteSource`).
struct PageAssembler: Sendable {
    let settings: SiteSettings
    var theme: Theme
    var navigation: Navigation
    var fragments: SidebarFragments
    var chapters: [AnalyzedChapter]
    /// The site's title: from the settings, else the home page's, else a plain default.
    let siteTitle: String
    /// Whether the site has `print.html` (the sidebar links it).
    var hasPrintPage = false {
        didSet { site = Self.site(settings: settings, title: siteTitle, hasPrintPage: hasPrintPage) }
    }
    /// Every page's `site` object, made once.
    private var site: TemplateValue

    init(settings: SiteSettings, theme: Theme, navigation: Navigation, chapters: [AnalyzedChapter]) {
        self.settings = settings
        self.theme = theme
        self.navigation = navigation
        self.chapters = chapters
        fragments = SidebarFragments(navigation: navigation, theme: theme)
        siteTitle = Self.siteTitle(settings: settings, chapters: chapters)
        site = Self.site(settings: settings, title: siteTitle, hasPrintPage: hasPrintPage)
    }

    private static func site(settings: SiteSettings, title: String, hasPrintPage: Bool) -> TemplateValue {
        .record(Record(PageContextShape.siteKeys, [
            "title": .string(title), "description": .string(settings.description),
            "language": .string(settings.language), "baseURL": .string(settings.baseURL),
            "favicon": .string(settings.favicon), "faviconType": .string(imageType(settings.favicon)),
            "hasPrintPage": .bool(hasPrintPage),
        ]))
    }

    /// The title every page shows in its header, `<title>` and footer: the `title` setting,
    /// else the home page's title.
    static func siteTitle(settings: SiteSettings, chapters: [AnalyzedChapter]) -> String {
        !settings.title.isEmpty ? settings.title : chapters.first { $0.loaded.isHome }?.title ?? "Documentation"
    }

    func chapterPage(_ chapter: AnalyzedChapter) -> RenderedPage {
        // The body, which the template writes straight into the page.
        let body = ChapterRenderer.bodyBytes(of: chapter)
        // Fields are read off `chapter` where they are needed: `let loaded = chapter.loaded`
        // copied the loaded chapter, retaining and releasing each reference it holds.
        let root = SiteLinks.root(for: chapter.outputPath)
        let isHome = chapter.loaded.isHome
        let group = navigation.group(ofChapterAt: chapter.outputPath, root: root)
        let (start, sidebar, problems) = base(group: group, current: group.href(to: chapter.outputPath))
        var context = start
        let toc: [TemplateValue] = chapter.loaded.document.headings
            .filter { $0.level == 2 || $0.level == 3 }
            .map { .record(Record(PageContextShape.tocEntryKeys, ["level": .int($0.level), "id": .string($0.id), "text": .string($0.text)])) }
        context["page"] = .record(Record(PageContextShape.pageObjectKeys, [
            "title": .string(chapter.title),
            "description": .string(chapter.loaded.frontMatter.description ?? (isHome ? settings.description : "")),
            "body": .bytes(body), "root": .string(root), "kind": .string(isHome ? "home" : "chapter"),
            "isHome": .bool(isHome), "toc": .array(toc), "hasToc": .bool(toc.count > 1),
            "canonical": canonical(chapter.outputPath), "path": .string(chapter.outputPath),
            // Chapters that do not open with a level-1 heading get their title as one; when their
            // first heading is that title (each section of an mdBook book opens with `## Title`),
            // the level-1 heading is for screen readers only, so the page does not show the title twice.
            "showTitle": .bool(chapter.loaded.document.headings.first?.level != 1),
            "titleIsShownBelow": .bool(chapter.loaded.titleIsItsFirstHeading),
            "editURL": settings.editURL.isEmpty ? .null
                : .string(settings.editURL.replacingOccurrences(of: "{path}", with: chapter.loaded.file.path)),
        ]))
        navigation.pager(chapterIndex: chapter.id.position, root: root, folder: group.folder, into: &context)
        let template: String
        if isHome {
            let list = chapterList(skipping: chapter.id, root: root)
            context["chapterList"] = .array(list)
            context["hasChapters"] = .bool(!list.isEmpty)
            template = "home"
        } else {
            template = "chapter"
        }
        // The page is the body and the sidebar in a shell of a few kilobytes.
        let capacity = body.count + sidebar.count + 16_384
        let (html, more) = theme.library.renderBytes(template, context: .record(context), capacity: capacity)
        return RenderedPage(path: chapter.outputPath, html: html, diagnostics: problems + more)
    }

    /// The home page of a site without one (`GeneratedHome`): the `home` template with the
    /// site's title, its description, no text of its own, and every chapter in reading order.
    func generatedHomePage() -> RenderedPage {
        let path = GeneratedHome.outputPath
        var (context, _, problems) = base(group: SidebarGroup(entry: nil, root: ""), current: path)
        context["page"] = .record(Record(PageContextShape.pageObjectKeys, [
            "title": .string(siteTitle), "description": .string(settings.description), "body": .string(""),
            "root": .string(""), "kind": .string("home"), "isHome": .bool(true), "toc": .array([]), "hasToc": .bool(false),
            "canonical": canonical(path), "path": .string(path), "showTitle": .bool(true), "titleIsShownBelow": .bool(false),
            "editURL": .null,
        ]))
        let list = chapterList(skipping: nil, root: "")
        context["chapterList"] = .array(list)
        context["hasChapters"] = .bool(!list.isEmpty)
        let (html, more) = theme.library.renderBytes("home", context: .record(context))
        return RenderedPage(path: path, html: html, diagnostics: problems + more)
    }

    /// The home page's list: each chapter but `skipping` (the home page itself) numbered from 01,
    /// with its title, link and description. The chapters are read in place, a field at a time
    /// (filtering `chapters`, then mapping it, copied each chapter twice with all it holds).
    private func chapterList(skipping: ChapterID?, root: String) -> [TemplateValue] {
        let book = chapters.span
        var list: [TemplateValue] = []
        list.reserveCapacity(book.count)
        for index in book.indices where book[index].id != skipping {
            let number = list.count + 1
            list.append(.object([
                "number": .string(number < 10 ? "0\(number)" : "\(number)"),
                "title": .string(book[index].title), "url": .string(root + book[index].outputPath),
                "description": book[index].loaded.frontMatter.description.map { .string($0) } ?? .null,
            ]))
        }
        return list
    }

    func storyboardPage(_ page: StoryboardPage) -> RenderedPage {
        let root = SiteLinks.root(for: page.outputPath)
        let group = navigation.group(ofStoryboard: page.storyboard.name, root: root)
        var (context, _, problems) = base(group: group, current: group.href(to: page.outputPath))
        context["page"] = .record(Record(PageContextShape.pageObjectKeys, [
            "title": .string("Storyboard \(page.storyboard.name)"),
            "description": .string("The \(page.storyboard.name) storyboard: its diagram and every scene."),
            "root": .string(root), "kind": .string("storyboard"), "isHome": .bool(false),
            "toc": .array([]), "hasToc": .bool(false), "canonical": canonical(page.outputPath),
            "path": .string(page.outputPath),
        ]))
        context["storyboard"] = page.context(chapters: chapters)
        let (html, more) = theme.library.renderBytes("storyboard", context: .record(context))
        return RenderedPage(path: page.outputPath, html: html, diagnostics: problems + more)
    }

    /// Every storyboard of the book, in the order the book introduces them.
    func storyboardIndexPage(_ index: StoryboardIndex) -> RenderedPage {
        let path = SiteLinks.storyboardIndexPath
        let root = SiteLinks.root(for: path)
        var (context, _, problems) = base(group: SidebarGroup(entry: nil, root: root), current: root + path)
        context["page"] = .record(Record(PageContextShape.pageObjectKeys, [
            "title": .string("Storyboards"),
            "description": .string("Every storyboard of the book, in the order the book introduces them."),
            "root": .string(root), "kind": .string("storyboards"), "isHome": .bool(false),
            "toc": .array([]), "hasToc": .bool(false), "canonical": canonical(path), "path": .string(path),
        ]))
        context["storyboardList"] = index.context(chapters: chapters, root: root)
        let (html, more) = theme.library.renderBytes("storyboards", context: .record(context))
        return RenderedPage(path: path, html: html, diagnostics: problems + more)
    }

    /// The 404 page is served at any address, so its links cannot be relative to where it is.
    /// They are written relative to the site's root (right for `/404.html`, for any top-level
    /// address and from `file://`), and the page names the root in `<base href>`: the path of
    /// `base-url` when one is set (a path, not a host: the page never loads from the
    /// production host), else nothing. `flowdoc serve`, which always serves the site at `/`,
    /// puts `<base href="/">` in the page it answers with.
    func notFoundPage() -> RenderedPage {
        var (context, _, problems) = base(group: SidebarGroup(entry: nil, root: ""), current: nil)
        context["page"] = .record(Record(PageContextShape.pageObjectKeys, [
            "title": .string("Page not found"), "description": .string(""), "root": .string(""),
            "kind": .string("not-found"), "isHome": .bool(false), "toc": .array([]), "hasToc": .bool(false),
            "path": .string("404.html"), "base": Self.basePath(settings.baseURL).map { .string($0) } ?? .null,
        ]))
        let (html, more) = theme.library.renderBytes("404", context: .record(context))
        return RenderedPage(path: "404.html", html: html, diagnostics: problems + more)
    }

    /// The context every page starts from: the sidebar's (made once per group), `site` and
    /// `sidebar`, which is also returned (its size is part of a chapter page's).
    private func base(group: SidebarGroup, current: String?) -> (Record, sidebar: ByteSource, [Diagnostic]) {
        let sidebar = fragments.sidebar(for: group, current: current)
        var context = sidebar.context
        context["site"] = site
        context["sidebar"] = .bytes(sidebar.html)
        return (context, sidebar.html, sidebar.diagnostics)
    }

    /// The path of `https://host/flows/` (`/flows/`), or nil when there is no base URL.
    static func basePath(_ baseURL: String) -> String? {
        guard !baseURL.isEmpty else { return nil }
        var rest = Substring(baseURL)
        if let scheme = rest.firstRange(of: "://") {
            rest = rest[scheme.upperBound...]
            rest = rest.firstIndex(of: "/").map { rest[$0...] } ?? "/"
        }
        var path = String(rest.prefix { $0 != "?" && $0 != "#" })
        if !path.hasPrefix("/") { path = "/" + path }
        if !path.hasSuffix("/") { path += "/" }
        return path
    }

    /// The print version: every chapter's body, in order, on one page (at the site root).
    func printPage(body: String) -> RenderedPage {
        var (context, _, problems) = base(group: SidebarGroup(entry: nil, root: ""), current: PrintPage.outputPath)
        context["page"] = .record(Record(PageContextShape.pageObjectKeys, [
            "title": .string("The whole book"), "description": .string(""), "root": .string(""),
            "kind": .string("print"), "isHome": .bool(false), "toc": .array([]), "hasToc": .bool(false),
            "path": .string(PrintPage.outputPath), "body": .string(body), "isPrint": .bool(true),
            "canonical": canonical(PrintPage.outputPath),
        ]))
        let (html, more) = theme.library.renderBytes("print", context: .record(context))
        return RenderedPage(path: PrintPage.outputPath, html: html, diagnostics: problems + more)
    }

    /// The MIME type of an icon, by its extension.
    static func imageType(_ path: String) -> String {
        let lower = path.lowercased()
        if lower.hasSuffix(".svg") { return "image/svg+xml" }
        if lower.hasSuffix(".png") { return "image/png" }
        if lower.hasSuffix(".ico") { return "image/x-icon" }
        if lower.hasSuffix(".gif") { return "image/gif" }
        if lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg") { return "image/jpeg" }
        return "image/x-icon"
    }

    private func canonical(_ path: String) -> TemplateValue {
        guard !settings.baseURL.isEmpty else { return .null }
        let base = settings.baseURL.hasSuffix("/") ? settings.baseURL : settings.baseURL + "/"
        return .string(base + path)
    }
}
