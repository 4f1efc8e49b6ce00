import CodeListings
import Foundation
import Markup
import SourceModel

/// Finds, reads and parses the chapters under `content/`, in parallel.
public enum ContentLoader {
    /// Code block languages that later stages render: flow blocks and every listing language
    /// the highlighter knows (one table, so the two can never disagree).
    public static let slotLanguages: Set<String> = Set(["flow"] + ListingLanguage.infoStrings.keys)
    public static let slotLinkSchemes: Set<String> = ["scene", "segue"]

    /// Loads `root/content`. Throws only for the environment (the folder cannot be listed).
    ///
    /// With a `cache`, a file whose size and modification time did not change since the
    /// previous load is not read or parsed again (`serve`).
    public static func load(root: URL, settings: SiteSettings, cache: ChapterCache? = nil) throws -> (ContentTree, [Diagnostic]) {
        let contentURL = root.appendingPathComponent("content")
        let (listing, special) = try listWithSpecialFiles(contentURL)
        var diagnostics: [Diagnostic] = special.map { relative in
            let path = "content/" + relative
            let what = FileKind(path: contentURL.appendingPathComponent(relative).path).specialDescription ?? "not a regular file"
            return .error("content.not-a-file", "this is \(what), not a regular file; it is not read (a chapter or asset "
                            + "must be a file)", at: SourceLocation(path: path, line: 1, column: 1))
        }

        // Decide parts and output paths, then parse in parallel.
        struct Pending { var relative: String; var part: String?; var isIndex: Bool }
        var pending: [Pending] = []
        var assets: [String] = []
        for relative in listing {
            let components = relative.split(separator: "/").map(String.init)
            guard relative.hasSuffix(".md") else { assets.append(relative); continue }
            let part = components.count > 1 ? components[0] : nil
            let isIndex = components.last == "index.md" && components.count <= 2
            pending.append(Pending(relative: relative, part: part, isIndex: isIndex))
        }

        let options = MarkdownOptions(
            allowRawHTML: settings.allowRawHTML, slotLanguages: slotLanguages,
            slotLinkSchemes: slotLinkSchemes, headingAnchors: true)
        let results = ParallelMap.map(pending) { item -> (Chapter?, [Diagnostic]) in
            let path = "content/" + item.relative
            let url = contentURL.appendingPathComponent(item.relative)
            let stamp = cache.flatMap { _ in FileStamp(path: url.path, options: options.allowRawHTML) }
            if let stamp, let hit = cache?.lookup(item.relative, stamp: stamp) { return hit }
            guard let data = FileManager.default.contents(atPath: url.path) else {
                return (nil, [.error("content.unreadable", "cannot read this file", at: SourceLocation(path: path, line: 1, column: 1))])
            }
            if data.count > SourceDecoder.maximumSize {
                return (nil, [.error("content.too-large",
                                     "the file is \(data.count / 1_048_576) MiB; chapters are limited to \(SourceDecoder.maximumSize / 1_048_576) MiB",
                                     at: SourceLocation(path: path, line: 1, column: 1))])
            }
            let (text, problems0) = SourceDecoder.decode([UInt8](data), path: path)
            var problems = problems0
            let file = SourceFile(path: path, text: text)
            let (matter, matterProblems) = FrontMatter.parse(file)
            problems += matterProblems
            let body = FrontMatter.blanked(text, through: matter.lastLine)
            let document = CmarkConverter.parse(body, file: file, options: options)
            let stem = String(item.relative.split(separator: "/").last!.dropLast(3))
            let slug = slugged(stem)
            let output: String
            if item.isIndex {
                output = (item.part.map { slugged($0) + "/" } ?? "") + "index.html"
            } else {
                output = (item.part.map { slugged($0) + "/" } ?? "") + slug + ".html"
            }
            let sortKey = (matter.order ?? numericPrefix(stem) ?? Int.max, stem)
            var chapter = Chapter(file: file, frontMatter: matter, document: document, outputPath: output,
                                  partIndex: nil, isIndex: item.isIndex, sortKey: sortKey)
            chapter.prepared = PreparedChapter(chapter)
            if let stamp { cache?.store(item.relative, stamp: stamp, result: (chapter, problems)) }
            return (chapter, problems)
        }
        cache?.keep(only: Set(pending.map(\.relative)))
        var byRelative: [String: Chapter] = [:]
        for (item, result) in zip(pending, results) {
            diagnostics += result.1
            if let chapter = result.0 { byRelative[item.relative] = chapter }
        }

        // Reading order.
        var chapters: [Chapter] = []
        var parts: [Part] = []
        if var home = byRelative["index.md"] {
            home.isIndex = true
            chapters.append(home)
        }
        enum Entry { case chapter(String), part(String) }
        var entries: [(key: (Int, String), entry: Entry)] = []
        let partNames = Set(pending.compactMap(\.part))
        for item in pending where item.part == nil && item.relative != "index.md" {
            if let chapter = byRelative[item.relative] { entries.append((chapter.sortKey, .chapter(item.relative))) }
        }
        for name in partNames {
            let key = byRelative[name + "/index.md"]?.frontMatter.order ?? numericPrefix(name) ?? Int.max
            entries.append(((key, name), .part(name)))
        }
        entries.sort { $0.key.0 != $1.key.0 ? $0.key.0 < $1.key.0 : $0.key.1 < $1.key.1 }
        for (_, entry) in entries {
            switch entry {
            case .chapter(let relative):
                chapters.append(byRelative[relative]!)
            case .part(let name):
                let members = pending.filter { $0.part == name && byRelative[$0.relative] != nil }
                let index = members.first { $0.isIndex }
                let rest = members.filter { !$0.isIndex }.map { byRelative[$0.relative]! }
                    .sorted { $0.sortKey.0 != $1.sortKey.0 ? $0.sortKey.0 < $1.sortKey.0 : $0.sortKey.1 < $1.sortKey.1 }
                let partIndex = parts.count
                var indices: [Int] = []
                var title = humanized(fileStem: name)
                if let index, var chapter = byRelative[index.relative] {
                    chapter.partIndex = partIndex
                    if let t = chapter.frontMatter.title ?? chapter.document.headings.first?.text { title = t }
                    indices.append(chapters.count)
                    chapters.append(chapter)
                }
                for var chapter in rest {
                    chapter.partIndex = partIndex
                    indices.append(chapters.count)
                    chapters.append(chapter)
                }
                parts.append(Part(title: title, slug: slugged(name), chapterIndices: indices))
            }
        }

        // Drafts are left out; two files may not claim one output path.
        chapters.removeAll { $0.frontMatter.draft }
        var claimed: [String: SourceLocation] = [:]
        var unique: [Chapter] = []
        for chapter in chapters {
            let here = SourceLocation(path: chapter.file.path, line: 1, column: 1)
            if let first = claimed[chapter.outputPath] {
                diagnostics.append(.error(
                    "content.duplicate-page", "this chapter would be written to '\(chapter.outputPath)', like another one",
                    at: here, notes: [.init("the other chapter", at: first)]))
                continue
            }
            claimed[chapter.outputPath] = here
            unique.append(chapter)
        }
        // Re-index parts after filtering.
        let positions = Dictionary(uniqueKeysWithValues: unique.enumerated().map { ($1.file.path, $0) })
        for p in parts.indices {
            parts[p].chapterIndices = chapters.enumerated()
                .filter { $0.element.partIndex == p }
                .compactMap { positions[$0.element.file.path] }
        }
        return (ContentTree(chapters: unique, parts: parts, assets: assets.sorted()), diagnostics)
    }

    /// Relative paths of the visible files under `url`, sorted. Hidden names (`.git`,
    /// `.DS_Store`) are skipped; links to files are followed, links to folders are not.
    static func list(_ url: URL) throws -> [String] {
        try listWithSpecialFiles(url).files
    }

    /// `list`, and apart the FIFOs, sockets and devices (relative, sorted), never opened.
    static func listWithSpecialFiles(_ url: URL) throws -> (files: [String], special: [String]) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw SiteError.missingFolder(url.path)
        }
        let base = url.standardizedFileURL.path
        let found = DirectoryWalker.walk(under: base, ignoring: { $0.hasPrefix(".") })
        return (found.files.map { String($0.dropFirst(base.count + 1)) }.sorted(),
                found.special.map { String($0.dropFirst(base.count + 1)) }.sorted())
    }

    /// `02-colorboard` → `colorboard`, `03-Über-uns` → `über-uns`: letters and digits of any
    /// script (lower-cased, NFC), `-` and `_` are kept; anything else becomes `-`. A slug
    /// longer than `slugLimit` UTF-8 bytes is cut and given a hash of the whole name, so every
    /// name stays a valid, distinct file name (at most 255 bytes with `.html`).
    public static func slugged(_ stem: String) -> String {
        var name = Substring(stem)
        if let prefix = numericPrefixRange(stem) { name = stem[prefix.upperBound...] }
        var slug = ""
        for scalar in String(name).precomposedStringWithCanonicalMapping.lowercased().unicodeScalars {
            let ok = scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
                || (scalar.properties.numericType == .decimal)
            if ok { slug.unicodeScalars.append(scalar) } else if !slug.hasSuffix("-") { slug += "-" }
        }
        slug = String(slug.drop(while: { $0 == "-" }))
        while slug.hasSuffix("-") { slug.removeLast() }
        if slug.isEmpty { return "page" }
        guard slug.utf8.count > slugLimit else { return slug }
        var cut = ""
        for scalar in slug.unicodeScalars {
            guard cut.utf8.count + String(scalar).utf8.count <= slugLimit - 17 else { break }
            cut.unicodeScalars.append(scalar)
        }
        return cut + "-" + stableHash(slug)
    }

    /// The longest slug kept whole, in UTF-8 bytes.
    public static let slugLimit = 120

    /// 16 hex digits of FNV-1a over the UTF-8 bytes: the same on every run and machine.
    static func stableHash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf29ce484222325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100000001b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// `02-colorboard` → 2.
    static func numericPrefix(_ stem: String) -> Int? {
        guard let range = numericPrefixRange(stem) else { return nil }
        return Int(stem[range].dropLast())
    }

    private static func numericPrefixRange(_ stem: String) -> Range<String.Index>? {
        let digits = stem.prefix(while: \.isASCIIDigit)
        guard !digits.isEmpty, digits.count < 10, digits.endIndex < stem.endIndex else { return nil }
        let separator = stem[digits.endIndex]
        guard separator == "-" || separator == "_" || separator == "." else { return nil }
        let end = stem.index(after: digits.endIndex)
        guard end < stem.endIndex else { return nil }
        return stem.startIndex..<end
    }

    /// `02-split-view` → `Split view`.
    public static func humanized(fileStem: String) -> String {
        var stem = fileStem.hasSuffix(".md") ? String(fileStem.dropLast(3)) : fileStem
        if let range = numericPrefixRange(stem) { stem = String(stem[range.upperBound...]) }
        let words = stem.split(whereSeparator: { $0 == "-" || $0 == "_" }).joined(separator: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}

extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
