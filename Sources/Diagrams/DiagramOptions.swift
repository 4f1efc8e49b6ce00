/// How one diagram is rendered on its page.
package struct DiagramOptions: Sendable {
    /// Prefix of every id in the SVG, unique per diagram on a page (e.g. "d3").
    package var idPrefix: String
    /// Link target for a scene card (its anchor in the chapter), or nil for no link.
    package var sceneURL: @Sendable (String) -> String?
    /// When not nil, `sceneURL` of a name depends on nothing but the name and this key (a
    /// page's address, say): a diagram drawn with `DiagramPieces` takes the link of a scene of
    /// the same name at the same place in the storyboard's previous diagram, drawn with the
    /// same key, instead of calling `sceneURL` again.
    package var sceneURLKey: String?
    /// Accessible title of the diagram.
    package var title: String

    package init(idPrefix: String, title: String, sceneURL: @escaping @Sendable (String) -> String? = { _ in nil },
                 sceneURLKey: String? = nil) {
        self.idPrefix = idPrefix
        self.sceneURL = sceneURL
        self.sceneURLKey = sceneURLKey
        self.title = title
    }
}
