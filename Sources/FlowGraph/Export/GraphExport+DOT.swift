extension GraphExport {
    /// The storyboards as Graphviz input: one digraph per storyboard (named after it, so each
    /// can be laid out and compared on its own), relationships dashed, presentations bold,
    /// unwinds dotted and pointing back, storyboard references in dashed boxes. Every id and
    /// label is quoted.
    package static func dot(_ storyboards: [Storyboard]) -> String {
        guard !storyboards.isEmpty else { return "digraph flowdoc {\n}\n" }
        var out = ""
        for (index, board) in storyboards.sorted(by: { $0.name < $1.name }).enumerated() {
            out += "digraph \(quote(board.name)) {\n"
            out += "  graph [rankdir=LR, fontname=\"Helvetica\", compound=true];\n"
            out += "  node [shape=box, style=rounded, fontname=\"Helvetica\", fontsize=11];\n"
            out += "  edge [fontname=\"Helvetica\", fontsize=9];\n"
            out += "  subgraph \(quote("cluster_\(index)_" + board.name)) {\n"
            out += "    label=\(quote(board.name));\n"
            for scene in board.scenes {
                var attributes = ["label=\(quote(label(scene)))"]
                if scene.kind.isContainer { attributes += ["style=\"rounded,filled\"", "fillcolor=\"#eeeeee\""] }
                if scene.kind == .reference { attributes.append("style=\"rounded,dashed\"") }
                out += "    \(node(board, scene.name)) [\(attributes.joined(separator: ", "))];\n"
                if scene.isInitial {
                    let entry = quote("\(board.name)/\(scene.name)/entry")
                    out += "    \(entry) [shape=point, label=\"\"];\n"
                    out += "    \(entry) -> \(node(board, scene.name));\n"
                }
            }
            out += "  }\n"
            for relationship in board.relationships {
                out += "  \(node(board, relationship.container)) -> \(node(board, relationship.child)) "
                out += "[style=dashed, arrowhead=none, label=\(quote(relationship.kind.rawValue))];\n"
            }
            for segue in board.segues {
                var text = segue.style.rawValue
                if let identifier = segue.identifier { text = identifier + "\n" + text }
                if let trigger = segue.trigger { text += "\nfrom " + trigger.spelling }
                let style = segue.style.isPresentation ? ", style=bold" : ""
                out += "  \(node(board, segue.source)) -> \(node(board, segue.destination)) [label=\(quote(text))\(style)];\n"
            }
            for unwind in board.unwinds {
                var text = "unwind " + unwind.action
                if let identifier = unwind.identifier { text = identifier + "\n" + text }
                out += "  \(node(board, unwind.source)) -> \(node(board, unwind.target)) "
                out += "[label=\(quote(text)), style=dotted, constraint=false];\n"
            }
            out += "}\n"
        }
        return out
    }

    private static func node(_ board: Storyboard, _ scene: String) -> String { quote("\(board.name)/\(scene)") }

    private static func label(_ scene: Scene) -> String {
        var lines = [scene.name]
        if let title = scene.title, title != scene.name { lines.append("\u{201C}\(title)\u{201D}") }
        var detail = scene.kind.rawValue
        if let className = scene.className { detail += " · " + className }
        if let id = scene.storyboardID { detail += " · id " + id }
        lines.append(detail)
        if let storyboard = scene.referencedStoryboard {
            lines.append("→ storyboard " + storyboard + (scene.referencedTarget.map { ", scene " + $0 } ?? ", initial scene"))
        }
        switch scene.cells {
        case .staticCells(let names): lines.append("static: " + (names.isEmpty ? "cells" : names.joined(separator: ", ")))
        case .prototypes(let names): lines.append("prototypes: " + names.joined(separator: ", "))
        case .none: break
        }
        if !scene.actions.isEmpty { lines.append("actions: " + scene.actions.joined(separator: ", ")) }
        return lines.joined(separator: "\n")
    }

    /// A DOT double-quoted string. Backslashes and quotes are escaped; a newline becomes the
    /// `\n` line break of labels; other control characters are dropped.
    static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
