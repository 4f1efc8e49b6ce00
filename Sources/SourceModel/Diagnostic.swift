/// How serious a diagnostic is.
public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable {
    case note, warning, error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// A problem found in the input, with a stable rule id, a place and what to do about it.
///
/// User mistakes are diagnostics: they are collected, processing continues, and the
/// command fails at the end. Thrown errors are reserved for the environment.
public struct Diagnostic: Sendable, Hashable {
    /// Stable rule id, such as `flow.unknown-scene`. Never change a shipped id.
    public var rule: String
    public var severity: Severity
    /// A lower-case sentence fragment a tutorial author understands.
    public var message: String
    /// Where it is; nil only for problems with no place (a missing folder).
    public var location: SourceLocation?
    /// How many columns to underline, at least 1.
    public var length: Int
    public var notes: [Note]
    public var fixIts: [FixIt]

    public init(
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

    /// A diagnostic of a catalogued rule, at the rule's default severity.
    public static func report(
        _ rule: String, _ message: String, at location: SourceLocation?, length: Int = 1,
        notes: [Note] = [], fixIts: [FixIt] = []
    ) -> Diagnostic {
        guard let entry = RuleCatalogue.rule(rule) else { preconditionFailure("\(rule) is not in RuleCatalogue") }
        return Diagnostic(rule: rule, severity: entry.severity, message: message, location: location,
                          length: length, notes: notes, fixIts: fixIts)
    }

    /// Convenience for an error.
    public static func error(
        _ rule: String, _ message: String, at location: SourceLocation?, length: Int = 1,
        notes: [Note] = [], fixIts: [FixIt] = []
    ) -> Diagnostic {
        Diagnostic(rule: rule, severity: .error, message: message, location: location,
                   length: length, notes: notes, fixIts: fixIts)
    }

    /// Convenience for a warning.
    public static func warning(
        _ rule: String, _ message: String, at location: SourceLocation?, length: Int = 1,
        notes: [Note] = [], fixIts: [FixIt] = []
    ) -> Diagnostic {
        Diagnostic(rule: rule, severity: .warning, message: message, location: location,
                   length: length, notes: notes, fixIts: fixIts)
    }

    /// A remark attached to a diagnostic, optionally pointing somewhere else
    /// ("first declared here").
    public struct Note: Sendable, Hashable {
        public var message: String
        public var location: SourceLocation?
        public init(_ message: String, at location: SourceLocation? = nil) {
            self.message = message
            self.location = location
        }
    }

    /// A suggested edit: replace `length` columns at `location` with `replacement`.
    public struct FixIt: Sendable, Hashable {
        public var message: String
        public var replacement: String
        public var location: SourceLocation
        public var length: Int
        public init(_ message: String, replacement: String, at location: SourceLocation, length: Int) {
            self.message = message
            self.replacement = replacement
            self.location = location
            self.length = length
        }
    }
}

extension Diagnostic: Comparable {
    /// Orders by place, then rule, then message, so output is deterministic.
    public static func < (a: Diagnostic, b: Diagnostic) -> Bool {
        let la = a.location ?? SourceLocation(path: "", line: 0, column: 0)
        let lb = b.location ?? SourceLocation(path: "", line: 0, column: 0)
        if la != lb { return la < lb }
        if a.rule != b.rule { return a.rule < b.rule }
        return a.message < b.message
    }
}
