import SourceModel

/// A name that prose or a code listing uses to point into a storyboard, to be checked.
public struct FlowReference: Sendable, Hashable {
    /// What kind of name it is.
    public enum Kind: String, Sendable, Hashable {
        case scene, segue, storyboardID, reuseIdentifier, storyboardName
    }

    /// Where the reference was written.
    public enum Origin: String, Sendable, Hashable {
        /// A prose link such as `[x](scene:Name)` or `scene:Board/Name`.
        case link
        /// A string literal a Swift or Objective-C listing hands to UIKit.
        case code
        /// A string literal a listing compares with a segue's identifier: a wrong one never
        /// raises, the branch just never runs.
        case codeComparison
        /// A reuse identifier a listing gives `dequeueReusableCell(withIdentifier:)` without
        /// `for:`: a wrong one makes UIKit return nil, not raise.
        case codeOptional

        /// Whether the reference comes from a code listing.
        public var isCode: Bool { self != .link }
    }

    public var kind: Kind
    public var name: String
    /// The storyboard qualifier (`scene:Board/Name`), if any.
    public var storyboard: String?
    /// Where the name starts, and how many columns it covers.
    public var location: SourceLocation
    public var length: Int
    public var origin: Origin

    public init(kind: Kind, name: String, storyboard: String? = nil, location: SourceLocation, length: Int,
                origin: Origin) {
        self.kind = kind
        self.name = name
        self.storyboard = storyboard
        self.location = location
        self.length = length
        self.origin = origin
    }
}

/// A reference that names something declared.
public struct ResolvedReference: Sendable, Hashable {
    public var reference: FlowReference
    /// The storyboard it resolved in.
    public var storyboard: String
    /// The scene or segue it names: for a storyboard ID or a reuse identifier, the scene that has it;
    /// nil for a storyboard name.
    public var element: FlowElement?

    public init(reference: FlowReference, storyboard: String, element: FlowElement?) {
        self.reference = reference
        self.storyboard = storyboard
        self.element = element
    }
}
