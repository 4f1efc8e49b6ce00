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
    /// Unique within its storyboard state: the identifier when there is one, else
    /// `Source->Destination` (with `#2`, `#3`… for repeats). Used for diagram ids.
    package var key: String
    package var identifier: String?
    package var source: String
    package var destination: String
    package var style: SegueStyle
    package var trigger: Trigger?
    /// Custom segue class (`class=` on a custom segue), if any.
    package var className: String?
    /// How a `present` or `modal` segue presents (`presentation=`); `.automatic` when not stated.
    package var presentation: PresentationStyle
    package var location: SourceLocation
    /// The statement that declared it; nil when not from a flow block (boxed: see `SyntaxBox`).
    package var syntax: SegueSyntax? {
        get { boxedSyntax?.value }
        set { boxedSyntax = newValue.map(SyntaxBox.init) }
    }
    private var boxedSyntax: SyntaxBox<SegueSyntax>?

    package init(
        key: String, identifier: String?, source: String, destination: String, style: SegueStyle,
        trigger: Trigger? = nil, className: String? = nil, presentation: PresentationStyle = .automatic,
        location: SourceLocation, syntax: SegueSyntax? = nil
    ) {
        self.key = key
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.style = style
        self.trigger = trigger
        self.className = className
        self.presentation = presentation
        self.location = location
        self.boxedSyntax = syntax.map(SyntaxBox.init)
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
    /// The statement that declared it; nil when not from a flow block (boxed: see `SyntaxBox`).
    package var syntax: UnwindSyntax? {
        get { boxedSyntax?.value }
        set { boxedSyntax = newValue.map(SyntaxBox.init) }
    }
    private var boxedSyntax: SyntaxBox<UnwindSyntax>?

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
        self.boxedSyntax = syntax.map(SyntaxBox.init)
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
