/// How one diagram is rendered on its page.
public struct DiagramOptions: Sendable {
    /// Prefix of every id in the SVG, unique per diagram on a page (e.g. "d3").
    public var idPrefix: String
    /// Link target for a scene card (its anchor in the chapter), or nil for no link.
    public var sceneURL: @Sendable (String) -> String?
    /// Accessible title of the diagram.
    public var title: String

    public init(idPrefix: String, title: String, sceneURL: @escaping @Sendable (String) -> String? = { _ in nil }) {
        self.idPrefix = idPrefix
        self.sceneURL = sceneURL
        self.title = title
    }
}
