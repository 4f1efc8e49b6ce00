import SourceModel

/// Builds the node tree of one template: scan tags, remove standalone lines, nest sections.
///
/// Every mistake becomes a `template.syntax` diagnostic and parsing goes on: an unclosed
/// section ends at the end of the file, a closing tag that matches nothing is dropped.
struct TemplateParser {
    let source: SourceFile
    private(set) var diagnostics: [Diagnostic] = []
    private var scanner: TagScanner
    private var leadingWhitespace: [String] = []
    private var stack: [OpenContainer] = [OpenContainer(kind: .root, tag: nil)]
    /// Sections opened past `nestingLimit`: ignored, and so are their closing tags.
    private var ignoredOpenings = 0

    private struct OpenContainer {
        enum Kind { case root, section, inverted, parent, block }
        var kind: Kind
        var tag: RawTag?
        var nodes: [Node] = []
        /// Text lines not yet added to `nodes`: consecutive lines become one `TextRun`.
        var text: [TextNode] = []
        var overrides: [String: BlockBody] = [:]
    }

    init(source: SourceFile) {
        self.source = source
        self.scanner = TagScanner(source: source)
    }

    mutating func parse() -> [Node] {
        let tokens = scanner.scan()
        diagnostics = scanner.diagnostics
        let lines = LineAnalysis(tokens: tokens, bytes: scanner.bytes)
        leadingWhitespace = lines.leadingWhitespace
        for item in lines.items {
            switch item {
            case .text(let text): appendText(text)
            case .tag(let tag): handle(tag)
            }
        }
        while stack.count > 1 {
            if let tag = stack[stack.count - 1].tag {
                report(tag, TemplateMessages.unclosedSection(scanner.spelling(tag), name: tag.name))
            }
            closeTop(with: nil)
        }
        flushText()
        return stack[0].nodes
    }

    private mutating func handle(_ tag: RawTag) {
        var tag = tag
        if tag.kind != .comment, tag.kind != .delimiters {
            if tag.name.isEmpty {
                report(tag, TemplateMessages.emptyTag(scanner.spelling(tag)))
                return
            }
            if tag.kind == .partial || tag.kind == .parent, tag.name.hasPrefix("*") {
                // `{{> * name }}`: padding after the asterisk of a dynamic name is allowed.
                tag.name = "*" + tag.name.dropFirst().drop(while: { $0 == " " || $0 == "\t" })
            }
            if tag.name.contains(where: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }) {
                report(tag, TemplateMessages.spaceInName(scanner.spelling(tag)))
            }
        }
        switch tag.kind {
        case .comment, .delimiters:
            break
        case .variable, .unescaped:
            append(.variable(VariableNode(name: Name(tag.name), escaped: tag.kind == .variable, offset: tag.start,
                                          length: scanner.spelling(tag).unicodeScalars.count)))
        case .partial:
            append(.partial(inclusion(for: tag)))
        case .section:
            open(.section, tag)
        case .inverted:
            open(.inverted, tag)
        case .parent:
            open(.parent, tag)
        case .block:
            open(.block, tag)
        case .close:
            if ignoredOpenings > 0 {
                ignoredOpenings -= 1
            } else {
                close(tag)
            }
        }
    }

    /// Starts a section, parent or block, unless sections already nest too deep to render safely.
    private mutating func open(_ kind: OpenContainer.Kind, _ tag: RawTag) {
        guard stack.count <= TemplateMessages.nestingLimit else {
            if ignoredOpenings == 0 { report(tag, TemplateMessages.nestedTooDeep(scanner.spelling(tag))) }
            ignoredOpenings += 1
            return
        }
        stack.append(OpenContainer(kind: kind, tag: tag))
    }

    private mutating func close(_ tag: RawTag) {
        guard stack.count > 1 else {
            report(tag, TemplateMessages.strayClose(scanner.spelling(tag)))
            return
        }
        let top = stack[stack.count - 1]
        if top.tag?.name == tag.name {
            closeTop(with: tag)
            return
        }
        let openTag = top.tag.map { scanner.spelling($0) } ?? ""
        let note = top.tag.map { Diagnostic.Note(TemplateMessages.sectionOpenedHere, at: source.location(utf8Offset: $0.start)) }
        report(tag, TemplateMessages.mismatchedClose(scanner.spelling(tag), open: openTag), notes: note.map { [$0] } ?? [])
        // Recover: when an outer section has this name, the inner ones end here too.
        guard let match = stack.indices.dropFirst().last(where: { stack[$0].tag?.name == tag.name }) else { return }
        while stack.count - 1 > match { closeTop(with: nil) }
        closeTop(with: tag)
    }

    /// Pops the innermost container and adds what it built to the one around it.
    private mutating func closeTop(with closing: RawTag?) {
        flushText()
        let container = stack.removeLast()
        guard let open = container.tag else { return }
        let spelling = scanner.spelling(open)
        switch container.kind {
        case .root:
            break
        case .section, .inverted:
            append(.section(SectionNode(
                name: Name(open.name), inverted: container.kind == .inverted, children: container.nodes,
                offset: open.start, length: spelling.unicodeScalars.count, spelling: spelling)))
        case .parent:
            append(.parent(ParentNode(inclusion: inclusion(for: open), overrides: container.overrides)))
        case .block:
            // Where the content starts: on the next line when the opening tag stands alone
            // above it, otherwise on the tag's own line.
            let contentOnNextLine = open.standalone && closing.map { $0.line != open.line } ?? true
            let indentation = contentOnNextLine
                ? (open.line + 1 < leadingWhitespace.count ? leadingWhitespace[open.line + 1] : "")
                : open.indent
            if stack[stack.count - 1].kind == .parent {
                if stack[stack.count - 1].overrides[open.name] == nil {
                    stack[stack.count - 1].overrides[open.name] = BlockBody(
                        children: container.nodes, indentation: indentation, source: source)
                }
            } else {
                append(.block(BlockNode(
                    name: open.name, children: container.nodes, indentation: indentation,
                    wholeLine: open.standalone && (closing?.standalone ?? false),
                    offset: open.start, length: spelling.unicodeScalars.count, spelling: spelling)))
            }
        }
    }

    /// Adds a node to the innermost container; inside a parent tag only blocks count.
    private mutating func append(_ node: Node) {
        guard stack[stack.count - 1].kind != .parent else { return }
        flushText()
        stack[stack.count - 1].nodes.append(node)
    }

    /// Adds a line of text to the innermost container, after the text before it (one run).
    private mutating func appendText(_ line: TextNode) {
        guard stack[stack.count - 1].kind != .parent else { return }
        stack[stack.count - 1].text.append(line)
    }

    /// Ends the innermost container's run of text: it becomes one node.
    private mutating func flushText() {
        let top = stack.count - 1
        guard !stack[top].text.isEmpty else { return }
        stack[top].nodes.append(.text(TextRun(stack[top].text)))
        stack[top].text.removeAll()
    }

    private func inclusion(for tag: RawTag) -> Inclusion {
        let target: InclusionTarget = tag.name.hasPrefix("*")
            ? .dynamic(Name(String(tag.name.dropFirst())))
            : .named(tag.name)
        let spelling = scanner.spelling(tag)
        return Inclusion(
            target: target, standalone: tag.standalone, indent: tag.indent, offset: tag.start,
            length: spelling.unicodeScalars.count, spelling: spelling)
    }

    private mutating func report(_ tag: RawTag, _ message: String, notes: [Diagnostic.Note] = []) {
        diagnostics.append(.report(
            TemplateMessages.syntaxRule, message, at: source.location(utf8Offset: tag.start),
            length: scanner.spelling(tag).unicodeScalars.count, notes: notes))
    }
}
