import FlowGraph

/// What an edge of a diagram stands for; the raw value is the `data-edge` attribute.
package enum EdgeKind: String, Sendable, Hashable, CaseIterable {
    case push, show, present, modal
    case showDetail = "show-detail"
    case popover, embed, custom, unwind
    case root, tab, master, detail

    init(_ style: SegueStyle) {
        switch style {
        case .show: self = .show
        case .push: self = .push
        case .present: self = .present
        case .modal: self = .modal
        case .showDetail: self = .showDetail
        case .popover: self = .popover
        case .embed: self = .embed
        case .custom: self = .custom
        }
    }

    init(_ kind: Relationship.Kind) {
        switch kind {
        case .root: self = .root
        case .tab: self = .tab
        case .master: self = .master
        case .detail: self = .detail
        }
    }

    /// Container-to-child ties, drawn thin with a dot at the container.
    package var isRelationship: Bool { self == .root || self == .tab || self == .master || self == .detail }
    /// Presentations open a lane below the presenter.
    package var isPresentation: Bool { self == .present || self == .modal || self == .popover }
}
