import SourceModel

/// Machine-readable forms of the storyboards for `flowdoc graph`: JSON, and Graphviz DOT.
package enum GraphExport {
    /// The storyboards as JSON, with a stable key order; every key is always present (null when unset).
    package static func json(_ storyboards: [Storyboard]) -> String {
        var out = "{\n  \"storyboards\": ["
        for (index, board) in storyboards.sorted(by: { $0.name < $1.name }).enumerated() {
            out += index == 0 ? "\n" : ",\n"
            out += storyboardObject(board)
        }
        out += storyboards.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    private static func storyboardObject(_ board: Storyboard) -> String {
        let scenes = board.scenes.map { scene in
            object([
                ("name", q(scene.name)), ("kind", q(scene.kind.rawValue)), ("title", q(scene.title)),
                ("class", q(scene.className)), ("id", q(scene.storyboardID)), ("initial", scene.isInitial ? "true" : "false"),
                ("cells", cells(scene.cells)), ("actions", array(scene.actions)), ("dismiss", q(scene.dismiss?.spelling)),
                ("storyboard", q(scene.referencedStoryboard)), ("target", q(scene.referencedTarget)),
                ("location", q(scene.location.description)),
            ])
        }
        let relationships = board.relationships.map { relationship in
            object([("kind", q(relationship.kind.rawValue)), ("container", q(relationship.container)),
                    ("child", q(relationship.child))])
        }
        let segues = board.segues.map { segue in
            object([
                ("key", q(segue.key)), ("identifier", q(segue.identifier)), ("source", q(segue.source)),
                ("destination", q(segue.destination)), ("style", q(segue.style.rawValue)),
                ("trigger", q(segue.trigger?.spelling)), ("class", q(segue.className)),
                ("presentation", q(segue.style == .present || segue.style == .modal ? segue.presentation.rawValue : nil)),
                ("location", q(segue.location.description)),
            ])
        }
        let unwinds = board.unwinds.map { unwind in
            object([
                ("key", q(unwind.key)), ("identifier", q(unwind.identifier)), ("source", q(unwind.source)),
                ("target", q(unwind.target)), ("action", q(unwind.action)), ("trigger", q(unwind.trigger?.spelling)),
                ("location", q(unwind.location.description)),
            ])
        }
        func list(_ items: [String]) -> String {
            items.isEmpty ? "[]" : "[\n" + items.map { "        " + $0 }.joined(separator: ",\n") + "\n      ]"
        }
        return "    {\n      \"name\": \(q(board.name)),\n"
            + "      \"scenes\": \(list(scenes)),\n"
            + "      \"relationships\": \(list(relationships)),\n"
            + "      \"segues\": \(list(segues)),\n"
            + "      \"unwinds\": \(list(unwinds))\n    }"
    }

    private static func cells(_ cells: Cells) -> String {
        switch cells {
        case .none: "null"
        case .staticCells(let names): object([("style", q("static")), ("names", array(names))])
        case .prototypes(let names): object([("style", q("dynamic")), ("prototypes", array(names))])
        }
    }

    private static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { "\(JSONString.quote($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }

    private static func array(_ items: [String]) -> String { "[" + items.map(JSONString.quote).joined(separator: ", ") + "]" }

    private static func q(_ text: String?) -> String { text.map(JSONString.quote) ?? "null" }
}
