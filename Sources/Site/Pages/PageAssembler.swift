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
    /// Whether the site has `print.html` (the sidebar links it).
    var hasPrintPage = false

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
            "editURL": settings.editURL.isEmpty ? .null
                : .string(settings.editURL.replacingOccurrences(of: "{path}", with: chapter.file.path)),
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

    /// The 404 page is served at any address, so its links cannot be relative to where it is.
    /// They are written relative to the site's root (right for `/404.html`, for any top-level
    /// address and from `file://`), and the page names the root in `<base href>`: the path of
    /// `base-url` when one is set (a path, not a host: the page never loads from the
    /// production host), else nothing. `flowdoc serve`, which always serves the site at `/`,
    /// puts `<base href="/">` in the page it answers with.
    func notFoundPage() -> (String, [Diagnostic]) {
        var context = base(path: "404.html", root: "")
        context["page"] = .object([
            "title": .string("Page not found"), "description": .string(""), "root": .string(""),
            "kind": .string("not-found"), "isHome": .bool(false), "toc": .array([]), "hasToc": .bool(false),
            "path": .string("404.html"), "base": Self.basePath(settings.baseURL).map { .string($0) } ?? .null,
        ])
        return theme.library.render("404", context: .object(context))
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

    /// The print version: every chapter's body, in order, on one page.
    func printPage(body: String) -> (String, [Diagnostic]) {
        var context = base(path: PrintPage.outputPath, root: "")
        context["page"] = .object([
            "title": .string("The whole book"), "description": .string(""), "root": .string(""),
            "kind": .string("print"), "isHome": .bool(false), "toc": .array([]), "hasToc": .bool(false),
            "path": .string(PrintPage.outputPath), "body": .string(body), "isPrint": .bool(true),
            "canonical": canonical(PrintPage.outputPath),
        ])
        return theme.library.render("print", context: .object(context))
    }

    private func base(path: String, root: String) -> [String: TemplateValue] {
        var context: [String: TemplateValue] = [
            "site": .object([
                "title": .string(siteTitle), "description": .string(settings.description),
                "language": .string(settings.language), "baseURL": .string(settings.baseURL),
                "favicon": .string(settings.favicon), "faviconType": .string(Self.imageType(settings.favicon)),
                "hasPrintPage": .bool(hasPrintPage),
            ]),
        ]
        for (key, value) in navigation.context(currentPath: path, root: root) { context[key] = value }
        return context
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
