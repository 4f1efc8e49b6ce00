import FlowGraph
import SourceModel

/// Storyboards built directly in Swift, modelled on the tutorials flowdoc is written for.
enum Fixtures {
    static let here = SourceLocation(path: "fixture.md", line: 1, column: 1)

    static func scene(
        _ name: String, _ kind: SceneKind, _ title: String? = nil, cls: String? = nil, id: String? = nil,
        initial: Bool = false, root: String? = nil, tabs: [String] = [], master: String? = nil,
        detail: String? = nil, cells: Cells = .none, actions: [String] = []
    ) -> Scene {
        Scene(name: name, kind: kind, title: title, className: cls, storyboardID: id, isInitial: initial,
              root: root, tabs: tabs, master: master, detail: detail, cells: cells, actions: actions, location: here)
    }

    static func segue(_ id: String?, _ source: String, _ destination: String, _ style: SegueStyle, from trigger: Trigger? = nil, cls: String? = nil) -> Segue {
        Segue(key: id ?? "\(source)->\(destination)", identifier: id, source: source, destination: destination,
              style: style, trigger: trigger, className: cls, location: here)
    }

    static func unwind(_ id: String?, _ source: String, _ target: String, _ action: String, from trigger: Trigger? = nil) -> Unwind {
        Unwind(key: id ?? "\(source)->\(target).\(action)", identifier: id, source: source, target: target,
               action: action, trigger: trigger, location: here)
    }

    /// DESIGN section 3.
    static let friendList = Storyboard(name: "FriendList", scenes: [
        scene("Nav", .navigation, initial: true, root: "Master"),
        scene("Master", .table, "Friends", cls: "MasterViewController", cells: .prototypes(["Cell"])),
        scene("Detail", .table, "Detail", cls: "DetailViewController", cells: .staticCells([]), actions: ["save", "cancel"]),
        scene("EditNav", .navigation, root: "Edit"),
        scene("Edit", .table, "Edit", cls: "EditViewController", cells: .staticCells([])),
    ], segues: [
        segue("showDetail", "Master", "Detail", .push, from: .cell),
        segue("editDetail", "Detail", "EditNav", .present, from: .label("Edit button")),
    ], unwinds: [
        unwind("saveInput", "Edit", "Detail", "save", from: .label("Save button")),
        unwind("cancelInput", "Edit", "Detail", "cancel", from: .label("Cancel button")),
    ])

    /// Big Nerd Ranch's Colorboard: a palette table pushing a color detail, a modal editor in its own nav.
    static let colorboard = Storyboard(name: "Colorboard", scenes: [
        scene("Nav", .navigation, initial: true, root: "Palette"),
        scene("Palette", .table, "Colors", cls: "BNRPaletteViewController", cells: .prototypes(["UITableViewCell"]), actions: ["done"]),
        scene("ColorView", .view, "Color", cls: "BNRColorViewController", id: "ColorViewController"),
        scene("EditNav", .navigation, root: "NewColor"),
        scene("NewColor", .view, "New Color", cls: "BNRColorViewController"),
    ], segues: [
        segue("ExistingColor", "Palette", "ColorView", .push, from: .cell),
        segue("NewColor", "Palette", "EditNav", .modal, from: .label("+")),
    ], unwinds: [
        unwind(nil, "NewColor", "Palette", "done", from: .label("Done button")),
    ])

    /// raywenderlich.com's Ratings: a tab bar of two navs, a modal add-player nav, a pushed game picker, unwinds.
    static let ratings = Storyboard(name: "Ratings", scenes: [
        scene("Tabs", .tab, initial: true, tabs: ["PlayersNav", "GesturesNav"]),
        scene("PlayersNav", .navigation, root: "Players"),
        scene("Players", .table, "Players", cls: "PlayersViewController", cells: .prototypes(["PlayerCell"]),
              actions: ["cancelToPlayersViewController", "savePlayerDetail"]),
        scene("GesturesNav", .navigation, root: "Gestures"),
        scene("Gestures", .view, "Gestures"),
        scene("AddPlayerNav", .navigation, root: "PlayerDetails"),
        scene("PlayerDetails", .table, "Add Player", cls: "PlayerDetailsViewController",
              cells: .staticCells(["Name", "Game"]), actions: ["unwindWithSelectedGame"]),
        scene("GamePicker", .table, "Choose Game", cls: "GamePickerViewController", cells: .prototypes(["GameCell"])),
    ], segues: [
        segue(nil, "Players", "AddPlayerNav", .present, from: .label("+")),
        segue("PickGame", "PlayerDetails", "GamePicker", .show, from: .cell),
    ], unwinds: [
        unwind(nil, "PlayerDetails", "Players", "cancelToPlayersViewController", from: .label("Cancel")),
        unwind("SavePlayerDetail", "PlayerDetails", "Players", "savePlayerDetail", from: .label("Done")),
        unwind(nil, "GamePicker", "PlayerDetails", "unwindWithSelectedGame", from: .cell),
    ])

    /// An iPad master-detail app: show-detail replaces the detail, a popover for settings, an embed.
    static let splitView = Storyboard(name: "iPadSplit", scenes: [
        scene("Split", .split, initial: true, master: "MasterNav", detail: "DetailNav"),
        scene("MasterNav", .navigation, root: "Master"),
        scene("Master", .table, "Notes", cls: "MasterViewController", cells: .prototypes(["NoteCell"])),
        scene("DetailNav", .navigation, root: "Detail"),
        scene("Detail", .view, "Note", cls: "DetailViewController", id: "NoteDetail"),
        scene("Settings", .table, "Settings", cls: "SettingsViewController", cells: .staticCells(["Font", "Sort order", "iCloud sync"])),
        scene("Preview", .view, "Preview", cls: "PreviewViewController"),
    ], segues: [
        segue("showDetail", "Master", "DetailNav", .showDetail, from: .cell),
        segue("showSettings", "Detail", "Settings", .popover, from: .barButton),
        segue(nil, "Detail", "Preview", .embed),
    ])

    /// Twenty scenes: a tab bar of four stacks with pushes, modals, unwinds, a storyboard
    /// reference, a page view, a custom segue and two scenes only loaded from code.
    static let twenty = Storyboard(name: "Synthetic20", scenes: [
        scene("Tabs", .tab, initial: true, tabs: ["FeedNav", "SearchNav", "InboxNav", "ProfileNav"]),
        scene("FeedNav", .navigation, root: "Feed"),
        scene("Feed", .table, "Feed", cls: "FeedViewController", cells: .prototypes(["PostCell", "AdCell"]), actions: ["publish", "discard"]),
        scene("Post", .view, "Post", cls: "PostViewController"),
        scene("Comments", .table, "Comments", cls: "CommentsViewController", cells: .prototypes(["CommentCell"])),
        scene("ComposeNav", .navigation, root: "Compose"),
        scene("Compose", .view, "New Post", cls: "ComposeViewController"),
        scene("SearchNav", .navigation, root: "Search"),
        scene("Search", .collection, "Search", cls: "SearchViewController", cells: .prototypes(["ResultCell"])),
        scene("Result", .view, "Result", cls: "ResultViewController"),
        scene("Filters", .table, "Filters", cells: .staticCells(["Newest first", "Photos only", "Near me", "Friends", "Verified", "Saved"])),
        scene("InboxNav", .navigation, root: "Inbox"),
        scene("Inbox", .table, "Inbox", cls: "InboxViewController", cells: .prototypes(["ThreadCell"])),
        scene("Thread", .view, "Conversation", cls: "ThreadViewController"),
        scene("ProfileNav", .navigation, root: "Profile"),
        scene("Profile", .table, "Profile", cls: "ProfileViewController", cells: .staticCells(["Edit profile", "Settings", "Help"]), actions: ["closeSettings"]),
        scene("Settings", .reference, "Settings.storyboard"),
        scene("Onboarding", .page, "Welcome", cls: "OnboardingPageViewController", id: "Onboarding"),
        scene("Paywall", .view, "Go Premium", cls: "PaywallViewController", id: "Paywall"),
        scene("Photo", .view, "Photo", cls: "PhotoViewController"),
    ], segues: [
        segue("showPost", "Feed", "Post", .show, from: .cell),
        segue("showComments", "Post", "Comments", .show, from: .label("Comments button")),
        segue("compose", "Feed", "ComposeNav", .present, from: .barButton),
        segue("showResult", "Search", "Result", .show, from: .cell),
        segue("showFilters", "Search", "Filters", .popover, from: .label("Filter button")),
        segue("openThread", "Inbox", "Thread", .show, from: .cell),
        segue("zoomPhoto", "Thread", "Photo", .custom, from: .gesture, cls: "ZoomSegue"),
        segue("openSettings", "Profile", "Settings", .show, from: .cell),
        segue("showPostFromResult", "Result", "Post", .show, from: .manual),
    ], unwinds: [
        unwind("publish", "Compose", "Feed", "publish", from: .label("Post button")),
        unwind(nil, "Compose", "Feed", "discard", from: .label("Cancel")),
        unwind(nil, "Photo", "Thread", "closePhoto", from: .gesture),
    ])

    /// Every name and title carries characters that must be escaped.
    static let hostile = Storyboard(name: "Hostile", scenes: [
        scene("A<&\"'>", .navigation, "Nav <&\"'>", initial: true, root: "B<&\"'>"),
        scene("B<&\"'>", .table, "Title <b>&amp;\"quoted\" 'single'</b>", cls: "Class<T>&'\"",
              id: "id<&\"'>", cells: .prototypes(["Cell<&\"'>"])),
        scene("C'\"", .view, "C <script>alert('x')</script>"),
    ], segues: [
        segue("seg<&\"'>", "B<&\"'>", "C'\"", .push, from: .label("tap <here> & \"now\"")),
    ], unwinds: [
        unwind("back<'\">", "C'\"", "B<&\"'>", "done<&>", from: .label("'Done' & <b>")),
    ])

    /// Odd shapes: a self segue, two segues between the same scenes, a push back to an earlier
    /// scene, a cycle of presentations, and no initial scene.
    static let oddities = Storyboard(name: "Oddities", scenes: [
        scene("List", .table, "List", cells: .prototypes(["Row"])),
        scene("Item", .view, "Item"),
        scene("Sheet", .view, "Sheet"),
        scene("Other", .view, "Other"),
    ], segues: [
        segue("refresh", "List", "List", .custom, from: .gesture),
        segue("open", "List", "Item", .push, from: .cell),
        segue("openAccessory", "List", "Item", .push, from: .accessory),
        segue("backToList", "Item", "List", .show, from: .manual),
        segue("sheet", "Item", "Sheet", .present, from: .button),
        segue("other", "Sheet", "Other", .present, from: .button),
        segue("again", "Other", "Sheet", .present, from: .button),
    ])

    static let all: [String: Storyboard] = [
        "oddities": oddities,
        "friendlist": friendList, "colorboard": colorboard, "ratings": ratings,
        "splitview": splitView, "twenty": twenty, "hostile": hostile,
    ]
    static let names = ["friendlist", "colorboard", "ratings", "splitview", "twenty", "oddities"]

    /// What each fixture's diagram highlights: the last flow block's additions.
    static func highlighted(_ name: String) -> Set<FlowElement> {
        switch name {
        case "friendlist": [.scene("EditNav"), .scene("Edit"), .segue("editDetail"), .segue("saveInput"), .segue("cancelInput")]
        case "colorboard": [.scene("EditNav"), .scene("NewColor"), .segue("NewColor")]
        case "ratings": [.scene("GamePicker"), .segue("PickGame"), .segue("GamePicker->PlayerDetails.unwindWithSelectedGame")]
        case "splitview": [.scene("Settings"), .segue("showSettings")]
        case "twenty": [.scene("Photo"), .segue("zoomPhoto")]
        default: []
        }
    }
}
