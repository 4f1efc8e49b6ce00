import SourceModel

extension TemplateLibrary {
    /// `template.unknown-name` warnings: names in the library's templates that no context of
    /// `shape` can have.
    ///
    /// Mustache looks a name's first part up through every enclosing section's context, so the
    /// check does not model the context stack: a name `a.b.c` is known when some object anywhere
    /// in the shape has a member `a` whose shape has `b`, which has `c`. That never warns about
    /// a name a page can have, and still catches `page.bdy` or `{{titel}}`.
    package func unknownNames(in shape: ContextShape) -> [Diagnostic] {
        let objects = shape.objects
        let allKeys = Set(objects.flatMap(\.keys))
        var diagnostics: [Diagnostic] = []
        for name in templates.keys.sorted() {
            guard let template = templates[name] else { continue }
            Self.visit(template.storage.nodes, in: template.source) { name, offset, length, source in
                guard let problem = Self.problem(name, objects: objects, allKeys: allKeys) else { return }
                let location = source.location(utf8Offset: offset)
                var fixIts: [Diagnostic.FixIt] = []
                if let near = problem.suggestion {
                    let bytes = Array(source.text.utf8)
                    let spelling = String(decoding: bytes[min(offset, bytes.count)..<min(offset + length, bytes.count)], as: UTF8.self)
                    let text = name.components.joined(separator: ".")
                    let fixed = (name.components.prefix(problem.index) + [near] + name.components.dropFirst(problem.index + 1)).joined(separator: ".")
                    fixIts.append(.init("did you mean '\(fixed)'?", replacement: spelling.replacingAll(text, with: fixed),
                                        at: location, length: spelling.unicodeScalars.count))
                }
                diagnostics.append(.report(
                    "template.unknown-name",
                    "no page has '\(name.components.joined(separator: "."))': '\(name.components[problem.index])' is not a name "
                        + "\(problem.index == 0 ? "any page context has" : "of '\(name.components.prefix(problem.index).joined(separator: "."))'"), "
                        + "so this renders nothing on every page",
                    at: location, length: length, fixIts: fixIts))
            }
        }
        return diagnostics
    }

    /// The first unknown component of `name` (its index) and a near miss for it, or nil when known.
    static func problem(_ name: Name, objects: [[String: ContextShape]], allKeys: Set<String>)
        -> (index: Int, suggestion: String?)? {
        guard let first = name.components.first else { return nil }
        guard allKeys.contains(first) else { return (0, NearMiss.best(for: first, among: allKeys)) }
        var deepest = (index: 1, suggestion: String?.none)
        for object in objects {
            guard var shape = object[first] else { continue }
            var index = 1
            var failed = false
            while index < name.components.count {
                if shape.isOpen { return nil }
                guard let next = shape.member(name.components[index]) else {
                    if case .object(let members) = shape, index >= deepest.index {
                        deepest = (index, NearMiss.best(for: name.components[index], among: members.keys))
                    }
                    failed = true
                    break
                }
                shape = next
                index += 1
            }
            if !failed { return nil }
        }
        return deepest
    }

    /// Calls `body` with every name a node tree looks up (variables, sections, dynamic partials),
    /// with the file its offsets are in (a parent tag's block overrides may come from another file).
    static func visit(_ nodes: [Node], in source: SourceFile, _ body: (Name, Int, Int, SourceFile) -> Void) {
        for node in nodes {
            switch node {
            case .text: break
            case .variable(let variable): body(variable.name, variable.offset, variable.length, source)
            case .section(let section):
                body(section.name, section.offset, section.length, source)
                visit(section.children, in: source, body)
            case .partial(let inclusion):
                if case .dynamic(let name) = inclusion.target { body(name, inclusion.offset, inclusion.length, source) }
            case .parent(let parent):
                if case .dynamic(let name) = parent.inclusion.target {
                    body(name, parent.inclusion.offset, parent.inclusion.length, source)
                }
                for key in parent.overrides.keys.sorted() {
                    guard let override = parent.overrides[key] else { continue }
                    visit(override.children, in: override.source, body)
                }
            case .block(let block):
                visit(block.children, in: source, body)
            }
        }
    }
}
