import SourceModel

/// The size of each template with its partials expanded, computed once per library without
/// expanding anything: partials that include one another twice at each level (24 levels of
/// 40 bytes make 2^24 copies) are found before any page is rendered, and reported once.
///
/// Sections count once (their repetition depends on data and is bounded at render time by
/// the renderer's own limits); a template being sized that is reached again (recursion)
/// counts as nothing here (the depth limit handles it).
struct ExpansionSize {
    struct Size {
        var steps = 0
        var bytes = 0
        mutating func add(_ other: Size) {
            steps = min(Int.max / 4, steps + other.steps)
            bytes = min(Int.max / 4, bytes + other.bytes)
        }
        func exceeds(_ limits: ExpansionLimits) -> Bool { steps > limits.steps || bytes > limits.bytes }
    }

    private let templates: [String: Template]
    private let limits: ExpansionLimits
    private var sizes: [String: Size] = [:]
    private var inProgress: Set<String> = []

    init(templates: [String: Template], limits: ExpansionLimits) {
        self.templates = templates
        self.limits = limits
    }

    /// The templates too large to render and one error for each place where the size first
    /// crosses the limit (a template whose own partials are all below it).
    static func check(_ templates: [String: Template], limits: ExpansionLimits) -> (tooLarge: Set<String>, diagnostics: [Diagnostic]) {
        var sizer = ExpansionSize(templates: templates, limits: limits)
        var tooLarge: Set<String> = []
        var diagnostics: [Diagnostic] = []
        for name in templates.keys.sorted() where sizer.size(of: name).exceeds(limits) {
            tooLarge.insert(name)
        }
        for name in tooLarge.sorted() {
            guard let template = templates[name] else { continue }
            let included = Self.inclusions(in: template.storage.nodes)
            guard !included.contains(where: { tooLarge.contains($0.name) }) else { continue }
            let tag = included.first?.inclusion
            let location = template.source.location(utf8Offset: tag?.offset ?? 0)
            diagnostics.append(.report(
                TemplateMessages.tooLargeRule, TemplateMessages.tooLarge(tag?.spelling ?? name, limits),
                at: location, length: tag?.length ?? 1))
        }
        return (tooLarge, diagnostics)
    }

    mutating func size(of name: String) -> Size {
        if let known = sizes[name] { return known }
        guard let template = templates[name], inProgress.insert(name).inserted else { return Size() }
        let result = size(template.storage.nodes)
        inProgress.remove(name)
        sizes[name] = result
        return result
    }

    private mutating func size(_ nodes: [Node]) -> Size {
        var total = Size()
        for node in nodes {
            total.steps += 1
            switch node {
            case .text(let run):
                // A run renders line by line when indented: a step per line.
                total.steps += run.lines.count - 1
                total.bytes += run.bytes.count
            case .variable: break
            case .section(let section): total.add(size(section.children))
            case .block(let block): total.add(size(block.children))
            case .partial(let inclusion):
                if case .named(let name) = inclusion.target { total.add(size(of: name)) }
            case .parent(let parent):
                if case .named(let name) = parent.inclusion.target { total.add(size(of: name)) }
                for body in parent.overrides.values { total.add(size(body.children)) }
            }
            if total.exceeds(limits) { return total }
        }
        return total
    }

    /// Static partial and parent tags, in order, with the names they include.
    private static func inclusions(in nodes: [Node]) -> [(name: String, inclusion: Inclusion)] {
        var found: [(String, Inclusion)] = []
        func visit(_ nodes: [Node]) {
            for node in nodes {
                switch node {
                case .text, .variable: break
                case .section(let section): visit(section.children)
                case .block(let block): visit(block.children)
                case .partial(let inclusion):
                    if case .named(let name) = inclusion.target { found.append((name, inclusion)) }
                case .parent(let parent):
                    if case .named(let name) = parent.inclusion.target { found.append((name, parent.inclusion)) }
                    for key in parent.overrides.keys.sorted() { visit(parent.overrides[key]!.children) }
                }
            }
        }
        visit(nodes)
        return found
    }
}
