/// Why a file could not be imported at all. Everything short of this is a warning.
package enum StoryboardImportError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file could not be read.
    case unreadable(path: String, reason: String)
    /// The bytes are not well-formed XML (empty, truncated, binary).
    case notXML(path: String, reason: String)
    /// An Interface Builder `.xib` file: one view or view controller, no scenes or segues.
    case xib(path: String)

    package var description: String {
        switch self {
        case .unreadable(let path, let reason): "\(path): cannot read the storyboard: \(reason)"
        case .notXML(let path, let reason): "\(path): not a storyboard (the XML does not parse): \(reason)"
        case .xib(let path):
            "\(path): this is a .xib file, not a storyboard: a .xib holds one view or view controller and no segues, "
                + "so it has no flow to import; import the .storyboard that presents it instead"
        }
    }
}
