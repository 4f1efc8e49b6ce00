import FlowSyntax
import SourceModel

/// How a segue shows its destination.
package enum SegueStyle: String, Sendable, Hashable, CaseIterable {
    case show, push, present, modal
    case showDetail = "show-detail"
    case popover, embed, custom

    /// Styles that need a navigation controller above the source.
    package var needsNavigation: Bool { self == .show || self == .push }
    /// Styles that open a new presentation (a modal lane in diagrams).
    package var isPresentation: Bool { self == .present || self == .modal || self == .popover }
}

/// What the user does to perform a segue.
package enum Trigger: Sendable, Hashable {
    case cell, button, barButton, accessory, gesture
    /// Performed from code (`performSegue(withIdentifier:)`).
    case manual
    /// A control named by its label ("Edit button", "+").
    case label(String)

    /// The spelling used in the flow language.
    package var spelling: String {
        switch self {
        case .cell: "cell"
        case .button: "button"
        case .barButton: "bar-button"
        case .accessory: "accessory"
        case .gesture: "gesture"
        case .manual: "manual"
        case .label(let text): text
        }
    }
}

/// A segue between two scenes.
package struct Segue: Sendable, Hashable {
    /// The fields, out of line (`SharedBox`): a copy of a segue is one reference.
    private var box: SharedBox<Fields>

    private struct Fields: Sendable, Hashable {
        var key: String
        var identifier: String?
        var source: String
        var destination: String
        var style: SegueStyle
        var trigger: Trigger?
        var className: String?
        var presentation: PresentationStyle
        var location: SourceLocation
        var syntax: SegueSyntax?
    }

    /// Unique within its storyboard state: the identifier when there is one, else
    /// `Source->Destination` (with `#2`, `#3`… for repeats). Used for diagram ids.
    package var key: String {
        get { box.value.key }
        set { change { $0.key = newValue } }
    }
    package var identifier: String? {
        get { box.value.identifier }
        set { change { $0.identifier = newValue } }
    }
    package var source: String {
        get { box.value.source }
        set { change { $0.source = newValue } }
    }
    package var destination: String {
        get { box.value.destination }
        set { change { $0.destination = newValue } }
    }
    package var style: SegueStyle {
        get { box.value.style }
        set { change { $0.style = newValue } }
    }
    package var trigger: Trigger? {
        get { box.value.trigger }
        set { change { $0.trigger = newValue } }
    }
    /// Custom segue class (`class=` on a custom segue), if any.
    package var className: String? {
        get { box.value.className }
        set { change { $0.className = newValue } }
    }
    /// How a `present` or `modal` segue presents (`presentation=`); `.automatic` when not stated.
    package var presentation: PresentationStyle {
        get { box.value.presentation }
        set { change { $0.presentation = newValue } }
    }
    package var location: SourceLocation {
        get { box.value.location }
        set { change { $0.location = newValue } }
    }
    /// The statement that declared it; nil when not from a flow block (boxed: see `SharedBox`).
    package var syntax: SegueSyntax? {
        get { box.value.syntax }
        set { change { $0.syntax = newValue } }
    }

    package init(
        key: String, identifier: String?, source: String, destination: String, style: SegueStyle,
        trigger: Trigger? = nil, className: String? = nil, presentation: PresentationStyle = .automatic,
        location: SourceLocation, syntax: SegueSyntax? = nil
    ) {
        box = SharedBox(Fields(
            key: key,
            identifier: identifier,
            source: source,
            destination: destination,
            style: style,
            trigger: trigger,
            className: className,
            presentation: presentation,
            location: location,
            syntax: syntax))
    }

    private mutating func change(_ body: (inout Fields) -> Void) {
        var fields = box.value
        body(&fields)
        box = SharedBox(fields)
    }
}

/// An unwind segue: returns from `source` to an existing `target` scene that defines `action`.
package struct Unwind: Sendable, Hashable {
    /// Unique within its storyboard state, like `Segue.key`.
    package var key: String
    package var identifier: String?
    package var source: String
    package var target: String
    package var action: String
    package var trigger: Trigger?
    package var location: SourceLocation
    /// The statement that declared it; nil when not from a flow block (boxed: see `SharedBox`).
    package var syntax: UnwindSyntax? {
        get { boxedSyntax?.value }
        set { boxedSyntax = newValue.map(SharedBox.init) }
    }
    private var boxedSyntax: SharedBox<UnwindSyntax>?

    package init(
        key: String, identifier: String?, source: String, target: String, action: String,
        trigger: Trigger? = nil, location: SourceLocation, syntax: UnwindSyntax? = nil
    ) {
        self.key = key
        self.identifier = identifier
        self.source = source
        self.target = target
        self.action = action
        self.trigger = trigger
        self.location = location
        self.boxedSyntax = syntax.map(SharedBox.init)
    }
}

/// A container-to-child tie. Not a segue: nothing is performed.
package struct Relationship: Sendable, Hashable {
    package enum Kind: String, Sendable, Hashable {
        case root, tab, master, detail
    }
    package var kind: Kind
    package var container: String
    package var child: String

    package init(kind: Kind, container: String, child: String) {
        self.kind = kind
        self.container = container
        self.child = child
    }
}
