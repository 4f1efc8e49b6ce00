/// One entry of the search index: a stretch of a page a result can open — a chapter's
/// opening or the section under one of its headings, or one scene or segue of a storyboard
/// page. Plain values, built from the site's model (never from rendered HTML).
package struct SearchDocument: Sendable, Hashable {
    /// Site-relative URL the result opens: `colorboard.html#the-segue`,
    /// `storyboards/main.html#scene-Master`.
    package var url: String
    /// The page's title (shown with every result).
    package var page: String
    /// The part of the book the page is in, or empty.
    package var part: String
    /// The heading the entry falls under, or empty for a page's opening.
    package var heading: String
    /// Whether the page's title and part count for this entry (a page's first entry).
    package var carriesTitle: Bool
    /// Body text: paragraphs, or a scene's or segue's facts.
    package var text: String
    /// Identifiers from code listings (Swift/Objective-C names, types).
    package var code: [String]
    /// Names that a query spelling exactly puts first: scene and segue names, storyboard IDs.
    package var names: [String]

    package init(
        url: String, page: String, part: String = "", heading: String = "", carriesTitle: Bool = false,
        text: String = "", code: [String] = [], names: [String] = []
    ) {
        self.url = url
        self.page = page
        self.part = part
        self.heading = heading
        self.carriesTitle = carriesTitle
        self.text = text
        self.code = code
        self.names = names
    }
}
