import FlowSyntax
import SourceModel

/// How a segue shows its destination.
public enum SegueStyle: String, Sendable, Hashable, CaseIterable {
    case show, push, present, modal
    case showDetail = "show-detail"
    case popover, embed, custom

    /// Styles that need a navigation controller above the source.
    public var needsNavigation: Bool { self == .show || self == .push }
    /// Styles that open a new presentation (a modal lane in diagrams).
    public var isPresentation: Bool { self == .present || self == .modal || self == .popover }
}

/// What the user does to perform a segue.
public enum Trigger: Sendable, Hashable {
    case cell, button, barButton, accessory, gesture
    /// Performed from code (`performSegue(withIdentifier:)`).
    case manual
    /// A control named by its label ("Edit button", "+").
    case label(String)

    /// The spelling used in the flow language.
    public var spelling: String {
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
public struct Segue: Sendable, Hashable {
    /// Unique within its storyboard state: the identifier when there is one, else
    /// `Source->Destination` (with `#2`, `#3`… for repeats). Used for diagram ids.
    public var key: String
    public var identifier: String?
    public var source: String
    public var destination: String
    public var style: SegueStyle
    public var trigger: Trigger?
    /// Custom segue class (`class=` on a custom segue), if any.
    public var className: String?
    public var location: SourceLocation
    /// The statement that declared it; nil when not from a flow block (boxed: see `SyntaxBox`).
    public var syntax: SegueSyntax? {
        get { boxedSyntax?.value }
        set { boxedSyntax = newValue.map(SyntaxBox.init) }
    }
    private var boxedSyntax: SyntaxBox<SegueSyntax>?

    public init(
        key: String, identifier: String?, source: String, destination: String, style: SegueStyle,
        trigger: Trigger? = nil, className: String? = nil, location: SourceLocation, syntax: SegueSyntax? = nil
    ) {
        self.key = key
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.style = style
        self.trigger = trigger
        self.className = className
        self.location = location
        self.boxedSyntax = syntax.map(SyntaxBox.init)
    }
}

/// An unwind segue: returns from `source` to an existing `target` scene that defines `action`.
public struct Unwind: Sendable, Hashable {
    /// Unique within its storyboard state, like `Segue.key`.
    public var key: String
    public var identifier: String?
    public var source: String
    public var target: String
    public var action: String
    public var trigger: Trigger?
    public var location: SourceLocation
    /// The statement that declared it; nil when not from a flow block (boxed: see `SyntaxBox`).
    public var syntax: UnwindSyntax? {
        get { boxedSyntax?.value }
        set { boxedSyntax = newValue.map(SyntaxBox.init) }
    }
    private var boxedSyntax: SyntaxBox<UnwindSyntax>?

    public init(
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
public struct Relationship: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case root, tab, master, detail
    }
    public var kind: Kind
    public var container: String
    public var child: String

    public init(kind: Kind, container: String, child: String) {
        self.kind = kind
        self.container = container
        self.child = child
    }
}
