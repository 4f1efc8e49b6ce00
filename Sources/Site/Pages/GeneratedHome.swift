/// The home page flowdoc writes when the site has none: no `content/index.md` nor
/// `content/README.md` (`FolderPage`) and no other file written to `index.html`. Every page's
/// header and the 404 page link to `index.html`, so without it each page would have a dead link.
/// It is the theme's `home` template with the site's title and the list of every chapter, as
/// a home page written in `content/index.md` lists them under its own text.
enum GeneratedHome {
    static let outputPath = "index.html"

    /// Whether the site needs it: no chapter and no file under `content/` is written to
    /// `index.html` (compared as a case-insensitive disk compares paths, like `OutputPaths`).
    static func isNeeded(_ tree: ContentTree) -> Bool {
        isNeeded(chapters: tree.chapters, assets: tree.assets)
    }

    /// `isNeeded` for the published chapters and the assets of a site.
    static func isNeeded(chapters: [LoadedChapter], assets: [ContentAsset]) -> Bool {
        let key = OutputPaths.key(outputPath)
        return !chapters.contains { OutputPaths.key($0.outputPath) == key }
            && !assets.contains { OutputPaths.key($0.outputPath) == key }
    }
}
