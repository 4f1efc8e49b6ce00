import SourceModel

/// Where one link or image of a chapter points, before its fragment is checked.
enum LinkResolution: Sendable, Hashable {
    /// Nothing to check or rewrite: `scene:`/`segue:` links (the flow pass checks them), an
    /// empty destination, `//host/x`, a rooted path (`/feed.xml`) that names nothing in the site
    /// and no Markdown file (a path of the server the site is deployed on).
    case notChecked
    /// An absolute URL (`https://…`, `mailto:…`): never fetched, only its form is checked.
    case external(scheme: String)
    /// A fragment of the chapter's own page (`#anchor`), percent-decoded; nil for `?query`.
    case samePage(fragment: String?)
    /// A page of the site, with the URL the link is given (nil: kept as written) and the
    /// fragment to check (percent-decoded).
    case page(LinkTargets.Page, href: String?, fragment: String?)
    /// A chapter that is not written because an earlier chapter is written to the same page:
    /// `content.duplicate-page` reports that mistake, once, so the link is not reported again
    /// (and is left as written).
    case duplicatePage
    /// A path that is, or goes through, a symbolic link leading out of `content/`:
    /// `content.link-outside` reports that mistake, once, at the link (and fails the build), so
    /// the link is not reported again (and is left as written).
    case linkOutside
    /// A file under `content/`, copied into the site.
    case asset(href: String)
    /// Nothing in the site: why, and a suggested destination.
    case broken(Broken, suggestion: String?)

    enum Broken: Sendable, Hashable {
        /// No chapter, file or page by that path (`content/…` is the path looked for).
        case missing(String)
        /// A chapter with `draft: true`, at `content/…`, and where it says so.
        case draft(String, SourceLocation)
        /// The path climbs out of `content/`.
        case outside
        /// A folder under `content/` with no page (no `index.md` nor `README.md`).
        case folder(String)
        /// An image whose path is a chapter or page, not a file.
        case notAnImage(String)
        /// A web address written without its scheme (`www.example.com`).
        case webAddress
        /// A DocC link (`<doc:Name>`) that names no chapter's file (`Name` as written).
        case noArticle(String)
        /// The path is (`isLink`), or goes through, a symbolic link under `content/` that is not
        /// followed (`content.link-not-followed`): the link's path (`content/…`), why it is not
        /// followed, and, when the path leads to a chapter or file of the site, its own path
        /// (`content/…`).
        case notFollowed(link: String, SkippedLink.Reason, isLink: Bool, real: String?)
    }
}
