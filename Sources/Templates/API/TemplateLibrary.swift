import SourceModel

/// A set of named templates that may include one another as partials and parents.
///
/// Names are the keys given to `init`, such as `layout` or `partials/sidebar`, and are what
/// `{{>partials/sidebar}}` and `{{<layout}}` refer to.
package struct TemplateLibrary: Sendable {
    let templates: [String: Template]
    /// The source files of the library's own templates, whose static partial references
    /// were already checked by `init`.
    let checkedSources: Set<ObjectIdentifier>
    /// Templates whose static expansion is past the size limits: never expanded (reported
    /// once, in `diagnostics`).
    let tooLarge: Set<String>
    let limits: ExpansionLimits

    /// Parse errors of all templates, and references to partials that are not in the library;
    /// sorted by place.
    package let diagnostics: [Diagnostic]

    /// Parses every template; mistakes are collected in `diagnostics`.
    package init(templates sources: [String: SourceFile], limits: ExpansionLimits = .standard) {
        self.limits = limits
        var templates: [String: Template] = [:]
        var diagnostics: [Diagnostic] = []
        for name in sources.keys.sorted() {
            guard let source = sources[name] else { continue }
            let (template, problems) = Template.parse(source)
            diagnostics += problems
            templates[name] = template
        }
        self.templates = templates
        self.checkedSources = Set(templates.values.map { ObjectIdentifier($0.source) })
        for name in templates.keys.sorted() {
            guard let template = templates[name] else { continue }
            diagnostics += Self.unknownPartials(in: template.storage.nodes, source: template.source, names: templates)
        }
        let sizes = ExpansionSize.check(templates, limits: limits)
        self.tooLarge = sizes.tooLarge
        diagnostics += sizes.diagnostics
        self.diagnostics = diagnostics.sorted()
    }

    /// The names of all templates, sorted.
    package var names: [String] { templates.keys.sorted() }

    /// The template called `name`, if there is one.
    package func template(named name: String) -> Template? { templates[name] }

    /// Told the name and context of every `render(_:context:)` by name; a test uses it to compare
    /// what a site really puts into contexts with the shape it declares (`PageContextShape`).
    package var contextObserver: (@Sendable (_ template: String, _ context: TemplateValue) -> Void)?

    /// Renders the template called `name`; an unknown name renders nothing, with an error.
    /// `capacity`: about how many bytes the output will have (a page's body and sidebar), so the
    /// output is not copied as it grows; a hint only.
    package func render(_ name: String, context: TemplateValue, capacity: Int = 0) -> (output: String, diagnostics: [Diagnostic]) {
        let (bytes, diagnostics) = renderBytes(name, context: context, capacity: capacity)
        return (String(decoding: bytes, as: UTF8.self), diagnostics)
    }

    /// `render(_:context:capacity:)` as UTF-8, for output that is written as bytes (pages): a
    /// `String` would check every byte of the page again.
    package func renderBytes(_ name: String, context: TemplateValue, capacity: Int = 0) -> (output: [UInt8], diagnostics: [Diagnostic]) {
        contextObserver?(name, context)
        guard let template = templates[name] else {
            var diagnostic = Diagnostic.report(
                TemplateMessages.unknownPartialRule, TemplateMessages.unknownTemplate(name), at: nil)
            if let near = NearMiss.best(for: name, among: templates.keys) {
                diagnostic.notes.append(.init(TemplateMessages.didYouMean(near)))
            }
            return ([], [diagnostic])
        }
        var renderer = Renderer(library: self, context: context, capacity: capacity)
        renderer.renderTemplate(template)
        return (renderer.output, renderer.diagnostics.sorted())
    }

    /// Renders `template`, taking its partials and parents from this library.
    ///
    /// The diagnostics are problems found while rendering: partials named by data
    /// (`{{>*name}}`) that do not exist, recursion past the depth limit, and unknown partials
    /// of a template that is not part of the library (the library's own were reported once,
    /// in `diagnostics`).
    package func render(_ template: Template, context: TemplateValue, capacity: Int = 0) -> (String, [Diagnostic]) {
        var renderer = Renderer(library: self, context: context, capacity: capacity)
        renderer.renderTemplate(template)
        return (String(decoding: renderer.output, as: UTF8.self), renderer.diagnostics.sorted())
    }

    /// Static `{{>name}}` and `{{<name}}` tags that name no template.
    private static func unknownPartials(in nodes: [Node], source: SourceFile, names: [String: Template]) -> [Diagnostic] {
        var found: [Diagnostic] = []
        func visit(_ nodes: [Node], _ source: SourceFile) {
            for node in nodes {
                switch node {
                case .text, .variable:
                    break
                case .section(let section):
                    visit(section.children, source)
                case .block(let block):
                    visit(block.children, source)
                case .partial(let inclusion):
                    check(inclusion, source)
                case .parent(let parent):
                    check(parent.inclusion, source)
                    for name in parent.overrides.keys.sorted() {
                        if let body = parent.overrides[name] { visit(body.children, body.source) }
                    }
                }
            }
        }
        func check(_ inclusion: Inclusion, _ source: SourceFile) {
            guard case .named(let name) = inclusion.target, names[name] == nil else { return }
            found.append(unknownPartial(name, inclusion, source, names: names.keys))
        }
        visit(nodes, source)
        return found
    }

    static func unknownPartial(
        _ name: String, _ inclusion: Inclusion, _ source: SourceFile, names: some Sequence<String>
    ) -> Diagnostic {
        let location = source.location(utf8Offset: inclusion.offset)
        var fixIts: [Diagnostic.FixIt] = []
        if let near = NearMiss.best(for: name, among: names) {
            let replacement = inclusion.spelling.replacingAll(name, with: near)
            fixIts.append(.init(TemplateMessages.didYouMean(near), replacement: replacement, at: location, length: inclusion.length))
        }
        return .report(
            TemplateMessages.unknownPartialRule, TemplateMessages.unknownPartial(name, tag: inclusion.spelling),
            at: location, length: inclusion.length, fixIts: fixIts)
    }
}
