import CodeListings
import Foundation
import Markup
import SourceModel

/// Finds and reads the chapters under `content/` (in parallel, through `ChapterParser`) and
/// puts them in reading order.
package enum ContentLoader {
    /// Loads `root/content`. Throws only for the environment (the folder cannot be listed).
    ///
    /// With a `cache`, a file whose size and modification time did not change since the
    /// previous load is not read or parsed again (`serve`).
    /// `keepsParagraphs`: whether chapters keep their paragraphs' text (the search index needs
    /// it; `check` does not). `changes`: with a cache, the paths under `content/` that changed
    /// since the previous load (`serve`'s watcher says): when they are all files the previous
    /// listing has, the folder is not listed again and only they are looked at (nil: every file
    /// is, by its stamp).
    package static func load(
        root: URL, settings: SiteSettings, cache: ChapterCache? = nil, keepsParagraphs: Bool = true,
        changes: Set<String>? = nil
    ) throws -> (ContentTree, [Diagnostic]) {
        let contentURL = root.appendingPathComponent("content")
        let trusted = changes.flatMap { cache?.listingStillHolds(changes: $0, in: contentURL) } ?? false
        if trusted, let changes, let cache,
           let tree = replacing(changes, in: contentURL, cache: cache, settings: settings, root: root, keepsParagraphs: keepsParagraphs) {
            return tree
        }
        let walk: FolderListing.Listing
        if trusted, let last = cache?.listing {
            walk = last.whole
        } else {
            walk = try FolderListing.listing(contentURL)
            cache?.keep(listing: walk)
        }
        let listing = walk.files
        var diagnostics: [Diagnostic] = walk.special.map { relative in
            let path = "content/" + relative
            let what = FileKind(path: contentURL.appendingPathComponent(relative).path).specialDescription ?? "not a regular file"
            return .report("content.not-a-file", "this is \(what), not a regular file; it is not read (a chapter or asset "
                            + "must be a file)", at: SourceLocation(path: path, line: 1, column: 1))
        }
        diagnostics += walk.skippedLinks.map(linkDiagnostic)

        // Decide parts and output paths, then parse in parallel.
        struct Pending: Sendable { var relative: String; var part: String?; var place: ChapterPlace }
        var pending: [Pending] = []
        var assets: [String] = []
        // Each folder's page: its index.md, else its README.md (`FolderPage`).
        let pages = FolderPage.pages(of: listing.filter { PathNaming.chapterStem(SitePath.fileName(of: $0)) != nil })
        let pageRelatives = Set(pages.values)
        for relative in listing {
            let components = SitePath.components(of: relative)
            guard let stem = PathNaming.chapterStem(components.last ?? "") else { assets.append(relative); continue }
            // The top folder is the part; every folder keeps its place in the output path, slugged
            // (`02-basics/01-more/deep.md` → `basics/more/deep.html`, `02-basics/more/index.md` →
            // `basics/more/index.html`). Only the home page and a part's own index.md are indexes
            // (a nested folder's index.md is a chapter of the part, and the folder's page). A
            // folder's page is its index.md, or without one its README.md (`FolderPage`).
            let folders = components.dropLast()
            let part = folders.first
            let isPage = pageRelatives.contains(relative)
            let isIndex = isPage && components.count <= 2
            let folder = folders.map { PathNaming.slug($0) + "/" }.joined()
            let output = folder + (isPage ? "index" : PathNaming.slug(stem)) + ".html"
            let nested = folders.dropFirst().map { ChapterPlace.SortKey.Level(order: PathNaming.numericPrefix($0) ?? Int.max, name: $0) }
            let sortKey = ChapterPlace.SortKey(order: PathNaming.numericPrefix(stem) ?? Int.max, stem: stem, folders: Array(nested),
                                               isFolderIndex: isPage && !nested.isEmpty)
            let place = ChapterPlace(outputPath: output, isIndex: isIndex, partIndex: nil, sortKey: sortKey)
            pending.append(Pending(relative: relative, part: part, place: place))
        }

        let options = {
            var options = ChapterParser.options(settings)
            options.keepsParagraphs = keepsParagraphs
            return options
        }()
        let folder = contentURL.standardizedFileURL.path
        let results = ParallelMap.map(pending) { item -> (LoadedChapter?, [Diagnostic]) in
            let path = "content/" + item.relative
            let file = folder + "/" + item.relative
            if trusted, let changes, !changes.contains(item.relative),
               let hit = cache?.lookup(item.relative, options: options.allowRawHTML, flavor: options.flavor, sources: settings.sources) {
                return Self.placed(hit, item.place)
            }
            let stamp = cache.flatMap { _ in FileStamp(path: file, options: options.allowRawHTML, flavor: options.flavor, sources: settings.sources) }
            // A file the watcher says changed is read again even if its stamp looks the same
            // (two saves within one clock tick, the same size; `cp -p`, `rsync -a` and `tar`
            // put the old time back), also when the same changes made the whole folder listed again.
            if let stamp, changes?.contains(item.relative) != true, let hit = cache?.lookup(item.relative, stamp: stamp) {
                return Self.placed(hit, item.place)
            }
            guard let bytes = FileRead.bytes(atPath: file) else {
                return (nil, [.report("content.unreadable", "cannot read this file", at: SourceLocation(path: path, line: 1, column: 1))])
            }
            let result = ChapterParser.parse(bytes, path: path, place: item.place, options: options) {
                ListingIncludes.apply(to: &$0, settings: settings, root: root)
            }
            if let stamp { cache?.store(item.relative, stamp: stamp, result: result) }
            return result
        }
        if !trusted { cache?.keep(only: Set(pending.map(\.relative))) }
        var byRelative: [String: LoadedChapter] = [:]
        // By index: `for (item, result) in zip(pending, results)` copied each pair, retaining all
        // a chapter holds.
        for index in results.indices {
            diagnostics += results[index].1
            if let chapter = results[index].0 { byRelative[pending[index].relative] = chapter }
        }
        diagnostics += FrontMatter.ignoredKeyWarnings(results.compactMap { $0.0?.frontMatter })

        // Reading order.
        var chapters: [LoadedChapter] = []
        var parts: [Part] = []
        let homeRelative = pages[""]
        if let homeRelative, var home = byRelative[homeRelative] {
            home.place.isIndex = true
            chapters.append(home)
        }
        enum Entry { case chapter(String), part(String) }
        // A book's SUMMARY.md (mdBook, GitBook) orders what it names, before the rest (`BookSummary`).
        let summary = BookSummary.places(in: byRelative[BookSummary.relativePath])
        let unlisted = Int.max
        var entries: [(key: (summary: Int, order: Int, name: String), entry: Entry)] = []
        // Each part's files, found in one pass (not one pass per part: linear in the book).
        var membersOfPart: [String: [Pending]] = [:]
        for item in pending {
            if let part = item.part, byRelative[item.relative] != nil { membersOfPart[part, default: []].append(item) }
        }
        let partNames = Set(pending.compactMap(\.part))
        // Every folder that holds a chapter, directly or below (`02-basics`, `02-basics/more`).
        var chapterFolders: Set<String> = []
        for item in pending {
            var folder = SitePath.folder(of: item.relative)
            while !folder.isEmpty, chapterFolders.insert(folder).inserted { folder = SitePath.folder(of: folder) }
        }
        for item in pending where item.part == nil && item.relative != homeRelative {
            if let chapter = byRelative[item.relative] {
                entries.append(((summary[item.relative] ?? unlisted, chapter.place.sortKey.order, chapter.place.sortKey.stem),
                                .chapter(item.relative)))
            }
        }
        for name in partNames {
            let key = pages[name].flatMap { byRelative[$0] }?.frontMatter.order ?? PathNaming.numericPrefix(name) ?? Int.max
            // A part comes where the summary names its first chapter.
            let listed = summary.isEmpty ? unlisted : (membersOfPart[name] ?? []).compactMap { summary[$0.relative] }.min() ?? unlisted
            entries.append(((listed, key, name), .part(name)))
        }
        entries.sort { $0.key < $1.key }
        for (_, entry) in entries {
            switch entry {
            case .chapter(let relative):
                chapters.append(byRelative[relative]!)
            case .part(let name):
                let members = membersOfPart[name] ?? []
                let index = members.first { $0.place.isIndex }
                // Those the book's summary names first, in its order; then in the order of the part's
                // file tree (`SortKey`), then by path: two files whose names differ only in what a
                // slug drops keep one order on every run.
                let rest = members.filter { !$0.place.isIndex }.map { (summary[$0.relative] ?? unlisted, byRelative[$0.relative]!) }
                    .sorted { (x: (Int, LoadedChapter), y: (Int, LoadedChapter)) -> Bool in
                        let (a, b) = (x.1, y.1)
                        if x.0 != y.0 { return x.0 < y.0 }
                        if a.place.sortKey != b.place.sortKey { return a.place.sortKey < b.place.sortKey }
                        return a.file.path < b.file.path
                    }.map(\.1)
                let partIndex = parts.count
                var indices: [Int] = []
                var title = PathNaming.humanized(fileStem: name)
                if let index, var chapter = byRelative[index.relative] {
                    chapter.place.partIndex = partIndex
                    if let t = chapter.frontMatter.title ?? chapter.document.headings.first?.text { title = t }
                    indices.append(chapters.count)
                    chapters.append(chapter)
                }
                for var chapter in rest {
                    chapter.place.partIndex = partIndex
                    indices.append(chapters.count)
                    chapters.append(chapter)
                }
                parts.append(Part(title: title, slug: PathNaming.slug(name), chapterIndices: indices))
            }
        }

        // Drafts are left out (kept aside for the link checks); two files may not claim one output path.
        let drafts = chapters.filter { $0.frontMatter.draft }
        chapters.removeAll { $0.frontMatter.draft }
        var claimed: [String: SourceLocation] = [:]
        var unique: [LoadedChapter] = []
        var duplicates: [String] = []
        for chapter in chapters {
            let here = SourceLocation(path: chapter.file.path, line: 1, column: 1)
            if let first = claimed[chapter.outputPath] {
                // Two folders whose names differ only in what slugging drops (`01-more`, `More`).
                let folders = (SitePath.folder(of: here.path), SitePath.folder(of: first.path))
                let why: [Diagnostic.Note] = folders.0 != folders.1
                    ? [.init("folders keep their names in output paths without a numeric prefix, lower-cased: '\(folders.1)' "
                             + "and '\(folders.0)' are both written to '\(SitePath.folder(of: chapter.outputPath))/'")]
                    : []
                diagnostics.append(.report(
                    "content.duplicate-page", "this chapter would be written to '\(chapter.outputPath)', like another one",
                    at: here, notes: [.init("the other chapter", at: first)] + why))
                duplicates.append(LinkTargets.contentPath(chapter))
                continue
            }
            claimed[chapter.outputPath] = here
            unique.append(chapter)
        }
        // Re-index parts after filtering (one pass).
        for p in parts.indices { parts[p].chapterIndices = [] }
        for (position, chapter) in unique.enumerated() {
            if let part = chapter.partIndex { parts[part].chapterIndices.append(position) }
        }
        let contentAssets = assets.sorted().map {
            ContentAsset(source: $0, outputPath: SitePath.assetOutputPath($0, chapterFolders: chapterFolders))
        }
        let tree = ContentTree(chapters: unique, parts: parts, assets: contentAssets, drafts: drafts, duplicates: duplicates,
                               skippedLinks: walk.skippedLinks)
        cache?.keep(tree: tree, diagnostics: diagnostics, keepsParagraphs: keepsParagraphs)
        return (tree, diagnostics)
    }

    /// A cached parse in the place the loader gives the file now: a file's place depends on
    /// the other files of its folder too (a README.md is the folder's page only without an
    /// index.md), so it may have changed while the file did not. (`order:` is the file's own.)
    private static func placed(_ hit: (LoadedChapter?, [Diagnostic]), _ place: ChapterPlace) -> (LoadedChapter?, [Diagnostic]) {
        guard var chapter = hit.0 else { return hit }
        var place = place
        if let order = chapter.frontMatter.order { place.sortKey.order = order }
        chapter.place = place
        return (chapter, hit.1)
    }

    /// `content.link-outside` (error) for a symbolic link leading out of `content/`, else
    /// `content.link-not-followed` (warning), at the link.
    private static func linkDiagnostic(_ link: SkippedLink) -> Diagnostic {
        let here = SourceLocation(path: "content/" + link.path, line: 1, column: 1)
        let message = link.message(folder: "content/")
        return link.leadsOut ? .report("content.link-outside", message, at: here)
            : .report("content.link-not-followed", message, at: here)
    }

    /// The last tree with the changed chapters parsed again and put in their places — when that
    /// is surely what a whole load would give: each changed path is a published chapter that
    /// reported nothing before or now, keeps its place in the order (`order:`, file name) and
    /// stays published, and (for an `index.md`) keeps its title, which is its part's; each
    /// other changed path is an asset (the listing holds). Nil otherwise.
    private static func replacing(_ changes: Set<String>, in contentURL: URL, cache: ChapterCache, settings: SiteSettings,
                                  root: URL, keepsParagraphs: Bool) -> (ContentTree, [Diagnostic])? {
        guard let last = cache.lastTree, last.keepsParagraphs == keepsParagraphs else { return nil }
        var options = ChapterParser.options(settings)
        options.keepsParagraphs = keepsParagraphs
        var tree = last.tree
        let folder = contentURL.standardizedFileURL.path
        for relative in changes.sorted() {
            // The book's summary orders other chapters: the whole book is placed again.
            if relative == BookSummary.relativePath { return nil }
            guard PathNaming.chapterStem(relative) != nil else {
                if last.assets.contains(relative) { continue }
                return nil
            }
            guard let position = last.positions[relative] else { return nil }
            let old = tree.chapters[position]
            guard let stamp = FileStamp(path: folder + "/" + relative, options: options.allowRawHTML, flavor: options.flavor,
                                        sources: settings.sources),
                  let bytes = FileRead.bytes(atPath: folder + "/" + relative) else { return nil }
            var place = old.place
            place.partIndex = nil
            let result = ChapterParser.parse(bytes, path: "content/" + relative, place: place, options: options) {
                ListingIncludes.apply(to: &$0, settings: settings, root: root)
            }
            guard var chapter = result.0, result.1.isEmpty, cache.hadNoDiagnostics(relative),
                  !chapter.frontMatter.draft, chapter.place.sortKey == old.place.sortKey,
                  chapter.frontMatter.order == old.frontMatter.order,
                  // The site-wide warnings about ignored keys (`ignoredKeyWarnings`) stay true.
                  chapter.frontMatter.ignoredKeys == old.frontMatter.ignoredKeys,
                  !old.place.isIndex || chapter.title == old.title else { return nil }
            chapter.place = old.place
            cache.store(relative, stamp: stamp, result: (chapter, []))
            tree.chapters[position] = chapter
        }
        cache.keep(tree: tree, diagnostics: last.diagnostics, keepsParagraphs: keepsParagraphs, inPlace: true)
        return (tree, last.diagnostics)
    }
}
