import SourceModel

/// `flow.syntax`: a line does not parse. Reported by `FlowParser` (FlowSyntax), whose
/// messages live in `SyntaxMessages.swift` there; this file gives the rule its place in the catalog.
enum SyntaxRule: FlowRule {
    static let id = "flow.syntax"
}
