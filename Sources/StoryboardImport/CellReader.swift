import FlowGraph
import Foundation

/// Reads the cells of a table or collection view controller.
enum CellReader {
    /// Static cells (with the text of their title labels) or prototype reuse identifiers.
    static func cells(of controller: ParsedElement, kind: SceneKind) -> Cells {
        switch kind {
        case .table:
            guard let table = controller.child("tableView", key: "view") ?? controller.child("tableView") else { return .none }
            if table.value("dataMode") == "static" {
                let cells = table.descendants { $0.name == "tableViewCell" }
                return .staticCells(cells.map(title(of:)))
            }
            return prototypes(table.child("prototypes")?.childElements ?? [])
        case .collection:
            guard let collection = controller.child("collectionView", key: "view") ?? controller.child("collectionView") else {
                return .none
            }
            return prototypes(collection.child("cells")?.childElements ?? [])
        default:
            return .none
        }
    }

    private static func prototypes(_ cells: [ParsedElement]) -> Cells {
        let identifiers = cells.compactMap { $0.value("reuseIdentifier").map(TextCleaning.oneLine) }.filter { !$0.isEmpty }
        return identifiers.isEmpty ? .none : .prototypes(identifiers)
    }

    /// The cell's title: its `textLabel`, else its first label with text, else "".
    static func title(of cell: ParsedElement) -> String {
        let labels = cell.descendants { $0.name == "label" }
        let chosen = cell.value("textLabel").flatMap { id in labels.first { $0.value("id") == id } }
        for label in [chosen].compactMap({ $0 }) + labels {
            if let text = labelText(label), !text.isEmpty { return text }
        }
        return ""
    }

    private static func labelText(_ label: ParsedElement) -> String? {
        let raw = label.value("text") ?? label.child("string", key: "text")?.text
        return raw.map(TextCleaning.oneLine)
    }
}
