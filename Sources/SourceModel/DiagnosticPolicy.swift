/// Raises, lowers or silences diagnostics by rule id (`--strict`, `--rule id=level`).
package struct DiagnosticPolicy: Sendable {
    /// Warnings become errors, except those of a rule given an explicit level (as Swift-DocC
    /// and compilers do: `--strict --rule X=warning` keeps X a warning).
    package var strict: Bool
    /// Per rule: a new severity, or nil to drop the rule entirely.
    package var overrides: [String: Severity?]

    package init(strict: Bool = false, overrides: [String: Severity?] = [:]) {
        self.strict = strict
        self.overrides = overrides
    }

    /// Applies the policy and sorts the result.
    package func apply(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var result: [Diagnostic] = []
        result.reserveCapacity(diagnostics.count)
        for var diagnostic in diagnostics {
            if let override = overrides[diagnostic.rule] {
                guard let severity = override else { continue }
                // A note stays a note: a level changes how serious a finding is, not what it is.
                if diagnostic.severity != .note { diagnostic.severity = severity }
            } else if strict, diagnostic.severity == .warning {
                diagnostic.severity = .error
            }
            result.append(diagnostic)
        }
        return result.sorted()
    }
}

extension Array where Element == Diagnostic {
    /// Whether any diagnostic is an error.
    package var hasErrors: Bool { contains { $0.severity == .error } }
}
