import FlowGraph

/// The `kind` attribute of a `<segue>` element, and what it becomes in the flow model.
enum SegueKind: Equatable {
    case segue(SegueStyle)
    case relationship
    case unwind

    /// Old and new names stay distinguishable: `push` and `modal` are the pre-iOS 8 kinds that
    /// Xcode rewrites to `show` and `presentation` when a storyboard adopts size classes.
    /// `replace` is the old iPad split-view kind, today's `showDetail`.
    init?(xml kind: String) {
        switch kind {
        case "push": self = .segue(.push)
        case "show": self = .segue(.show)
        case "modal": self = .segue(.modal)
        case "presentation": self = .segue(.present)
        case "showDetail", "replace": self = .segue(.showDetail)
        case "popover", "popoverPresentation": self = .segue(.popover)
        case "embed": self = .segue(.embed)
        case "custom": self = .segue(.custom)
        case "relationship": self = .relationship
        case "unwind": self = .unwind
        default: return nil
        }
    }
}
