import FlowSyntax
import SourceModel

/// What a flow pass keeps so that the next one can redo only the storyboards an edit touches
/// (`BookAnalysis.update`): its inputs, and per chapter what it reported and which
/// storyboards it touches.
struct PassMemory: Sendable {
    /// The chapters the pass read, in reading order.
    var inputs: [ChapterFlows]
    var defaultStoryboard: String
    /// Per chapter: what its blocks reported (syntax, per-block rules), in order.
    var diagnostics: [[Diagnostic]]
    /// Per chapter: the storyboards it depends on — those its blocks apply to, and, when it has
    /// references, its default storyboard and every storyboard a reference names.
    var touched: [[String]]
    /// Chapters a reference of which did not resolve where it stands (in the storyboard it names,
    /// else its chapter's default storyboard): they depend on every storyboard.
    var nonLocal: Set<Int> = []
    /// Per storyboard, per scene: the first chapter that declared it.
    var everDeclared: [String: [String: ChapterID]] = [:]
    /// The whole-graph rules' findings, per storyboard.
    var finalDiagnostics: [String: [Diagnostic]] = [:]

    init(inputs: [ChapterFlows], defaultStoryboard: String) {
        self.inputs = inputs
        self.defaultStoryboard = defaultStoryboard
        diagnostics = Array(repeating: [], count: inputs.count)
        touched = Array(repeating: [], count: inputs.count)
    }

    /// Notes what the pass found for the chapter at `position`.
    mutating func record(_ position: Int, _ chapter: ChapterFlows, result: ChapterFlowResults, defaultStoryboard: String,
                         diagnostics: [Diagnostic], resolvedAll: Bool) {
        self.diagnostics[position] = diagnostics
        touched[position] = Self.touched(by: chapter, defaultStoryboard: defaultStoryboard)
        if !resolvedAll || !Self.resolvedLocally(result, defaultStoryboard: defaultStoryboard) {
            nonLocal.insert(position)
        } else {
            nonLocal.remove(position)
        }
    }

    /// The storyboards a chapter depends on, without repeats (see `touched`).
    static func touched(by chapter: ChapterFlows, defaultStoryboard: String) -> [String] {
        var names: [String] = []
        func add(_ name: String) { if !names.contains(name) { names.append(name) } }
        for block in chapter.blocks { add(block.syntax.storyboardName?.text ?? defaultStoryboard) }
        if !chapter.code.isEmpty || !chapter.links.isEmpty {
            add(defaultStoryboard)
            for item in chapter.code { if let name = item.reference.storyboard { add(name) } }
            for item in chapter.links { if let name = item.reference.storyboard { add(name) } }
        }
        return names
    }

    /// Whether every reference of the chapter (all of which resolved) resolved in the storyboard
    /// it names, or in the chapter's default storyboard: then no other storyboard can change what
    /// it resolves to (`FlowBook.resolve` looks there first). A storyboard name
    /// (`UIStoryboard(name:)`) depends on which storyboards exist, so it is never local.
    static func resolvedLocally(_ result: ChapterFlowResults, defaultStoryboard: String) -> Bool {
        func isLocal(_ item: ResolvedReference) -> Bool {
            item.reference.kind != .storyboardName && item.storyboard == (item.reference.storyboard ?? defaultStoryboard)
        }
        return result.links.values.allSatisfy(isLocal) && result.code.values.allSatisfy { $0.values.allSatisfy(isLocal) }
    }
}
