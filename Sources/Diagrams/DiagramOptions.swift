/// How one diagram is rendered on its page.
package struct DiagramOptions: Sendable {
    /// Prefix of every id in the SVG, unique per diagram on a page (e.g. "d3").
    package var idPrefix: String
    /// Link target for a scene card (its anchor in the chapter), or nil for no link.
    package var sceneURL: @Sendable (String) -> String?
    /// Accessible title of the diagram.
    package var title: String

    package init(idPrefix: String, title: String, sceneURL: @escaping @Sendable (String) -> String? = { _ in nil }) {
        self.idPrefix = idPrefix
        self.sceneURL = sceneURL
        self.title = title
    }
}
