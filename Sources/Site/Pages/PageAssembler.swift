import SourceModel
import Templates

/// Puts a page together: the page's context (site, page, navigation, pager) rendered
/// through the theme's templates.
struct PageAssembler: Sendable {
    var settings: SiteSettings
    var theme: Theme
    var navigation: Navigation
    var tree: ContentTree
    /// The site's title: from the settings, else the home page's, else a plain default.
    /// Worked out once, not per page.
    let siteTitle: String

    init(settings: SiteSettings, theme: Theme, navigation: Navigation, tree: ContentTree) {
        self.settings = settings
        self.theme = theme
        self.navigation = navigation
        self.tree = tree
        siteTitle = !settings.title.isEmpty ? settings.title
            : tree.chapters.first { $0.outputPath == "index.html" }?.title ?? "Documentation"
    }

    func chapterPage(_ index: Int, body: String) -> (String, [Diagnostic]) {
        let chapter = tree.chapters[index]
        let root = SiteLinks.root(for: chapter.outputPath)
        let isHome = chapter.outputPath == "index.html"
        var context = base(path: chapter.outputPath, root: root)
        let toc: [TemplateValue] = chapter.document.headings
            .filter { $0.level == 2 || $0.level == 3 }
            .map { .object(["level": .int($0.level), "id": .string($0.id), "text": .string($0.text)]) }
        context["page"] = .object([
            "title": .string(chapter.title),
            "description": .string(chapter.frontMatter.description ?? (isHome ? settings.description : "")),
            "body": .string(body), "root": .string(root), "kind": .string(isHome ? "home" : "chapter"),
            "isHome": .bool(isHome), "toc": .array(toc), "hasToc": .bool(toc.count > 1),
            "canonical": canonical(chapter.outputPath), "path": .string(chapter.outputPath),
            // Chapters that do not open with a level-1 heading get their title as one.
            "showTitle": .bool(chapter.document.headings.first?.level != 1),
        ])
        for (key, value) in navigation.pager(chapterIndex: index, root: root) { context[key] = value }
        if isHome {
            let list: [TemplateValue] = tree.chapters.enumerated().filter { $0.offset != index }.enumerated().map { number, item in
                .object([
                    "number": .string(number + 1 < 10 ? "0\(number + 1)" : "\(number + 1)"),
                    "title": .string(item.element.title), "url": .string(root + item.element.outputPath),
                    "description": item.element.frontMatter.description.map { .string($0) } ?? .null,
                ])
            }
            context["chapterList"] = .array(list)
            context["hasChapters"] = .bool(!list.isEmpty)
            return theme.library.render("home", context: .object(context))
        }
        return theme.library.render("chapter", context: .object(context))
    }

    func storyboardPage(_ page: StoryboardPage) -> (String, [Diagnostic]) {
        let root = SiteLinks.root(for: page.outputPath)
        var context = base(path: page.outputPath, root: root)
        context["page"] = .object([
            "title": .string("Storyboard \(page.storyboard.name)"),
            "description": .string("The \(page.storyboard.name) storyboard: its diagram and every scene."),
            "root": .string(root), "kind": .string("storyboard"), "isHome": .bool(false),
            "toc": .array([]), "hasToc": .bool(false), "canonical": canonical(page.outputPath),
            "path": .string(page.outputPath),
        ])
        context["storyboard"] = page.context(chapters: tree.chapters)
        return theme.library.render("storyboard", context: .object(context))
    }

    /// The 404 page is served at any address, so its links start from the site's base URL
    /// when one is set, else from the server root.
    func notFoundPage() -> (String, [Diagnostic]) {
        var root = settings.baseURL.isEmpty ? "/" : settings.baseURL
        if !root.hasSuffix("/") { root += "/" }
        var context = base(path: "404.html", root: root)
        context["page"] = .object([
            "title": .string("Page not found"), "description": .string(""), "root": .string(root),
            "kind": .string("not-found"), "isHome": .bool(false), "toc": .array([]), "hasToc": .bool(false),
            "path": .string("404.html"),
        ])
        return theme.library.render("404", context: .object(context))
    }

    private func base(path: String, root: String) -> [String: TemplateValue] {
        var context: [String: TemplateValue] = [
            "site": .object([
                "title": .string(siteTitle), "description": .string(settings.description),
                "language": .string(settings.language), "baseURL": .string(settings.baseURL),
            ]),
        ]
        for (key, value) in navigation.context(currentPath: path, root: root) { context[key] = value }
        return context
    }

    private func canonical(_ path: String) -> TemplateValue {
        guard !settings.baseURL.isEmpty else { return .null }
        let base = settings.baseURL.hasSuffix("/") ? settings.baseURL : settings.baseURL + "/"
        return .string(base + path)
    }
}
