import SourceModel

/// A name that prose or a code listing uses to point into a storyboard, to be checked.
package struct FlowReference: Sendable, Hashable {
    /// What kind of name it is.
    package enum Kind: String, Sendable, Hashable {
        case scene, segue, storyboardID, reuseIdentifier, storyboardName
    }

    /// Where the reference was written.
    package enum Origin: String, Sendable, Hashable {
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
        package var isCode: Bool { self != .link }
    }

    package var kind: Kind
    package var name: String
    /// The storyboard qualifier (`scene:Board/Name`), if any.
    package var storyboard: String?
    /// Where the name starts, and how many columns it covers.
    package var location: SourceLocation
    package var length: Int
    package var origin: Origin

    package init(kind: Kind, name: String, storyboard: String? = nil, location: SourceLocation, length: Int,
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
package struct ResolvedReference: Sendable, Hashable {
    package var reference: FlowReference
    /// The storyboard it resolved in.
    package var storyboard: String
    /// The scene or segue it names: for a storyboard ID or a reuse identifier, the scene that has it;
    /// nil for a storyboard name.
    package var element: FlowElement?

    package init(reference: FlowReference, storyboard: String, element: FlowElement?) {
        self.reference = reference
        self.storyboard = storyboard
        self.element = element
    }
}
