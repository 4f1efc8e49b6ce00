/// How serious a diagnostic is.
package enum Severity: String, Sendable, Hashable, Comparable, CaseIterable {
    case note, warning, error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    package static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// A problem found in the input, with a stable rule id, a place and what to do about it.
///
/// User mistakes are diagnostics: they are collected, processing continues, and the
/// command fails at the end. Thrown errors are reserved for the environment.
package struct Diagnostic: Sendable, Hashable {
    /// Stable rule id, such as `flow.unknown-scene`. Never change a shipped id.
    package var rule: String
    package var severity: Severity
    /// A lower-case sentence fragment a tutorial author understands.
    package var message: String
    /// Where it is; nil only for problems with no place (a missing folder).
    package var location: SourceLocation?
    /// How many columns to underline, at least 1.
    package var length: Int
    package var notes: [Note]
    package var fixIts: [FixIt]

    package init(
        rule: String, severity: Severity, message: String, location: SourceLocation?,
        length: Int = 1, notes: [Note] = [], fixIts: [FixIt] = []
    ) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.location = location
        self.length = max(1, length)
        self.notes = notes
        self.fixIts = fixIts
    }

    /// A diagnostic of a catalogued rule, at the rule's default severity — or, with `milder`, at
    /// the milder severity the catalogue declares for the rule's lesser case (a `show` rather than
    /// a `push` outside a navigation controller). This is the only way stages make diagnostics,
    /// so a severity can never disagree with `flowdoc rules` (a test checks the sources).
    package static func report(
        _ rule: String, _ message: String, at location: SourceLocation?, length: Int = 1,
        notes: [Note] = [], fixIts: [FixIt] = [], milder: Bool = false
    ) -> Diagnostic {
        guard let entry = RuleCatalogue.rule(rule) else { preconditionFailure("\(rule) is not in RuleCatalogue") }
        var severity = entry.severity
        if milder {
            guard let lesser = entry.milder else { preconditionFailure("\(rule) declares no milder severity in RuleCatalogue") }
            severity = lesser
        }
        return Diagnostic(rule: rule, severity: severity, message: message, location: location,
                          length: length, notes: notes, fixIts: fixIts)
    }

    /// The same finding in its rule's lesser case, at the milder severity the catalogue declares
    /// (a broken link in a draft chapter); unchanged for a rule with no milder case.
    package var inMilderCase: Diagnostic {
        var copy = self
        if let milder = RuleCatalogue.rule(rule)?.milder, copy.severity == RuleCatalogue.rule(rule)?.severity {
            copy.severity = milder
        }
        return copy
    }

    /// A remark attached to a diagnostic, optionally pointing somewhere else
    /// ("first declared here").
    package struct Note: Sendable, Hashable {
        package var message: String
        package var location: SourceLocation?
        package init(_ message: String, at location: SourceLocation? = nil) {
            self.message = message
            self.location = location
        }
    }

    /// A suggested edit: replace `length` columns at `location` with `replacement`.
    package struct FixIt: Sendable, Hashable {
        package var message: String
        package var replacement: String
        package var location: SourceLocation
        package var length: Int
        package init(_ message: String, replacement: String, at location: SourceLocation, length: Int) {
            self.message = message
            self.replacement = replacement
            self.location = location
            self.length = length
        }
    }
}

extension Diagnostic: Comparable {
    /// Orders by place, then rule, then message, so output is deterministic.
    package static func < (a: Diagnostic, b: Diagnostic) -> Bool {
        let la = a.location ?? SourceLocation(path: "", line: 0, column: 0)
        let lb = b.location ?? SourceLocation(path: "", line: 0, column: 0)
        if la != lb { return la < lb }
        if a.rule != b.rule { return a.rule < b.rule }
        return a.message < b.message
    }
}
