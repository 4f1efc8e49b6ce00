import FlowSyntax
import SourceModel

/// What kind of view controller a scene is.
package enum SceneKind: String, Sendable, Hashable, CaseIterable {
    case view, table, collection, navigation, tab, split, page
    /// A storyboard reference (`viewControllerPlaceholder`): a scene that lives in another storyboard.
    case reference

    /// Containers hold other scenes through relationships, not segues.
    package var isContainer: Bool { self == .navigation || self == .tab || self == .split || self == .page }
}

/// The cells of a table or collection scene.
package enum Cells: Sendable, Hashable {
    case none
    /// Static cells, with the titles shown in the diagram (may be empty when unnamed).
    case staticCells([String])
    /// Dynamic prototypes, by reuse identifier (`Cell`, `GameCell`).
    case prototypes([String])
}

/// A scene: one view controller of a storyboard.
package struct Scene: Sendable, Hashable {
    package var name: String
    package var kind: SceneKind
    package var title: String?
    package var className: String?
    /// Storyboard ID, for `instantiateViewController(withIdentifier:)`.
    package var storyboardID: String?
    package var isInitial: Bool
    /// Navigation controller: its root scene.
    package var root: String?
    /// Tab bar controller: its tabs in order.
    package var tabs: [String]
    /// Split view controller: master and detail.
    package var master: String?
    package var detail: String?
    /// Page view controller or container: embedded children (not used by segues).
    package var cells: Cells
    /// Unwind actions this scene defines (`save`, `cancel`), without the trailing colon.
    package var actions: [String]
    /// Where the scene was declared.
    package var location: SourceLocation
    /// A control that dismisses the scene from code (`dismiss="Done button"`): a way back from a modal.
    package var dismiss: Trigger?
    /// The statement that declared it, for diagnostics that point at one token; nil when not from a flow block.
    package var syntax: SceneSyntax? {
        get { boxedSyntax?.value }
        set { boxedSyntax = newValue.map(SyntaxBox.init) }
    }
    private var boxedSyntax: SyntaxBox<SceneSyntax>?
    /// Storyboard reference: the storyboard it opens (`storyboard=`); nil for other kinds.
    package var referencedStoryboard: String?
    /// Storyboard reference: the storyboard ID of the scene it opens in that storyboard (`target=`);
    /// nil for the referenced storyboard's initial scene.
    package var referencedTarget: String?

    package init(
        name: String, kind: SceneKind, title: String? = nil, className: String? = nil,
        storyboardID: String? = nil, isInitial: Bool = false, root: String? = nil,
        tabs: [String] = [], master: String? = nil, detail: String? = nil,
        cells: Cells = .none, actions: [String] = [], location: SourceLocation,
        dismiss: Trigger? = nil, syntax: SceneSyntax? = nil,
        referencedStoryboard: String? = nil, referencedTarget: String? = nil
    ) {
        self.name = name
        self.kind = kind
        self.title = title
        self.className = className
        self.storyboardID = storyboardID
        self.isInitial = isInitial
        self.root = root
        self.tabs = tabs
        self.master = master
        self.detail = detail
        self.cells = cells
        self.actions = actions
        self.location = location
        self.dismiss = dismiss
        self.boxedSyntax = syntax.map(SyntaxBox.init)
        self.referencedStoryboard = referencedStoryboard
        self.referencedTarget = referencedTarget
    }

    /// The text a diagram shows in the title bar: the title, else the name.
    package var displayTitle: String { title ?? name }
}
