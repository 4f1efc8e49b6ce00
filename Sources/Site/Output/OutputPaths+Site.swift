import FlowGraph
import SourceModel

extension OutputPaths {
    /// Pages the theme adds to every site (beside chapters and storyboard pages).
    static let themePages: [(path: String, template: String, description: String)] = [
        ("404.html", "404", "the theme's 404 page"),
    ]

    /// Claims every path a build of this site writes, in a fixed order — the theme's pages,
    /// the generated home page (when the site has none) and the theme's static files (fixed names), chapters in reading order, storyboard pages and their
    /// index, content assets — and returns the collisions.
    static func collisions(tree: ContentTree, storyboards: [Storyboard], theme: Theme) -> [Diagnostic] {
        var paths = OutputPaths()
        let themeFiles = Dictionary(theme.sources.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        for page in themePages {
            let source = "templates/\(page.template).mustache"
            let location = themeFiles[source] != nil ? SourceLocation(path: source, line: 1, column: 1) : nil
            paths.claim(page.path, by: Owner(page.description, at: location))
        }
        if GeneratedHome.isNeeded(tree) {
            paths.claim(GeneratedHome.outputPath, by: Owner("the home page flowdoc writes (the site has no content/index.md nor README.md)", at: nil))
        }
        for path in theme.staticFiles.keys.sorted() {
            paths.claim(path, by: Owner("the theme's file '\(path)'", at: nil))
        }
        for chapter in tree.chapters {
            paths.claim(chapter.outputPath, by: Owner(
                "the chapter '\(chapter.file.path)'", at: SourceLocation(path: chapter.file.path, line: 1, column: 1)))
        }
        for board in storyboards {
            paths.claim(SiteLinks.storyboardPath(board.name), by: Owner(
                "the page of storyboard '\(board.name)'", at: board.location))
        }
        if !storyboards.isEmpty {
            paths.claim(SiteLinks.storyboardIndexPath, by: Owner("the storyboard index page", at: nil))
        }
        for asset in tree.assets {
            paths.claim(asset.outputPath, by: Owner(
                "the file 'content/\(asset.source)'", at: SourceLocation(path: "content/" + asset.source, line: 1, column: 1)))
        }
        return paths.diagnostics
    }
}
