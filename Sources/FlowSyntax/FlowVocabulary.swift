/// The words of the flow language, shared by the parser, the graph and the reference chapter.
package enum FlowVocabulary {
    /// Statement keywords.
    package static let statements = ["scene", "segue", "unwind", "remove"]
    /// Scene kinds (`scene NAME: KIND`).
    package static let sceneKinds = ["view", "table", "collection", "navigation", "tab", "split", "page", "reference"]
    /// Segue styles (`segue A -> B STYLE`).
    package static let segueStyles = ["show", "push", "present", "modal", "show-detail", "popover", "embed", "custom"]
    /// Trigger keywords for `from=` and `dismiss=`; anything else is written as a quoted label.
    package static let triggers = ["cell", "button", "bar-button", "accessory", "gesture", "manual"]
    /// Values of `cells=`.
    package static let cellStyles = ["static", "dynamic"]
    /// Values of a modal segue's `presentation=`: UIKit's `UIModalPresentationStyle` cases as storyboards spell them.
    package static let presentationStyles = ["automatic", "pageSheet", "formSheet", "fullScreen", "overFullScreen",
                                             "currentContext", "overCurrentContext", "custom", "popover"]
    /// Keys a scene accepts, plus its one flag `initial`.
    package static let sceneKeys = ["class", "id", "title", "root", "tabs", "master", "detail", "cells", "static",
                                   "prototypes", "actions", "dismiss", "storyboard", "target"]
    /// Keys a segue accepts.
    package static let segueKeys = ["from", "class", "presentation"]
    /// Keys an unwind accepts.
    package static let unwindKeys = ["from"]
    /// Lines longer than this many characters are reported and skipped, not parsed.
    package static let maximumLineLength = 10_000
}
