import FlowGraph
import SourceModel

/// A scene as the XML states it, before it gets a flow name. Keyed by the XML object id.
struct RawScene: Sendable {
    var xmlID: String
    var tag: String
    var kind: SceneKind
    var className: String?
    var storyboardID: String?
    var title: String?
    var cells: Cells = .none
    /// The control that dismisses the scene, when the storyboard shows one (`DismissReader`).
    var dismiss: Trigger?
    /// The view controller's `modalPresentationStyle` attribute, as written.
    var presentation: String?
    /// Storyboard references only.
    var storyboardName: String?
    var referencedIdentifier: String?
    var location: SourceLocation
}

/// A `<segue>` element as the XML states it: a real segue, a relationship or an unwind.
struct RawSegue: Sendable {
    var sourceID: String
    var destinationID: String?
    var kind: String
    var relationship: String?
    var identifier: String?
    var className: String?
    /// The segue's `modalPresentationStyle` attribute, as written (absent: the destination's style).
    var presentation: String?
    var unwindAction: String?
    /// `destinationCreationSelector`: the source's `@IBSegueAction` method that makes the destination.
    var creationSelector: String? = nil
    var trigger: Trigger?
    var location: SourceLocation
}
