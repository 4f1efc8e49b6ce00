/// The four statements.
extension LineParser {
    mutating func scene(_ keyword: SyntaxToken) -> (FlowStatement?, SyntaxFailure?) {
        var syntax: SceneSyntax
        // A misspelt kind (`scene Edit: tabel`) is this line's one error, but the scene is still
        // declared, as the kind the error suggests, so segues to it do not cascade into errors.
        var kindFailure: SyntaxFailure?
        do throws(SyntaxFailure) {
            let name = try name("scene name", .identifier, expected: "a scene name after 'scene'")
            try expect(.colon, "':' after the scene name '\(FlowLexeme.shortened(name.text))'")
            let kind: SyntaxToken
            do throws(SyntaxFailure) {
                kind = try choice("scene kind", FlowVocabulary.sceneKinds, expected: SyntaxMessages.sceneKind)
            } catch {
                guard let typo = current, typo.kind == .word, peek(1)?.kind != .equals else { throw error }
                kindFailure = error
                index += 1
                var assumed = located(typo)
                assumed.text = Self.suggestion(for: typo.text, among: FlowVocabulary.sceneKinds) ?? Self.kindFromAttributes(tokens[index...])
                kind = assumed
            }
            syntax = SceneSyntax(keyword: keyword, name: name, kind: kind)
        } catch {
            return (nil, error)
        }
        var attributes: [AttributeSyntax] = []
        var title: SyntaxToken?
        if let kindFailure {
            var rest = self
            _ = try? rest.attributes(AttributeSpec.scene, statement: "scene", flags: ["initial"], example: "class=Name",
                                     subject: (syntax.name.text, syntax.kind.text + " scene"), kind: syntax.kind.text,
                                     title: &title, into: &attributes)
            syntax.title = title
            syntax.attributes = attributes
            syntax.kindIsAssumed = true
            return (.scene(syntax), kindFailure)
        }
        do throws(SyntaxFailure) {
            try self.attributes(AttributeSpec.scene, statement: "scene", flags: ["initial"], example: "class=Name",
                                subject: (syntax.name.text, syntax.kind.text + " scene"), kind: syntax.kind.text,
                                title: &title, into: &attributes)
            try Self.checkCells(&attributes, kind: syntax.kind.text, name: syntax.name.text)
            try Self.checkReference(attributes, kind: syntax.kind)
        } catch {
            syntax.title = title
            syntax.attributes = attributes
            return (.scene(syntax), error)
        }
        syntax.title = title
        syntax.attributes = attributes
        return (.scene(syntax), nil)
    }

    mutating func segue(_ keyword: SyntaxToken) -> (FlowStatement?, SyntaxFailure?) {
        var syntax: SegueSyntax
        do throws(SyntaxFailure) {
            let identifier = try optionalIdentifier()
            let source = try name("scene name", .identifier, expected: "a source scene")
            try expect(.arrow, "'->' after the source scene '\(FlowLexeme.shortened(source.text))'")
            let destination = try name("scene name", .identifier, expected: "a destination scene after '->'")
            let style = try choice("segue style", FlowVocabulary.segueStyles,
                                   expected: SyntaxMessages.segueStyle + " after '\(FlowLexeme.shortened(destination.text))'")
            syntax = SegueSyntax(keyword: keyword, identifier: identifier, source: source, destination: destination, style: style)
        } catch {
            return (nil, error)
        }
        var attributes: [AttributeSyntax] = []
        var title: SyntaxToken?
        do throws(SyntaxFailure) {
            try self.attributes(AttributeSpec.segue, statement: "segue", flags: [], example: "from=cell",
                                subject: ("\(syntax.source.text) -> \(syntax.destination.text)", syntax.style.text + " segue"),
                                kind: syntax.style.text, title: &title, into: &attributes)
        } catch {
            syntax.attributes = attributes
            return (.segue(syntax), error)
        }
        syntax.attributes = attributes
        return (.segue(syntax), nil)
    }

    mutating func unwind(_ keyword: SyntaxToken) -> (FlowStatement?, SyntaxFailure?) {
        var syntax: UnwindSyntax
        do throws(SyntaxFailure) {
            let identifier = try optionalIdentifier()
            let source = try name("scene name", .identifier, expected: "a source scene")
            try expect(.arrow, "'->' after the source scene '\(FlowLexeme.shortened(source.text))'")
            let target = try name("scene name", .identifier, expected: "a target scene after '->'")
            let short = FlowLexeme.shortened(target.text)
            try expect(.dot, "'.' and the unwind action after '\(short)', as in \(short).save")
            let action = try name("action name", .identifier, expected: "an unwind action after '\(short).'")
            // `Detail.save:` — an Objective-C selector's colon is accepted and ignored.
            if let colon = current, colon.kind == .colon, colon.column == action.location.column + action.length {
                index += 1
            }
            syntax = UnwindSyntax(keyword: keyword, identifier: identifier, source: source, target: target, action: action)
        } catch {
            return (nil, error)
        }
        var attributes: [AttributeSyntax] = []
        var title: SyntaxToken?
        do throws(SyntaxFailure) {
            try self.attributes(AttributeSpec.unwind, statement: "unwind", flags: [], example: "from=\"Save button\"",
                                subject: nil, kind: "", title: &title, into: &attributes)
        } catch {
            syntax.attributes = attributes
            return (.unwind(syntax), error)
        }
        syntax.attributes = attributes
        return (.unwind(syntax), nil)
    }

    mutating func remove(_ keyword: SyntaxToken) -> (FlowStatement?, SyntaxFailure?) {
        do throws(SyntaxFailure) {
            let whatToken = try choice("remove target", ["scene", "segue", "unwind"], expected: SyntaxMessages.removeWhat)
            let what = RemoveSyntax.What(rawValue: whatToken.text) ?? .scene
            let target: RemoveSyntax.Target
            if what == .scene {
                target = .name(try name("scene name", .identifier, expected: "a scene name after 'remove scene'"))
            } else if peek(1)?.kind == .arrow {
                let source = try name("scene name", .identifier, expected: "a source scene")
                index += 1
                let destination = try name("scene name", .identifier, expected: "a destination scene after '->'")
                target = .endpoints(source: source, destination: destination)
            } else {
                target = .name(try name("segue identifier", .looseIdentifier, quoted: true,
                                        expected: SyntaxMessages.removeHint + " after 'remove \(what.rawValue)'"))
            }
            if let extra = current { throw SyntaxFailure(SyntaxMessages.unexpectedAfterStatement(extra), at: extra) }
            return (.remove(RemoveSyntax(keyword: keyword, what: what, whatToken: whatToken, target: target)), nil)
        } catch {
            return (nil, error)
        }
    }

    /// The kind a scene with an unrecognised kind most likely has, from its attributes.
    static func kindFromAttributes(_ rest: ArraySlice<FlowLexeme>) -> String {
        let keys = Set(rest.indices.filter { rest.index(after: $0) < rest.endIndex && rest[rest.index(after: $0)].kind == .equals }
            .map { rest[$0].text })
        if keys.contains("root") { return "navigation" }
        if keys.contains("tabs") { return "tab" }
        if keys.contains("master") || keys.contains("detail") { return "split" }
        if keys.contains("storyboard") { return "reference" }
        if keys.contains("static") || keys.contains("cells") || keys.contains("prototypes") { return "table" }
        return "view"
    }

    /// A storyboard reference must say which storyboard it opens; reported at the kind.
    static func checkReference(_ attributes: [AttributeSyntax], kind: SyntaxToken) throws(SyntaxFailure) {
        guard kind.text == AttributeSpec.referenceKind, attributes.named("storyboard") == nil else { return }
        throw SyntaxFailure(SyntaxMessages.referenceNeedsStoryboard, column: kind.location.column, length: kind.length)
    }

    /// Static cells and prototypes exclude each other; `cells=dynamic` needs a table or collection.
    /// The offending attribute is dropped before the failure is reported.
    static func checkCells(_ attributes: inout [AttributeSyntax], kind: String, name: String) throws(SyntaxFailure) {
        let cells = attributes.named("cells")?.value
        if cells?.text == "dynamic", kind != "table", kind != "collection", let cells {
            attributes.removeAll { $0.key.text == "cells" }
            throw SyntaxFailure(SyntaxMessages.onlyFor("cells=dynamic", "table and collection scenes", name, kind + " scene"),
                                column: cells.location.column, length: cells.length)
        }
        let conflicting: (key: String, message: String)?
        if cells?.text == "static", attributes.named("prototypes") != nil {
            conflicting = ("prototypes", SyntaxMessages.cellsConflict)
        } else if cells?.text == "dynamic", attributes.named("static") != nil {
            conflicting = ("static", SyntaxMessages.staticConflict)
        } else {
            conflicting = nil
        }
        guard let conflicting else { return }
        // Report at whichever of the two was written second.
        guard let first = attributes.firstIndex(where: { $0.key.text == "cells" || $0.key.text == conflicting.key }) else { return }
        let later = attributes.lastIndex { $0.key.text == "cells" || $0.key.text == conflicting.key } ?? first
        let key = attributes[later].key
        attributes.remove(at: later)
        throw SyntaxFailure(conflicting.message, column: key.location.column, length: key.length)
    }
}
