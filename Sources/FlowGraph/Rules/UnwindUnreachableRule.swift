import SourceModel

/// `flow.unwind-unreachable`: UIKit's unwind search from the source can never find the target.
///
/// UIKit walks up from the source through parents and presenting view controllers and, at each
/// one, also searches its children (`allowedChildrenForUnwinding(from:)`): see
/// `UnwindReachability`. When the source, or a scene on the way to it, has a storyboard ID, code
/// may create it and show it from anywhere — the target included — so the rule cannot know:
/// a warning that says so instead of an error.
enum UnwindUnreachableRule: FlowGraphRule {
    static let id = "flow.unwind-unreachable"

    static func check(_ graph: FlowAnalysis) -> [Diagnostic] {
        let unwinds = graph.storyboard.unwinds
        let reachability = UnwindReachability(graph, unwinds: unwinds)
        var order: [String: Int] = [:]
        for (position, scene) in graph.storyboard.scenes.enumerated() where order[scene.name] == nil {
            order[scene.name] = position
        }
        var diagnostics: [Diagnostic] = []
        // The scenes listed in a note are computed per failing source, bounded: a note names
        // six and a suggestion needs a near miss, not every ancestor of a 10,000-scene chain.
        var belowCache: [String: [String]] = [:]
        for (unwind, reachable) in zip(unwinds, reachability.reachable) where !reachable {
            let below = belowCache[unwind.source] ?? {
                let ancestors = graph.ancestors(of: unwind.source, limit: ancestorLimit)
                return ancestors.filter { graph.scenes[$0].map { !$0.kind.isContainer } ?? false }
                    .sorted { (order[$0] ?? Int.max, $0) < (order[$1] ?? Int.max, $1) }
            }()
            if belowCache.count < 64 { belowCache[unwind.source] = below }
            let span = unwind.targetSpan
            let fromCode = ([unwind.source] + graph.ancestors(of: unwind.source, limit: ancestorLimit))
                .first { graph.scenes[$0]?.storyboardID != nil }
            diagnostics.append(Diagnostic.report(
                id, fromCode.map { unlessCode(unwind.source, unwind.target, createdFromCode: $0) }
                    ?? message(unwind.source, unwind.target),
                at: span.location, length: span.length,
                notes: [Diagnostic.Note(candidates(unwind.source, below))],
                fixIts: span.suggestions(for: unwind.target, among: below), milder: fromCode != nil))
        }
        return diagnostics
    }

    /// How many ancestors a failing unwind's note and suggestion look at.
    static let ancestorLimit = 256

    // MARK: Messages

    static func message(_ source: String, _ target: String) -> String {
        "unwind from '\(source)' can never reach '\(target)': '\(target)' is not below '\(source)' in any navigation stack "
            + "or presentation chain, nor a child of a container above it, so UIKit would find no scene to unwind to"
    }
    static func unlessCode(_ source: String, _ target: String, createdFromCode: String) -> String {
        "unwind from '\(source)' reaches '\(target)' only if code shows '\(createdFromCode)' (it has a storyboard ID) "
            + "from '\(target)': the flow shows no way from '\(target)' to '\(source)', and without one UIKit "
            + "would find no scene to unwind to"
    }
    static func candidates(_ source: String, _ below: [String]) -> String {
        if below.isEmpty { return "nothing is below '\(source)': no segue or relationship leads to it" }
        let shown = below.prefix(6).map { "'\($0)'" }.joined(separator: ", ")
        return "from '\(source)' an unwind can reach \(shown)\(below.count > 6 ? ", …" : "")"
    }
}
