/// Raises, lowers or silences diagnostics by rule id (`--strict`, `--rule id=level`).
public struct DiagnosticPolicy: Sendable {
    /// Warnings become errors.
    public var strict: Bool
    /// Per rule: a new severity, or nil to drop the rule entirely.
    public var overrides: [String: Severity?]

    public init(strict: Bool = false, overrides: [String: Severity?] = [:]) {
        self.strict = strict
        self.overrides = overrides
    }

    /// Applies the policy and sorts the result.
    public func apply(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var result: [Diagnostic] = []
        result.reserveCapacity(diagnostics.count)
        for var diagnostic in diagnostics {
            if let override = overrides[diagnostic.rule] {
                guard let severity = override else { continue }
                diagnostic.severity = severity
            }
            if strict, diagnostic.severity == .warning { diagnostic.severity = .error }
            result.append(diagnostic)
        }
        return result.sorted()
    }
}

extension Array where Element == Diagnostic {
    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { contains { $0.severity == .error } }
}
