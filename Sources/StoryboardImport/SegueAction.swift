import SourceModel

/// A segue whose destination is made by a method of its source (`destinationCreationSelector`,
/// Xcode 11's `@IBSegueAction`): UIKit sends that selector to the source view controller with an
/// `NSCoder` and shows the view controller it returns.
package struct SegueAction: Sendable, Hashable {
    /// The selector as the XML writes it: `makeDetail:`, `makeDetail:sender:segueIdentifier:`.
    package var selector: String
    /// The flow name of the segue's source scene.
    package var source: String
    /// The source scene's custom class as written (`Module.Class` or `Class`), when it has one.
    package var sourceClass: String?
    /// The segue's identifier, else its flow key, for messages.
    package var segue: String
    package var location: SourceLocation

    package init(selector: String, source: String, sourceClass: String?, segue: String, location: SourceLocation) {
        self.selector = selector
        self.source = source
        self.sourceClass = sourceClass
        self.segue = segue
        self.location = location
    }
}
