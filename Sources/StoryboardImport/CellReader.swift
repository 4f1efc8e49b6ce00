import FlowGraph
import Foundation

/// Reads the cells of a scene: static cells of a table view controller, and the prototype cells
/// of every table or collection view the scene holds, whatever its controller (a plain view
/// controller with a table view inside dequeues its prototypes just the same).
enum CellReader {
    /// Static cells (with their texts) or the prototypes' reuse identifiers, in document order.
    static func cells(of controller: ParsedElement, kind: SceneKind) -> Cells {
        if kind == .table, let table = controller.child("tableView", key: "view") ?? controller.child("tableView"),
           table.value("dataMode") == "static" {
            let cells = table.descendants { $0.name == "tableViewCell" }
            return .staticCells(cells.map(title(of:)))
        }
        guard kind == .table || kind == .collection || kind == .view else { return .none }
        return prototypes(prototypeCells(in: controller))
    }

    /// Prototype cells of every table and collection view inside the controller.
    static func prototypeCells(in controller: ParsedElement) -> [ParsedElement] {
        var cells: [ParsedElement] = []
        for view in controller.descendants(where: { $0.name == "tableView" || $0.name == "collectionView" }) {
            if view.name == "tableView" {
                guard view.value("dataMode") != "static" else { continue }
                cells += view.child("prototypes")?.childElements ?? []
            } else {
                cells += view.child("cells")?.childElements ?? []
            }
        }
        return cells
    }

    /// Table views with static cells in a controller that is not a table view controller: Xcode
    /// refuses them ("Static table views are only valid when embedded in UITableViewController
    /// instances"), so they are not carried over.
    static func misplacedStaticTables(in controller: ParsedElement, kind: SceneKind) -> [ParsedElement] {
        let tables = controller.descendants { $0.name == "tableView" && $0.value("dataMode") == "static" }
        guard kind == .table else { return tables }
        let own = controller.child("tableView", key: "view") ?? controller.child("tableView")
        return tables.filter { $0.value("id") != own?.value("id") }
    }

    private static func prototypes(_ cells: [ParsedElement]) -> Cells {
        var seen: Set<String> = []
        let identifiers = cells.compactMap { $0.value("reuseIdentifier").map(TextCleaning.oneLine) }
            .filter { !$0.isEmpty && seen.insert($0).inserted }
        return identifiers.isEmpty ? .none : .prototypes(identifiers)
    }

    /// The cell's title: its `textLabel`, else its list content configuration's text (Xcode 12's
    /// cells), else its first label with text, else "".
    static func title(of cell: ParsedElement) -> String {
        let labels = cell.descendants { $0.name == "label" }
        let chosen = cell.value("textLabel").flatMap { id in labels.first { $0.value("id") == id } }
        if let chosen, let text = labelText(chosen), !text.isEmpty { return text }
        for configuration in cell.descendants(where: { $0.name == "listContentConfiguration" }) {
            if let text = labelText(configuration), !text.isEmpty { return text }
        }
        for label in labels {
            if let text = labelText(label), !text.isEmpty { return text }
        }
        return ""
    }

    private static func labelText(_ label: ParsedElement) -> String? {
        let raw = label.value("text") ?? label.child("string", key: "text")?.text
        return raw.map(TextCleaning.oneLine)
    }
}
