import SourceModel

/// A check of flow blocks, by its stable id; severity and summary come from `RuleCatalogue`.
///
/// Each rule lives in its own file under `Rules/`, with its messages at the bottom.
/// Rules about single blocks are called by the builder while it applies a block; rules about
/// whole storyboards conform to `FlowGraphRule` and run in `FlowBook.finalDiagnostics()`.
package protocol FlowRule {
    static var id: String { get }
}

extension FlowRule {
    /// The default severity, from the catalogue.
    static var severity: Severity { catalogued.severity }
    /// The one-line summary, from the catalogue.
    static var summary: String { catalogued.summary }
    /// This rule's entry in `RuleCatalogue`; every flow rule has one (a test checks).
    static var catalogued: Rule {
        guard let rule = RuleCatalogue.rule(id) else { preconditionFailure("\(id) is not in RuleCatalogue") }
        return rule
    }
}

/// A rule checked on the final state of a storyboard.
package protocol FlowGraphRule: FlowRule {
    static func check(_ graph: FlowAnalysis) -> [Diagnostic]
}

/// A rule as the CLI and the reference chapter list it.
package struct FlowRuleInfo: Sendable, Hashable {
    package var id: String
    package var severity: Severity
    package var summary: String
}

/// Every flow rule.
package enum FlowRules {
    /// All rules in the order the reference lists them.
    package static var all: [FlowRuleInfo] {
        allTypes.map { FlowRuleInfo(id: $0.id, severity: $0.severity, summary: $0.summary) }
    }

    static var allTypes: [any FlowRule.Type] {
        [
            SyntaxRule.self, UnknownSceneRule.self, DuplicateSceneRule.self, DuplicateSegueIDRule.self,
            UnknownSegueRule.self, EmptyBlockRule.self, DanglingReferenceRule.self, AmbiguousReferenceRule.self,
        ] + graphRules
    }

    /// Whole-graph rules, run in this order.
    package static var graphRules: [any FlowGraphRule.Type] {
        [
            NoEntryPointRule.self, MultipleEntryPointsRule.self, DuplicateStoryboardIDRule.self, UnreachableSceneRule.self,
            PushOutsideNavigationRule.self, StaticCellsOutsideTableRule.self, UnwindUnreachableRule.self,
            UnwindUnknownActionRule.self, ManualSegueNeedsIDRule.self, ModalDeadEndRule.self,
            BarButtonOutsideNavigationRule.self, EmptyContainerRule.self, UnknownStoryboardReferenceRule.self,
            ContainerCycleRule.self,
        ]
    }
}
