import SourceModel

/// `flow.unwind-unreachable`: the unwind target is not below the source in any navigation stack,
/// presentation chain or container, so UIKit finds no scene to unwind to.
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
            diagnostics.append(Diagnostic.report(
                id, message(unwind.source, unwind.target), at: span.location, length: span.length,
                notes: [Diagnostic.Note(candidates(unwind.source, below))],
                fixIts: span.suggestions(for: unwind.target, among: below)))
        }
        return diagnostics
    }

    /// How many ancestors a failing unwind's note and suggestion look at.
    static let ancestorLimit = 256

    // MARK: Messages

    static func message(_ source: String, _ target: String) -> String {
        "unwind from '\(source)' can never reach '\(target)': '\(target)' is not below '\(source)' in any navigation stack "
            + "or presentation chain, so UIKit would find no scene to unwind to"
    }
    static func candidates(_ source: String, _ below: [String]) -> String {
        if below.isEmpty { return "nothing is below '\(source)': no segue or relationship leads to it" }
        let shown = below.prefix(6).map { "'\($0)'" }.joined(separator: ", ")
        return "from '\(source)' an unwind can reach \(shown)\(below.count > 6 ? ", …" : "")"
    }
}
