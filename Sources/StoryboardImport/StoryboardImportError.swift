/// Why a file could not be imported at all. Everything short of this is a warning.
public enum StoryboardImportError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file could not be read.
    case unreadable(path: String, reason: String)
    /// The bytes are not well-formed XML (empty, truncated, binary).
    case notXML(path: String, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "\(path): cannot read the storyboard: \(reason)"
        case .notXML(let path, let reason): "\(path): not a storyboard (the XML does not parse): \(reason)"
        }
    }
}
