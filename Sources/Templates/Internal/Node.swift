import SourceModel

/// One element of a parsed template. The tree is built once by `TemplateParser` and only read
/// afterwards, so any number of threads may render it at once.
enum Node: Sendable {
    case text(TextRun)
    case variable(VariableNode)
    case section(SectionNode)
    case partial(Inclusion)
    case parent(ParentNode)
    case block(BlockNode)
}

/// Consecutive literal text between two tags: one or more `TextNode`s, and the same joined,
/// which is what a frame that neither strips nor indents writes, in one append (most text of
/// most templates). A class, so the renderer's walk over nodes copies a reference.
final class TextRun: Sendable {
    let lines: [TextNode]
    /// The lines joined, as UTF-8.
    let bytes: [UInt8]
    /// Whether the run's last line ends with a line break (every line is non-empty).
    let endsLine: Bool

    init(_ lines: [TextNode]) {
        self.lines = lines
        var bytes: [UInt8] = []
        bytes.reserveCapacity(lines.reduce(0) { $0 + $1.text.utf8.count })
        for line in lines { bytes.append(contentsOf: line.text.utf8) }
        self.bytes = bytes
        endsLine = lines.last?.endsLine ?? false
    }
}

/// Literal text, at most one source line (it ends at a line break or before a tag); never empty.
struct TextNode: Sendable {
    let text: String
    /// Begins at the start of a source line: indentation is added (and stripped) here.
    let startsLine: Bool
    /// Ends with a line break: the next output starts a new line.
    let endsLine: Bool
    /// Is only a line break, so no indentation is added in front of it.
    let isBlankLine: Bool
}

/// `{{name}}`, `{{{name}}}` or `{{&name}}`. (Every node is a class: the renderer's walk over
/// nodes copies a reference instead of every field.)
final class VariableNode: Sendable {
    let name: Name
    let escaped: Bool
    /// UTF-8 offset and length (in scalars) of the tag, for diagnostics.
    let offset: Int
    let length: Int

    init(name: Name, escaped: Bool, offset: Int, length: Int) {
        self.name = name
        self.escaped = escaped
        self.offset = offset
        self.length = length
    }

    /// `name.resolve(in:)`, through the node: the renderer then keeps one reference alive
    /// around the lookup, not the node's and its name's.
    func resolve(in stack: [TemplateValue]) -> TemplateValue? {
        name.resolve(in: stack)
    }
}

/// `{{#name}}...{{/name}}` or `{{^name}}...{{/name}}`.
final class SectionNode: Sendable {
    let name: Name
    let inverted: Bool
    let children: [Node]
    /// UTF-8 offset, length and text of the opening tag, for diagnostics.
    let offset: Int
    let length: Int
    let spelling: String

    init(name: Name, inverted: Bool, children: [Node], offset: Int, length: Int, spelling: String) {
        self.name = name
        self.inverted = inverted
        self.children = children
        self.offset = offset
        self.length = length
        self.spelling = spelling
    }
}

/// Which template a partial or parent tag expands.
enum InclusionTarget: Sendable {
    /// `{{>name}}`: the template called `name`.
    case named(String)
    /// `{{>*key}}`: the template whose name is the value of `key` in the context.
    case dynamic(Name)
}

/// `{{>name}}`, or the opening of `{{<name}}`: where another template is expanded.
final class Inclusion: Sendable {
    let target: InclusionTarget
    /// The tag alone on its line: the line is removed and `indent` prefixes every line.
    let standalone: Bool
    /// Leading whitespace of the tag's line.
    let indent: String
    /// UTF-8 offset and length of the tag, for diagnostics.
    let offset: Int
    let length: Int
    /// The tag as written (`{{> sidebar }}`), for messages.
    let spelling: String

    init(target: InclusionTarget, standalone: Bool, indent: String, offset: Int, length: Int, spelling: String) {
        self.target = target
        self.standalone = standalone
        self.indent = indent
        self.offset = offset
        self.length = length
        self.spelling = spelling
    }
}

/// `{{<name}}{{$block}}...{{/block}}{{/name}}`: a partial with blocks replaced.
final class ParentNode: Sendable {
    let inclusion: Inclusion
    let overrides: [String: BlockBody]

    init(inclusion: Inclusion, overrides: [String: BlockBody]) {
        self.inclusion = inclusion
        self.overrides = overrides
    }
}

/// The content of a block passed inside a parent tag.
struct BlockBody: Sendable {
    let children: [Node]
    /// The indentation the content was written with; removed from each of its lines.
    let indentation: String
    /// The file the content was written in, for diagnostics inside it.
    let source: SourceFile
}

/// `{{$name}}default{{/name}}` outside a parent tag: a place another template may fill.
final class BlockNode: Sendable {
    let name: String
    let children: [Node]
    /// The indentation given to each line of content that replaces the default.
    let indentation: String
    /// Opening and closing tags each sit on a standalone line (possibly the same line):
    /// replacement content is then a whole number of lines.
    let wholeLine: Bool
    /// UTF-8 offset, length and text of the opening tag, for diagnostics.
    let offset: Int
    let length: Int
    let spelling: String

    init(name: String, children: [Node], indentation: String, wholeLine: Bool, offset: Int, length: Int, spelling: String) {
        self.name = name
        self.children = children
        self.indentation = indentation
        self.wholeLine = wholeLine
        self.offset = offset
        self.length = length
        self.spelling = spelling
    }
}
