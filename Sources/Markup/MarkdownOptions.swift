/// What the Markdown stage does beyond CommonMark.
package struct MarkdownOptions: Sendable {
    /// Raw HTML in the source is passed through (cmark's `CMARK_OPT_UNSAFE`); off by default,
    /// so raw HTML is replaced with `<!-- raw HTML omitted -->` exactly as cmark does.
    package var allowRawHTML: Bool
    /// Code blocks whose language (first info word, lower-cased) is in this set become slots.
    package var slotLanguages: Set<String>
    /// Link schemes (`scene`, `segue`) whose links become slots.
    package var slotLinkSchemes: Set<String>
    /// Whether headings get an `id` and an anchor link.
    package var headingAnchors: Bool
    /// Whether links and images to relative paths (`02-friends.md#anchor`, `img/a.png`), and links
    /// to a fragment of the page (`#Usage`), become
    /// slots, so a later stage can point them at the page or file the site writes.
    package var slotRelativeLinks: Bool
    /// GitHub Flavored Markdown (the default) or plain CommonMark.
    package var flavor: MarkdownFlavor
    /// HTML for the site's pages rather than GitHub's exact bytes (the spec tests keep those):
    /// table cells say their alignment with a class (`align-center`) instead of the `align`
    /// attribute HTML5 made obsolete, and task checkboxes are labelled ("done", "to do").
    package var pageHTML: Bool = false
    /// Whether the document keeps each paragraph's plain text (`MarkdownDocument.paragraphs`,
    /// what a site's search index reads). Off where nothing reads it (`flowdoc check`).
    package var keepsParagraphs: Bool
    /// Ids the page around the chapter already uses (the theme's): a heading that would get one
    /// is numbered as a repeat (`search-1`), so every id on the page stays unique.
    package var reservedIDs: Set<String> = []

    package init(
        flavor: MarkdownFlavor = .gfm,
        allowRawHTML: Bool = false,
        slotLanguages: Set<String> = [],
        slotLinkSchemes: Set<String> = [],
        headingAnchors: Bool = true,
        slotRelativeLinks: Bool = false,
        keepsParagraphs: Bool = true
    ) {
        self.keepsParagraphs = keepsParagraphs
        self.allowRawHTML = allowRawHTML
        self.slotLanguages = slotLanguages
        self.slotLinkSchemes = slotLinkSchemes
        self.headingAnchors = headingAnchors
        self.slotRelativeLinks = slotRelativeLinks
        self.flavor = flavor
    }
}
