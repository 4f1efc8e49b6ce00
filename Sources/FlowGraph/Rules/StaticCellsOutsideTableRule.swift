import SourceModel

/// `flow.static-cells-outside-table`: static cells on a scene that is not a table view controller.
enum StaticCellsOutsideTableRule: FlowGraphRule {
    static let id = "flow.static-cells-outside-table"

    static func check(_ graph: FlowAnalysis) -> [Diagnostic] {
        graph.storyboard.scenes.compactMap { scene in
            guard case .staticCells = scene.cells, scene.kind != .table else { return nil }
            let span = scene.attributeKeySpan("static") ?? (scene.syntax?.attributes.named("cells") != nil
                ? scene.valueSpan("cells") : scene.nameSpan)
            return Diagnostic.report(id, message(scene.name, scene.kind.rawValue), at: span.location, length: span.length,
                                    notes: [Diagnostic.Note(hint)])
        }
    }

    // MARK: Messages

    static func message(_ scene: String, _ kind: String) -> String {
        "static cells on '\(scene)', \(kind == "view" ? "a view" : "a \(kind)") scene; static cells only work in a table view controller "
            + "(Xcode refuses to build it: 'Static table views are only valid when embedded in UITableViewController instances')"
    }
    static let hint = "make the scene a 'table', or use dynamic prototypes (prototypes=Cell)"
}
