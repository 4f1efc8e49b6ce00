import Foundation
import SourceModel

/// The options every checking command shares: `--strict`, `--rule`, `--format`.
struct DiagnosticOptions {
    enum Format: String { case human, github, json, sarif }

    var policy: DiagnosticPolicy
    var format: Format

    static let knownOptions = ["--strict", "--rule", "--format"]

    init(_ arguments: inout Arguments) throws {
        let strict = arguments.flag("--strict", "--warnings-as-errors")
        var overrides: [String: Severity?] = [:]
        for rule in try arguments.values("--rule") {
            let parts = rule.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { throw UsageError(message: "--rule takes ID=error|warning|off, not '\(rule)'") }
            guard RuleCatalogue.rule(parts[0]) != nil else {
                var message = "--rule: unknown rule id '\(parts[0])'"
                if let near = Self.nearestRule(parts[0]) { message += "; did you mean '\(near)'?" }
                throw UsageError(message: message + " ('flowdoc rules' lists every rule)")
            }
            switch parts[1] {
            case "error": overrides[parts[0]] = .error
            case "warning": overrides[parts[0]] = .warning
            case "off", "ignore": overrides[parts[0]] = .some(nil)
            default: throw UsageError(message: "--rule level must be error, warning or off, not '\(parts[1])'")
            }
        }
        policy = DiagnosticPolicy(strict: strict, overrides: overrides)
        let name = try arguments.value("--format") ?? "human"
        guard let format = Format(rawValue: name) else {
            throw UsageError(message: "--format must be human, github, json or sarif, not '\(name)'")
        }
        self.format = format
    }

    /// Prints diagnostics: human to standard error, github, json and sarif to standard output.
    func emit(_ diagnostics: [Diagnostic], sources: [String: SourceFile]) {
        switch format {
        case .human:
            let renderer = HumanDiagnosticRenderer(useColor: Console.useColor, sources: { sources[$0] })
            Console.error(renderer.render(diagnostics))
        case .github:
            Console.out(GitHubDiagnosticRenderer().render(diagnostics))
        case .json:
            Console.out(JSONDiagnosticRenderer().render(diagnostics))
        case .sarif:
            Console.out(SARIFDiagnosticRenderer(toolVersion: Usage.version).render(diagnostics))
        }
    }

    /// The rule id a mistyped or unqualified `--rule` id most likely meant.
    static func nearestRule(_ id: String) -> String? {
        if let near = NearMiss.best(for: id, among: RuleCatalogue.ids) { return near }
        let suffix = RuleCatalogue.ids.filter { $0.hasSuffix("." + id) }
        if suffix.count == 1 { return suffix[0] }
        return RuleCatalogue.ids.first { NearMiss.best(for: id, among: [String($0.drop { $0 != "." }.dropFirst())]) != nil }
    }

    static func summary(_ diagnostics: [Diagnostic]) -> String {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        return "\(plural(errors, "error")), \(plural(warnings, "warning"))"
    }
}

/// The site folder argument: DIR or `.`.
func siteRoot(_ arguments: inout Arguments) -> URL {
    let path = arguments.nextPositional() ?? "."
    return URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        .standardizedFileURL
}
