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
    /// The fields, out of line (`SharedBox`): a copy of a scene is one reference.
    private var box: SharedBox<Fields>

    private struct Fields: Sendable, Hashable {
        var name: String
        var kind: SceneKind
        var title: String?
        var className: String?
        var storyboardID: String?
        var isInitial: Bool
        var root: String?
        var tabs: [String]
        var master: String?
        var detail: String?
        var cells: Cells
        var actions: [String]
        var location: SourceLocation
        var dismiss: Trigger?
        var syntax: SceneSyntax?
        var referencedStoryboard: String?
        var referencedTarget: String?
    }

    package var name: String {
        get { box.value.name }
        set { change { $0.name = newValue } }
    }
    package var kind: SceneKind {
        get { box.value.kind }
        set { change { $0.kind = newValue } }
    }
    package var title: String? {
        get { box.value.title }
        set { change { $0.title = newValue } }
    }
    package var className: String? {
        get { box.value.className }
        set { change { $0.className = newValue } }
    }
    /// Storyboard ID, for `instantiateViewController(withIdentifier:)`.
    package var storyboardID: String? {
        get { box.value.storyboardID }
        set { change { $0.storyboardID = newValue } }
    }
    package var isInitial: Bool {
        get { box.value.isInitial }
        set { change { $0.isInitial = newValue } }
    }
    /// Navigation controller: its root scene.
    package var root: String? {
        get { box.value.root }
        set { change { $0.root = newValue } }
    }
    /// Tab bar controller: its tabs in order.
    package var tabs: [String] {
        get { box.value.tabs }
        set { change { $0.tabs = newValue } }
    }
    /// Split view controller: master and detail.
    package var master: String? {
        get { box.value.master }
        set { change { $0.master = newValue } }
    }
    package var detail: String? {
        get { box.value.detail }
        set { change { $0.detail = newValue } }
    }
    /// Page view controller or container: embedded children (not used by segues).
    package var cells: Cells {
        get { box.value.cells }
        set { change { $0.cells = newValue } }
    }
    /// Unwind actions this scene defines (`save`, `cancel`), without the trailing colon.
    package var actions: [String] {
        get { box.value.actions }
        set { change { $0.actions = newValue } }
    }
    /// Where the scene was declared.
    package var location: SourceLocation {
        get { box.value.location }
        set { change { $0.location = newValue } }
    }
    /// A control that dismisses the scene from code (`dismiss="Done button"`): a way back from a modal.
    package var dismiss: Trigger? {
        get { box.value.dismiss }
        set { change { $0.dismiss = newValue } }
    }
    /// The statement that declared it, for diagnostics that point at one token; nil when not from a flow block.
    package var syntax: SceneSyntax? {
        get { box.value.syntax }
        set { change { $0.syntax = newValue } }
    }
    /// Storyboard reference: the storyboard it opens (`storyboard=`); nil for other kinds.
    package var referencedStoryboard: String? {
        get { box.value.referencedStoryboard }
        set { change { $0.referencedStoryboard = newValue } }
    }
    /// Storyboard reference: the storyboard ID of the scene it opens in that storyboard (`target=`);
    /// nil for the referenced storyboard's initial scene.
    package var referencedTarget: String? {
        get { box.value.referencedTarget }
        set { change { $0.referencedTarget = newValue } }
    }

    package init(
        name: String, kind: SceneKind, title: String? = nil, className: String? = nil,
        storyboardID: String? = nil, isInitial: Bool = false, root: String? = nil,
        tabs: [String] = [], master: String? = nil, detail: String? = nil,
        cells: Cells = .none, actions: [String] = [], location: SourceLocation,
        dismiss: Trigger? = nil, syntax: SceneSyntax? = nil,
        referencedStoryboard: String? = nil, referencedTarget: String? = nil
    ) {
        box = SharedBox(Fields(
            name: name,
            kind: kind,
            title: title,
            className: className,
            storyboardID: storyboardID,
            isInitial: isInitial,
            root: root,
            tabs: tabs,
            master: master,
            detail: detail,
            cells: cells,
            actions: actions,
            location: location,
            dismiss: dismiss,
            syntax: syntax,
            referencedStoryboard: referencedStoryboard,
            referencedTarget: referencedTarget))
    }

    private mutating func change(_ body: (inout Fields) -> Void) {
        var fields = box.value
        body(&fields)
        box = SharedBox(fields)
    }

    /// The text a diagram shows in the title bar: the title, else the name.
    package var displayTitle: String { title ?? name }
}
