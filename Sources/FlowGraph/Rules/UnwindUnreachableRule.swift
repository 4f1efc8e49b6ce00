import SourceModel

/// `flow.unwind-unreachable`: the unwind target is not below the source in any navigation stack,
/// presentation chain or container, so UIKit finds no scene to unwind to.
enum UnwindUnreachableRule: FlowGraphRule {
    static let id = "flow.unwind-unreachable"

    static func check(_ graph: FlowAnalysis) -> [Diagnostic] {
        var cache: [String: Set<String>] = [:]
        return graph.storyboard.unwinds.compactMap { unwind in
            let ancestors = cache[unwind.source] ?? graph.ancestors(of: unwind.source)
            cache[unwind.source] = ancestors
            guard !ancestors.contains(unwind.target) else { return nil }
            let below = graph.storyboard.scenes.filter { ancestors.contains($0.name) && !$0.kind.isContainer }.map(\.name)
            let span = unwind.targetSpan
            return Diagnostic.report(id, message(unwind.source, unwind.target), at: span.location, length: span.length,
                                    notes: [Diagnostic.Note(candidates(unwind.source, below))],
                                    fixIts: span.suggestions(for: unwind.target, among: below))
        }
    }

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
