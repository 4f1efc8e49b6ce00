import CodeListings
import Markup
import SourceModel

/// Where a chapter goes in the site, decided by the loader from its path.
package struct ChapterPlace: Sendable, Hashable {
    /// Site-relative output path: `index.html`, `colorboard.html`, `basics/launch.html`.
    package var outputPath: String
    /// Whether it is the home page (`content/index.md`, else `content/README.md`) or a part's
    /// page (its `index.md`, else its `README.md`): `FolderPage`.
    package var isIndex: Bool
    /// Which part (subfolder) it belongs to, if any; set when the reading order is known.
    package var partIndex: Int?
    /// Sort key: `order:` in front matter, else the file name's numeric prefix.
    var sortKey: SortKey

    /// Where a chapter comes in reading order among its part's: the folders below the part
    /// (each by its numeric prefix, then name), then the file itself (`order:` or its numeric
    /// prefix, then name; a nested folder's page, its `index.md` or `README.md`, first in its folder). So a part reads as
    /// its file tree does: `01-a.md`, `02-more/` (its index, then its chapters), `03-b.md`.
    struct SortKey: Sendable, Hashable, Comparable {
        var order: Int
        var stem: String
        /// The folders between the part's folder and the file, each as (numeric prefix, name).
        var folders: [Level] = []
        /// A nested folder's page (`FolderPage`): first in its folder.
        var isFolderIndex = false

        struct Level: Sendable, Hashable {
            var order: Int
            var name: String
        }

        private var path: [Level] {
            folders + [isFolderIndex ? Level(order: Int.min, name: "") : Level(order: order, name: stem)]
        }

        static func < (a: SortKey, b: SortKey) -> Bool {
            for (x, y) in zip(a.path, b.path) where x != y {
                return x.order != y.order ? x.order < y.order : x.name < y.name
            }
            return a.path.count < b.path.count
        }
    }
}

/// One Markdown file of `content/`, read and parsed (the first value of a chapter's way
/// through a build: loaded → prepared → analysed → rendered).
///
/// What was parsed never changes after parsing, so it is shared (`ParsedSource`, a reference):
/// passing a chapter from step to step copies one reference and its place, not the document.
package struct LoadedChapter: Sendable {
    package let source: ParsedSource
    package var place: ChapterPlace

    init(file: SourceFile, frontMatter: FrontMatter, document: MarkdownDocument, place: ChapterPlace, parsedWith: Int = 0) {
        source = ParsedSource(file: file, frontMatter: frontMatter, document: document, parsedWith: parsedWith)
        self.place = place
    }

    package var file: SourceFile { source.file }
    package var frontMatter: FrontMatter { source.frontMatter }
    package var document: MarkdownDocument { source.document }
    /// The title: front matter, else the first heading, else the file name.
    package var title: String { source.title }
    /// A hash of the file's text, worked out once when it is parsed (page fingerprints use it).
    package var textPrint: Int { source.textPrint }
    /// Whether its first heading, below level 1, is its title: each section of an mdBook book
    /// opens with `## Title` (rust-lang/book, the Cargo book). A page that gives a chapter without
    /// a level-1 heading its title as one shows that one to screen readers only, so the title is
    /// not shown twice.
    package var titleIsItsFirstHeading: Bool {
        document.headings.first.map { $0.level != 1 && $0.text == title } ?? false
    }

    package var outputPath: String { place.outputPath }
    package var isIndex: Bool { place.isIndex }
    package var partIndex: Int? { place.partIndex }
    /// The site's home page.
    package var isHome: Bool { place.outputPath == "index.html" }
}

/// A chapter file as parsed: immutable, shared by every value that carries the chapter.
package final class ParsedSource: Sendable {
    package let file: SourceFile
    package let frontMatter: FrontMatter
    package let document: MarkdownDocument
    package let title: String
    package let textPrint: Int
    /// Per code block (by index), its listing lexed once when the language is Swift or
    /// Objective-C: the flow pass's references, the search index's names and the page's
    /// highlighting all read it.
    package let listings: [ListingScan?]

    /// `parsedWith`: a hash of what the document depends on besides the text (the parse
    /// settings, the listings included from the app's sources), part of `textPrint`.
    init(file: SourceFile, frontMatter: FrontMatter, document: MarkdownDocument, parsedWith: Int = 0) {
        self.file = file
        self.frontMatter = frontMatter
        self.document = document
        var hasher = Hasher()
        hasher.combine(Self.bytePrint(file.text))
        hasher.combine(parsedWith)
        textPrint = hasher.finalize()
        listings = document.codeBlocks.map { block in
            ListingLanguage(infoString: block.language).map { ListingScan(block.literal, language: $0) }
        }
        if let title = frontMatter.title, !title.isEmpty {
            self.title = title
        } else if let heading = document.headings.first {
            title = heading.text
        } else {
            title = PathNaming.humanized(fileStem: String(file.path.split(separator: "/").last ?? "page"))
        }
    }
}

extension ParsedSource {
    /// A print of `text`'s UTF-8 bytes (with their count), read eight at a time: each word is
    /// multiplied into the print, whose high bits are then folded down. Less work than hashing
    /// the String with `Hasher` (SipHash: 33 M instructions on a 1,000-chapter book). Each step
    /// is one-to-one in the print, so texts of one length that differ in a single word never
    /// share a print. Not seeded, and never written anywhere: the fingerprints built on
    /// `textPrint` live in the process (`serve`'s incremental builds).
    static func bytePrint(_ text: String) -> UInt64 {
        let view = text.utf8
        let bytes = view.span
        let count = bytes.count
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var print: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(truncatingIfNeeded: count)
        var index = 0
        for _ in 0..<(count / 8) {
            let word = UInt64(bytes[index]) | UInt64(bytes[index + 1]) << 8 | UInt64(bytes[index + 2]) << 16
                | UInt64(bytes[index + 3]) << 24 | UInt64(bytes[index + 4]) << 32 | UInt64(bytes[index + 5]) << 40
                | UInt64(bytes[index + 6]) << 48 | UInt64(bytes[index + 7]) << 56
            print = (print ^ word) &* multiplier
            print ^= print >> 29
            index += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while index < count {
            tail |= UInt64(bytes[index]) << shift
            shift += 8
            index += 1
        }
        print = (print ^ tail) &* multiplier
        return print ^ print >> 32
    }
}

/// A subfolder of `content/`: a part of the book.
package struct Part: Sendable {
    package var title: String
    package var slug: String
    /// Chapters in reading order (the part's `index.md` first when present), by reading position.
    package var chapterIndices: [Int]
}

/// All chapters in reading order, and the parts they belong to.
package struct ContentTree: Sendable {
    /// Reading order: home, then top-level chapters and parts interleaved by their order.
    package var chapters: [LoadedChapter]
    package var parts: [Part]
    /// Non-Markdown files under `content/` (images…), sorted by source path.
    package var assets: [ContentAsset]
    /// Chapters with `draft: true`: left out of the site, but their links are checked, and a
    /// link to one says it is a draft.
    package var drafts: [LoadedChapter] = []
    /// Chapters not written because an earlier one is written to the same page (each reported
    /// once, as `content.duplicate-page`): their paths under `content/`. A link to one is not
    /// reported again.
    package var duplicates: [String] = []
    /// The symbolic links the walk of `content/` did not follow (each reported once, as
    /// `content.link-outside` or `content.link-not-followed`): a link through one says so, or,
    /// for a link leading out, is not reported again.
    package var skippedLinks: [SkippedLink] = []
}

/// A file under `content/` that is not a chapter; copied into the site as it is.
package struct ContentAsset: Sendable, Hashable {
    /// Path under `content/`: `04-extras/img/local.png`.
    package var source: String
    /// Site-relative output path (see `SitePath.assetOutputPath`): `extras/img/local.png`.
    package var outputPath: String
}
