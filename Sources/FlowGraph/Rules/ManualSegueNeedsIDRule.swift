import SourceModel

/// `flow.manual-segue-needs-id`: a segue or unwind performed from code (`from=manual`) has no identifier.
enum ManualSegueNeedsIDRule: FlowGraphRule {
    static let id = "flow.manual-segue-needs-id"

    static func check(_ graph: FlowAnalysis) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for segue in graph.storyboard.segues where segue.trigger == .manual && segue.identifier == nil {
            let span = segue.triggerSpan
            result.append(Diagnostic.report(id, message(segue.described), at: span.location, length: span.length,
                                             notes: [Diagnostic.Note(segueHint(segue.source, segue.destination, segue.style.rawValue))]))
        }
        for unwind in graph.storyboard.unwinds where unwind.trigger == .manual && unwind.identifier == nil {
            let span = unwind.triggerSpan
            result.append(Diagnostic.report(id, message(unwind.described), at: span.location, length: span.length,
                                             notes: [Diagnostic.Note(unwindHint(unwind.source, unwind.target, unwind.action))]))
        }
        return result
    }

    // MARK: Messages

    static func message(_ described: String) -> String {
        "\(described) can only be performed from code (from=manual: no control triggers it) but has no identifier; performSegue(withIdentifier:) needs one to name it"
    }
    static func segueHint(_ source: String, _ destination: String, _ style: String) -> String {
        "give it an identifier: segue show\(destination): \(source) -> \(destination) \(style) from=manual"
    }
    static func unwindHint(_ source: String, _ target: String, _ action: String) -> String {
        "give it an identifier: unwind \(action)To\(target): \(source) -> \(target).\(action) from=manual"
    }
}
