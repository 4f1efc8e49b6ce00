import Foundation
import Markup
import SourceModel

/// Everything a chapter's link can point at, indexed once per build: chapters and drafts by
/// their path under `content/`, other files under `content/`, and the pages the site
/// generates by output path. The ids of a page are indexed on demand, once per page.
struct LinkTargets: Sendable {
    /// A page a link can land on.
    enum Page: Sendable, Hashable {
        case chapter(Int)
        case draft(Int)
        case storyboard(Int)
        case storyboardIndex
        /// The home page flowdoc writes for a site without one (`GeneratedHome`).
        case generatedHome
        case notFound
    }

    /// The pages themselves (their ids are read from them); a `serve` rebuild whose set of targets
    /// did not change keeps the index and puts the new pages in (`LinkCheckMemory`).
    var chapters: [LoadedChapter]
    var drafts: [LoadedChapter]
    var storyboards: [StoryboardPage]
    private(set) var bySource: [String: Page] = [:]
    private(set) var assets: [String: String] = [:]
    private(set) var byOutput: [String: Page] = [:]
    /// Chapters not written because another is written to the same page (`ContentTree.duplicates`).
    private(set) var duplicates: Set<String> = []
    /// The symbolic links under `content/` that were not followed, by each path they were met at.
    private(set) var skippedLinks: [String: SkippedLink] = [:]
    /// Every folder under `content/` (`04-extras`, `04-extras/img`; `` for `content/` itself)
    /// with the names it holds, for suggestions.
    private(set) var folders: [String: [String]] = ["": []]
    /// Chapters and drafts by their file's name without its extension, as a DocC link names an
    /// article (`<doc:GettingStarted>` for `Articles/GettingStarted.md`), and without the
    /// numeric prefix that orders it in the book (`03-GettingStarted.md`): source paths, sorted.
    private(set) var byArticleName: [String: [String]] = [:]
    /// The keys of `byArticleName`, sorted (for a did-you-mean).
    private(set) var articleNames: [String] = []

    init(chapters: [LoadedChapter], drafts: [LoadedChapter], assets: [ContentAsset], storyboards: [StoryboardPage],
         duplicates: [String] = [], skippedLinks: [SkippedLink] = []) {
        self.chapters = chapters
        self.drafts = drafts
        self.storyboards = storyboards
        // By index: a chapter copied out of the array is two retains and two releases.
        bySource.reserveCapacity(chapters.count + drafts.count)
        byOutput.reserveCapacity(chapters.count + storyboards.count + 4)
        for position in chapters.indices {
            bySource[Self.contentPath(chapters[position].source.file.path)] = .chapter(position)
            byOutput[chapters[position].place.outputPath] = .chapter(position)
        }
        for position in drafts.indices { bySource[Self.contentPath(drafts[position].source.file.path)] = .draft(position) }
        for asset in assets { self.assets[asset.source] = asset.outputPath }
        for (position, board) in storyboards.enumerated() { byOutput[board.outputPath] = .storyboard(position) }
        if !storyboards.isEmpty { byOutput[SiteLinks.storyboardIndexPath] = .storyboardIndex }
        if GeneratedHome.isNeeded(chapters: chapters, assets: assets) { byOutput[GeneratedHome.outputPath] = .generatedHome }
        byOutput["404.html"] = .notFound
        self.duplicates = Set(duplicates)
        for link in skippedLinks {
            for path in [link.path] + link.aliases { self.skippedLinks[path] = link }
        }
        for path in Array(bySource.keys) + Array(self.assets.keys) + duplicates { addToFolders(path) }
        for name in folders.keys { folders[name]?.sort() }
        for path in bySource.keys {
            // The file's name: what follows the last `/` (a chapter's path never ends with one).
            guard let stem = PathNaming.chapterStem(SitePath.fileName(of: path)) else { continue }
            let bare = PathNaming.droppingNumericPrefix(stem)
            for name in bare == stem ? [stem] : [stem, bare] { byArticleName[name, default: []].append(path) }
        }
        for name in byArticleName.keys { byArticleName[name]?.sort() }
        articleNames = byArticleName.keys.sorted()
    }

    private mutating func addToFolders(_ path: String) {
        var folder = ""
        var rest = Substring(path)
        // On bytes when ASCII (a Character walk costs a grapheme break per byte); otherwise by
        // Character, where a combining mark after a `/` makes one Character of the two.
        let ascii = path.isASCIIText
        while let slash = ascii ? rest.utf8.firstIndex(of: UInt8(ascii: "/")) : rest.firstIndex(of: "/") {
            let name = String(rest[..<slash])
            let child = folder.isEmpty ? name : folder + "/" + name
            if folders[child] == nil {
                folders[child] = []
                folders[folder, default: []].append(name + "/")
            }
            folder = child
            rest = rest[rest.index(after: slash)...]
        }
        folders[folder, default: []].append(String(rest))
    }

    /// The skipped symbolic link that `path` (under `content/`) is or goes through, and the
    /// path it was met at (`a/loop` for `a/loop/01-intro.md`). One look-up per folder of `path`.
    func skippedLink(holding path: String) -> (link: SkippedLink, at: String)? {
        guard !skippedLinks.isEmpty else { return nil }
        var prefix = path.hasSuffix("/") ? String(path.dropLast()) : path
        while !prefix.isEmpty {
            if let link = skippedLinks[prefix] { return (link, prefix) }
            guard let slash = prefix.lastIndex(of: "/") else { break }
            prefix = String(prefix[..<slash])
        }
        return nil
    }

    /// `content/04-extras/one.md` → `04-extras/one.md`.
    static func contentPath(_ chapter: LoadedChapter) -> String {
        contentPath(chapter.source.file.path)
    }

    /// `contentPath` of a chapter's file path. `content/` is ASCII, so when the path starts with
    /// it (by Characters) its eight bytes are the path's first eight: the rest is cut there on
    /// bytes (`dropFirst(8)` walks Characters: about 700 instructions a chapter).
    static func contentPath(_ path: String) -> String {
        path.hasPrefix("content/") ? String(Substring(path.utf8.dropFirst(8))) : path
    }

    /// The output path of a page.
    func outputPath(of page: Page) -> String {
        switch page {
        case .chapter(let position): chapters[position].outputPath
        case .draft(let position): drafts[position].outputPath
        case .storyboard(let position): storyboards[position].outputPath
        case .storyboardIndex: SiteLinks.storyboardIndexPath
        case .generatedHome: GeneratedHome.outputPath
        case .notFound: "404.html"
        }
    }

    /// The ids of a page, as the site generates them: on a chapter, every `id` of its body
    /// (heading slugs, footnotes, raw HTML when allowed, and the names of its `<a name>`
    /// anchors) and its flow figures (`flow-1`…); on a storyboard page, its sections, scene
    /// entries and segues. Nil when the page's ids are not known (the theme's pages).
    func ids(of page: Page) -> Set<String>? {
        switch page {
        case .chapter(let position): Self.ids(of: chapters[position].document)
        case .draft(let position): Self.ids(of: drafts[position].document)
        case .storyboard(let position): Self.ids(of: storyboards[position])
        case .storyboardIndex, .generatedHome, .notFound: nil
        }
    }

    static func ids(of document: MarkdownDocument) -> Set<String> {
        var ids = Set(document.headings.map(\.id))
        for part in document.parts { ids.formUnion(RawHTMLTag.anchors(in: part)) }
        let figures = document.codeBlocks.filter { $0.isSlot && $0.language == "flow" }.count
        for number in stride(from: 1, through: figures, by: 1) { ids.insert("flow-\(number)") }
        return ids
    }

    static func ids(of page: StoryboardPage) -> Set<String> {
        var ids: Set<String> = ["top", "scenes"]
        if !page.removed.isEmpty { ids.insert("removed") }
        for scene in page.storyboard.scenes { ids.insert(SiteLinks.sceneAnchor(scene.name)) }
        for item in page.removed { ids.insert(SiteLinks.sceneAnchor(item.name)) }
        for segue in page.storyboard.segues { ids.insert(SiteLinks.segueAnchor(segue.key)) }
        for unwind in page.storyboard.unwinds { ids.insert(SiteLinks.segueAnchor(unwind.key)) }
        return ids
    }
}
