import FlowGraph
import Foundation
import SourceModel

/// Reads one `<scene>` element: its view controller and every segue nested anywhere inside it.
struct SceneReader {
    let index: IDLineIndex
    let path: String
    /// Selectors of actions that the app's code shows to dismiss (empty without `--sources`).
    var dismissingSelectors: Set<String> = []
    /// Classes whose code assigns control actions (empty without `--sources`).
    var classesWiringActions: Set<String> = []
    /// Classes whose code makes a control that dismisses (`CodeFacts.classesDismissingFromCode`).
    var classesDismissingFromCode: Set<String> = []
    /// Whether the app's code was given: without it, an unconnected Cancel or Done item counts as a way out.
    var codeGiven = false

    /// View controller elements and the scene kind each becomes.
    static let kinds: [String: SceneKind] = [
        "viewController": .view, "tableViewController": .table, "collectionViewController": .collection,
        "navigationController": .navigation, "tabBarController": .tab, "splitViewController": .split,
        "pageViewController": .page, "viewControllerPlaceholder": .reference,
        // Specialised controllers that behave like a plain view in a flow.
        "avPlayerViewController": .view, "glkViewController": .view, "hostingController": .view,
    ]

    /// Scene members that are not scenes and need no warning.
    static let ignoredMembers: Set<String> = ["placeholder", "exit"]

    struct Result {
        var scene: RawScene?
        var segues: [RawSegue] = []
        var warnings: [Diagnostic] = []
    }

    func read(_ sceneElement: ParsedElement, ordinal: Int) -> Result {
        var result = Result()
        let members = (sceneElement.child("objects") ?? sceneElement).childElements
        let controller = members.first { $0.value("sceneMemberID") == "viewController" }
            ?? members.first { Self.kinds[$0.name] != nil }
        guard let controller else {
            result.warnings.append(skipped("scene without a view controller", at: index.location(of: sceneElement)))
            return result
        }
        let tag = controller.name
        let xmlID = controller.value("id") ?? "#scene\(ordinal)"
        let location = index.location(of: controller)
        var kind = Self.kinds[tag] ?? .view
        if Self.kinds[tag] == nil {
            result.warnings.append(skipped("unknown view controller element <\(tag)>; imported as a view scene", at: location))
            kind = .view
        }
        var scene = RawScene(xmlID: xmlID, tag: tag, kind: kind, className: controller.value("customClass"),
                             storyboardID: controller.value("storyboardIdentifier"), title: Self.title(of: controller),
                             location: location)
        if kind == .reference {
            scene.storyboardName = controller.value("storyboardName")
            scene.referencedIdentifier = controller.value("referencedIdentifier")
        }
        scene.cells = CellReader.cells(of: controller, kind: kind)
        scene.presentation = controller.value("modalPresentationStyle")
        if kind != .reference {
            let plainClass = controller.value("customClass").map(CodeStructureChecker.plainClass)
            scene.dismiss = DismissReader.trigger(of: controller, dismissingSelectors: dismissingSelectors,
                                                  wiredInCode: !codeGiven || (plainClass.map(classesWiringActions.contains) ?? false))
            // No control of the storyboard leads out, but the class makes one in code whose action dismisses.
            if scene.dismiss == nil, let plainClass, classesDismissingFromCode.contains(plainClass) {
                scene.dismiss = .label("control made in code")
            }
        }
        for table in CellReader.misplacedStaticTables(in: controller, kind: kind) {
            result.warnings.append(skipped(
                "a table view with static cells inside a \(tag == "tableViewController" ? "table view controller's other view" : "<\(tag)>"); "
                    + "static cells only work as a table view controller's own table view, so they were not carried over",
                at: index.location(of: table)))
        }
        if kind != .table, kind != .collection, kind != .view, !CellReader.prototypeCells(in: controller).isEmpty {
            result.warnings.append(skipped("prototype cells inside a \(kind.rawValue) scene were not carried over", at: location))
        }
        result.scene = scene

        // A segue with Peek & Pop ticked holds two `<segue key="commit"|"preview" inheritsFrom=…>`
        // elements (Xcode 7.1 to 10): settings of their parent, not segues of their own.
        for segue in sceneElement.descendants(where: { $0.name == "segue" })
        where segue.value("reference") == nil && segue.parentElement?.name != "segue" {
            result.segues.append(RawSegue(
                sourceID: xmlID, destinationID: segue.value("destination"), kind: segue.value("kind") ?? "",
                relationship: segue.value("relationship"), identifier: segue.value("identifier"),
                className: segue.value("customClass"), presentation: segue.value("modalPresentationStyle"),
                unwindAction: segue.value("unwindAction"),
                creationSelector: segue.value("destinationCreationSelector").flatMap { $0.isEmpty ? nil : $0 },
                trigger: TriggerReader.trigger(of: segue, controller: controller),
                location: index.location(of: segue)))
        }
        return result
    }

    /// The `title` attribute, else the navigation item's title, else the tab bar item's.
    static func title(of controller: ParsedElement) -> String? {
        let raw = controller.value("title")
            ?? controller.child("navigationItem", key: "navigationItem")?.value("title")
            ?? controller.child("tabBarItem", key: "tabBarItem")?.value("title")
        return raw.map(TextCleaning.oneLine).flatMap { $0.isEmpty ? nil : $0 }
    }

    func skipped(_ message: String, at location: SourceLocation) -> Diagnostic {
        .report(StoryboardImporter.skippedRule, message, at: location)
    }
}
