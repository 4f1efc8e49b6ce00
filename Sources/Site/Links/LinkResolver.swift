import Markup
import SourceModel

/// Resolves the destination of a chapter's link or image against the site (`LinkTargets`):
/// relative paths are read from the chapter's folder under `content/`, as GitHub and editors
/// read them, and rewritten to the URL of the page or file the site writes, relative to the
/// chapter's own page.
struct LinkResolver: Sendable {
    let targets: LinkTargets

    func resolve(_ link: MarkdownDocument.Link, from chapter: LoadedChapter) -> LinkResolution {
        resolve(link, from: chapter, folder: SitePath.folder(of: LinkTargets.contentPath(chapter)))
    }

    /// `folder`: the chapter's folder under `content/` (worked out once per chapter).
    func resolve(_ link: MarkdownDocument.Link, from chapter: LoadedChapter, folder: String) -> LinkResolution {
        resolve(link.destination, isImage: link.isImage, from: chapter, folder: folder)
    }

    /// The resolution of a link to `destination` (an image's when `isImage`): all a link's
    /// resolution reads of it, so the book's links are resolved without a copy of each (its six
    /// strings retained and released: 12,559 links on the 1,000-chapter book).
    func resolve(_ destination: String, isImage: Bool, from chapter: LoadedChapter, folder: String) -> LinkResolution {
        let chapterFolder = folder  // the branch for folders below names its own `folder`
        if destination.isEmpty { return .notChecked }
        if let scheme = Self.scheme(of: destination) {
            if scheme == "doc" { return resolveArticle(destination, isImage: isImage, from: chapter) }
            // `https` and `http` (nearly every external link) are no slot link's scheme (`scene`,
            // `segue`, `doc`): two comparisons of small strings, not a set's hash of the string.
            if scheme == "https" || scheme == "http" { return .external(scheme: scheme) }
            return ChapterParser.slotLinkSchemes.contains(scheme) ? .notChecked : .external(scheme: scheme)
        }
        if destination.hasPrefix("//") || destination.hasPrefix("\\") { return .notChecked }
        if destination.hasPrefix("/") { return resolveRooted(destination, isImage: isImage, from: chapter) }
        let parts = SitePath.split(destination)
        let fragment = parts.fragment.map { $0.removingPercentEncodingIfPossible }
        if parts.path.isEmpty {
            // `#anchor` or `?query`: this page.
            return isImage ? .notChecked : .samePage(fragment: fragment)
        }
        let written = parts.path.removingPercentEncodingIfPossible
        guard var resolved = SitePath.resolve(written, from: folder) else {
            return .broken(.outside, suggestion: nil)
        }
        if resolved.hasSuffix("/") || resolved.isEmpty || (targets.folders[resolved] != nil && targets.bySource[resolved] == nil) {
            // A folder: its page, as the loader chose it (`FolderPage`): its index.md; without
            // one, its README.md, the page GitHub shows for a folder (and mdBook makes its index).
            let folder = resolved.hasSuffix("/") ? String(resolved.dropLast()) : resolved
            guard let names = targets.folders[folder] else { return broken(written, resolved: resolved, from: chapterFolder) }
            let prefix = folder.isEmpty ? "" : folder + "/"
            guard let index = FolderPage.page(among: names.filter { targets.bySource[prefix + $0] != nil }).map({ prefix + $0 }),
                  !isImage else {
                return .broken(.folder("content/" + prefix), suggestion: nil)
            }
            resolved = index
        }
        let tail = parts.query + (parts.fragment.map { "#" + $0 } ?? "")
        if let page = targets.bySource[resolved] {
            if isImage { return .broken(.notAnImage("content/" + resolved), suggestion: nil) }
            if case .draft(let position) = page {
                return .broken(.draft("content/" + resolved, Self.draftLine(of: targets.drafts[position])), suggestion: nil)
            }
            let href = SitePath.relativeURL(from: chapter.outputPath, to: targets.outputPath(of: page)) + tail
            return .page(page, href: href, fragment: fragment)
        }
        if targets.duplicates.contains(resolved) {
            return isImage ? .broken(.notAnImage("content/" + resolved), suggestion: nil) : .duplicatePage
        }
        if let output = targets.assets[resolved] {
            return .asset(href: SitePath.relativeURL(from: chapter.outputPath, to: output) + tail)
        }
        // A page the site generates, written as its output path (`storyboards/main.html`).
        if !isImage, let generated = SitePath.resolve(written, from: SitePath.folder(of: chapter.outputPath)),
           let page = targets.byOutput[generated] {
            return .page(page, href: nil, fragment: fragment)
        }
        return broken(written, resolved: resolved, from: folder)
    }

    /// A rooted path (`/docs/FAQ.md#how`), read as GitHub reads it in a repository: from the
    /// repository's root, which is `content/` here (swiftlang/swift's docs link each other so).
    /// What it names in the site is linked like a relative path, by a relative URL (so the site
    /// still works under a sub-path and from `file://`); a Markdown file it names that is not
    /// there is `link.broken` (a site never serves `.md` files, so the link cannot work); any
    /// other path the site does not have is left as written, a path of the server the site is
    /// deployed on (`/feed.xml`).
    private func resolveRooted(_ destination: String, isImage: Bool, from chapter: LoadedChapter) -> LinkResolution {
        let resolution = resolve("./" + destination.drop { $0 == "/" }, isImage: isImage, from: chapter, folder: "")
        switch resolution {
        case .broken(.missing, let suggestion), .broken(.outside, let suggestion):
            let file = SitePath.split(destination).path.removingPercentEncodingIfPossible
            let name = file.split(separator: "/").last.map(String.init) ?? ""
            guard PathNaming.chapterStem(name) != nil else { return .notChecked }
            if case .broken(let reason, _) = resolution {
                return .broken(reason, suggestion: suggestion.map { "/" + ($0.hasPrefix("./") ? $0.dropFirst(2) : Substring($0)) })
            }
            return resolution
        case .samePage:
            return .notChecked
        default:
            return resolution
        }
    }

    /// A DocC link, `<doc:Name>` or `<doc:Name#Heading>` (Swift-DocC catalogs' articles link one
    /// another so; pointfreeco/swift-composable-architecture's articles are full of them), as
    /// DocC resolves it: to the chapter whose file is `Name.md` wherever it is in the book (the
    /// first by path when several are), the last path component naming it
    /// (`<doc:/documentation/Lib/Name>`). DocC keeps the heading's case in a fragment
    /// (`#API-Unification` for "API Unification"), the site's heading ids are lower case, so the
    /// fragment is lower-cased. `doc://bundle/…` names another catalog and is left as written.
    private func resolveArticle(_ destination: String, isImage: Bool, from chapter: LoadedChapter) -> LinkResolution {
        let rest = destination.dropFirst(4)
        guard !rest.hasPrefix("//"), !isImage else { return .notChecked }
        let parts = rest.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(parts[0]).removingPercentEncodingIfPossible
        let name = path.split(separator: "/").last.map(String.init) ?? ""
        guard !name.isEmpty else { return .notChecked }
        let fragment = parts.count == 2 ? String(parts[1]).removingPercentEncodingIfPossible.lowercased() : nil
        guard let source = targets.byArticleName[name]?.first, let page = targets.bySource[source] else {
            let suggestion = NearMissNames.best(for: name, among: targets.articleNames).map { "doc:" + String(path.dropLast(name.count)) + $0 }
            return .broken(.noArticle(name), suggestion: suggestion)
        }
        if case .draft(let position) = page {
            return .broken(.draft("content/" + source, Self.draftLine(of: targets.drafts[position])), suggestion: nil)
        }
        let href = SitePath.relativeURL(from: chapter.outputPath, to: targets.outputPath(of: page))
            + (fragment.map { "#" + $0 } ?? "")
        return .page(page, href: href, fragment: fragment)
    }

    /// Nothing in the site at `resolved` (under `content/`); `folder`: the chapter's folder.
    private func broken(_ written: String, resolved: String, from folder: String) -> LinkResolution {
        if let (link, at) = targets.skippedLink(holding: resolved) {
            // The walk of `content/` did not follow that link, and said so at it.
            guard !link.leadsOut else { return .linkOutside }
            let real = realFile(resolved, through: link, at: at)
            // From the chapter's folder (a path ending in `/`, or empty) to the file.
            let suggestion = real.map { SitePath.relativeURL(from: folder.isEmpty ? "" : folder + "/", to: $0) }
            let isLink = resolved == at || resolved == at + "/"
            return .broken(.notFollowed(link: "content/" + at, link.reason, isLink: isLink, real: real.map { "content/" + $0 }),
                           suggestion: suggestion)
        }
        let lower = written.lowercased()
        if lower.hasPrefix("www.") || lower.hasPrefix("http//") || lower.hasPrefix("https//")
            || lower.hasPrefix("http:/") || lower.hasPrefix("https:/") {
            return .broken(.webAddress, suggestion: nil)
        }
        return .broken(.missing("content/" + resolved), suggestion: suggestion(written, resolved: resolved))
    }

    /// The chapter or file of the site that `resolved`, which goes through the skipped `link`
    /// (met at `at`), names by its own path, when there is one.
    private func realFile(_ resolved: String, through link: SkippedLink, at: String) -> String? {
        guard let base = link.realPath else { return nil }
        let rest = resolved.dropFirst(at.count).drop { $0 == "/" }
        guard !rest.isEmpty, !rest.hasSuffix("/") else { return nil }
        let real = base.isEmpty ? String(rest) : base + "/" + rest
        return targets.bySource[real] != nil || targets.assets[real] != nil ? real : nil
    }

    /// The written path with its last component replaced by the nearest name in the folder it
    /// resolved to (`02-frends.md` → `02-friends.md`).
    private func suggestion(_ written: String, resolved: String) -> String? {
        let folder = SitePath.folder(of: resolved)
        guard let names = targets.folders[folder] else { return nil }
        let name = resolved.split(separator: "/").last.map(String.init) ?? resolved
        guard let best = NearMissNames.best(for: name, among: names) else { return nil }
        let prefix = written.hasSuffix(name) ? String(written.dropLast(name.count)) : ""
        return prefix + best
    }

    /// The `draft:` line of a draft's front matter.
    static func draftLine(of chapter: LoadedChapter) -> SourceLocation {
        let last = max(1, chapter.frontMatter.lastLine)
        for line in 1...last where chapter.file.lineText(line).hasPrefix("draft:") {
            return SourceLocation(path: chapter.file.path, line: line, column: 1)
        }
        return SourceLocation(path: chapter.file.path, line: 1, column: 1)
    }

    /// `https` and `http` packed as `scheme(of:)` packs a scheme's bytes.
    private static let httpsBytes: UInt64 = 0x68_74_74_70_73
    private static let httpBytes: UInt64 = 0x68_74_74_70

    /// A destination's scheme, lower-cased; nil when it has none.
    /// As `CmarkConverter` decides it: a letter, then letters, digits, `+`, `-`, `.`, then `:`.
    /// Read on UTF-8 bytes: every byte a scheme may hold is ASCII, and a byte of a longer
    /// scalar's encoding is none of them.
    static func scheme(of destination: String) -> String? {
        let view = destination.utf8
        let bytes = view.span
        var hasCapital = false
        // The bytes so far, first byte highest (the first eight are all that is compared).
        var packed: UInt64 = 0
        for index in bytes.indices {
            let byte = bytes[index]
            if byte == UInt8(ascii: ":") {
                guard index > 0 else { return nil }
                // `https` and `http` (nearly every external link) are returned as literals, with
                // no substring and string made of the bytes (350 instructions a link).
                if index == 5, packed == Self.httpsBytes { return "https" }
                if index == 4, packed == Self.httpBytes { return "http" }
                // Nearly every other scheme is written in lower case already: then it is its
                // bytes (a scheme is ASCII, and lower-casing ASCII changes only `A`–`Z`).
                let scheme = destination[..<view.index(view.startIndex, offsetBy: index)]
                return hasCapital ? scheme.lowercased() : String(scheme)
            }
            packed = packed &<< 8 | UInt64(byte)
            hasCapital = hasCapital || byte &- UInt8(ascii: "A") < 26
            let letter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            let other = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            guard letter || (other && index > 0) else { return nil }
        }
        return nil
    }
}
