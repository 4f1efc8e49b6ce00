import SourceModel

/// Renders a node tree into a string. One renderer per render call; the tree is only read.
///
/// Indentation: output is produced line by line. `atLineStart` says the last thing written was
/// a line break from template text (or nothing yet); the next thing written then gets the
/// frame's indentation in front (blank lines get none). Text from data never starts a new
/// line this way, so a value with line breaks is not re-indented, as the spec asks.
struct Renderer {
    /// How the lines of the template being rendered are re-indented.
    struct Frame {
        /// Whitespace removed from the start of each source line (a block's own indentation).
        var strip = ""
        /// Whitespace written before each output line (a standalone partial's indentation).
        var indent = ""
    }

    let library: TemplateLibrary
    /// The output as UTF-8: text, values and escapes are appended as bytes (a `String` append
    /// costs several times a byte array's), and a page is written as these bytes.
    private(set) var output: [UInt8] = []
    private(set) var diagnostics: [Diagnostic] = []
    private var atLineStart = true
    private var contexts: [TemplateValue]
    /// Block arguments of the parent tags being expanded, outermost first: the outermost
    /// argument for a name wins.
    private var overrides: [[String: BlockBody]] = []
    /// Nested partial, parent and block expansions.
    private var depth = 0
    /// Nested sections and expansions together: what the call stack holds.
    private var nesting = 0
    /// Set when the depth limit was hit: no more expansions, so rendering ends quickly.
    private var stopped = false
    private var reported: Set<String> = []
    /// Nodes visited so far, against the library's `limits`.
    private var steps = 0
    /// Set when rendering stopped for being too large; the error is made at the end
    /// (`renderTemplate`).
    private var tooLarge = false
    /// After a too-large stop, the sections and expansions that were being rendered, each
    /// added as its call returns: innermost first. (Kept only then: a stack of them, pushed and
    /// popped at every section, retained and released a file and a string each time.)
    private var unwound: [(offset: Int, length: Int, source: SourceFile, spelling: String)] = []

    init(library: TemplateLibrary, context: TemplateValue, capacity: Int = 0) {
        self.library = library
        self.contexts = [context]
        output.reserveCapacity(max(4096, min(capacity, library.limits.bytes)))
    }

    /// Renders `template` from the top: the whole of one render call.
    mutating func renderTemplate(_ template: Template) {
        render(template.storage.nodes, source: template.source, frame: Frame())
        reportTooLarge()
    }

    /// Reference counting: the walk reads each node in place by index and copies text with
    /// `ByteSearch.append` from a span of the run's bytes. (`for node in nodes` retained and
    /// released each node; `output.append(contentsOf: run.bytes)` takes its argument owned and
    /// retained the bytes too: each an atomic read-modify-write, and a page visits some hundreds
    /// of nodes.)
    mutating func render(_ nodes: [Node], source: SourceFile, frame: Frame) {
        var position = 0
        while position < nodes.count {
            defer { position += 1 }
            guard !stopped else { return }
            steps += 1
            if steps > library.limits.steps || output.count > library.limits.bytes {
                stopTooLarge()
                return
            }
            switch nodes[position] {
            case .text(let run):
                // Nothing to strip or indent, and within the limits: the run in one append.
                if frame.strip.isEmpty, frame.indent.isEmpty, steps + run.lines.count - 1 <= library.limits.steps,
                   output.count + run.bytes.count <= library.limits.bytes {
                    steps += run.lines.count - 1
                    atLineStart = run.endsLine
                    let bytes = run.bytes
                    ByteSearch.append(bytes.span, to: &output)
                    continue
                }
                let lines = run.lines
                for index in lines.indices {
                    if index > 0 {
                        steps += 1
                        if steps > library.limits.steps || output.count > library.limits.bytes {
                            stopTooLarge()
                            return
                        }
                    }
                    write(lines[index], frame)
                }
            case .variable(let variable):
                let escaped = variable.escaped
                guard let resolved = variable.resolve(in: contexts) else { continue }
                writeValue(resolved, escaped: escaped, frame)
            case .section(let section):
                renderSection(section, source: source, frame: frame)
            case .partial(let inclusion):
                expand(inclusion, overrides: nil, source: source, frame: frame)
            case .parent(let parent):
                expand(parent.inclusion, overrides: parent.overrides, source: source, frame: frame)
            case .block(let block):
                renderBlock(block, source: source, frame: frame)
            }
        }
    }

    /// What a variable tag writes for `value`: its text (HTML-escaped when `escaped`), after the
    /// frame's indentation at the start of a line; nothing for an empty text, null, a list or an
    /// object. A string is written from its UTF-8 in place, not through `interpolationText`
    /// (a copy); bytes are written as they are (or escaped), never made a `String`.
    private mutating func writeValue(_ value: TemplateValue, escaped: Bool, _ frame: Frame) {
        switch value {
        case .string(let text):
            guard !text.isEmpty else { return }
            startLine(frame)
            if escaped {
                HTMLEscaping.append(text, to: &output)
            } else {
                ByteSearch.append(text.utf8.span, to: &output)
            }
        case .bytes(let source):
            guard source.count > 0 else { return }
            startLine(frame)
            if escaped {
                HTMLEscaping.append(source.bytes[...], to: &output)
            } else {
                source.write(into: &output)
            }
        case .bool, .int, .double:
            guard let text = value.interpolationText, !text.isEmpty else { return }
            startLine(frame)
            if escaped {
                HTMLEscaping.append(text, to: &output)
            } else {
                ByteSearch.append(text.utf8.span, to: &output)
            }
        case .null, .array, .object, .record:
            return
        }
    }

    /// Before a value: the frame's indentation when the last thing written ended a line.
    private mutating func startLine(_ frame: Frame) {
        if atLineStart {
            if !frame.indent.isEmpty { output.append(contentsOf: frame.indent.utf8) }
            atLineStart = false
        }
    }

    private mutating func write(_ node: TextNode, _ frame: Frame) {
        var text = Substring(node.text)
        var blank = node.isBlankLine
        if node.startsLine, !frame.strip.isEmpty {
            text = Self.dropping(frame.strip, from: text)
            blank = text == "\n" || text == "\r\n"
        }
        guard !text.isEmpty else { return }
        if atLineStart {
            if !blank { output.append(contentsOf: frame.indent.utf8) }
            atLineStart = false
        }
        output.append(contentsOf: text.utf8)
        if node.endsLine { atLineStart = true }
    }

    private mutating func renderSection(_ section: SectionNode, source: SourceFile, frame: Frame) {
        let value = section.name.resolve(in: contexts) ?? .null
        guard value.isTruthy != section.inverted, !stopped else { return }
        guard nesting < TemplateMessages.renderNestingLimit else {
            stop(TemplateMessages.renderedTooDeep(section.spelling), at: (section.offset, section.length), source: source)
            return
        }
        nesting += 1
        defer {
            nesting -= 1
            if tooLarge { unwound.append((section.offset, section.length, source, section.spelling)) }
        }
        if section.inverted {
            render(section.children, source: source, frame: frame)
            return
        }
        switch value {
        case .array(let items):
            for item in items {
                contexts.append(item)
                render(section.children, source: source, frame: frame)
                contexts.removeLast()
            }
        default:
            contexts.append(value)
            render(section.children, source: source, frame: frame)
            contexts.removeLast()
        }
    }

    private mutating func renderBlock(_ block: BlockNode, source: SourceFile, frame: Frame) {
        guard let body = argument(named: block.name) else {
            render(block.children, source: source, frame: frame)
            return
        }
        guard enter(block.spelling, at: (block.offset, block.length), source: source) else { return }
        let before = output.count
        let inner = Frame(strip: body.indentation, indent: indentation(block.indentation, in: frame))
        render(body.children, source: body.source, frame: inner)
        // Content placed where whole lines stood is itself whole lines.
        if block.wholeLine, output.count > before, output.last != UInt8(ascii: "\n") {
            output.append(UInt8(ascii: "\n"))
            atLineStart = true
        }
        leave(block.spelling, at: (block.offset, block.length), source: source)
    }

    private func argument(named name: String) -> BlockBody? {
        for arguments in overrides {
            if let body = arguments[name] { return body }
        }
        return nil
    }

    /// Renders the template a partial or parent tag names, against the current context.
    private mutating func expand(
        _ inclusion: Inclusion, overrides arguments: [String: BlockBody]?, source: SourceFile, frame: Frame
    ) {
        guard !stopped else { return }
        let name: String
        switch inclusion.target {
        case .named(let fixed):
            name = fixed
        case .dynamic(let key):
            guard let resolved = key.resolve(in: contexts)?.interpolationText, !resolved.isEmpty else { return }
            name = resolved
        }
        guard let template = library.templates[name] else {
            if case .dynamic = inclusion.target {
                note(TemplateLibrary.unknownPartial(name, inclusion, source, names: library.templates.keys))
            } else if !library.checkedSources.contains(ObjectIdentifier(source)) {
                note(TemplateLibrary.unknownPartial(name, inclusion, source, names: library.templates.keys))
            }
            return
        }
        // Too large to expand: reported once by the library; the page renders no further.
        guard !library.tooLarge.contains(name) else {
            stopped = true
            return
        }
        guard enter(inclusion.spelling, at: (inclusion.offset, inclusion.length), source: source) else { return }
        let inner = inclusion.standalone
            ? Frame(strip: "", indent: indentation(inclusion.indent, in: frame))
            : Frame(strip: "", indent: frame.indent)
        if let arguments { overrides.append(arguments) }
        render(template.storage.nodes, source: template.source, frame: inner)
        if arguments != nil { overrides.removeLast() }
        leave(inclusion.spelling, at: (inclusion.offset, inclusion.length), source: source)
    }

    /// Counts one more nested expansion; false (after one diagnostic) past the limit.
    private mutating func enter(_ spelling: String, at tag: (offset: Int, length: Int), source: SourceFile) -> Bool {
        guard !stopped else { return false }
        guard depth < TemplateMessages.depthLimit else {
            stop(TemplateMessages.recursion(spelling), at: tag, source: source)
            return false
        }
        guard nesting < TemplateMessages.renderNestingLimit else {
            stop(TemplateMessages.renderedTooDeep(spelling), at: tag, source: source)
            return false
        }
        depth += 1
        nesting += 1
        return true
    }

    /// The end of an expansion `enter` let in; after a too-large stop, its tag is kept for the error.
    private mutating func leave(_ spelling: String, at tag: (offset: Int, length: Int), source: SourceFile) {
        depth -= 1
        nesting -= 1
        if tooLarge { unwound.append((tag.offset, tag.length, source, spelling)) }
    }

    /// Ends all further rendering; the calls then return, each section and expansion adding
    /// its tag to `unwound`, and `reportTooLarge` makes the one error.
    private mutating func stopTooLarge() {
        stopped = true
        tooLarge = true
    }

    /// The one `template.too-large` error of a stopped render: at the outermost tag of the
    /// template being rendered, with a note at the innermost.
    private mutating func reportTooLarge() {
        guard tooLarge else { return }
        guard let outer = unwound.last else {
            note(.report(TemplateMessages.tooLargeRule, TemplateMessages.tooLarge("the template", library.limits), at: nil))
            return
        }
        var notes: [Diagnostic.Note] = []
        if let inner = unwound.first, unwound.count > 1 {
            notes.append(.init(TemplateMessages.expandingHere, at: inner.source.location(utf8Offset: inner.offset)))
        }
        note(.report(TemplateMessages.tooLargeRule, TemplateMessages.tooLarge(outer.spelling, library.limits),
                    at: outer.source.location(utf8Offset: outer.offset), length: outer.length, notes: notes))
    }

    /// Ends all further expansion after one `template.recursion` error.
    private mutating func stop(_ message: String, at tag: (offset: Int, length: Int), source: SourceFile) {
        stopped = true
        note(.report(TemplateMessages.recursionRule, message, at: source.location(utf8Offset: tag.offset), length: tag.length))
    }

    /// How a line's leading whitespace in the current template looks in the output.
    private func indentation(_ whitespace: String, in frame: Frame) -> String {
        frame.indent + Self.dropping(frame.strip, from: Substring(whitespace))
    }

    /// `text` without as much of the whitespace `prefix` as it starts with.
    private static func dropping(_ prefix: String, from text: Substring) -> Substring {
        var index = text.startIndex
        for character in prefix {
            guard index < text.endIndex, text[index] == character else { break }
            index = text.index(after: index)
        }
        return text[index...]
    }

    private mutating func note(_ diagnostic: Diagnostic) {
        let key = "\(diagnostic.rule) \(diagnostic.location?.description ?? "") \(diagnostic.message)"
        guard reported.insert(key).inserted else { return }
        diagnostics.append(diagnostic)
    }
}
