/// Attributes: `key=value`, `key=a,b`, flags such as `initial`, and a scene's quoted title.
extension LineParser {
    mutating func attributes(
        _ specs: [String: AttributeSpec], statement: String, flags: [String], example: String,
        subject: (name: String, kind: String)?, kind: String,
        title: inout SyntaxToken?, into list: inout [AttributeSyntax]
    ) throws(SyntaxFailure) {
        var seen: Set<String> = []
        while let token = current {
            if token.kind == .string, specs["title"] != nil {
                guard title == nil else { throw SyntaxFailure(SyntaxMessages.titleTwice, at: token) }
                title = located(token)
                index += 1
                continue
            }
            guard token.kind == .word else { throw expected(SyntaxMessages.attribute(flags, example)) }
            let next = peek(1)
            if flags.contains(token.text) {
                if next?.kind == .equals { throw SyntaxFailure(SyntaxMessages.flagWithValue(token.text), at: token) }
                guard seen.insert(token.text).inserted else { throw SyntaxFailure(SyntaxMessages.repeated(token.text), at: token) }
                list.append(AttributeSyntax(key: located(token), values: []))
                index += 1
                continue
            }
            guard let spec = specs[token.text] else {
                if next?.kind == .equals {
                    if let owners = AttributeSpec.owners(of: token.text) {
                        throw SyntaxFailure(SyntaxMessages.keyElsewhere(token.text, statement, owners), at: token)
                    }
                    let near = Self.suggestion(for: token.text, among: Array(specs.keys).sorted())
                    throw SyntaxFailure(SyntaxMessages.unknownKey(statement, token), at: token,
                                        fix: near.map { (SyntaxMessages.didYouMean($0), $0) })
                }
                throw unknownWord(expected: SyntaxMessages.attribute(flags, example), choices: flags + Array(specs.keys).sorted())
            }
            guard next?.kind == .equals else {
                if let next { throw SyntaxFailure(SyntaxMessages.expected("'=' after '\(token.text)'", found: next), at: next) }
                throw SyntaxFailure(SyntaxMessages.missingEquals(token.text), column: token.column + token.length)
            }
            let isTitle = token.text == "title"
            guard seen.insert(token.text).inserted, !(isTitle && title != nil) else {
                throw SyntaxFailure(isTitle ? SyntaxMessages.titleTwice : SyntaxMessages.repeated(token.text), at: token)
            }
            if let owners = spec.owners, let subject, !owners.contains(kind) {
                throw SyntaxFailure(SyntaxMessages.onlyFor(token.text, spec.ownersDescription, subject.name, subject.kind),
                                    at: token)
            }
            if !spec.onReference, let subject, kind == AttributeSpec.referenceKind {
                throw SyntaxFailure(SyntaxMessages.notOnReference(token.text, subject.name), at: token)
            }
            index += 2
            let values = try self.values(token.text, spec.shape)
            if isTitle {
                title = values.first
            } else {
                list.append(AttributeSyntax(key: located(token), values: values))
            }
        }
    }

    /// One value, or a comma-separated list for list keys.
    mutating func values(_ key: String, _ shape: AttributeSpec.Shape) throws(SyntaxFailure) -> [SyntaxToken] {
        var items = [try item(key, shape, expected: SyntaxMessages.missingValue(key))]
        while let comma = current, comma.kind == .comma {
            guard shape.isList else { throw SyntaxFailure(SyntaxMessages.oneValue(key), at: comma) }
            index += 1
            items.append(try item(key, shape, expected: SyntaxMessages.listItem))
        }
        return items
    }

    mutating func item(_ key: String, _ shape: AttributeSpec.Shape,
                       expected phrase: @autoclosure () -> String) throws(SyntaxFailure) -> SyntaxToken {
        switch shape {
        case .sceneName, .sceneNames:
            return try name("scene name", .identifier, expected: phrase())
        case .actions:
            return try name("action name", .identifier, expected: phrase())
        case .className:
            return try name("class name", .identifier, quoted: true, expected: phrase())
        case .looseIdentifier(let what), .looseIdentifiers(let what):
            return try name(what, .looseIdentifier, quoted: true, expected: phrase())
        case .storyboardName:
            return try name("storyboard name", .storyboardName, expected: phrase())
        case .text, .texts:
            guard let token = current, token.kind == .word || token.kind == .string else { throw expected(phrase()) }
            index += 1
            return located(token)
        case .choice(let category, let choices):
            return try choice(category, choices, expected: phrase())
        case .trigger:
            guard let token = current else { throw expected(SyntaxMessages.trigger(key)) }
            if token.kind == .string {
                if token.text.isEmpty { throw SyntaxFailure(SyntaxMessages.emptyName("trigger label"), at: token) }
                index += 1
                return located(token)
            }
            return try choice("trigger", FlowVocabulary.triggers, expected: SyntaxMessages.trigger(key))
        }
    }
}
