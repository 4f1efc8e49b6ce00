/// Rule ids and the wording of every template diagnostic, in one place.
enum TemplateMessages {
    static let syntaxRule = "template.syntax"
    static let unknownPartialRule = "template.unknown-partial"
    static let recursionRule = "template.recursion"
    static let tooLargeRule = "template.too-large"

    static func tooLarge(_ tag: String, _ limits: ExpansionLimits) -> String {
        "'\(tag)' expands to more than \(limits.bytes / 1_048_576) MiB or \(limits.steps / 1_000_000) million template "
            + "steps (do partials include one another more than once?); it is not expanded"
    }

    static let expandingHere = "the expansion was here when the limit was reached"

    /// How many partial, parent and block expansions may nest before rendering stops.
    static let depthLimit = 100

    /// How deep sections and expansions may nest in one render, so the stack never overflows.
    static let renderNestingLimit = 400

    static func renderedTooDeep(_ tag: String) -> String {
        "'\(tag)' nests sections and partials more than \(renderNestingLimit) levels deep; rendering stops here"
    }

    /// How deep sections, parents and blocks may nest inside one template.
    static let nestingLimit = 100

    static func nestedTooDeep(_ tag: String) -> String {
        "'\(tag)' nests sections more than \(nestingLimit) levels deep; it is ignored, with what it holds"
    }

    static func unclosedTag(open: String, close: String) -> String {
        "tag opened with '\(open)' is never closed with '\(close)'"
    }

    static func missingTripleBrace(_ tag: String) -> String {
        "triple mustache '\(tag)' is missing its closing '}'"
    }

    static func badDelimiters(_ tag: String) -> String {
        "set-delimiter tag '\(tag)' needs two delimiters without '=' or spaces, as in '{{=<% %>=}}'"
    }

    static func emptyTag(_ tag: String) -> String {
        "empty tag '\(tag)' names nothing"
    }

    static func spaceInName(_ tag: String) -> String {
        "tag '\(tag)' has a space inside its name"
    }

    static func unclosedSection(_ tag: String, name: String) -> String {
        "section '\(tag)' is never closed; add '{{/\(name)}}' where it ends"
    }

    static func mismatchedClose(_ tag: String, open: String) -> String {
        "closing tag '\(tag)' does not match the open section '\(open)'"
    }

    static func strayClose(_ tag: String) -> String {
        "closing tag '\(tag)' has no open section"
    }

    static let sectionOpenedHere = "section opened here"

    static func unknownPartial(_ name: String, tag: String) -> String {
        "no template named '\(name)' for '\(tag)'; it renders as nothing"
    }

    static func unknownTemplate(_ name: String) -> String {
        "no template named '\(name)'"
    }

    static func didYouMean(_ name: String) -> String {
        "did you mean '\(name)'?"
    }

    static func recursion(_ tag: String) -> String {
        "'\(tag)' nests templates more than \(depthLimit) levels deep; a template that includes "
            + "itself needs a section that ends the recursion"
    }
}
