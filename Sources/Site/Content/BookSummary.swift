import Markup

/// The table of contents of an mdBook or GitBook book: `content/SUMMARY.md` (the book's `src/`
/// folder is `content/`), a list of links to its chapters in reading order, nested as the book's
/// parts are. mdBook and GitBook read the book's order from it alone; the file names say nothing
/// (rust-lang/book's `title-page.md`, `foreword.md`, `ch00-00-introduction.md`, …,
/// `appendix-00.md` sort the appendix first; rust-lang/cargo's `src/doc/src/SUMMARY.md` puts
/// `getting-started/` before `guide/`, `reference/`, `commands/`, then `faq.md` and
/// `appendix/glossary.md`).
///
/// So where it is, its links order the chapters: each Markdown file it names (read from
/// `content/`, as mdBook reads them; the fragment and query aside) gets its place in the list, a
/// part comes where its first listed chapter does, and a part's chapters follow their places.
/// What it does not name keeps the order of file names (and `order:`), after what it names.
enum BookSummary {
    /// The name mdBook and GitBook give it, at the top of the book's folder; exactly so (a
    /// chapter `summary.md` that ends a tutorial is no table of contents).
    static let relativePath = "SUMMARY.md"

    /// Each chapter the summary names (its path under `content/`) and its place in the summary's
    /// reading order, from 0; the first link to a file counts. Empty without a summary.
    static func places(in summary: LoadedChapter?) -> [String: Int] {
        guard let summary else { return [:] }
        var places: [String: Int] = [:]
        for link in summary.document.links where !link.isImage && !link.isRawHTML {
            let destination = link.destination
            // A web address, `mailto:`, a rooted path or a `#fragment` names no chapter of the book.
            guard LinkResolver.scheme(of: destination) == nil, !destination.hasPrefix("/"), !destination.hasPrefix("\\") else { continue }
            let path = SitePath.split(destination).path.removingPercentEncodingIfPossible
            guard !path.isEmpty, !path.hasSuffix("/"), PathNaming.chapterStem(path) != nil,
                  let relative = SitePath.resolve(path, from: ""), places[relative] == nil else { continue }
            places[relative] = places.count
        }
        return places
    }
}
