import Markup
import SourceModel

/// One Markdown file of `content/`, parsed.
public struct Chapter: Sendable {
    public var file: SourceFile
    public var frontMatter: FrontMatter
    public var document: MarkdownDocument
    /// Site-relative output path: `index.html`, `colorboard.html`, `basics/launch.html`.
    public var outputPath: String
    /// Which part (subfolder) it belongs to, if any.
    public var partIndex: Int?
    /// Whether it is `content/index.md` (the home page) or a part's `index.md`.
    public var isIndex: Bool
    /// Sort key: `order:` in front matter, else the file name's numeric prefix.
    var sortKey: (Int, String)
    /// What the flow pass needs from this chapter, worked out when it was parsed.
    var prepared = PreparedChapter.empty

    /// The title: front matter, else the first heading, else the file name.
    public var title: String {
        if let title = frontMatter.title, !title.isEmpty { return title }
        if let heading = document.headings.first { return heading.text }
        return ContentLoader.humanized(fileStem: String(file.path.split(separator: "/").last ?? "page"))
    }
}

/// A subfolder of `content/`: a part of the book.
public struct Part: Sendable {
    public var title: String
    public var slug: String
    /// Chapters in reading order (the part's `index.md` first when present).
    public var chapterIndices: [Int]
}

/// All chapters in reading order, and the parts they belong to.
public struct ContentTree: Sendable {
    /// Reading order: home, then top-level chapters and parts interleaved by their order.
    public var chapters: [Chapter]
    public var parts: [Part]
    /// Non-Markdown files under `content/` (images…), site-relative.
    public var assets: [String]
}
