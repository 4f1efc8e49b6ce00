import FlowGraph
import Foundation
import SourceModel

/// A documented storyboard built by hand next to the Markdown it stands for, so each element's
/// location is the line of its statement in the fixture (the flow parser lives in another stage).
struct DocumentedFixture {
    let path: String
    let file: SourceFile

    init(_ name: String) throws {
        let url = TestPaths.fixtures.appendingPathComponent(name)
        path = "Fixtures/" + name
        file = SourceFile(path: path, text: try String(contentsOf: url, encoding: .utf8))
    }

    /// The first line that starts with `prefix`, column 1.
    func at(_ prefix: String) -> SourceLocation {
        for line in 1...file.lineCount where file.lineText(line).hasPrefix(prefix) {
            return SourceLocation(path: path, line: line, column: 1)
        }
        return SourceLocation(path: path, line: 1, column: 1)
    }

    func scene(_ name: String, _ kind: SceneKind, title: String? = nil, className: String? = nil, id: String? = nil,
               initial: Bool = false, root: String? = nil, cells: Cells = .none, actions: [String] = []) -> Scene {
        Scene(name: name, kind: kind, title: title, className: className, storyboardID: id, isInitial: initial, root: root,
              cells: cells, actions: actions, location: at("scene \(name):"))
    }

    func segue(_ id: String, _ source: String, _ destination: String, _ style: SegueStyle, _ trigger: Trigger) -> Segue {
        Segue(key: id, identifier: id, source: source, destination: destination, style: style, trigger: trigger,
              location: at("segue \(id):"))
    }

    func unwind(_ id: String, _ source: String, _ target: String, _ action: String) -> Unwind {
        Unwind(key: id, identifier: id, source: source, target: target, action: action, trigger: .label("Save"),
               location: at("unwind \(id):"))
    }
}
