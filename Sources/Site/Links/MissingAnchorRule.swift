import Markup
import SourceModel

/// `link.anchor` (warning): the `#fragment` of a link names no heading or element of the page
/// it points to, as the site generates ids (see `LinkTargets.ids(of:)`).
enum MissingAnchorRule {
    static let id = "link.anchor"

    /// `page` says which page, as the message names it ("this page", "'06-reference.md'").
    static func diagnostic(_ link: MarkdownDocument.Link, fragment: String, page: String, ids: Set<String>) -> Diagnostic {
        // The fragment starts after the `#` of the destination as written.
        let before = link.destination.prefix { $0 != "#" }.unicodeScalars.count + 1
        var location = link.location
        location.column += before
        let written = link.destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).last.map(String.init) ?? fragment
        let length = max(1, written.unicodeScalars.count)
        let sorted = ids.sorted()
        let fixIts = (NearMissNames.best(for: fragment, among: sorted) ?? Self.withMoreWords(fragment, among: sorted)).map {
            [Diagnostic.FixIt("did you mean '#\($0)'?", replacement: $0, at: location, length: length)]
        } ?? []
        // The theme's own ids (`main`, `search`) are on the page, but a link to one lands on the
        // theme's element: a heading of that name was numbered (`search-1`), see `HeadingSlugger`.
        let message = Theme.chapterPageIDs.contains(fragment)
            ? "on \(page), '\(fragment)' is the id of the theme's own element, not of a heading or element of the chapter"
            : "\(page) has no heading or element with the id '\(fragment)'"
        return .report(id, message, at: location, length: length, fixIts: fixIts)
    }

    /// The one id that has every word of `fragment` in order with words between them
    /// (`#extending-lifetime` for the heading "Extending object lifetime": a table of contents
    /// written before the heading grew); nil when none or several do, or for a fragment of one word.
    static func withMoreWords(_ fragment: String, among ids: [String]) -> String? {
        let words = fragment.lowercased().split(separator: "-")
        guard words.count >= 2, ids.count <= NearMissNames.limit else { return nil }
        var found: String?
        for id in ids {
            var wanted = words[...]
            for word in id.split(separator: "-") where word == wanted.first { wanted = wanted.dropFirst() }
            guard wanted.isEmpty else { continue }
            if found != nil { return nil }
            found = id
        }
        return found
    }

    /// `url` (`#Usage`, `guide.html#Tree-based-navigation`) with its fragment lower-cased, when
    /// the fragment names no id as written but does so lower-cased: GitHub's page script finds
    /// such a fragment ignoring case (an id as written first, then the lower-cased fragment), so a
    /// README's `[Usage](#Usage)` works there, and DocC keeps the heading's case in its ids
    /// (pointfreeco/swift-composable-architecture's articles link `#Tree-based-navigation`). A
    /// browser matches ids exactly, so the site writes the id's case. nil otherwise.
    static func inIDsCase(_ url: String, fragment: String, ids: Set<String>) -> String? {
        let lower = fragment.lowercased()
        guard lower != fragment, ids.contains(lower), let hash = url.firstIndex(of: "#") else { return nil }
        return url[..<hash] + "#" + url[url.index(after: hash)...].lowercased()
    }

    /// Whether a fragment works on every page: HTML scrolls to the top of the document for an
    /// empty fragment (`#`), and for `top` in any ASCII case (`#top`, `#Top`) when no element
    /// has that id or name. Such a fragment is never reported.
    static func isTopOfPage(_ fragment: String) -> Bool {
        fragment.isEmpty || (fragment.utf8.count == 3 && zip(fragment.utf8, "top".utf8).allSatisfy { $0 | 0x20 == $1 })
    }
}
